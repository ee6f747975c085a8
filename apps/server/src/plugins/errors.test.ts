import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { AppError } from "../lib/app-error";
import errorsPlugin from "./errors";

async function appThrowing(error: Error) {
  const app = Fastify({ logger: false });
  await app.register(errorsPlugin);
  app.get("/boom", async () => {
    throw error;
  });
  return app;
}

describe("error envelope", () => {
  it("hides the internals of an unexpected failure behind the generic 500 message", async () => {
    const app = await appThrowing(new Error('relation "users" does not exist at 10.0.0.5'));
    const response = await app.inject({ method: "GET", url: "/boom" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      message: "Ocorreu um erro interno. Por favor, tente novamente mais tarde.",
      errorCode: "INTERNAL_ERROR",
      status: 500,
    });
    expect(response.body).not.toContain("relation");
  });

  it("gives a service-unavailable error the spec's message", async () => {
    const app = await appThrowing(new AppError("SERVICE_UNAVAILABLE", "pool exhausted"));
    const response = await app.inject({ method: "GET", url: "/boom" });
    expect(response.json()).toEqual({
      success: false,
      message: "O serviço está temporariamente indisponível. Por favor, tente novamente em alguns instantes.",
      errorCode: "SERVICE_UNAVAILABLE",
      status: 503,
    });
  });

  it("keeps the precise pt-BR message of a client error", async () => {
    const app = await appThrowing(new AppError("NOT_FOUND", "Plano não encontrado."));
    const response = await app.inject({ method: "GET", url: "/boom" });
    expect(response.json()).toEqual({ success: false, message: "Plano não encontrado.", errorCode: "NOT_FOUND", status: 404 });
  });
});
