import type { TSubscriptionResponse, TUser } from "@nutriguia/domain";
import { isApiError, SESSION_EXPIRED_MESSAGE } from "../api-errors";
import { clearProductStorage, getToken, isImpersonating, setImpersonationToken, setToken } from "../storage";
import { toast, toastMessage } from "../toast-store";
import type { TSessionReads } from "./session-api";

/** Session timings (000 §4, §9). */
export const POST_LOGIN_REFRESH_DELAY_MS = 500;
export const REFRESH_DEBOUNCE_MS = 300;
export const LOADING_CAP_MS = 5000;
export const LOGOUT_MESSAGE = "Deslogado com sucesso";
export const IMPERSONATION_ENDED_MESSAGE = "A visualização como usuário terminou. Você voltou à sua conta de administrador.";

export type TSessionState = {
  token: string | null;
  user: TUser | null;
  subscription: TSubscriptionResponse | null;
  loading: boolean;
  /** Viewing as another user with a read-only token (the admin's own session waits in local storage). */
  impersonating: boolean;
  /**
   * Where "Sair" or the account's deletion sent the user ("" for the plain login page): the route guard of the page being
   * left goes there too, instead of to the login carrying that page back to the next person.
   */
  leftTo: string | null;
  /** The session lapsed (a 401): an admin page says "Sessão Expirada", never "Acesso Negado". */
  expired: boolean;
};

export type TSessionDeps = {
  fetchUser: () => Promise<TUser>;
  fetchSubscription: () => Promise<TSubscriptionResponse>;
  revokeToken: (token: string) => Promise<unknown>;
  /** Called after logout (navigate to /login or elsewhere). */
  onLoggedOut?: (redirectTo: string | undefined) => void;
  /** Called after the session expired (navigate to /login with the original path). */
  onExpired?: () => void;
  /** Called when a view as another user ends (back to the admin panel). */
  onImpersonationEnded?: () => void;
};

export type TLogoutOptions = { redirectTo?: string; silent?: boolean };

export type TSessionController = ReturnType<typeof createSessionController>;

function isUnauthorized(error: unknown): boolean {
  if (isApiError(error)) return error.status === 401 || /unauthorized|token expired/i.test(error.message);
  return error instanceof Error && /unauthorized/i.test(error.message);
}

export function createSessionController(deps: TSessionDeps) {
  let state: TSessionState = { token: getToken(), user: null, subscription: null, loading: !!getToken(), impersonating: isImpersonating(), leftTo: null, expired: false };
  const listeners = new Set<() => void>();
  let debounceTimer: ReturnType<typeof setTimeout> | null = null;
  let waiters: Array<() => void> = [];
  let inFlight: Promise<void> | null = null;
  let inFlightToken: string | null = null;
  const timers = new Set<ReturnType<typeof setTimeout>>();

  function set(next: Partial<TSessionState>) {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  }

  function later(fn: () => void, ms: number) {
    const timer = setTimeout(() => {
      timers.delete(timer);
      fn();
    }, ms);
    timers.add(timer);
  }

  /** Back to the admin's own session, kept untouched while viewing as the user. */
  function stopImpersonating() {
    setImpersonationToken(null);
    const token = getToken();
    set({ token, user: null, subscription: null, loading: !!token, impersonating: false });
    void runRefresh();
    deps.onImpersonationEnded?.();
  }

  function expire(): boolean {
    if (state.impersonating) {
      stopImpersonating();
      toast({ title: IMPERSONATION_ENDED_MESSAGE });
      return true;
    }
    if (!state.token && !getToken()) return false;
    clearProductStorage();
    set({ token: null, user: null, subscription: null, loading: false, expired: true });
    toastMessage(SESSION_EXPIRED_MESSAGE, "destructive");
    deps.onExpired?.();
    return true;
  }

  function runRefresh(first?: TSessionReads): Promise<void> {
    // A refresh started for another identity (before "Ver como usuário" or "Voltar ao painel") is not reused.
    if (inFlight && inFlightToken === state.token) return inFlight;
    const token = state.token;
    inFlightToken = token;
    const run = (async () => {
      if (!token) {
        set({ loading: false });
        return;
      }
      const reads = first ?? { user: deps.fetchUser(), subscription: deps.fetchSubscription() };
      const [user, subscription] = await Promise.allSettled([reads.user, reads.subscription]);
      if (!state.token || state.token !== token) return;
      if (user.status === "rejected" && isUnauthorized(user.reason)) {
        expire();
        return;
      }
      set({
        user: user.status === "fulfilled" ? user.value : state.user,
        subscription: subscription.status === "fulfilled" ? subscription.value : state.subscription,
        loading: false,
      });
    })().finally(() => {
      if (inFlight === run) inFlight = null;
    });
    inFlight = run;
    return run;
  }

  /** Debounced by 300 ms; calls within the window and during a running refresh share one request. */
  function refresh(): Promise<void> {
    return new Promise((resolve) => {
      waiters.push(resolve);
      if (debounceTimer) clearTimeout(debounceTimer);
      debounceTimer = setTimeout(() => {
        debounceTimer = null;
        const batch = waiters;
        waiters = [];
        void runRefresh().finally(() => batch.forEach((done) => done()));
      }, REFRESH_DEBOUNCE_MS);
    });
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /**
     * On start: with a stored token, load the user, from the reads already sent for this token if given (they need no
     * debounce); loading never lasts more than 5 s.
     */
    start(first?: TSessionReads | null) {
      const token = getToken();
      if (!token) {
        set({ token: null, loading: false });
        return;
      }
      set({ token, loading: true });
      later(() => {
        if (state.loading) set({ loading: false });
      }, LOADING_CAP_MS);
      if (first) void runRefresh(first);
      else void refresh();
    },
    login(token: string, user: TUser) {
      setImpersonationToken(null);
      setToken(token);
      set({ token, user, loading: false, impersonating: false, leftTo: null, expired: false });
      later(() => void runRefresh(), POST_LOGIN_REFRESH_DELAY_MS);
    },
    /** A new token (after a password change the server revokes the old ones). */
    replaceToken(token: string) {
      setToken(token);
      set({ token });
    },
    updateUser(patch: Partial<TUser>) {
      if (state.user) set({ user: { ...state.user, ...patch } });
    },
    refresh,
    expire,
    /** "Ver como usuário": the app switches to the user's read-only token in this tab. */
    impersonate(token: string) {
      setImpersonationToken(token);
      set({ token, user: null, subscription: null, loading: true, impersonating: true });
      void runRefresh();
    },
    stopImpersonating,
    logout(options: TLogoutOptions = {}) {
      // "Sair" while viewing as a user leaves the view, never the admin's session nor the user's.
      if (state.impersonating) return stopImpersonating();
      const token = state.token ?? getToken();
      clearProductStorage();
      set({ token: null, user: null, subscription: null, loading: false, leftTo: options.redirectTo ?? "" });
      if (token) void deps.revokeToken(token).catch(() => undefined);
      if (!options.silent) toast({ title: LOGOUT_MESSAGE, variant: "success" });
      deps.onLoggedOut?.(options.redirectTo);
    },
    dispose() {
      if (debounceTimer) clearTimeout(debounceTimer);
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
