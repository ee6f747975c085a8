import { describe, expect, it } from "vitest";
import { tokenExpired } from "./token-expiry";

const NOW_MS = Date.UTC(2026, 10, 25, 20, 0, 0);
const jwt = (payload: unknown) =>
  ["eyJhbGciOiJIUzI1NiJ9", Buffer.from(JSON.stringify(payload)).toString("base64url"), "c2lnbmF0dXJl"].join(".");

describe("tokenExpired", () => {
  it("tells a lapsed token, or one lapsing within 30 s, from a current one", () => {
    const nowSeconds = NOW_MS / 1000;
    expect(tokenExpired(jwt({ sub: "u1", exp: nowSeconds - 3600 }), NOW_MS)).toBe(true);
    expect(tokenExpired(jwt({ sub: "u1", exp: nowSeconds + 10 }), NOW_MS)).toBe(true);
    expect(tokenExpired(jwt({ sub: "u1", exp: nowSeconds + 3000 }), NOW_MS)).toBe(false);
  });

  it("leaves to the server a token whose expiry it cannot read", () => {
    expect(tokenExpired("not-a-jwt", NOW_MS)).toBe(false);
    expect(tokenExpired("a.%%%.c", NOW_MS)).toBe(false);
    expect(tokenExpired(jwt({ sub: "u1" }), NOW_MS)).toBe(false);
    expect(tokenExpired(jwt({ sub: "ação", exp: "amanhã" }), NOW_MS)).toBe(false);
  });
});
