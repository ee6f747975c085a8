import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../test/build-test-app";

const REDIS_URL = "redis://127.0.0.1:6379";

describe("rate limits shared through Redis", () => {
  let first: TTestApp;
  let second: TTestApp;
  beforeAll(async () => {
    first = await buildTestApp({ REDIS_URL });
    second = await buildTestApp({ REDIS_URL });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it("counts attempts from one address across two instances", async () => {
    const ip = `192.0.2.${randomBytes(1)[0]}`;
    const email = `redis-${randomBytes(4).toString("hex")}@exemplo.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const app = i % 2 === 0 ? first : second;
      const response = await app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: email.replace("@", `-${i}@`), password: "senha errada aqui" },
        remoteAddress: ip,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
