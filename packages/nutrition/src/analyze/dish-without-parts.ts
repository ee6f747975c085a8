import { matchFood } from "../match/match-food";
import { normalizeText } from "../text/normalize";
import type { TParsedItem } from "../parse/parse";
import { nutrientsFor, round1, type TNutrientTotals } from "./nutrients";
import { formatQuantity, resolveItem, type TAnalyzedItem, type TResolved } from "./resolve";

/** A part of a composite dish: the words that name it, its usual share of the dish's weight and the food it is made of. */
type TDishPart = { words: RegExp; share: number; food: string };

const BREAD = { words: /^(?:o )?(?:pao|paozinho)$/, share: 0.33, food: "pão de hambúrguer" };
const BURGER = { words: /^(?:a )?(?:carne|hamburguer|burguer|blend)$/, share: 0.28, food: "hambúrguer bovino grelhado" };
const CHEESE = { words: /^(?:o )?(?:queijo|cheddar|mussarela|mucarela)$/, share: 0.1, food: "queijo mussarela" };
const MAYO = { words: /^(?:a )?(?:maionese|molho|molhos|maionese verde)$/, share: 0.06, food: "maionese" };
const GREENS = { words: /^(?:a )?(?:salada|alface|tomate|alface e tomate|alface e o tomate|cebola)$/, share: 0.06, food: "alface" };
const HAM = { words: /^(?:o )?presunto$/, share: 0.08, food: "presunto" };
const EGG = { words: /^(?:o )?ovo$/, share: 0.15, food: "ovo frito" };
const BACON = { words: /^(?:o )?bacon$/, share: 0.07, food: "bacon frito" };
const CORN = { words: /^(?:o )?(?:milho|milho e ervilha|ervilha)$/, share: 0.04, food: "milho verde em conserva" };
const STRAWS = { words: /^(?:a )?batata palha$/, share: 0.05, food: "batata palha" };

/**
 * The dishes whose parts people leave out ("x-tudo sem ovo", "cachorro-quente sem purê", "pizza sem borda"), with each
 * part's usual share of the dish as sold on the street in Brazil (a plain recipe of each, not a table's row).
 */
const DISHES: readonly { dish: RegExp; parts: readonly TDishPart[] }[] = [
  { dish: /^x[\s-]?tudo$/, parts: [BREAD, { ...BURGER, share: 0.22 }, CHEESE, HAM, EGG, BACON, MAYO, GREENS, CORN, STRAWS] },
  { dish: /^x[\s-]?(?:salada|burguer|burger|bacon|egg)|^chees[e]?burguer/, parts: [BREAD, BURGER, CHEESE, MAYO, { ...GREENS, share: 0.12 }, EGG, BACON] },
  { dish: /^hamburguer sanduiche|^cheeseburguer|^sanduiche de hamburguer/, parts: [{ ...BREAD, share: 0.4 }, { ...BURGER, share: 0.4 }, CHEESE, MAYO, GREENS] },
  {
    dish: /^cachorro quente/,
    parts: [{ ...BREAD, share: 0.35 }, { words: /^(?:a )?salsicha$/, share: 0.3, food: "salsicha" }, { words: /^(?:o )?pure$/, share: 0.12, food: "purê de batata" }, STRAWS, CORN, MAYO, { words: /^(?:o )?(?:queijo|queijo ralado)$/, share: 0.03, food: "queijo parmesão" }],
  },
  { dish: /^pizza/, parts: [{ words: /^(?:a )?(?:borda|beirada|casca)$/, share: 0.15, food: "pão francês" }, { ...CHEESE, share: 0.2 }] },
  {
    dish: /^sanduiche natural/,
    parts: [{ ...BREAD, share: 0.4, food: "pão de forma" }, { words: /^(?:a )?cenoura$/, share: 0.08, food: "cenoura crua" }, { words: /^(?:a )?(?:maionese|requeijao|pasta)$/, share: 0.1, food: "maionese" }, { ...GREENS, share: 0.08 }, { ...CORN, share: 0.05 }],
  },
  { dish: /^misto quente/, parts: [{ ...BREAD, share: 0.55, food: "pão de forma" }, { ...CHEESE, share: 0.22 }, { ...HAM, share: 0.2 }, { words: /^(?:a )?manteiga$/, share: 0.03, food: "manteiga" }] },
  { dish: /^(?:beirute|bauru)/, parts: [{ ...BREAD, share: 0.4, food: "pão francês" }, { ...CHEESE, share: 0.15 }, { words: /^(?:o )?tomate$/, share: 0.08, food: "tomate" }, MAYO, { ...EGG, share: 0.1 }, { ...GREENS, share: 0.05 }] },
];

const CLAUSE = /\s+sem\s+([a-z]+(?:\s+(?!sem\b)[a-z]+)*)/g;
/** "coca sem açúcar", "guaraná sem açúcar": the sugar-free soda, never the sugared one with a word left over. */
const SODA_WITHOUT_SUGAR = /\b(coca(?:[\s-]cola)?|refri\w*|guaran[aá]|pepsi|fanta|sprite|soda|kuat|t[oô]nica)\s+sem\s+a[cç][uú]car\b/gi;

/** "sem ovo e sem bacon", "sem ovo, sem bacon": one dish without two parts, never a new food after "e". */
export const withPartsJoined = (text: string) =>
  text.replace(SODA_WITHOUT_SUGAR, "$1 zero").replace(/(\bsem\s+[a-zà-ú]+(?:\s+[a-zà-ú]+)?)\s*(?:,|\be)\s+sem\b/gi, "$1 sem");

/** The words left out after "sem", each apart ("sem ovo sem bacon" → ovo, bacon; "sem o ovo e o bacon" → ovo, bacon). */
function leftOut(text: string): string[] {
  const said = [...normalizeText(text).matchAll(CLAUSE)].map((m) => (m[1] as string).trim());
  return said.flatMap((s) => s.split(/\s+e\s+|\s*,\s*/)).map((w) => w.replace(/^(?:o|a|os|as)\s+/, "").replace(/s$/, "").trim()).filter(Boolean);
}

const minus = (a: TNutrientTotals, b: TNutrientTotals): TNutrientTotals => ({
  calories: Math.max(0, a.calories - b.calories),
  protein: Math.max(0, a.protein - b.protein),
  carbohydrates: Math.max(0, a.carbohydrates - b.carbohydrates),
  fat: Math.max(0, a.fat - b.fat),
  fiber: Math.max(0, a.fiber - b.fiber),
  sodium: Math.max(0, a.sodium - b.sodium),
});

/** The dish less the parts said to be left out: each part's share of its grams, with that part's own nutrients. */
function withoutParts(item: TAnalyzedItem, words: readonly string[]): TAnalyzedItem {
  const dish = DISHES.find((d) => d.dish.test(normalizeText(item.food)));
  if (!dish) return item;
  const gone = words.map((w) => ({ w, part: dish.parts.find((p) => p.words.test(w)) })).filter((g) => g.part);
  if (gone.length === 0) return item;
  let left: TAnalyzedItem = item;
  for (const { part } of gone) {
    const food = matchFood((part as TDishPart).food)?.food;
    if (!food) continue;
    const grams = item.grams * (part as TDishPart).share;
    left = { ...left, ...minus(left, nutrientsFor(food, grams)), grams: left.grams - grams };
  }
  const grams = round1(left.grams);
  const measure = item.measure.replace(/\(\d+(?:,\d+)? g\)$/, `(${formatQuantity(grams)} g)`);
  return { ...left, grams, measure: `${measure}, sem ${gone.map((g) => g.w).join(" e ")}` };
}

const strip = (t: string) => normalizeText(t).replace(CLAUSE, " ").replace(/\s+/g, " ").trim();

/** The food read without the words after "sem": a part it is made of, or a part its name has ("café com leite"). */
function readWithout(parsed: TParsedItem, words: readonly string[]): TResolved | null {
  const again = resolveItem({ ...parsed, text: strip(parsed.text), foodText: strip(parsed.foodText) });
  if (!("item" in again)) return null;
  const name = normalizeText(again.item.food);
  if (words.some((w) => new RegExp(String.raw`\bcom ${w}\b`).test(name))) return null;
  const item = { ...again.item, text: parsed.text };
  const less = withoutParts(item, words);
  return less === item ? null : { ...again, item: less };
}

/**
 * An item said with what it was without: a composite dish less those parts ("x-tudo sem ovo e sem bacon"), or a food
 * read without a part its name has ("café sem leite" is coffee). Other "sem" words keep the food as read ("frango sem pele").
 */
export function resolveWithout(parsed: TParsedItem): TResolved {
  if (!/\bsem\b/.test(parsed.foodText)) return resolveItem(parsed);
  const words = leftOut(parsed.foodText);
  const less = words.length > 0 ? readWithout(parsed, words) : null;
  if (less) return less;
  const resolved = resolveItem(parsed);
  if (!("item" in resolved)) return resolved;
  const name = normalizeText(resolved.item.food);
  if (!words.some((w) => new RegExp(String.raw`\bcom ${w}\b`).test(name))) return resolved;
  const plain = resolveItem({ ...parsed, text: strip(parsed.text), foodText: strip(parsed.foodText) });
  return "item" in plain ? { ...plain, item: { ...plain.item, text: parsed.text } } : resolved;
}
