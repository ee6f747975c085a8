import { FOODS } from "../foods/catalog";
import type { TFoodRecord } from "../foods/food-types";
import { foodTokens } from "../text/normalize";

export type TFoodAlternative = { foodId: string; name: string };

/** The table a food's values come from and its row there. */
export function sourceOf(food: TFoodRecord): { sourceTable: "TACO" | "POF" | "receita" | "outra"; sourceCode?: string } {
  if (food.tacoId !== undefined) return { sourceTable: "TACO", sourceCode: String(food.tacoId) };
  if (food.pof) return { sourceTable: "POF", sourceCode: `${food.pof.code}/${food.pof.preparation}` };
  if (food.dish === "receita") return { sourceTable: "receita" };
  return { sourceTable: "outra" };
}

/** Foods grouped by the first word of their name ("feijao" -> every feijão), best readings first. */
const BY_FIRST_WORD = new Map<string, TFoodRecord[]>();
for (const food of [...FOODS].sort((a, b) => a.rank - b.rank)) {
  const first = foodTokens(food.name)[0];
  if (first === undefined) continue;
  const list = BY_FIRST_WORD.get(first);
  if (list) list.push(food);
  else BY_FIRST_WORD.set(first, [food]);
}

const cache = new Map<string, TFoodAlternative[]>();

/** Up to four other readings of the same food word, for the "trocar" control on the card. */
export function alternativesFor(food: TFoodRecord): TFoodAlternative[] {
  const cached = cache.get(food.id);
  if (cached) return cached;
  const first = foodTokens(food.name)[0] ?? "";
  const seen = new Set([food.name]);
  const list: TFoodAlternative[] = [];
  for (const other of BY_FIRST_WORD.get(first) ?? []) {
    if (list.length >= 4) break;
    if (other.id === food.id || seen.has(other.name) || other.nutrients.energy === 0) continue;
    seen.add(other.name);
    list.push({ foodId: other.id, name: other.name });
  }
  cache.set(food.id, list);
  return list;
}
