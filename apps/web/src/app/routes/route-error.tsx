import { buttonClasses } from "../../components/ui/button";

/**
 * A screen whose code failed to load or render (most often the connection dropped while its chunk loaded). Shown in
 * place of the whole app, so it needs no session: plain links, and a reload that fetches the code again.
 */
export function RouteErrorPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center" role="alert">
      <h1 className="text-2xl font-bold text-slate-900">Não foi possível abrir esta página</h1>
      <p className="mt-2 text-slate-700">Verifique sua conexão com a internet e tente novamente.</p>
      <button type="button" onClick={() => window.location.reload()} className={buttonClasses("primary", "md", "mt-8")}>
        Tentar novamente
      </button>
      <a href="/" className="mt-4 text-sm font-semibold text-emerald-800 underline underline-offset-2">
        Voltar para a página inicial
      </a>
    </div>
  );
}
