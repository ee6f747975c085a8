import type { TSubscriptionResponse, TUser } from "@nutriguia/domain";
import { isApiError, SESSION_EXPIRED_MESSAGE } from "../api-errors";
import { clearProductStorage, getToken, setToken } from "../storage";
import { toast, toastMessage } from "../toast-store";

/** Session timings (000 §4, §9). */
export const POST_LOGIN_REFRESH_DELAY_MS = 500;
export const REFRESH_DEBOUNCE_MS = 300;
export const LOADING_CAP_MS = 5000;
export const LOGOUT_MESSAGE = "Deslogado com sucesso";

export type TSessionState = {
  token: string | null;
  user: TUser | null;
  subscription: TSubscriptionResponse | null;
  loading: boolean;
};

export type TSessionDeps = {
  fetchUser: () => Promise<TUser>;
  fetchSubscription: () => Promise<TSubscriptionResponse>;
  revokeToken: (token: string) => Promise<unknown>;
  /** Called after logout (navigate to /login or elsewhere). */
  onLoggedOut?: (redirectTo: string | undefined) => void;
  /** Called after the session expired (navigate to /login with the original path). */
  onExpired?: () => void;
};

export type TLogoutOptions = { redirectTo?: string; silent?: boolean };

export type TSessionController = ReturnType<typeof createSessionController>;

function isUnauthorized(error: unknown): boolean {
  if (isApiError(error)) return error.status === 401 || /unauthorized|token expired/i.test(error.message);
  return error instanceof Error && /unauthorized/i.test(error.message);
}

export function createSessionController(deps: TSessionDeps) {
  let state: TSessionState = { token: getToken(), user: null, subscription: null, loading: !!getToken() };
  const listeners = new Set<() => void>();
  let debounceTimer: ReturnType<typeof setTimeout> | null = null;
  let waiters: Array<() => void> = [];
  let inFlight: Promise<void> | null = null;
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

  function expire(): boolean {
    if (!state.token && !getToken()) return false;
    clearProductStorage();
    set({ token: null, user: null, subscription: null, loading: false });
    toastMessage(SESSION_EXPIRED_MESSAGE, "destructive");
    deps.onExpired?.();
    return true;
  }

  function runRefresh(): Promise<void> {
    if (inFlight) return inFlight;
    inFlight = (async () => {
      if (!state.token) {
        set({ loading: false });
        return;
      }
      const [user, subscription] = await Promise.allSettled([deps.fetchUser(), deps.fetchSubscription()]);
      if (!state.token) return;
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
      inFlight = null;
    });
    return inFlight;
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
    /** On start: with a stored token, load the user; loading never lasts more than 5 s. */
    start() {
      const token = getToken();
      if (!token) {
        set({ token: null, loading: false });
        return;
      }
      set({ token, loading: true });
      later(() => {
        if (state.loading) set({ loading: false });
      }, LOADING_CAP_MS);
      void refresh();
    },
    login(token: string, user: TUser) {
      setToken(token);
      set({ token, user, loading: false });
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
    logout(options: TLogoutOptions = {}) {
      const token = state.token ?? getToken();
      clearProductStorage();
      set({ token: null, user: null, subscription: null, loading: false });
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
