import { AppLoading } from "../../components/app-loading";
import { useSession } from "../../lib/session/session-context";
import { AuthenticatedLayout } from "./authenticated-layout";
import { PublicLayout } from "./public-layout";

/**
 * For public pages a signed-in user also reaches from the app (the feature board): the app's header, navigation and
 * menu when signed in, the public header and footer otherwise (docs/decisions/212). While a stored session loads
 * (at most 5 s, session-controller.ts) the app's loading screen shows, as behind the route guard.
 */
export function SessionLayout() {
  const { isAuthenticated, loading } = useSession();
  if (isAuthenticated && loading) return <AppLoading />;
  return isAuthenticated ? <AuthenticatedLayout /> : <PublicLayout />;
}
