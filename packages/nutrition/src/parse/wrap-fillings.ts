import { FOOD_INDEX } from "../match/food-index";
import { matchFood } from "../match/match-food";
import { foodTokens } from "../text/normalize";
import { FUNCTION_WORDS } from "./lexicon";
import type { TParsedItem } from "./parse";
import type { TSegment } from "./segment";

/** Foods eaten with a filling inside ("tapioca com queijo", "crepe recheado de frango"). */
const WRAPS = /^(tapioca|tapiocas|beiju|crepe|crepes|panqueca|panquecas|wrap|rap10|pao sirio|cuscuz|omelete) ?/;
const BOXES = new Set(["marmita", "marmitex", "quentinha"]);
/** The words that put a filling into the food before them. */
const INTO = /^(com|rechead[oa]s?)$/;

/**
 * "tapioca" followed by "com queijo" is the plain one, when the database has a plain ("simples") version. "Recheada"
 * keeps TACO's tapioca com manteiga: it reads closer to the survey's dry-goma tapioca the corpora are written from.
 */
export function plainWhenFilled(item: TParsedItem, next: TSegment | undefined): TParsedItem {
  if (next?.connector !== "com") return item;
  const plain = `${item.foodText} simples`;
  return FOOD_INDEX.phrases.has(foodTokens(plain).join(" ")) ? { ...item, foodText: plain } : item;
}

/** "uma marmita da minha mãe com arroz e feijão": the box named before what was in it is a title, never a plate of its own. */
export function isBoxBeforeItsFoods(item: TParsedItem, next: TSegment | undefined): boolean {
  if (next?.connector !== "com") return false;
  const named = item.foodText.split(" ").filter((w) => w !== "" && !FUNCTION_WORDS.has(w));
  return named.every((w) => BOXES.has(w)) && (named.length > 0 || item.unit?.unit === "marmitex");
}

/**
 * "tapioca recheada de carne de sol", "crepe com frango": the filling, said with no amount, is what fits in the wrap —
 * half a plate's share when the food's own serving is a plate's (80 g or more); cheese, egg or a spread stay as they are.
 */
export function asWrapFilling(wrap: TParsedItem | undefined, item: TParsedItem, connector: string): TParsedItem {
  if (!wrap || !INTO.test(connector) || !WRAPS.test(wrap.foodText) || item.quantity !== null || item.unit !== null) return item;
  const food = matchFood(item.foodText.replace(/^(de|do|da) /, ""))?.food;
  const serving = food ? (food.measures[food.serving.unit] ?? 100) * food.serving.quantity : 0;
  return serving >= 80 ? { ...item, size: item.size * 0.5 } : item;
}
