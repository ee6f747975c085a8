import { describe, expect, it } from "vitest";
import pino from "pino";
import { RECENT_ERRORS_KEPT, RecentErrors } from "./recent-errors";
import { REDACTED_PATHS, REDACTION_CENSOR, serializeError } from "../log-redaction";

const loggerInto = (sink: RecentErrors) =>
  pino({ level: "error", redact: { paths: REDACTED_PATHS, censor: REDACTION_CENSOR }, serializers: { err: serializeError } }, sink);

describe("RecentErrors", () => {
  it("keeps the newest error-level entries first, with request id, route and job", async () => {
    const sink = new RecentErrors();
    const log = loggerInto(sink);
    log.child({ reqId: "req-1" }).error({ err: new TypeError("x is undefined"), route: "/api/chat/:id" }, "request failed");
    log.error({ err: new Error("boom"), job: "retention" }, "scheduled job failed");
    log.warn("not an error");
    const [newest, older, ...rest] = await sink.list();
    expect(rest).toEqual([]);
    expect(newest).toMatchObject({ level: "error", message: "scheduled job failed", error: "Error: boom", job: "retention", route: null, requestId: null });
    expect(older).toMatchObject({ message: "request failed", error: "TypeError: x is undefined", requestId: "req-1", route: "/api/chat/:id", job: null });
    expect(Date.parse(older!.time)).toBeGreaterThan(0);
  });

  it(`keeps only ${RECENT_ERRORS_KEPT} and never shows credentials, stacks or a second line`, async () => {
    const sink = new RecentErrors();
    const log = loggerInto(sink);
    for (let i = 0; i < RECENT_ERRORS_KEPT + 5; i += 1) log.error(`erro ${i}`);
    log.fatal({ err: new Error("connect smtps://nutri:s3nha@smtp.example.com failed\nAuthorization: Bearer abc.def"), token: "tok-123" }, "mail down");
    const list = await sink.list();
    expect(list).toHaveLength(RECENT_ERRORS_KEPT);
    expect(list[0]).toMatchObject({ level: "fatal", error: "Error: connect smtps://[redigido]@smtp.example.com failed" });
    expect(list.at(-1)?.message).toBe("erro 6");
    expect(JSON.stringify(list)).not.toMatch(/s3nha|abc\.def|tok-123|at .*\.ts/);
  });
});
