import { localDate } from "@nutriguia/domain/calc";
import { createMemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { chatHistoryQuery } from "../features/chat/api/get-history";
import { usageQuery } from "../features/chat/api/get-usage";
import { queryClient } from "../lib/query-client";
import { setToken } from "../lib/storage";
import { routes } from "./router";

let requested: string[];

beforeEach(() => {
  requested = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      requested.push(url);
      return new Response(JSON.stringify({ foods: [], url }), { status: 200, headers: { "Content-Type": "application/json" } });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

/** Starts the router at an address without rendering anything, until its page's module and loaders are done. */
async function startAt(address: string) {
  const router = createMemoryRouter(routes, { initialEntries: [address] });
  await vi.waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 15_000 });
  router.dispose();
}

describe("route loaders", () => {
  it("send the session's and the dashboard's first reads while the page's module is still loading", async () => {
    setToken("token-d");
    const router = createMemoryRouter(routes, { initialEntries: ["/dashboard"] });
    await vi.waitFor(() => expect(requested).toHaveLength(4), { interval: 1 });
    expect(router.state.initialized).toBe(false);
    expect(requested.sort()).toEqual(
      ["/api/account/subscription", "/api/auth/me", `/api/dashboard/calories/day?date=${localDate()}`, "/api/dashboard/calories/frequent"].sort(),
    );
    await vi.waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 15_000 });
    router.dispose();
  });

  it("put the page's reads under its hooks' keys, so the page asks nothing again", async () => {
    setToken("token-c");
    await startAt("/web-chat");
    expect(requested).toEqual(expect.arrayContaining(["/api/chat/history", "/api/account/usage"]));
    const asked = requested.length;
    await Promise.all([queryClient.ensureQueryData(chatHistoryQuery()), queryClient.ensureQueryData(usageQuery())]);
    expect(requested).toHaveLength(asked);
  });

  it("ask only for the session on a page without a loader", async () => {
    setToken("token-l");
    await startAt("/calorie-dashboard");
    expect(requested.sort()).toEqual(["/api/account/subscription", "/api/auth/me"]);
  });

  it("ask nothing without a token: the route guard sends the visitor to log in", async () => {
    await startAt("/dashboard");
    await startAt("/web-chat");
    expect(requested).toEqual([]);
  });
});
