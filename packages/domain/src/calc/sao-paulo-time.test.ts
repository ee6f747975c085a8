import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { slotAtTime } from "./meal-slot";
import { saoPauloWallClock } from "./sao-paulo-time";
import { localDate } from "../schemas/tracking";

const INTL = new Intl.DateTimeFormat("en-CA", {
  timeZone: "America/Sao_Paulo",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
const intlWallClock = (instant: Date) => INTL.format(instant).replace(", ", "T");

describe("São Paulo's wall clock", () => {
  it("reads what the time-zone database reads, from the end of daylight saving in 2019 to 2045", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date("2019-02-17T02:00:00Z"), max: new Date("2045-12-31T23:59:59Z"), noInvalidDate: true }), (instant) => {
        expect(saoPauloWallClock(instant)?.toISOString().slice(0, 16)).toBe(intlWallClock(instant));
      }),
      { numRuns: 5000 },
    );
  });

  it("leaves the daylight-saving years to the time-zone database", () => {
    const summer2018 = new Date("2018-12-01T02:30:00Z");
    expect(saoPauloWallClock(summer2018)).toBeNull();
    expect(localDate(summer2018)).toBe("2018-12-01");
    expect(localDate(new Date("2018-12-01T01:30:00Z"))).toBe("2018-11-30");
    expect(slotAtTime(new Date("2018-12-01T12:00:00Z"))).toBe("MORNING_SNACK");
  });

  it("puts late-night UTC instants on the previous São Paulo day", () => {
    expect(localDate(new Date("2026-11-24T02:59:00Z"))).toBe("2026-11-23");
    expect(localDate(new Date("2026-11-24T03:00:00Z"))).toBe("2026-11-24");
    expect(slotAtTime(new Date("2026-11-24T02:59:00Z"))).toBe("SUPPER");
    expect(slotAtTime(new Date("2026-11-24T00:59:00Z"))).toBe("DINNER");
  });
});
