import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button";
import { paths } from "../../config/paths";

export function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <p className="text-6xl font-extrabold text-emerald-700">404</p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">Ops! Página não encontrada</h1>
      <p className="mt-2 text-slate-700">O endereço que você acessou não existe ou foi movido.</p>
      <Link to={paths.home.href()} className={buttonClasses("primary", "md", "mt-8")}>
        Voltar para a página inicial
      </Link>
    </div>
  );
}
