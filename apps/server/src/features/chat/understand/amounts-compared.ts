import { analyze, type TAnalyzedItem } from "@nutriguia/nutrition";
import { foldText } from "../chat.text";
import type { TNutrientKey, TUnderstanding } from "./understand";

/** A count said first ("1", "3", "meia", "100g"), then what it counts. */
const COUNTED = /^(\d+(?:[.,]\d+)?|um|uma|meio|meia|dois|duas|tres|quatro|cinco|seis)\s*(g|gramas?|ml)?\b\s*(.*)$/;
const NUMBER: Readonly<Record<string, string>> = { um: "1", uma: "1", meio: "meio", meia: "meia", dois: "2", duas: "2", tres: "3", quatro: "4", cinco: "5", seis: "6" };
/** A household measure said with a count ("scoop", "colheres de sopa", "conchas", "fatia"). */
const UNIT = /^(scoops?|colher(?:es)?(?: de (?:sopa|cha|sobremesa))?|colherinhas?|conchas?|escumadeiras?|fatias?|pedac(?:o|os)|copos?(?: americanos?)?|xicaras?|unidades?|potes?|pratos?|pegadores?|latas?|punhados?)\b(?: de| d[oa])?\s*(.*)$/;
/** Sizes said after the food ("1 tapioca média"). */
const SIZE = /\b(pequen[oa]s?|medi[oa]s?|grandes?)\b/;
/** What opens the amounts ("tipo", "comparando", "e se for", "faz a conta de"). */
const LEAD = /^(?:e |mas |tipo |comparando |compara |comparar |no caso de |se for |se fosse |(?:faz|faca|fazer|me faz) (?:a )?(?:conta|soma)(?: pra mim)?(?: de| d[ao]s?)? |soma(?: pra mim)? |somando |quanto da |quanto fica )+/;
/** How two amounts are set against each other or added ("vs", "x", "contra", "com", "+", "e", "mais"). */
const JOIN = /\s+(?:vs\.?|versus|x|contra|com|ou|\+|e|mais)\s+|\s*[+,]\s*/;

/** The message folded with "+" kept as "mais" (folding drops the sign). */
const foldedWithPlus = (u: TUnderstanding) => foldText(u.text.replace(/\+/g, " mais ")).replace(/[?!.]+$/, "").trim();

export type TAmountSaid = { text: string; item: TAnalyzedItem };
export type TAmountsAsked = { kind: "compare" | "sum"; amounts: TAmountSaid[]; nutrient: TNutrientKey };

type TPart = { count: string; unit: string | null; rest: string };

function partOf(segment: string): TPart | null {
  const m = COUNTED.exec(segment.trim());
  if (!m) return null;
  const count = NUMBER[m[1]!] ?? m[1]!.replace(",", ".");
  if (m[2]) return { count, unit: m[2]!.startsWith("m") ? "ml" : "g", rest: m[3]!.replace(/^(?:de|d[oa])\s+/, "") };
  const unit = UNIT.exec(m[3]!);
  return unit ? { count, unit: unit[1]!, rest: unit[2]! } : { count, unit: null, rest: m[3]! };
}

const stem = (w: string) => foldText(w).replace(/(oes|aes|es|s)$/, "").slice(0, 5);

/** The words the engine weighs: the count, the measure and the food, with a size said after the food. */
function amountText(part: TPart, foodName: string): string {
  const size = SIZE.exec(part.rest)?.[1];
  const food = foodName.toLowerCase();
  if (part.unit === "g" || part.unit === "ml") return `${part.count} ${part.unit} de ${food}`;
  return part.unit ? `${part.count} ${part.unit} de ${food}` : `${part.count} ${food}${size ? ` ${size}` : ""}`;
}

function weighed(text: string, foodId: string | undefined): TAmountSaid | null {
  const [item] = analyze(text).items;
  return item && item.grams > 0 && (!foodId || item.foodId === foodId) ? { text, item } : null;
}

/**
 * "tipo 1 scoop vs 3 ovos" after "o que tem mais proteína, whey ou ovo?", "e 100g de cada?", "comparando 1 tapioca média
 * com 1 pão": the foods just compared, each at the amount said. Null when the message is not only amounts of them.
 */
export function amountsCompared(current: TUnderstanding, previous: TUnderstanding | null): TAmountsAsked | null {
  const foods = previous?.foods.filter((f) => f.food) ?? [];
  if (!previous || foods.length < 2 || new Set(foods.map((f) => f.food!.id)).size < 2 || previous.type === "meal-to-log") return null;
  const folded = foldedWithPlus(current);
  if (folded.split(" ").length > 14) return null;
  const nutrient = [...current.nutrients, ...previous.nutrients].find((n) => ["protein", "carbohydrates", "fat", "fiber", "sodium"].includes(n)) ?? "calories";
  const body = folded.replace(LEAD, "").replace(/\s+(?:quanto da|qual (?:tem|da|ganha) mais|qual ganha|quem ganha)$/, "");
  // "e 100g de cada?", "1 colher de cada": the same amount of every food compared.
  const each = /^(.+?) (?:de )?cada(?: um| uma)?$/.exec(body);
  if (each) {
    const part = partOf(each[1]!);
    if (!part) return null;
    const amounts = foods.slice(0, 3).map((f) => weighed(amountText(part, f.food!.name), f.food!.id));
    return amounts.every(Boolean) ? { kind: "compare", amounts: amounts as TAmountSaid[], nutrient } : null;
  }
  const parts = body.split(JOIN).map(partOf);
  if (parts.length < 2 || parts.length > 3 || parts.some((p) => !p)) return null;
  const left = [...foods];
  const named = (parts as TPart[]).map((p) => {
    const words = p.rest.split(" ").map(stem);
    const i = left.findIndex((f) => words.includes(stem(f.phrase.split(" ")[0]!)) || words.includes(stem(f.food!.name.split(" ")[0]!)));
    return i >= 0 ? left.splice(i, 1)[0]! : null;
  });
  // A measure with no food ("1 scoop") is of the food compared that the other amounts did not name.
  const assigned = named.map((f) => f ?? left.shift() ?? null);
  if (assigned.some((f) => !f)) return null;
  const amounts = (parts as TPart[]).map((p, i) => weighed(amountText(p, assigned[i]!.food!.name), assigned[i]!.food!.id));
  return amounts.every(Boolean) ? { kind: "compare", amounts: amounts as TAmountSaid[], nutrient } : null;
}

/** "faz a conta", "soma pra mim", "quanto dá tudo", "no total": the amounts said added up, not a meal eaten. */
const SUM_ASKED = /^(?:e |entao |agora )?(?:(?:faz|faca|fazer|me faz|me da|da) (?:a )?(?:conta|soma)|soma|somando|quanto da (?:tudo|no total|junto)|(?:e )?no total)\b/;
/** A measure of a food said in an earlier message ("uma concha de feijão", "1 escumadeira de arroz"). */
const MEASURE_SAID = /\b(?:um|uma|1|\d+) (scoops?|colher(?:es)?(?: de (?:sopa|cha|sobremesa))?|conchas?|escumadeiras?|fatias?|pedac(?:o|os)|copos?|xicaras?|potes?|pegadores?) de ([a-z ]+?)(?: tem| da| pesa| equivale| e |\?|$)/;

/** The food an earlier message said with that measure, most recent first. */
function foodOfMeasure(unit: string, earlier: readonly string[]): string | null {
  for (const message of [...earlier].reverse()) {
    const m = MEASURE_SAID.exec(foldText(message).replace(/[?!.]+/g, " ?"));
    if (m && stem(m[1]!.split(" ")[0]!) === stem(unit.split(" ")[0]!)) return m[2]!.trim();
  }
  return null;
}

/**
 * "faz a conta pra mim de 2 conchas + 1 escumadeira" after the grams of a ladle of beans and a skimmer of rice: each
 * amount with the food said with that measure earlier in the thread, weighed, and their sum. Null when a part has no food.
 */
export function measuresSummed(current: TUnderstanding, earlier: readonly string[]): TAmountsAsked | null {
  const folded = foldedWithPlus(current);
  if (!SUM_ASKED.test(folded) || folded.split(" ").length > 20) return null;
  const parts = folded.replace(LEAD, "").replace(/^(?:a )?(?:conta|soma)(?: pra mim)?(?: de| d[ao]s?)? /, "").split(JOIN).map(partOf);
  if (parts.length < 2 || parts.some((p) => !p?.unit)) return null;
  const amounts = (parts as TPart[]).map((p) => {
    const own = p.rest.trim() ? weighed(`${p.count} ${p.unit} de ${p.rest}`, undefined) : null;
    const food = own ? null : foodOfMeasure(p.unit!, earlier);
    return own ?? (food ? weighed(`${p.count} ${p.unit} de ${food}`, undefined) : null);
  });
  return amounts.every(Boolean) ? { kind: "sum", amounts: amounts as TAmountSaid[], nutrient: "calories" } : null;
}
