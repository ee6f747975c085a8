import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { ZLiveness } from "./health.routes";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

describe("GET /api/health", () => {
  it("answers liveness without touching the database", async () => {
    const response = await app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(ZLiveness.strict().parse(response.json())).toMatchObject({ status: "ok" });
  });

  it("reports a reachable database on /api/health/ready", async () => {
    const response = await app.inject({ method: "GET", url: "/api/health/ready" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: "ok", database: { reachable: true } });
  });

  it("answers unknown API paths with the 404 envelope", async () => {
    const response = await app.inject({ method: "GET", url: "/api/does-not-exist" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      message: "Recurso não encontrado.",
      errorCode: "NOT_FOUND",
      status: 404,
    });
  });
});
