import { matchFood } from "@nutriguia/nutrition";
import { conflictWarning, findConflicts } from "../facts/food-conflicts";
import { foodFacts } from "../facts/food-facts";
import { cardItems } from "../gate/alcohol-amount";
import { statedConditions, type TStatedFacts } from "../understand/stated-facts";
import { statedAvoids } from "../understand/user-facts";
import { conditionNotes } from "./condition-notes";

/**
 * "comi um acarajé completo" then "ah, sou hipertensa, esqueci de falar": the foods of the card just shown, read again
 * with what the person has only now told (a condition, a diet, an allergy), so the fact changes the answer it came
 * after instead of waiting for the next meal. Null when nothing on the card meets the fact.
 */
export function cardInLightOf(stated: TStatedFacts, card: string | undefined): string | null {
  const avoid = statedAvoids(stated);
  if (!card || (statedConditions(stated).length === 0 && avoid.length === 0)) return null;
  const foods = cardItems(card).flatMap((item) => {
    const match = matchFood(item.food);
    return match && match.confidence >= 0.9 ? [foodFacts(match.food, `${item.grams} g de ${item.food}`)] : [];
  });
  const conditions = new Set(statedConditions(stated));
  const lines = [
    conflictWarning(findConflicts(foods, avoid)),
    ...foods.flatMap((food) => conditionNotes(food, conditions)),
  ].filter(Boolean);
  if (lines.length === 0) return null;
  return ["**Sobre a refeição do cartão acima, com o que você me contou agora:**", ...lines.slice(0, 4)].join("\n\n");
}
