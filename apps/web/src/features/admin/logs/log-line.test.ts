import { describe, expect, it } from "vitest";
import { parseLogLine } from "./log-line";

describe("parseLogLine", () => {
  it("reads pino's level number, time and message", () => {
    const line = parseLogLine(JSON.stringify({ level: 50, time: Date.UTC(2026, 0, 2, 15, 4, 5), msg: "falhou" }), 7);
    expect(line).toMatchObject({ id: 7, level: "error", message: "falhou", time: "02/01/2026, 12:04:05" });
  });

  it("keeps a non-JSON line as its raw text with an unknown level", () => {
    expect(parseLogLine("texto solto", 1)).toMatchObject({ level: "unknown", time: null, message: "texto solto", raw: "texto solto" });
  });
});
