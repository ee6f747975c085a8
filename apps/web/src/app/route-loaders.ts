import { chatHistoryQuery } from "../features/chat/api/get-history";
import { usageQuery } from "../features/chat/api/get-usage";
import { recentMealsQuery } from "../features/dashboard/api/get-recent-meals";
import { todayQuery } from "../features/dashboard/api/get-today";
import { queryClient } from "../lib/query-client";
import { getToken } from "../lib/storage";

/**
 * Loaders of the most visited signed-in pages. The router runs a route's loader beside its lazy `import()`, so the
 * page's first reads go out with its code instead of after the code, the route guard and the session in turn. They
 * prefetch into the query cache and return nothing: the page never waits on them, shows its own loading state and
 * finds the data under its usual hook's key. Without a stored token the guard sends the visitor to /login: nothing
 * is asked.
 */
function prefetchSignedIn(prefetch: () => void) {
  return () => {
    if (getToken()) prefetch();
    return null;
  };
}

export const dashboardLoader = prefetchSignedIn(() => {
  void queryClient.prefetchQuery(todayQuery());
  void queryClient.prefetchQuery(recentMealsQuery);
});

export const webChatLoader = prefetchSignedIn(() => {
  void queryClient.prefetchQuery(chatHistoryQuery());
  void queryClient.prefetchQuery(usageQuery());
});
