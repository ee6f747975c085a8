import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { slotAtTime } from "./meal-slot";
import { saoPauloInstant, saoPauloOffsetMs, saoPauloWallClock } from "./sao-paulo-time";
import { localDate } from "./tracking-days";

/** An independent reading of the zone: Intl's own wall-clock text, "2026-11-24T00:30". */
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
const HOUR = 3600_000;

describe("São Paulo's wall clock", () => {
  it("reads what the time-zone database reads, daylight-saving summers included, 1990 to 2045", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date("1990-01-01T00:00:00Z"), max: new Date("2045-12-31T23:59:59Z"), noInvalidDate: true }), (instant) => {
        expect(saoPauloWallClock(instant).toISOString().slice(0, 16)).toBe(intlWallClock(instant));
      }),
      { numRuns: 1000 },
    );
  }, 30_000);

  it("follows the zone's rules, not a fixed UTC−3: the summer of 2018 was UTC−2", () => {
    expect(saoPauloOffsetMs(new Date("2018-12-01T12:00:00Z"))).toBe(-2 * HOUR);
    expect(saoPauloOffsetMs(new Date("2018-07-01T12:00:00Z"))).toBe(-3 * HOUR);
    expect(saoPauloOffsetMs(new Date("2026-11-24T12:00:00Z"))).toBe(-3 * HOUR);
    // Daylight saving ended at 2019-02-17 00:00 local: the clock went back from 00:00 (UTC−2) to 23:00 (UTC−3).
    expect(saoPauloWallClock(new Date("2019-02-17T01:59:00Z")).toISOString().slice(0, 16)).toBe("2019-02-16T23:59");
    expect(saoPauloWallClock(new Date("2019-02-17T02:00:00Z")).toISOString().slice(0, 16)).toBe("2019-02-16T23:00");
    expect(localDate(new Date("2018-12-01T02:30:00Z"))).toBe("2018-12-01");
    expect(localDate(new Date("2018-12-01T01:30:00Z"))).toBe("2018-11-30");
    expect(slotAtTime(new Date("2018-12-01T12:00:00Z"))).toBe("MORNING_SNACK");
  });

  it("turns a São Paulo wall-clock time back into its instant, in either offset", () => {
    expect(saoPauloInstant(Date.UTC(2026, 10, 1)).toISOString()).toBe("2026-11-01T03:00:00.000Z");
    expect(saoPauloInstant(Date.UTC(2018, 11, 1)).toISOString()).toBe("2018-12-01T02:00:00.000Z");
    fc.assert(
      fc.property(fc.date({ min: new Date("1990-01-01T00:00:00Z"), max: new Date("2045-12-31T23:59:59Z"), noInvalidDate: true }), (instant) => {
        const wall = saoPauloWallClock(instant).getTime();
        // An hour repeated when the clock went back has two instants; either reads the same wall clock.
        expect(saoPauloWallClock(saoPauloInstant(wall)).getTime()).toBe(wall);
      }),
      { numRuns: 1000 },
    );
  }, 30_000);

  it("puts late-night UTC instants on the previous São Paulo day", () => {
    expect(localDate(new Date("2026-11-24T02:59:00Z"))).toBe("2026-11-23");
    expect(localDate(new Date("2026-11-24T03:00:00Z"))).toBe("2026-11-24");
    expect(slotAtTime(new Date("2026-11-24T02:59:00Z"))).toBe("SUPPER");
    expect(slotAtTime(new Date("2026-11-24T00:59:00Z"))).toBe("DINNER");
  });
});
