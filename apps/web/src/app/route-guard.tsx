import { useDeferredValue, useEffect, useState } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { AppLoading } from "../components/app-loading";
import { paths } from "../config/paths";
import { useSession } from "../lib/session/session-context";
import { toast } from "../lib/toast-store";

/** The guard's spinner shows at most this long (000 §9). */
export const GUARD_SPINNER_MAX_MS = 3000;

export const NOT_AUTHENTICATED_ADMIN = "Acesso Negado - Você precisa estar autenticado para acessar esta área.";
export const NOT_ADMIN = "Você não tem permissão para acessar esta área.";

function RedirectWithToast({ to, message }: { to: string; message: string }) {
  useEffect(() => {
    toast({ title: message, variant: "destructive" });
  }, [message]);
  return <Navigate to={to} replace />;
}

/**
 * Route guard (000 §2): a spinner while the session loads (≤ 3 s); unauthenticated
 * visitors go to /login carrying path and query; non-admins on admin routes go to /dashboard.
 */
export function RouteGuard({ admin = false }: { admin?: boolean }) {
  const { loading, token, user, isAdmin, impersonating, leftTo, expired: sessionExpired } = useSession();
  const location = useLocation();
  const [expired, setExpired] = useState(false);
  const waitingNow = loading || (admin && !!token && !user);
  // The spinner appears at once but leaves in a deferred render: the page then builds in short, interruptible slices
  // instead of one long task when the session arrives.
  const waitingDeferred = useDeferredValue(waitingNow);
  const waiting = waitingNow || waitingDeferred;

  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setExpired(true), GUARD_SPINNER_MAX_MS);
    return () => clearTimeout(timer);
  }, [waiting]);

  if (waiting && !expired) return <AppLoading />;
  const loginHref = paths.login.href(`${location.pathname}${location.search}`);
  if (!token && leftTo !== null) return <Navigate to={leftTo || paths.login.href()} replace />;
  if (!token) {
    return admin && !sessionExpired ? <RedirectWithToast to={loginHref} message={NOT_AUTHENTICATED_ADMIN} /> : <Navigate to={loginHref} replace />;
  }
  if (admin && !isAdmin) {
    // Viewing as a user starts on an admin page: leaving it is expected, not a permission error.
    if (impersonating) return <Navigate to={paths.dashboard.href()} replace />;
    return <RedirectWithToast to={paths.dashboard.href()} message={NOT_ADMIN} />;
  }
  return <Outlet />;
}
