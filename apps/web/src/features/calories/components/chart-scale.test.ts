import { describe, expect, it } from "vitest";
import { niceTicks } from "./chart-scale";

describe("niceTicks", () => {
  it("reads like a person would draw the axis", () => {
    expect(niceTicks(0, 2048)).toEqual([0, 1000, 2000, 3000]);
    expect(niceTicks(0, 1862)).toEqual([0, 500, 1000, 1500, 2000]);
    expect(niceTicks(0, 2823)).toEqual([0, 1000, 2000, 3000]);
    expect(niceTicks(67.5, 70.2)).toEqual([67, 68, 69, 70, 71]);
    expect(niceTicks(0, 0)).toEqual([0, 0.25, 0.5, 0.75, 1]);
  });
});
