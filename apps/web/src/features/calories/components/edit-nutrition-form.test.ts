import { expect, it } from "vitest";
import { formToUpdate, mismatchedCalories, splitPoints, validateEditForm, type TEditForm } from "./edit-nutrition-form";

const form: TEditForm = {
  foodDescription: " Arroz e feijão ",
  totalCalories: "400",
  protein: "20",
  carbohydrates: "60",
  fat: "8.5",
  positivePoints: "Fibras\n\n  Proteína vegetal  \n",
  improvementPoints: "",
};

it("requires the four numbers and refuses negatives with the spec's messages", () => {
  expect(validateEditForm(form)).toEqual({});
  expect(validateEditForm({ ...form, totalCalories: "", protein: "-1", fat: "abc" })).toEqual({
    totalCalories: "Campo obrigatório",
    protein: "O valor não pode ser negativo",
    fat: "Campo obrigatório",
  });
});

it("splits points by line and drops blank lines", () => {
  expect(splitPoints(form.positivePoints)).toEqual(["Fibras", "Proteína vegetal"]);
  expect(formToUpdate(form)).toEqual({
    foodDescription: "Arroz e feijão",
    totalCalories: 400,
    protein: 20,
    carbohydrates: 60,
    fat: 8.5,
    positivePoints: ["Fibras", "Proteína vegetal"],
    improvementPoints: [],
  });
});

it("asks about calories only beyond 10 kcal from 4P + 4C + 9F", () => {
  // 4*20 + 4*60 + 9*8.5 = 396.5
  expect(mismatchedCalories(form)).toBeNull();
  expect(mismatchedCalories({ ...form, totalCalories: "406" })).toBeNull();
  expect(mismatchedCalories({ ...form, totalCalories: "407" })).toBe(397);
  expect(formToUpdate(form, 397).totalCalories).toBe(397);
});
