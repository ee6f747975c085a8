import { useSession } from "../../lib/session/session-context";
import { AuthenticatedLayout } from "./authenticated-layout";
import { PublicLayout } from "./public-layout";

/**
 * For public pages a signed-in user also reaches from the app (the feature board): the app's header, navigation and
 * menu when signed in, the public header and footer otherwise (docs/decisions/212).
 */
export function SessionLayout() {
  const { isAuthenticated } = useSession();
  return isAuthenticated ? <AuthenticatedLayout /> : <PublicLayout />;
}
