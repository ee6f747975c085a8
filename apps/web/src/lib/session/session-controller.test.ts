import type { TSubscriptionResponse, TUser } from "@nutriguia/domain";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, SESSION_EXPIRED_MESSAGE } from "../api-errors";
import { getToken, IMPERSONATION_TOKEN_KEY, setToken } from "../storage";
import { dismissToast, getToast } from "../toast-store";
import { createSessionController, IMPERSONATION_ENDED_MESSAGE, LOGOUT_MESSAGE, type TSessionDeps } from "./session-controller";

const user = { id: "u1", fullName: "Ana Souza", email: "ana@example.com", roles: ["USER"] } as unknown as TUser;

function deps(overrides: Partial<TSessionDeps> = {}) {
  return {
    fetchUser: vi.fn(async () => user),
    fetchSubscription: vi.fn(async () => ({ subscription: null, trial: null, unlimited: false }) as unknown as TSubscriptionResponse),
    revokeToken: vi.fn(async () => undefined),
    onLoggedOut: vi.fn(),
    onExpired: vi.fn(),
    ...overrides,
  } satisfies TSessionDeps;
}

beforeEach(() => {
  vi.useFakeTimers();
  dismissToast();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("session timings", () => {
  it("refreshes user and subscription 0.5 s after login", async () => {
    const d = deps();
    const session = createSessionController(d);
    session.login("t1", user);
    expect(getToken()).toBe("t1");
    expect(session.getState()).toMatchObject({ token: "t1", user, loading: false });
    await vi.advanceTimersByTimeAsync(499);
    expect(d.fetchUser).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(d.fetchUser).toHaveBeenCalledTimes(1);
    expect(d.fetchSubscription).toHaveBeenCalledTimes(1);
  });

  it("debounces refreshes by 300 ms", async () => {
    setToken("t1");
    const d = deps();
    const session = createSessionController(d);
    void session.refresh();
    await vi.advanceTimersByTimeAsync(200);
    void session.refresh();
    await vi.advanceTimersByTimeAsync(200);
    const last = session.refresh();
    await vi.advanceTimersByTimeAsync(299);
    expect(d.fetchUser).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await last;
    expect(d.fetchUser).toHaveBeenCalledTimes(1);
  });

  it("de-duplicates a refresh requested while one is in flight", async () => {
    setToken("t1");
    let release: (u: TUser) => void = () => undefined;
    const d = deps({ fetchUser: vi.fn(() => new Promise<TUser>((r) => (release = r))) });
    const session = createSessionController(d);
    const first = session.refresh();
    await vi.advanceTimersByTimeAsync(300);
    const second = session.refresh();
    await vi.advanceTimersByTimeAsync(300);
    expect(d.fetchUser).toHaveBeenCalledTimes(1);
    release(user);
    await Promise.all([first, second]);
    expect(session.getState().user).toEqual(user);
  });

  it("forces loading to false after 5 s", async () => {
    setToken("t1");
    const d = deps({ fetchUser: vi.fn(() => new Promise<TUser>(() => undefined)) });
    const session = createSessionController(d);
    session.start();
    expect(session.getState().loading).toBe(true);
    await vi.advanceTimersByTimeAsync(4999);
    expect(session.getState().loading).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(session.getState().loading).toBe(false);
    expect(session.getState().token).toBe("t1");
  });

  it("starts from the reads the root route's loader sent, without asking again or waiting for the debounce", async () => {
    setToken("t1");
    const d = deps();
    const subscription = { subscription: null, trial: null, unlimited: true } as unknown as TSubscriptionResponse;
    const session = createSessionController(d);
    session.start({ user: Promise.resolve(user), subscription: Promise.resolve(subscription) });
    await vi.advanceTimersByTimeAsync(0);
    expect(session.getState()).toMatchObject({ token: "t1", user, subscription, loading: false });
    await vi.advanceTimersByTimeAsync(1000);
    expect(d.fetchUser).not.toHaveBeenCalled();
    expect(d.fetchSubscription).not.toHaveBeenCalled();
  });

  it("expires the session when the loader's user read answers 401", async () => {
    setToken("t1");
    const d = deps();
    const session = createSessionController(d);
    const unauthorized = new ApiError({ success: false, status: 401, errorCode: "UNAUTHORIZED", message: "Unauthorized" });
    session.start({ user: Promise.reject(unauthorized), subscription: Promise.reject(unauthorized) });
    await vi.advanceTimersByTimeAsync(0);
    expect(session.getState()).toMatchObject({ token: null, user: null, loading: false, expired: true });
    expect(d.onExpired).toHaveBeenCalledTimes(1);
  });

  it("starts logged out without a token", () => {
    const session = createSessionController(deps());
    session.start();
    expect(session.getState()).toMatchObject({ token: null, loading: false });
  });
});

describe("logout and expiry", () => {
  it("removes every nutriguia key, revokes the token and toasts", () => {
    localStorage.setItem("nutriguia_chat_messages", "[]");
    localStorage.setItem("NutriGuia_other", "x");
    localStorage.setItem("unrelated", "keep");
    const d = deps();
    const session = createSessionController(d);
    session.login("t1", user);
    session.logout();
    expect(localStorage.getItem("nutriguia_token")).toBeNull();
    expect(localStorage.getItem("nutriguia_chat_messages")).toBeNull();
    expect(localStorage.getItem("NutriGuia_other")).toBeNull();
    expect(localStorage.getItem("unrelated")).toBe("keep");
    expect(d.revokeToken).toHaveBeenCalledWith("t1");
    expect(d.onLoggedOut).toHaveBeenCalledWith(undefined);
    expect(getToast()?.title).toBe(LOGOUT_MESSAGE);
    expect(session.getState()).toMatchObject({ token: null, user: null });
  });

  it("expires the session when the user fetch answers 401", async () => {
    setToken("t1");
    const d = deps({
      fetchUser: vi.fn(async () => {
        throw new ApiError({ success: false, status: 401, errorCode: "UNAUTHORIZED", message: "Unauthorized" });
      }),
    });
    const session = createSessionController(d);
    session.start();
    await vi.advanceTimersByTimeAsync(300);
    expect(session.getState()).toMatchObject({ token: null, user: null, loading: false });
    expect(getToken()).toBeNull();
    expect(d.onExpired).toHaveBeenCalledTimes(1);
    const shown = getToast();
    expect(`${shown?.title}: ${shown?.description}`).toBe(SESSION_EXPIRED_MESSAGE);
    expect(shown?.variant).toBe("destructive");
    expect(session.expire()).toBe(false);
  });
});

describe("viewing as a user", () => {
  afterEach(() => sessionStorage.clear());

  it("switches this tab to the user's token and back, never touching the admin's stored session", async () => {
    setToken("admin-token");
    const d = deps({ onImpersonationEnded: vi.fn() });
    const session = createSessionController(d);
    session.impersonate("view-token");
    expect(session.getState()).toMatchObject({ token: "view-token", user: null, impersonating: true });
    expect(getToken()).toBe("view-token");
    expect(localStorage.getItem("nutriguia_token")).toBe("admin-token");
    await vi.advanceTimersByTimeAsync(0);
    expect(session.getState().user).toBe(user);

    session.logout();
    expect(d.revokeToken).not.toHaveBeenCalled();
    expect(d.onImpersonationEnded).toHaveBeenCalledTimes(1);
    expect(session.getState()).toMatchObject({ token: "admin-token", impersonating: false });
    expect(sessionStorage.getItem(IMPERSONATION_TOKEN_KEY)).toBeNull();
  });

  it("returns to the admin session when the view's token expires, instead of signing out", async () => {
    setToken("admin-token");
    const d = deps({ onImpersonationEnded: vi.fn() });
    const session = createSessionController(d);
    session.impersonate("view-token");
    expect(session.expire()).toBe(true);
    expect(getToken()).toBe("admin-token");
    expect(d.onExpired).not.toHaveBeenCalled();
    expect(d.onImpersonationEnded).toHaveBeenCalledTimes(1);
    expect(getToast()?.title).toBe(IMPERSONATION_ENDED_MESSAGE);
  });
});
