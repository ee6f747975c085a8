import { normalizeText } from "../text/normalize";
import type { TResolvedPair } from "./plate-weight";

/** Words that open another meal of the day: a food named again after one of them was eaten again. */
const ANOTHER_MEAL = /\b(?:almoco|almocei|jantar|janta|jantei|cafe da manha|lanche|lanchei|manha|tarde|noite|ceia|depois|ontem|hoje)\b/;

/** The article or demonstrative that points back to a food already named. */
const THE = /\b(?:o|a|os|as|esse|essa|esses|essas|aquele|aquela)\s$/;

const hasAmount = (p: TResolvedPair) => p.parsed.quantity !== null || p.parsed.unit !== null;
const firstWord = (p: TResolvedPair) => p.item.text.split(" ").find((w) => /^[a-z]{3,}$/.test(w));

/**
 * "arroz, feijão, bife e salada, umas 4 colher de arroz": a food named and, in the same meal, told again with its amount
 * is one food at the amount said, never the usual portion plus that amount. A food told twice with amounts both times
 * ("2 pães e mais um pão") or across meals ("arroz no almoço e arroz de novo à noite") stays as told.
 */
export function withoutRepeats(message: string, pairs: readonly TResolvedPair[]): TResolvedPair[] {
  const n = normalizeText(message);
  // Where a mention starts: its first word of three letters or more ("colheres" of "3 colheres de arroz").
  const at = (p: TResolvedPair) => {
    const word = firstWord(p);
    return word ? n.search(new RegExp(`\\b${word}\\b`)) : -1;
  };
  const sameMeal = (p: TResolvedPair, o: TResolvedPair) => {
    const [from, to] = [at(p), at(o)].sort((a, b) => a - b) as [number, number];
    return from >= 0 && !ANOTHER_MEAL.test(n.slice(from, to));
  };
  // The amount said later takes the place where the food was first named, so the card keeps the order told.
  const moved = new Map<TResolvedPair, TResolvedPair>();
  for (const p of pairs) {
    const told = hasAmount(p) ? undefined : pairs.find((o) => o !== p && o.item.foodId === p.item.foodId && hasAmount(o) && ![...moved.values()].includes(o));
    if (told && sameMeal(p, told)) moved.set(p, told);
  }
  const taken = new Set(moved.values());
  // "arroz, feijão e bife, e o arroz foi feito com óleo": a food said again after "o"/"a" is the one already on the plate.
  const pointedBack = (p: TResolvedPair, k: number) => {
    const before = pairs.slice(0, k).filter((o) => o.item.foodId === p.item.foodId && !hasAmount(o));
    const word = firstWord(p);
    if (hasAmount(p) || before.length === 0 || !word) return false;
    // The mention said again is the word's later occurrence, counted over the earlier mentions of the same word.
    const again = [...n.matchAll(new RegExp(`\\b${word}\\b`, "g"))][pairs.slice(0, k).filter((o) => firstWord(o) === word).length]?.index;
    return again !== undefined && THE.test(n.slice(0, again)) && !ANOTHER_MEAL.test(n.slice(at(before[0] as TResolvedPair), again));
  };
  return pairs.flatMap((p, k) => (taken.has(p) || pointedBack(p, k) ? [] : [moved.get(p) ?? p]));
}
