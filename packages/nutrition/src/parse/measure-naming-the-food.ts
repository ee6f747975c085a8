import { FOOD_INDEX } from "../match/food-index";
import { foodTokens } from "../text/normalize";
import { readUnit } from "./units";

/** Measures that are also the shape a food is sold in and named by ("barra de cereais"); a bowl or a cup only holds it. */
const SHAPES_OF_A_FOOD = new Set(["barra"]);

/** "uma barrinha de cereal": a measure whose word starts a food's own name is that food, counted (not cereal by the bar). */
export function measureNamingTheFood(tokens: readonly string[], next: number): number | null {
  for (let k = 0; k < next; k++) {
    const unit = readUnit(tokens, k);
    if (unit?.next !== next) continue;
    if (!SHAPES_OF_A_FOOD.has(unit.unit.unit)) return null;
    return FOOD_INDEX.phrases.has(foodTokens(tokens.slice(k).join(" ")).join(" ")) ? k : null;
  }
  return null;
}
