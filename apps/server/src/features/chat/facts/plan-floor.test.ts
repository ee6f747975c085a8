import { describe, expect, it } from "vitest";
import { lifeStagePlanCalories } from "./plan-floor";

describe("the stage's floor (issue 27, decision 221)", () => {
  const targets = { calories: 2305, maintenanceCalories: 1905 } as never;
  it("nursing: never under 1,800, at most 500 under what she spends with the milk", () => {
    expect(lifeStagePlanCalories({ nursing: true, older: false, gender: "FEMALE", asked: 1300, targets, losing: true })).toMatchObject({ calories: 1805, asked: 1300, floor: 1800 });
    expect(lifeStagePlanCalories({ nursing: true, older: false, gender: "FEMALE", asked: null, targets: { calories: 2000 } as never, losing: true })?.calories).toBe(1800);
  });
  it("65 and over: 1,500 for a woman, 1,800 for a man, a higher ask kept", () => {
    expect(lifeStagePlanCalories({ nursing: false, older: true, gender: "FEMALE", asked: 1000, targets, losing: true })?.calories).toBe(1500);
    expect(lifeStagePlanCalories({ nursing: false, older: true, gender: "MALE", asked: 1100, targets, losing: true })?.calories).toBe(1800);
    expect(lifeStagePlanCalories({ nursing: false, older: true, gender: "MALE", asked: 2000, targets, losing: true })?.calories).toBe(2000);
    expect(lifeStagePlanCalories({ nursing: false, older: false, gender: "MALE", asked: 1100, targets, losing: true })).toBeNull();
  });
});
