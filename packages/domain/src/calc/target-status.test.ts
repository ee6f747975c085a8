import { describe, expect, it } from "vitest";
import { calendarStatus } from "../schemas/tracking";
import { ON_TARGET_TOLERANCE, TARGET_STATUS_LABEL, targetStatus } from "./target-status";

describe("targetStatus", () => {
  it("reads 3 % over a 2,000 kcal target as on target", () => {
    expect(targetStatus(2060, 2000)).toBe("ON_TARGET");
    expect(TARGET_STATUS_LABEL[targetStatus(2060, 2000)]).toBe("Na meta");
  });

  it.each([
    [1899, "UNDER"],
    [1900, "ON_TARGET"],
    [2000, "ON_TARGET"],
    [2100, "ON_TARGET"],
    [2101, "OVER"],
    [0, "UNDER"],
  ] as const)("%i kcal of 2,000 is %s", (value, status) => {
    expect(targetStatus(value, 2000)).toBe(status);
  });

  it("has a ±5 % band", () => {
    expect(ON_TARGET_TOLERANCE).toBe(0.05);
  });

  it("never calls a missing or zero target over or under", () => {
    expect(targetStatus(500, 0)).toBe("ON_TARGET");
    expect(targetStatus(500, Number.NaN)).toBe("ON_TARGET");
  });
});

describe("calendarStatus follows the same rule", () => {
  it("agrees with targetStatus on logged days", () => {
    for (const kcal of [1000, 1899, 1900, 2060, 2100, 2101, 3000]) {
      expect(calendarStatus(kcal, 2, 2000)).toBe(targetStatus(kcal, 2000));
    }
  });

  it("keeps empty days empty and days without a target neutral", () => {
    expect(calendarStatus(0, 0, 2000)).toBe("EMPTY");
    expect(calendarStatus(2500, 1, null)).toBe("ON_TARGET");
  });
});
