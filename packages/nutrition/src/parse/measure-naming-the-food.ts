import { FOOD_INDEX } from "../match/food-index";
import { matchFood } from "../match/match-food";
import { foodTokens, normalizeText } from "../text/normalize";
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

/** Pieces a food is cut into and named by: "coxa de frango com pele" is the thigh, not chicken by the thigh. */
const CUTS_OF_A_FOOD = new Set(["coxa", "sobrecoxa", "asa", "peito", "filé", "bife", "posta"]);

/**
 * "1 coxa de frango com pele", "1 sobrecoxa de frango sem pele": a piece whose word starts the name of the food the
 * words from it on read as is counted in that food, so "com pele" and "sem pele" reach the cut they describe. The
 * piece stays the amount; null when the words after the piece read alone as the same food, or as none named by it.
 */
export function cutNamingTheFood(tokens: readonly string[], next: number, rest: readonly string[]): number | null {
  const k = next - 1;
  const unit = readUnit(tokens, k);
  if (unit?.next !== next || !CUTS_OF_A_FOOD.has(unit.unit.unit) || rest.length === 0) return null;
  const whole = matchFood(tokens.slice(k).join(" "));
  if (!whole?.complete || whole.food.id === matchFood(rest.join(" "))?.food.id) return null;
  return normalizeText(whole.food.name).startsWith(tokens[k]!.replace(/s$/, "")) ? k : null;
}
