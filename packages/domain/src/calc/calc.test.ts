import { describe, expect, it } from "vitest";
import { bmiCategory, calculateBmi } from "./bmi";
import { hasBasicProfile, isProfileComplete, profileCompleteness } from "./completeness";
import { formatDateTime, normalizeDate } from "./dates";
import { caloriesFromMacros, formatNumber, hasCalorieMismatch, macroPercentages } from "./macros";
import { normalizeBrazilianPhone } from "./phone";

describe("BMI", () => {
  it("divides weight by height in metres squared, one decimal", () => {
    expect(calculateBmi(72.5, 168)).toBe(25.7);
    expect(calculateBmi(null, 170)).toBeNull();
  });
  it.each([
    [18.4, "Abaixo do peso"],
    [18.5, "Peso normal"],
    [24.9, "Peso normal"],
    [25, "Sobrepeso"],
    [29.9, "Sobrepeso"],
    [30, "Obesidade"],
  ])("%d is %s", (bmi, category) => expect(bmiCategory(bmi)).toBe(category));
});

describe("profile completeness", () => {
  it("is the rounded share of the six core fields", () => {
    expect(profileCompleteness(null)).toBe(0);
    expect(profileCompleteness({ age: 30 })).toBe(17);
    expect(profileCompleteness({ age: 30, weight: 70, height: 170, gender: "MALE" })).toBe(67);
    const full = { age: 30, weight: 70, height: 170, gender: "MALE", activityLevel: "SEDENTARY", goal: "WEIGHT_LOSS" };
    expect(isProfileComplete(full)).toBe(true);
    expect(isProfileComplete({ ...full, age: 0 })).toBe(false);
    expect(hasBasicProfile({ ...full, height: null })).toBe(false);
  });
});

describe("dates", () => {
  it("reads arrays, zone-suffixed strings and treats the epoch placeholders as no date", () => {
    expect(normalizeDate([2026, 3, 15, 10, 30])?.getMonth()).toBe(2);
    expect(normalizeDate("2026-03-15T10:30:00Z[UTC]")?.toISOString()).toBe("2026-03-15T10:30:00.000Z");
    expect(normalizeDate("1970-01-01T00:00:00Z")).toBeNull();
    expect(normalizeDate("1969-12-31T21:00:00Z")).toBeNull();
    expect(normalizeDate("ontem")).toBeNull();
    expect(formatDateTime(null)).toBe("N/A");
    expect(formatDateTime("2026-03-15T13:30:00Z")).toBe("15/03/2026, 10:30");
  });
});

describe("macros", () => {
  it("uses 4/4/9 kcal per gram and percentages of macro grams", () => {
    expect(caloriesFromMacros({ protein: 10, carbohydrates: 20, fat: 5 })).toBe(165);
    expect(macroPercentages({ protein: 10, carbohydrates: 20, fat: 10 })).toEqual({ protein: 25, carbohydrates: 50, fat: 25 });
    expect(macroPercentages({ protein: 0, carbohydrates: 0, fat: 0 })).toEqual({ protein: 0, carbohydrates: 0, fat: 0 });
  });
  it("flags calories more than 10 kcal away from the macros", () => {
    expect(hasCalorieMismatch(175, { protein: 10, carbohydrates: 20, fat: 5 })).toBe(false);
    expect(hasCalorieMismatch(176, { protein: 10, carbohydrates: 20, fat: 5 })).toBe(true);
  });
  it("shows one decimal and drops a trailing .0", () => {
    expect(formatNumber(12)).toBe("12");
    expect(formatNumber(12.04)).toBe("12");
    expect(formatNumber(12.36)).toBe("12,4");
  });
});

describe("Brazilian phone numbers", () => {
  it.each([
    ["(11) 98765-4321", "+5511987654321"],
    ["11987654321", "+5511987654321"],
    ["+55 21 99876-5432", "+5521998765432"],
    ["055 11 98765-4321", "+5511987654321"],
    ["011 3456-7890", null],
    ["11 9999", null],
    ["12345", null],
    ["(11) 88765-4321", null],
  ])("%s → %s", (input, expected) => expect(normalizeBrazilianPhone(input)).toBe(expected));
});
