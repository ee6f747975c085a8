import { expect, it } from "vitest";
import { addFood, foodListsUpdate, formFromProfile, formToUpdate, splitLines, validateNutritionalForm } from "./nutritional-form";

const valid = { ...formFromProfile(null), age: "30", weight: "70.5", height: "175", activityLevel: "SEDENTARY", goal: "WEIGHT_LOSS" } as const;

it("validates with the spec's messages", () => {
  expect(validateNutritionalForm(formFromProfile(null))).toEqual({
    age: "Idade é obrigatória",
    weight: "Peso é obrigatório",
    height: "Altura é obrigatória",
    activityLevel: "Por favor, selecione seu nível de atividade física",
    goal: "Por favor, selecione seu objetivo nutricional",
  });
  expect(validateNutritionalForm({ ...valid, age: "0", weight: "0", height: "0" })).toMatchObject({
    age: "Idade mínima: 1 ano",
    weight: "Peso mínimo: 1kg",
    height: "Altura mínima: 1cm",
  });
  expect(validateNutritionalForm({ ...valid, age: "121", weight: "501", height: "251" })).toMatchObject({
    age: "Idade máxima: 120 anos",
    weight: "Peso máximo: 500kg",
    height: "Altura máxima: 250cm",
  });
  expect(validateNutritionalForm(valid)).toEqual({});
});

it("refuses more than one decimal in weight and height (step 0,1) and takes 70,1", () => {
  expect(validateNutritionalForm({ ...valid, weight: "70,15", height: "170,25" })).toEqual({
    weight: "Peso: use no máximo uma casa decimal (ex.: 70,5 kg)",
    height: "Altura: use no máximo uma casa decimal (ex.: 170,5 cm)",
  });
  expect(validateNutritionalForm({ ...valid, weight: "70,1", height: "170,3" })).toEqual({});
});

it("splits free text on new lines and handles food chips", () => {
  expect(splitLines("a\n\n  b \r\n")).toEqual(["a", "b"]);
  expect(addFood(["Arroz"], "  arroz ")).toEqual(["Arroz"]);
  expect(addFood(["Arroz"], " Feijão ")).toEqual(["Arroz", "Feijão"]);
  expect(addFood(["Arroz"], "   ")).toEqual(["Arroz"]);
});

it("builds the payload with severities only for checked restrictions", () => {
  const update = formToUpdate({ ...valid, dietaryRestrictions: ["VEGAN"], allergyDetails: { VEGAN: "SEVERE", KETO: "MILD" }, customRestrictions: "amendoim\n" });
  expect(update).toMatchObject({ age: 30, weight: 70.5, height: 175, allergyDetails: { VEGAN: "SEVERE" }, customRestrictions: ["amendoim"] });
});

it("background save: only changed food lists; age 0 without a profile", () => {
  const empty = formFromProfile(null);
  expect(foodListsUpdate(empty, null)).toBeNull();
  expect(foodListsUpdate({ ...empty, preferredFoods: ["Arroz"] }, null)).toEqual({ age: 0, preferredFoods: ["Arroz"], dislikedFoods: [] });
});
