import { analyze, matchFood } from "@nutriguia/nutrition";
import { foldText } from "../chat.text";
import { num } from "./format";

/**
 * "quanto de mandioca equivale a 2 pães franceses?", "quantas colheres de arroz dá 1 pão?": the same energy in another
 * food, answered with both amounts and their numbers; never logged as a meal (issue 27).
 */
const EQUIVALENCE = /\bquant[oa]s?(?: (?:de|colheres de|gramas de|g de))? (.+?) (?:equivale|equivalem|da|dao|corresponde|correspondem|substitui|substituem|seria|seriam|e igual|sao iguais) (?:a |ao |as |aos |o mesmo que |em calorias a )?(.+?)(?: em calorias)?$/;

/** "quanto de proteína dá 2 ovos" asks for a nutrient, not an equivalence. */
const NUTRIENT = /\b(calorias?|kcal|proteinas?|carboidratos?|carbos?|gorduras?|fibras?|acucar|sodio|ferro|calcio|potassio|vitaminas?|colesterol|sal)\b/;

export function composeEquivalence(text: string): string | null {
  const m = EQUIVALENCE.exec(foldText(text));
  if (!m) return null;
  const [, wanted, given] = m as unknown as [string, string, string];
  if (NUTRIENT.test(wanted)) return null;
  const base = analyze(given);
  const target = matchFood(wanted);
  if (base.items.length === 0 || !target || target.food.nutrients.energy <= 0) return null;
  const kcal = base.totals.calories;
  const grams = Math.round((kcal / target.food.nutrients.energy) * 100);
  const same = analyze(`${grams} g de ${target.food.name}`).items[0];
  const baseItems = base.items.map((i) => `${i.food} (${i.measure})`).join(" + ");
  const carbs = same ? `, com ${num(same.carbohydrates)} g de carboidratos contra ${num(base.totals.carbohydrates)} g` : "";
  return [
    `${baseItems} ${base.items.length > 1 ? "somam" : "tem"} cerca de **${num(kcal)} kcal**.`,
    `A mesma energia está em cerca de **${grams} g de ${target.food.name.toLowerCase()}**${carbs}.`,
    "",
    "É uma troca pela energia: as fibras, as proteínas e o quanto cada um sacia podem ser diferentes. Não registrei nada no seu dia.",
  ].join("\n");
}
