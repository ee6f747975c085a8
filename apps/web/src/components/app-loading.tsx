/**
 * The app's first screen while its code, route and session load. index.html carries the same markup inside
 * #root, so the brand is painted as soon as the HTML and CSS arrive, before any script runs, and React's
 * first render shows the same thing until the page is ready (the test keeps the two identical).
 */
export function AppLoading() {
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 text-emerald-700" role="status">
      <span className="text-xl font-bold">NutriGuia</span>
      <span className="h-10 w-10 animate-spin rounded-full border-4 border-current border-t-transparent" aria-hidden="true"></span>
      <span className="sr-only">Carregando...</span>
    </div>
  );
}
