import { describe, expect, it } from "vitest";
import { readMealSlot, slotAtTime } from "./meal-slot";

/** A São Paulo wall-clock time (UTC−3, no daylight saving since 2019). */
const sp = (date: string, time: string) => new Date(`${date}T${time}:00-03:00`);
const NOON = sp("2026-03-10", "12:00");

describe("readMealSlot: words", () => {
  it.each([
    ["no café comi 2 ovos e 1 pão francês", "BREAKFAST"],
    ["Café da manhã: tapioca com queijo", "BREAKFAST"],
    ["de manhã tomei um iogurte", "BREAKFAST"],
    ["Almocei arroz, feijão e bife acebolado", "LUNCH"],
    ["no almoço comi salada", "LUNCH"],
    ["lanche da tarde: 1 banana", "AFTERNOON_SNACK"],
    ["café da tarde com bolo", "AFTERNOON_SNACK"],
    ["lanche da manhã: 1 maçã", "MORNING_SNACK"],
    ["tbm comi uma pamonha de sal de tarde", "AFTERNOON_SNACK"],
    ["Jantei sopa de legumes", "DINNER"],
    ["na janta comi macarrão", "DINNER"],
    ["na ceia tomei um copo de leite", "SUPPER"],
    ["antes de dormir comi uma fruta", "SUPPER"],
  ])("%s → %s", (text, meal) => {
    expect(readMealSlot(text, NOON)).toEqual({ meal, consumedOn: "2026-03-10", fromWords: true });
  });

  it("'de lanche' is the morning snack before noon and the afternoon snack after", () => {
    expect(readMealSlot("comi uma barra de cereal de lanche", sp("2026-03-10", "09:30")).meal).toBe("MORNING_SNACK");
    expect(readMealSlot("comi uma barra de cereal de lanche", sp("2026-03-10", "16:00")).meal).toBe("AFTERNOON_SNACK");
    // "lanche: pão com mortadela" sent at night is still the snack it says it was, never the dinner of the clock.
    expect(readMealSlot("lanche: pão com mortadela e um toddynho", sp("2026-03-10", "20:30")).meal).toBe("AFTERNOON_SNACK");
  });

  it("'ontem à noite' is yesterday's jantar, 'anteontem' two days back", () => {
    expect(readMealSlot("ontem à noite comi pizza", sp("2026-03-10", "08:00"))).toEqual({ meal: "DINNER", consumedOn: "2026-03-09", fromWords: true });
    expect(readMealSlot("anteontem no almoço comi lasanha", NOON)).toEqual({ meal: "LUNCH", consumedOn: "2026-03-08", fromWords: true });
    expect(readMealSlot("ontem comi 1 maçã", sp("2026-03-01", "12:00")).consumedOn).toBe("2026-02-28");
  });

  it("'comi' alone and a plain coffee say nothing about the slot", () => {
    expect(readMealSlot("comi 2 ovos", NOON).fromWords).toBe(false);
    expect(readMealSlot("tomei um café preto", NOON).fromWords).toBe(false);
  });
});

describe("readMealSlot: the São Paulo clock", () => {
  it.each([
    ["03:59", "SUPPER"],
    ["04:00", "BREAKFAST"],
    ["09:59", "BREAKFAST"],
    ["10:00", "MORNING_SNACK"],
    ["11:29", "MORNING_SNACK"],
    ["11:30", "LUNCH"],
    ["14:59", "LUNCH"],
    ["15:00", "AFTERNOON_SNACK"],
    ["18:29", "AFTERNOON_SNACK"],
    ["18:30", "DINNER"],
    ["21:59", "DINNER"],
    ["22:00", "SUPPER"],
    ["23:59", "SUPPER"],
  ])("%s → %s", (time, meal) => {
    expect(slotAtTime(sp("2026-03-10", time))).toBe(meal);
    expect(readMealSlot("2 ovos cozidos", sp("2026-03-10", time))).toEqual({ meal, consumedOn: "2026-03-10", fromWords: false });
  });

  it("uses the São Paulo day, not UTC's", () => {
    expect(readMealSlot("2 ovos", new Date("2026-03-11T00:30:00Z"))).toEqual({ meal: "DINNER", consumedOn: "2026-03-10", fromWords: false });
  });
});
