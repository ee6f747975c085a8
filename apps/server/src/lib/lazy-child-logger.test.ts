import { Writable } from "node:stream";
import Fastify, { type FastifyBaseLogger } from "fastify";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { requestLoggerOptions } from "./lazy-child-logger";

describe("request loggers", () => {
  it("write the request id and redact like the parent, once something is logged; the app logs through the same logger", async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const logger = pino({ level: "info", redact: ["secret"] }, sink);
    const app = Fastify(requestLoggerOptions(logger as unknown as FastifyBaseLogger));
    app.log = logger as unknown as FastifyBaseLogger;
    app.get("/quiet", async () => ({ ok: true }));
    app.get("/loud", async (request) => {
      request.log.warn({ secret: "s3nh4", route: "loud" }, "algo estranho");
      request.log.child({ step: "dois" }).info("passo");
      return { level: request.log.level };
    });
    await app.inject({ method: "GET", url: "/quiet" });
    await app.inject({ method: "GET", url: "/nada" });
    const loud = await app.inject({ method: "GET", url: "/loud" });
    app.log.info("pronto");
    await app.close();
    expect(loud.json()).toEqual({ level: "info" });
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatchObject({ msg: "algo estranho", route: "loud", secret: "[Redacted]", reqId: expect.any(String) });
    expect(lines[1]).toMatchObject({ msg: "passo", step: "dois", reqId: lines[0]!.reqId });
    expect(lines[2]).toMatchObject({ msg: "pronto" });
    expect(lines[2]).not.toHaveProperty("reqId");
  });
});
