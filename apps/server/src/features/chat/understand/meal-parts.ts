import { isDrink } from "@nutriguia/domain";
import { analyze, getFood, parse, plateGrams, singular, withPratoFeito, type TParsedItem } from "@nutriguia/nutrition";
import { foldText } from "../chat.text";
import { findFoodMentions } from "./food-mentions";

/** One food of the pending meal, as text that reads back to the same item: its amount words around its food words. */
export type TPart = { amount: string; after: string; food: string; item: TParsedItem; grams: number | null; typed?: boolean };

/** What an edit did, said back to the user ("tirei cerveja", "troquei carne por frango"). */
export type TMealEdit = { text: string; change: string; added?: string };

export const NUMBER_WORDS = /^(\d+(\.\d+)?|\d+\/\d+|um|uma|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|meia|meio|e)$/;

/**
 * The meal's words as the engine read them: a PF's unnamed sides written out ("pf de frango", as the engine does before
 * it reads), so each part is one item read.
 */
function asRead(mealText: string, items: number): string {
  if (parse(mealText).length >= items) return mealText;
  const written = withPratoFeito(mealText);
  return parse(written).length === items ? written : mealText;
}

/**
 * "marmitex de 500g com arroz, feijão e strogonoff": a plate weighed as a whole, which the engine shares among its
 * foods; each food is kept at the grams it was given, so taking one out leaves the others as they were.
 */
function weighedParts(analysis: ReturnType<typeof analyze>): TPart[] | null {
  const parts = analysis.items.map((read) => {
    // "uma coca lata" beside the plate reads back by the words typed or, failing them, by the table's name.
    for (const food of [read.text, read.food]) {
      const text = `${Math.round(read.grams)} g de ${food}`;
      const item = parse(text)[0];
      const again = analyze(text).items;
      if (item && again.length === 1 && again[0]!.foodId === read.foodId) return { amount: `${Math.round(read.grams)} g de`, after: "", food, item, grams: read.grams };
    }
    return null;
  });
  return parts.every(Boolean) ? (parts as TPart[]) : null;
}

/** A measure the engine wrote from words around the food: the person's share of a shared dish, a vague count read as a number. */
const ASSUMED_ON_THE_CARD = /: sua parte\b|: contei\b/;

export function partsOf(told: string): TPart[] {
  const analysis = analyze(told);
  const mealText = asRead(told, analysis.items.length);
  const parsed = parse(mealText);
  // A weighed plate ("a balança deu 480g") keeps each food's share: the plate's grams are no one food's amount.
  const weighed = plateGrams(told) !== null || parsed.length !== analysis.items.length || parsed.some((p) => p.foodText === "") ? weighedParts(analysis) : null;
  if (weighed) return weighed;
  return parsed.map((item, k) => {
    const at = item.foodText ? item.text.indexOf(item.foodText) : -1;
    const amount = at >= 0 ? item.text.slice(0, at).trim() : item.text;
    const after = at >= 0 ? item.text.slice(at + item.foodText.length).trim() : "";
    const typed = at < 0 && item.foodText !== "" && analyze(item.text).items[0]?.foodId === analysis.items[k]?.foodId;
    const grams = analysis.items[k]?.grams ?? null;
    // "tapioca com frango": a filling the engine counts at part of a portion keeps its grams once the card is written again.
    if (item.size !== 1 && item.quantity === null && item.unit === null && grams !== null) return { amount: `${Math.round(grams)} g de`, after: "", food: item.foodText, item, grams };
    // "dividi uma pizza com meu marido", "umas cervejas": the share or the count the card assumed stays when a part is edited.
    if (grams !== null && ASSUMED_ON_THE_CARD.test(analysis.items[k]?.measure ?? "")) return { amount: `${Math.round(grams)} g de`, after: "", food: item.foodText, item, grams };
    return { amount, after, food: item.foodText, item, grams, ...(typed ? { typed } : {}) };
  });
}

/**
 * A part the reader named in its own words ("um nescau de caixinha" read as "achocolatado pronto") is said again as
 * typed while no edit touched it, when the words typed read as the same food ("tapioca" alone would not).
 */
const asTyped = (p: TPart) => p.typed === true && p.amount === p.item.text && p.food === p.item.foodText;

export const render = (parts: readonly TPart[]) => parts.map((p) => (asTyped(p) ? p.item.text : `${p.amount} ${p.food} ${p.after}`.trim())).filter(Boolean).join(", ");

/** The part a phrase names: same food by the matcher, else a word of its name. */
export function findPart(parts: readonly TPart[], phrase: string): number {
  const ids = new Set(findFoodMentions(phrase).map((m) => m.food?.id).filter(Boolean));
  const byId = parts.findIndex((p) => ids.has(findFoodMentions(p.food)[0]?.food?.id));
  if (byId >= 0) return byId;
  const words = foldText(phrase).split(" ").filter((w) => w.length > 2);
  // A food the reader renamed ("nescau" read as "achocolatado pronto") is also found by the words typed.
  const named = (p: TPart) => foldText(p.typed ? `${p.food} ${p.item.text}` : p.food).split(" ");
  // "o pão francês" on "pão de queijo, pão francês com manteiga": the food that has the most of the words said.
  const hits = parts.map((p) => words.filter((w) => named(p).some((f) => singular(f) === singular(w))).length);
  const most = Math.max(0, ...hits);
  if (most > 0) return hits.indexOf(most);
  // "o arros", "o fejao": a word of four letters or more typed one letter off.
  const near = parts.map((p, k) => (words.some((w) => w.length >= 4 && named(p).some((f) => oneLetterOff(f, w))) ? k : -1)).filter((k) => k >= 0);
  if (near.length === 1) return near[0] as number;
  // "o paozinho", "a batatinha", "o cafezinho": a diminutive of a word of the food, or the food of a diminutive.
  const small = parts.map((p, k) => (words.some((w) => named(p).some((f) => f.length > 2 && withoutDiminutive(f) === withoutDiminutive(w))) ? k : -1)).filter((k) => k >= 0);
  return small.length === 1 ? (small[0] as number) : generalPart(parts, words);
}

/** "paozinho" → "pao", "batatinha" → "batata", "cafezinho" → "cafe". */
const withoutDiminutive = (word: string) => word.replace(/s$/, "").replace(/zinh[oa]$/, "").replace(/inh([oa])$/, "$1");

/** Words that name a kind of food, not a food ("a carne foi frango", "tira a bebida"), and one food of that kind. */
const KIND_WORDS: Readonly<Record<string, string>> = { carne: "bife", mistura: "bife", proteina: "bife", bebida: "suco de laranja", doce: "pudim", sobremesa: "pudim", fruta: "banana" };

/** The food group of the food a text reads as, drinks apart ("carnes", "drink"). */
function groupOf(text: string): string | null {
  const read = analyze(text);
  const food = read.items.length === 1 ? getFood(read.items[0]!.foodId) : undefined;
  return food ? (isDrink(food) ? "drink" : food.category) : null;
}

/** The one part of the kind a word names, or -1 when none or several are. */
function generalPart(parts: readonly TPart[], words: readonly string[]): number {
  const stands = words.map((w) => KIND_WORDS[w.replace(/s$/, "")]).find(Boolean);
  const group = stands ? groupOf(stands) : null;
  if (!group) return -1;
  const hits = parts.map((p, k) => (groupOf(`${p.amount} ${p.food} ${p.after}`) === group ? k : -1)).filter((k) => k >= 0);
  return hits.length === 1 ? (hits[0] as number) : -1;
}

/** The count the part's amount opens with ("um" of "um nescau de caixinha"), or nothing. */
export function leadingCount(part: TPart): string {
  const first = part.amount.split(" ")[0] ?? "";
  return NUMBER_WORDS.test(first) ? first : "";
}

/** Two words one letter apart: one changed, added or left out ("arros" and "arroz", "fejao" and "feijao"). */
export function oneLetterOff(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1 || a.length < 4) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return a.slice(i + (a.length >= b.length ? 1 : 0)) === b.slice(i + (b.length >= a.length ? 1 : 0));
}

/** The part's amount words without their leading number ("2 fatias" → "fatias"). */
export function unitWords(part: TPart): string {
  const words = part.amount.split(" ");
  let first = 0;
  while (first < words.length && NUMBER_WORDS.test(words[first] as string)) first++;
  return words.slice(first).join(" ");
}

/** The swapped food keeps the amount eaten: when its table weighs the same measure very differently ("1 escumadeira" of one stroganoff 100 g, of another 40 g), the grams stay. */
export function sameAmount(before: TPart, after: TPart): TPart {
  const grams = analyze(render([after])).items[0]?.grams;
  if (before.grams === null || grams === undefined || grams === 0) return after;
  const ratio = grams / before.grams;
  return ratio >= 0.7 && ratio <= 1.43 ? after : { ...after, amount: `${before.grams} g de`, after: "" };
}

/** An amount in grams written for the card again: "237 ml de" for a drink ("meia lata" of beer), "40 g de" for a food. */
export function weighed(part: TPart, grams: number): string {
  const food = getFood(analyze(`${part.amount} ${part.food} ${part.after}`.trim()).items[0]?.foodId ?? "");
  return `${Math.round(grams)} ${food && isDrink(food) ? "ml" : "g"} de`;
}
