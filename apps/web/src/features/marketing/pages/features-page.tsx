import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui/button";
import { paths } from "../../../config/paths";
import { FeatureCards } from "../components/feature-cards";

export function FeaturesPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-center text-4xl font-extrabold text-slate-900">Funcionalidades</h1>
      <p className="mx-auto mt-3 max-w-2xl text-center text-lg text-slate-700">
        Um assistente de nutrição completo, no seu bolso, pensado para a alimentação brasileira.
      </p>
      <div className="mt-10">
        <FeatureCards />
      </div>
      <div className="mt-12 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={paths.register.href()} className={buttonClasses("primary", "lg")}>
          Começar teste grátis de 7 dias
        </Link>
        <a href={paths.pricing.href()} className={buttonClasses("outline", "lg")}>
          Ver planos
        </a>
      </div>
    </div>
  );
}
