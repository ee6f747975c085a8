import type { TMealSlot } from "@nutriguia/domain";
import { analyze, type TAnalyzedItem, type TMealAnalysis } from "@nutriguia/nutrition";

/** One meal of a message that told several ("de manhã pão com ovo e no almoço arroz e feijão"): its slot and its foods. */
export type TOccasion = { slot: TMealSlot | null; text: string; items: TAnalyzedItem[] };

/**
 * The words that open (or close) a meal of the day. Checked on the message lowercased with accents dropped, one
 * character for one, so positions stay those of the message. "café" alone is a drink; "no café", "café:" the meal.
 */
const MARKERS: readonly [TMealSlot, RegExp][] = [
  ["MORNING_SNACK", /\b(?:no |de |o )?lanche(?:zinho)? da manha\b/g],
  ["AFTERNOON_SNACK", /\btarde\s*:|\b(?:no |de |o )?(?:lanche(?:zinho)?|cafe) da tarde\b|\b(?:de|a|pela|na parte da) tarde(?:zinha)?\b|\blanchei\b|\b(?:no|de|pro) lanche\b|\blanche\s*:|\bmerenda\b/g],
  ["BREAKFAST", /\bmanha\s*:|\b(?:no |de |pro |o )?cafe da manha\b|\bdesjejum\b|\b(?:de|pela|hoje de|logo de) manha(?:zinha)?\b|\b(?:no|de|pro) cafe\b(?! (?:da tarde|com|preto|puro|coado|expresso|pingado|sem)\b)|\bcafe\s*:/g],
  ["LUNCH", /\b(?:no |de |pro |o )?almo[cs]o\b|\balmocei\b/g],
  ["DINNER", /\bnoite\s*:|\b(?:no |de |pro |o )?jantar\b|\b(?:na |de |pra |a )?janta\b|\bjantei\b|\b(?:a|de|pela) noite(?:zinha)?\b/g],
  ["SUPPER", /\b(?:na )?ceia\b|\bantes de dormir\b/g],
];

/** Lowercase, accents dropped one code unit for one ("almoço" → "almoco"), so an index here is an index of the message. */
const plain = (text: string) => text.toLowerCase().replace(/[^\u0000-\u007f]/g, (c) => c.normalize("NFD")[0] ?? c);

/** What is left of a stretch of the message once the joining words around it go ("e", "comi", ":", ","). */
function mealWords(stretch: string): string {
  return stretch
    .replace(/^[\s,;:.!|/-]+|[\s,;:.!|/-]+$/g, "")
    .replace(/^(?:(?:e|eu|ai|aí|depois|hoje|ontem|foi|teve|rolou|comi|tomei|bebi|almocei|jantei|lanchei)(?![\wÀ-ú])[\s,:]*)+/i, "")
    .replace(/[\s,;.]+(?:e|depois|ai)$/i, "")
    .trim();
}

type TMark = { slot: TMealSlot; start: number; end: number };
type TTold = { slot: TMealSlot | null; text: string; said: string };

function marksIn(message: string): TMark[] {
  const text = plain(message);
  const marks: TMark[] = [];
  for (const [slot, pattern] of MARKERS) {
    for (const m of text.matchAll(pattern)) marks.push({ slot, start: m.index, end: m.index + m[0].length });
  }
  marks.sort((a, b) => a.start - b.start || b.end - a.end);
  // "no café da tarde" holds "café" and "tarde": the first, longest reading of a stretch wins.
  return marks.filter((m, k) => !marks.slice(0, k).some((o) => m.start < o.end));
}

const foodsOf = (text: string) => (text ? analyze(text).items : []);

/**
 * The meals a message tells for two or more times of the day, in order, each with the card's own items (so their
 * subtotals add up to the card), or null when the message is one meal. A slot said before its foods opens them ("no
 * almoço arroz"); said after them it closes them ("pão com ovo de manhã e arroz no almoço").
 */
export function splitOccasions(message: string, card: TMealAnalysis): TOccasion[] | null {
  const marks = marksIn(message);
  if (marks.length < 2 || card.items.length < 2) return null;
  const stretches = [message.slice(0, marks[0]!.start), ...marks.map((m, k) => message.slice(m.end, marks[k + 1]?.start ?? message.length))].map(mealWords);
  const closing = foodsOf(stretches[0]!).length > 0 && foodsOf(stretches.at(-1)!).length === 0;
  // Each meal also keeps the words of its slot ("de café"), where the engine may have read a food of the card.
  const region = (from: number, to: number) => plain(message.slice(from, to));
  const told: TTold[] = closing
    ? marks.map((m, k) => ({ slot: m.slot, text: stretches[k]!, said: region(k === 0 ? 0 : marks[k - 1]!.end, m.end) }))
    : [{ slot: null, text: stretches[0]!, said: region(0, marks[0]!.start) }, ...marks.map((m, k) => ({ slot: m.slot, text: stretches[k + 1]!, said: region(m.start, marks[k + 1]?.start ?? message.length) }))];
  const meals: TTold[] = [];
  for (const one of told) {
    const same = meals.find((m) => m.slot === one.slot);
    // "à noite jantei sopa": two words for one meal; a slot said twice gathers its foods.
    if (same) Object.assign(same, { text: [same.text, one.text].filter(Boolean).join(", "), said: `${same.said} ${one.said}` });
    else meals.push({ ...one });
  }
  // "ontem: café com pão, almoço frango": a list that opens with the coffee opens with the breakfast.
  const opening = meals[0]!;
  if (opening.slot === null && /^caf[eé]\b/i.test(opening.text) && !meals.some((m) => m.slot === "BREAKFAST")) opening.slot = "BREAKFAST";
  // "almoço: PF": a meal told whose words the tables do not read is kept, with no items, so it is said, never dropped.
  const withFood = meals.filter((m) => m.text && (m.slot !== null || foodsOf(m.text).length > 0));
  if (withFood.filter((m) => foodsOf(m.text).length > 0).length < 2 || withFood.filter((m) => m.slot !== null).length < 2) return null;
  // Each meal takes the card's items of its own foods, in order; every item of the card must find its meal.
  const left = card.items.map((item, k) => ({ item, k }));
  const occasions = withFood.map((m) => {
    const items: TAnalyzedItem[] = [];
    for (const own of foodsOf(m.text)) {
      const at = left.findIndex((l) => l.item.foodId === own.foodId);
      if (at >= 0) items.push(left.splice(at, 1)[0]!.item);
    }
    return { slot: m.slot, text: m.text, items, said: m.said };
  });
  // "de café uma banana": a food the engine read in the slot's own words goes with that meal, as the card has it.
  for (const { item } of left.splice(0)) {
    const home = occasions.find((o) => item.text && o.said.includes(plain(item.text)));
    if (!home) return null;
    home.items.push(item);
  }
  return occasions.map(({ said: _said, ...o }) => o);
}
