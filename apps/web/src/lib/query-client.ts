import { QueryClient } from "@tanstack/react-query";

/** The app's one query cache: the provider renders from it and route loaders start a page's reads into it. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
});
