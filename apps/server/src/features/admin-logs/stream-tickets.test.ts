import { describe, expect, it } from "vitest";
import { createTicketStore, MAX_STREAMS_PER_ADMIN, TICKET_TTL_MS } from "./stream-tickets";

describe("log stream tickets", () => {
  it("are single use and expire after 30 s", () => {
    let now = 1_000_000;
    const store = createTicketStore(() => now);
    const holder = { userId: "u1", tokenVersion: 2 };
    const used = store.issue(holder);
    expect(store.redeem(used)).toEqual(holder);
    expect(store.redeem(used)).toBeNull();
    const late = store.issue(holder);
    now += TICKET_TTL_MS;
    expect(store.redeem(late)).toBeNull();
    const inTime = store.issue(holder);
    now += TICKET_TTL_MS - 1;
    expect(store.redeem(inTime)).toEqual(holder);
  });

  it("count open streams per admin", () => {
    const store = createTicketStore();
    for (let i = 0; i < MAX_STREAMS_PER_ADMIN; i++) expect(store.tryOpen("a")).toBe(true);
    expect(store.tryOpen("a")).toBe(false);
    expect(store.tryOpen("b")).toBe(true);
    store.close("a");
    expect(store.tryOpen("a")).toBe(true);
  });
});
