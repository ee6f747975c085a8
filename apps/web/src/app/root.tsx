import { useEffect } from "react";
import { Outlet, ScrollRestoration, useLoaderData, useMatches } from "react-router";
import { Toaster } from "../components/ui/toaster";
import type { startSessionReads } from "../lib/session/session-api";
import { SessionProvider } from "../lib/session/session-context";

export type TRouteHandle = { title?: string };

/** Sets the page title from the deepest route that declares one. */
function usePageTitle() {
  const matches = useMatches();
  const title = [...matches].reverse().find((m) => (m.handle as TRouteHandle | undefined)?.title)?.handle as
    | TRouteHandle
    | undefined;
  useEffect(() => {
    document.title = title?.title ? `${title.title} | NutriGuia` : "NutriGuia — seu assistente de nutrição";
  }, [title?.title]);
}

export function AppRoot() {
  usePageTitle();
  const first = useLoaderData<typeof startSessionReads>();
  return (
    <SessionProvider first={first}>
      <a
        href="#conteudo"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-[80] focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        Pular para o conteúdo
      </a>
      <Outlet />
      <Toaster />
      <ScrollRestoration />
    </SessionProvider>
  );
}
