import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiRequest } from "./api-client";
import { EARLY_READ_TTL_MS, startEarlyReads } from "./early-reads";
import { setToken } from "./storage";

type TCall = { url: string; headers: Record<string, string> };
let calls: TCall[];

function answerWith(...bodies: unknown[]) {
  const queue = [...bodies];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, headers: init.headers as Record<string, string> });
      return new Response(JSON.stringify(queue.shift()), { status: 200, headers: { "Content-Type": "application/json" } });
    }),
  );
}

beforeEach(() => {
  calls = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("early reads", () => {
  it("answer the first read of their address without a second request, and only the first", async () => {
    setToken("token-a");
    answerWith({ name: "early" }, { name: "later" });
    startEarlyReads(["/api/auth/me"], "token-a");
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.Authorization).toBe("Bearer token-a");

    await expect(apiRequest("/api/auth/me")).resolves.toEqual({ name: "early" });
    expect(calls).toHaveLength(1);
    await expect(apiRequest("/api/auth/me")).resolves.toEqual({ name: "later" });
    expect(calls).toHaveLength(2);
  });

  it("are not used once the stored token has changed", async () => {
    answerWith({ user: "before" }, { user: "after" });
    startEarlyReads(["/api/account/subscription"], "token-before");
    setToken("token-after");

    await expect(apiRequest("/api/account/subscription")).resolves.toEqual({ user: "after" });
    expect(calls.map((call) => call.headers.Authorization)).toEqual(["Bearer token-before", "Bearer token-after"]);
  });

  it("are not sent without a token", () => {
    answerWith();
    startEarlyReads(["/api/auth/me", "/api/chat/history"], null);
    expect(calls).toHaveLength(0);
  });

  it("serve neither a write nor a read of another address", async () => {
    setToken("token-w");
    answerWith({ early: true }, { written: true }, { other: true });
    startEarlyReads(["/api/chat/history"], "token-w");

    await expect(apiRequest("/api/chat/history", { method: "POST", body: {} })).resolves.toEqual({ written: true });
    await expect(apiRequest("/api/chat/history?page=2")).resolves.toEqual({ other: true });
    expect(calls).toHaveLength(3);
    await expect(apiRequest("/api/chat/history")).resolves.toEqual({ early: true });
  });

  it("are dropped when nobody reads them in time", async () => {
    vi.useFakeTimers();
    setToken("token-t");
    answerWith({ stale: true }, { fresh: true });
    startEarlyReads(["/api/account/usage"], "token-t");
    vi.advanceTimersByTime(EARLY_READ_TTL_MS);
    vi.useRealTimers();

    await expect(apiRequest("/api/account/usage")).resolves.toEqual({ fresh: true });
    expect(calls).toHaveLength(2);
  });
});
