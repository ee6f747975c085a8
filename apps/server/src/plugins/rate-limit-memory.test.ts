import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../test/build-test-app";
import { rateLimitSubject } from "../lib/client-address";
import { memoryStore } from "./rate-limit";

describe("per-address limits count an IPv6 /64 as one client (issue 29)", () => {
  let app: TTestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => app.close());

  const activate = (remoteAddress: string) =>
    app.inject({ method: "POST", url: "/api/auth/activate", payload: { activationCode: "1234567890" }, remoteAddress });

  it("refuses the 11th activation guess from new addresses inside one /64, not from the next /64", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 11; i += 1) statuses.push((await activate(`2001:db8:29:1:${i.toString(16)}::${i}`)).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect((await activate("2001:db8:29:2::1")).statusCode).toBe(400);
  });

  it("limits the contact form by /64 too", async () => {
    const contact = (i: number) =>
      app.inject({
        method: "POST",
        url: "/api/contact",
        remoteAddress: `2001:db8:29:3::${i.toString(16)}`,
        payload: { name: "Ana", email: "ana@exemplo.com", subject: "suporte-tecnico", message: "Uma mensagem longa o bastante para o formulário." },
      });
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i += 1) statuses.push((await contact(i)).statusCode);
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses[5]).toBe(429);
  });

  it("maps addresses to what a limit counts", () => {
    expect(rateLimitSubject("203.0.113.9")).toBe("203.0.113.9");
    expect(rateLimitSubject("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(rateLimitSubject("2001:db8:a:b:1:2:3:4")).toBe(rateLimitSubject("2001:0db8:000a:000b::ffff"));
    expect(rateLimitSubject("2001:db8:a:b::1")).not.toBe(rateLimitSubject("2001:db8:a:c::1"));
    expect(rateLimitSubject("2001:db8::1")).toBe("2001:db8:0:0::/64");
  });
});

describe("the in-process limiter's memory is bounded (issue 29)", () => {
  it("keeps at most maxKeys keys however many clients appear", async () => {
    const store = memoryStore({ maxKeys: 1_000 });
    try {
      for (let i = 0; i < 20_000; i += 1) await store.increment(`login:ip:198.51.${i >> 8}.${i & 255}-${i}`, 900);
      expect(store.size()).toBeLessThanOrEqual(1_000);
      // The most recent keys are the ones kept.
      expect(await store.get("login:ip:198.51.78.31-19999")).toBe(1);
    } finally {
      await store.close();
    }
  });

  it("forgets keys once their window ended", async () => {
    let clock = 0;
    const store = memoryStore({ now: () => clock });
    try {
      for (let i = 0; i < 5_000; i += 1) await store.increment(`visitors:ip:${i}`, 60);
      expect(store.size()).toBe(5_000);
      clock += 61_000;
      store.sweep();
      expect(store.size()).toBe(0);
    } finally {
      await store.close();
    }
  });
});
