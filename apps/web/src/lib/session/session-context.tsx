import type { TUser } from "@nutriguia/domain";
import { createContext, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { paths } from "../../config/paths";
import { configureApiClient } from "../api-client";
import { fetchCurrentUser, fetchSubscription, revokeToken, type TSessionReads } from "./session-api";
import { createSessionController, type TSessionController, type TSessionDeps, type TSessionState } from "./session-controller";

type TSessionContext = { controller: TSessionController };
const SessionContext = createContext<TSessionContext | null>(null);

export function isAdminUser(user: TUser | null | undefined): boolean {
  return !!user?.roles.includes("ADMIN");
}

/** Routes where an expired session only clears the state, without sending the visitor to /login. */
const PUBLIC_PREFIXES: string[] = [
  paths.login.path,
  paths.adminLogin.path,
  paths.register.path,
  paths.activate.path,
  paths.setPassword.path,
  paths.resetPassword.path,
  paths.resendActivation.path,
];

type TSessionProviderProps = {
  children: ReactNode;
  deps?: Partial<TSessionDeps>;
  /** The session's reads the root route's loader sent with this page load's token. */
  first?: TSessionReads | null;
};

export function SessionProvider({ children, deps, first }: TSessionProviderProps) {
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const queryClient = useQueryClient();

  const [controller] = useState(() =>
    createSessionController({
      fetchUser: fetchCurrentUser,
      fetchSubscription,
      revokeToken,
      onLoggedOut: (redirectTo) => void navigateRef.current(redirectTo ?? paths.login.href()),
      onExpired: () => {
        const { pathname, search } = window.location;
        if (PUBLIC_PREFIXES.includes(pathname)) return;
        void navigateRef.current(paths.login.href(`${pathname}${search}`), { replace: true });
      },
      onImpersonationEnded: () => {
        void navigateRef.current(paths.adminBackoffice.href("users"));
        // Nothing the viewed user's token loaded may show in the admin's session.
        queryClient.clear();
      },
      ...deps,
    }),
  );

  useEffect(() => {
    configureApiClient({ onSessionExpired: () => void controller.expire() });
    controller.start(first);
    return () => controller.dispose();
  }, [controller, first]);

  const value = useMemo(() => ({ controller }), [controller]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export type TSession = TSessionState & {
  isAuthenticated: boolean;
  isAdmin: boolean;
  controller: TSessionController;
};

export function useSession(): TSession {
  const context = useContext(SessionContext);
  if (!context) throw new Error("useSession must be used inside SessionProvider");
  const { controller } = context;
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
  return { ...state, isAuthenticated: !!state.token, isAdmin: isAdminUser(state.user), controller };
}
