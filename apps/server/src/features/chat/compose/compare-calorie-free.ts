import type { TFoodFacts } from "../facts/food-facts";
import { foldText as fold } from "../chat.text";
import { lower, num } from "./format";

/** Under this many kcal per 100 g a food is calorie-free for a comparison (zero soda, water, black coffee, tea). */
const CALORIE_FREE = 5;


/**
 * "coca zero ou suco de caixinha, qual é pior?": per 100 kcal says nothing of a food with no calories, so the verdict is
 * the calories and the carbohydrate (sugar) one portion of the other adds, and water as the drink of every day.
 */
export function calorieFreeLine(a: TFoodFacts, b: TFoodFacts, folded: string): string | null {
  const free = [a, b].filter((f) => (f.per100g?.energy ?? Infinity) < CALORIE_FREE);
  if (free.length !== 1 || !a.perPortion || !b.perPortion || !a.portion || !b.portion) return null;
  const zero = free[0]!;
  const other = zero === a ? b : a;
  const kcal = Math.round(other.perPortion!.energy ?? 0);
  const carbs = Math.round(other.perPortion!.carbohydrates ?? 0);
  const sweet = other.tags.includes("high_sugar") || /\b(suco|nectar|refrigerante|refri|cha gelado|achocolatado)\b/.test(fold(other.name));
  const lead = /\bpior(es)?\b/.test(folded) ? `**Pior para o peso e para a glicose: ${lower(other.name)}.** ` : /\bmelhor(es)?\b/.test(folded) ? `**Melhor para o peso e para a glicose: ${lower(zero.name)}.** ` : "";
  const sweetened = /\b(zero|diet|light)\b/.test(fold(zero.name));
  const everyDay = sweetened ? `a bebida principal é a água, e ${lower(zero.name)} cabe de vez em quando, sem virar hábito por causa do adoçante` : `${lower(zero.name)} sem açúcar é uma boa troca no dia a dia, e a água segue sendo a bebida principal`;
  return `${lead}${zero.name} (${zero.portion!.measure}) não tem calorias; ${lower(other.name)} (${other.portion!.measure}) tem **${num(kcal)} kcal e ${num(carbs)} g de carboidratos**${sweet ? ", quase todos açúcar" : ""}. Para o dia a dia, ${everyDay}.`;
}
