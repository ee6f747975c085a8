import { matchFood, type TFoodMatch } from "../match/match-food";
import { normalizeText } from "../text/normalize";
import { LINKS } from "./amounts";
import { DESCRIPTOR_WORDS, PREPARATION_WORDS } from "./lexicon";
import type { TParsedItem } from "./parse";

const DRINK_PARTS = new Set(["cafe", "leite", "cha", "suco", "achocolatado"]);

/** "marmita arroz feijão bife": the box the foods came in, named before them, is no food of its own. */
const CONTAINERS = new Set(["marmita", "marmitex", "quentinha", "pf", "prato feito", "prato de comida"]);

/**
 * "arroz feijão" matches the dish "arroz com feijão" word by word, but a list typed without "com" is its foods, each
 * with its own portion; only the dish's own name or alias keeps it whole. Drinks ("café leite") stay one drink.
 */
function listedParts(whole: TFoodMatch, words: readonly string[]): boolean {
  if (whole.score === Infinity || whole.food.category === "bebidas" || words.some((w) => DRINK_PARTS.has(w))) return false;
  return /\b(com|e)\b/.test(normalizeText(whole.food.name)) && !words.some((w) => w === "com" || w === "e");
}

/** "tapioca de queijo coalho", "panqueca de frango": a wrap named with its filling, when no food of the table is the pair. */
const FILLED = /^(tapioca|panqueca|crepe|wrap|beiju|omelete|sanduiche|cuscuz|rap10|pao sirio)s? de (.+)$/;

/**
 * "arroz feijão farofa": a run of words that no one food covers, read as the shortest list of foods that each match
 * by name (a name or an alias, typos fixed), longest first from the left; null when the run is one food or cannot be
 * split that way. A piece never starts or ends on "de": "pastel de frango" is a filled pastel, not a pastel and a chicken.
 */
export function splitFoodRun(foodText: string): string[] | null {
  const words = foodText.split(" ").filter(Boolean);
  const whole = matchFood(foodText);
  if (words.length < 2 || (whole?.complete && !listedParts(whole, words))) return null;
  const filled = FILLED.exec(foodText);
  if (filled && matchFood(filled[1] as string)?.score === Infinity && matchFood(filled[2] as string)?.score === Infinity) {
    // The wrap itself is the plain one: its filling is the other item ("tapioca simples", not "tapioca com manteiga").
    const plain = `${filled[1]} simples`;
    return [matchFood(plain)?.score === Infinity ? plain : (filled[1] as string), filled[2] as string];
  }
  const parts: string[] = [];
  let i = 0;
  while (i < words.length) {
    let end = -1;
    for (let j = words.length; j > i; j--) {
      const piece = words.slice(i, j);
      if (piece.every((w) => w.length <= 2 || PREPARATION_WORDS.has(w) || DESCRIPTOR_WORDS.has(w))) continue;
      if ([piece[0], piece[piece.length - 1]].some((w) => LINKS.has(w as string) || w === "com" || w === "e")) continue;
      if (matchFood(piece.join(" "))?.score === Infinity) {
        end = j;
        break;
      }
    }
    if (end < 0) return null;
    parts.push(words.slice(i, end).join(" "));
    i = end;
  }
  if (parts.length > 1 && CONTAINERS.has(parts[0] as string)) return parts.slice(1);
  return parts.length > 1 ? parts : null;
}

/**
 * "tapioca de frango": the filling of a wrap is what fits in it, half a plate's share (50 g of chicken, not 100 g) when
 * the food's own serving is a plate's (80 g or more); an egg or two slices of cheese stay whole. Null when `part` is not
 * the filling of `wrapText`.
 */
function fillingShare(wrapText: string, part: string): number | null {
  if (FILLED.exec(wrapText)?.[2] !== part) return null;
  const food = matchFood(part)?.food;
  const serving = food ? (food.measures[food.serving.unit] ?? 100) * food.serving.quantity : 0;
  return serving >= 80 ? 0.5 : 1;
}

/** One mention naming several foods without separators -> one item each; its amount stays with the food it touches. */
export function asFoods(item: TParsedItem): TParsedItem[] {
  const foods = splitFoodRun(item.foodText);
  if (!foods) return [item];
  const amountFirst = item.text.startsWith(item.foodText) === false;
  const bare = { ...item, quantity: null, unit: null, size: 1 };
  const [wrap, filling] = foods as [string, string];
  const share = foods.length === 2 ? fillingShare(item.foodText, filling) : null;
  if (share !== null) {
    // "2 tapiocas de frango": the amount is the wraps', and each holds its share of the filling.
    const count = item.unit === null ? (item.quantity ?? 1) : 1;
    return [{ ...item, foodText: wrap, text: item.text.replace(item.foodText, wrap) }, { ...bare, size: share * count, foodText: filling, text: filling }];
  }
  return foods.map((foodText, k) => {
    const holds = amountFirst ? k === 0 : k === foods.length - 1;
    return { ...(holds ? item : bare), foodText, text: holds ? item.text.replace(item.foodText, foodText) : foodText };
  });
}
