import { getFood } from "../foods/catalog";
import { normalizeText } from "../text/normalize";
import type { TParsedItem } from "../parse/parse";
import { MEAL_PLATE_GRAMS } from "./meal-plate";
import { scaledItem, type TAnalyzedItem } from "./resolve";

/**
 * A plate weighed as a whole ("peguei 450 g no self service: arroz, feijão e frango", "marmitex de 500 g com arroz,
 * feijão e strogonoff", "um prato de 400 gramas de arroz, feijão e carne moída"): the grams are the plate's, shared by
 * its foods in the proportions of their usual portions, never all given to the first food. Drinks are not on the plate,
 * and a food told with its own amount keeps it (the plate's other foods share what is left).
 */
// "queijo prato" is the cheese, the one food of the tables with a plate's word in its name.
const PLATE_WORDS = String.raw`(?:(?<!queijo )prato|pratinho|marmita|marmitinha|marmitex|quentinha|pote|bandeja|self ?service|buffet|quilo|kilo|balanca)`;
const GRAMS = String.raw`(\d{2,4})\s?(?:g|gr|grs|gramas)\b`;
const PLATE_THEN_GRAMS = new RegExp(String.raw`\b${PLATE_WORDS}\b(?:[\s,]+(?:de|com|deu|pesou|pesando|ficou|foi|tinha|uns|umas|mais ou menos|quase))*[\s,]+${GRAMS}`);
const GRAMS_THEN_PLATE = new RegExp(String.raw`\b(?:peguei|pesou|deu|foram|foi|era|comi)\s(?:uns\s|umas\s)?${GRAMS}\s(?:no|na|de|do|da)\s(?:meu\s)?${PLATE_WORDS}\b`);

/**
 * "strogonoff com arroz, 1 prato fundo", "lasanha e salada, um prato raso": a plate said after the foods, with no food
 * after it, is the whole plate's, though the parser measured the first food with it.
 */
const PLATE_AFTER = /,\s*(?:(?:so|uns|umas|quase)\s+)?(?:um|uma|\d|meio|meia|dois|duas)?\s*(?:pratos?|pratinhos?|pratao|tigelas?|cumbucas?|marmitas?|marmitex|quentinhas?)(?:\s+(?:fundos?|rasos?|cheios?|grandes?|pequenos?|bem servidos?|caprichados?))*\s*$/;

export type TResolvedPair = { parsed: TParsedItem; item: TAnalyzedItem; byDefault: TAnalyzedItem | null };

/** "1 kg", "1,2 kg", "um quilo", "meio quilo" of a plate are its grams ("comi 1 kg de marmita: arroz, feijão e bife"). */
const KILOS = /\b(\d+(?:[.,]\d+)?|um|meio)\s?(?:kg|kgs|quilos?|kilos?)\b/g;
const inGrams = (n: string) =>
  n.replace(KILOS, (_w: string, k: string) => `${Math.round((k === "um" ? 1 : k === "meio" ? 0.5 : Number(k.replace(",", "."))) * 1000)} g`);

/** The grams of a plate weighed as a whole, when a line of the message tells one (a food on the next line is its own). */
export function plateGrams(message: string): number | null {
  for (const line of message.split("\n")) {
    const n = inGrams(normalizeText(line));
    const m = PLATE_THEN_GRAMS.exec(n) ?? GRAMS_THEN_PLATE.exec(n);
    const grams = m ? Number(m[1]) : NaN;
    if (grams >= 100 && grams <= 2000) return grams;
  }
  return null;
}

/** Whether a word the reader could not place is the plate's weight ("1 kg" of "1 kg de marmita"), read by the plate. */
export const isPlateWeight = (word: string, plate: number) => inGrams(normalizeText(word)) === `${plate} g` || new RegExp(`^${plate} ?(?:g|gr|grs|gramas)$`).test(word);

// The share's own grams come first: the card shows the measure as said, and "parte do prato" alone tells no amount.
// The share's grams as said on the card, never 206.99999999999997 from the ratio taken back.
const scaled = (item: TAnalyzedItem, grams: number, plate: number) => ({
  ...scaledItem(item, item.grams > 0 ? grams / item.grams : 0, `${grams} g, parte do prato de ${plate} g`),
  grams,
});

/** A drink beside the plate: the tables file juices and coffee with milk under fruits and dishes, so the name and the measure count too. */
export const isDrink = (item: TAnalyzedItem) =>
  getFood(item.foodId)?.category === "bebidas" || /^(?:suco|vitamina|caf[eé]|ch[aá]|leite|refresco|limonada)\b/i.test(item.food) || /\b(?:ml|copos?|latas?|garrafas?|x[ií]caras?)\b/.test(item.measure);
const ownAmount = (p: TParsedItem) => p.quantity !== null || p.unit !== null;

/** A food that fills a plate beside a dish: rice, pasta, beans, salad, vegetables, farofa, purê. */
const isSide = (item: TAnalyzedItem) => ["cereais", "hortalicas"].includes(getFood(item.foodId)?.category ?? "") || /^(?:feij|farofa|pur[eê]|salada|legumes)/i.test(item.food);

/**
 * The grams of the plate said after the foods, as the parser gave them to the one food it measured with it (the first
 * or the last said); a plate lighter than a meal's is a side's share ("arroz, 1 prato" of rice) and weighs no plate.
 */
function plateSaidAfter(message: string, pairs: readonly TResolvedPair[]): number | null {
  if (!PLATE_AFTER.test(normalizeText(message))) return null;
  const plated = pairs.filter((p) => !isDrink(p.item) && ownAmount(p.parsed) && /\b(?:prat|tigel|cumbuc|marmit|quentinh)/.test(p.item.measure));
  const grams = plated.length === 1 ? plated[0]!.item.grams : 0;
  // "baião de dois com carne de sol, 2 pratos": a meat beside the dish is eaten on top of its plate, not within it.
  const beside = pairs.filter((p) => !isDrink(p.item) && !plated.includes(p));
  return grams >= MEAL_PLATE_GRAMS && beside.every((p) => isSide(p.item)) ? grams : null;
}

/** A box said by its size before its foods, at the marmitex's 450 g (`parse/units.ts`) times the size words' factors. */
const BOX_SIZED = /\b(?:marmitex|marmita|marmitinha|quentinha)\s+(grande|media|pequena)\s+(?:de|com)\b/;
const BOX_GRAMS: Readonly<Record<string, number>> = { grande: 585, media: 450, pequena: 315 };

/**
 * "um prato fundo de arroz, feijão e frango", "um pratão de arroz feijão e bife": a deep or large plate said before
 * three or more foods is the meal's plate (IBGE's "prato de comida", 450 g, the deep one 550 g, times the size said),
 * not the first food's plate of rice with the others at their usual portions beside it. A plain plate ("um prato de
 * arroz, feijão e frango") stays the usual portions, as decision 120 read it.
 */
const MEAL_PLATES: Readonly<Record<string, number>> = { prato: 450, "prato raso": 450, "prato fundo": 550 };
function platedFirst(pairs: readonly TResolvedPair[]): { plate: number; pair: TResolvedPair } | null {
  const [first, ...rest] = pairs.filter((p) => !isDrink(p.item));
  const unit = first?.parsed.unit?.unit;
  const plate = unit ? MEAL_PLATES[unit] : undefined;
  const size = first?.parsed.size ?? 1;
  if (!first || plate === undefined || (unit !== "prato fundo" && size <= 1)) return null;
  if (rest.length < 2 || rest.some((p) => ownAmount(p.parsed))) return null;
  return { plate: Math.round(plate * (first.parsed.quantity ?? 1) * size), pair: first };
}

/**
 * "uma marmitex grande de frango com arroz e feijão": the box sized before the foods is the whole meal's, though the
 * parser gave it to the first food; its other foods, with no amount of their own, share it.
 */
function boxSaidBefore(message: string, pairs: readonly TResolvedPair[]): number | null {
  const boxed = pairs.filter((p) => p.parsed.unit?.unit === "marmitex");
  const others = pairs.filter((p) => !isDrink(p.item) && !boxed.includes(p));
  if (boxed.length === 1) {
    if (others.length === 0 || others.some((p) => ownAmount(p.parsed))) return null;
    return boxed[0]!.item.grams >= MEAL_PLATE_GRAMS ? boxed[0]!.item.grams : null;
  }
  const plated = platedFirst(pairs);
  if (plated !== null) return plated.plate;
  // "uma quentinha grande de bife com arroz": the box's word went to the bife's own measure; the box is still the meal's.
  const sized = BOX_SIZED.exec(normalizeText(message));
  if (!sized || others.length < 2 || others.slice(1).some((p) => ownAmount(p.parsed))) return null;
  return BOX_GRAMS[sized[1]!] ?? null;
}

/** A food's share of a plate: its usual portion, and the rice its place on a PF (two skimmers, `prato-feito.ts`), not four spoons. */
const plateShare = (item: TAnalyzedItem) => (/^arroz/i.test(item.food) ? Math.max(item.grams, 170) : item.grams);

/**
 * The items with the plate's grams shared among its foods; unchanged when the message weighs no plate, tells one food,
 * or its foods' own amounts already weigh the plate. `byDefault` is each item read with no amount of its own.
 */
export function withPlateWeight(message: string, pairs: readonly TResolvedPair[]): TAnalyzedItem[] {
  const items = pairs.map((p) => p.item);
  const plate = plateGrams(message) ?? plateSaidAfter(message, pairs) ?? boxSaidBefore(message, pairs);
  if (plate === null) return items;
  // "uma marmitex grande, arroz, feijão e linguiça": the box read as a plate of its own is only the foods' container.
  const container = pairs.find((p) => p.parsed.unit?.unit === "marmitex" && /^prato de comida/i.test(p.item.food));
  const onPlate = pairs.filter((p) => !isDrink(p.item) && p !== container);
  if (onPlate.length < 2) return items;
  // "prato de 400 g de arroz, feijão…": the grams the parser gave the first food are the plate's.
  const platedBy = platedFirst(pairs);
  const tookPlate = (p: TResolvedPair) => ownAmount(p.parsed) && (Math.abs(p.item.grams - plate) < 1 || platedBy?.pair === p);
  const told = onPlate.filter((p) => ownAmount(p.parsed) && !tookPlate(p));
  const shared = onPlate.filter((p) => !told.includes(p));
  const left = plate - told.reduce((sum, p) => sum + p.item.grams, 0);
  const usual = shared.map((p) => (tookPlate(p) ? p.byDefault : p.item));
  if (left <= 0 || shared.length === 0 || usual.some((u) => !u || u.grams <= 0)) return items;
  const weights = usual.map((u) => plateShare(u!));
  const usualTotal = weights.reduce((sum, w) => sum + w, 0);
  const parts = weights.map((w) => Math.round((w / usualTotal) * left));
  // Rounded parts still weigh the plate: what rounding took or added goes to the largest.
  const largest = parts.indexOf(Math.max(...parts));
  parts[largest] = parts[largest]! + Math.round(left) - parts.reduce((sum, g) => sum + g, 0);
  return pairs.filter((p) => p !== container).map((p) => {
    const k = shared.indexOf(p);
    return k < 0 ? p.item : scaled(usual[k]!, parts[k]!, plate);
  });
}
