import type { TMealAnalysis } from "@nutriguia/nutrition";
import { num } from "./format";

const signed = (kcal: number) => `${kcal > 0 ? "+" : "−"}${num(Math.abs(kcal))} kcal`;

/** The words of an undo ("desfaz", "volta"), which say back what came back and what left. */
const UNDONE = "desfiz a última correção";
const UNDONE_ALL = "desfiz as correções";
/** Said when an edit's words change nothing the table counts, so the card's numbers stay as they were. */
const UNSEEN = "na tabela isso não muda nenhum alimento do cartão, então os números ficam os mesmos";
const SAID_UNCHANGED = /a conta não muda|não mudou|mesm[oa]s? (?:conta|números)|mantive/;

/** What the edit did to the items, when the reader gave no words for it: "feijão carioca cozido de 140 g para 280 g". */
function itemsChanged(before: TMealAnalysis, after: TMealAnalysis, undo = false): string {
  const lines: string[] = [];
  const left = [...before.items];
  const added: string[] = [];
  for (const item of after.items) {
    const k = left.findIndex((b) => b.foodId === item.foodId);
    const was = k >= 0 ? left.splice(k, 1)[0] : undefined;
    if (!was) added.push(item.food.toLowerCase());
    else if (was.grams !== item.grams) lines.push(`${item.food.toLowerCase()} de ${num(was.grams)} g para ${num(item.grams)} g`);
  }
  // One food in the place of another is a swap, said by what it became.
  if (added.length === 1 && left.length === 1) {
    return [undo ? `voltou ${added[0]} no lugar de ${left[0]!.food.toLowerCase()}` : `troquei por ${added[0]}`, ...lines].join("; ");
  }
  lines.push(...added.map((a) => `${undo ? "voltou" : "acrescentei"} ${a}`), ...left.map((gone) => `${undo ? "saiu" : "tirei"} ${gone.food.toLowerCase()}`));
  return lines.length > 0 ? lines.join("; ") : "mantive os mesmos alimentos";
}

type TItem = TMealAnalysis["items"][number];
const weighed = (i: TItem) => `${i.food} ${num(i.grams)} g, ${num(i.calories)} kcal`;

/**
 * Each food the edit touched, before → after ("Vinho tinto 480 → 240 g, 408 → 204 kcal"; "+ Manteiga 5 g, 36 kcal";
 * "− Farofa 30 g, 122 kcal"): the person sees which item moved and by how much, not only the meal's total.
 */
/** The items of a card, one per food: "1 coxinha, 1 coxinha de carne seca" read as the same row is one coxinha of their grams. */
function perFood(items: readonly TItem[]): TItem[] {
  const byFood = new Map<string, TItem>();
  for (const item of items) {
    const key = item.foodId ?? item.food;
    const had = byFood.get(key);
    byFood.set(key, had ? { ...had, grams: had.grams + item.grams, calories: had.calories + item.calories } : item);
  }
  return [...byFood.values()];
}

function itemsBeforeAfter(before: TMealAnalysis, after: TMealAnalysis): string[] {
  const left = perFood(before.items);
  const lines: string[] = [];
  const added: TItem[] = [];
  for (const item of perFood(after.items)) {
    const k = left.findIndex((b) => b.foodId === item.foodId);
    const was = k >= 0 ? left.splice(k, 1)[0] : undefined;
    if (!was) added.push(item);
    else if (Math.round(was.grams) !== Math.round(item.grams) || Math.round(was.calories) !== Math.round(item.calories)) {
      lines.push(`${item.food} ${num(was.grams)} → ${num(item.grams)} g, ${num(was.calories)} → ${num(item.calories)} kcal`);
    }
  }
  // One food in the place of another: the food that left with its grams and kcal, then the food it became with its own.
  if (added.length === 1 && left.length === 1) return [`${weighed(left[0]!)} → ${weighed(added[0]!)}`, ...lines];
  return [...lines, ...added.map((a) => `+ ${weighed(a)}`), ...left.map((gone) => `− ${weighed(gone)}`)];
}

/** "o cuscuz foi meio prato" on a default portion of the same grams: the measure shown changed, though no food's grams did. */
function measuresMoved(before: TMealAnalysis, after: TMealAnalysis): boolean {
  if (before.items.length !== after.items.length) return false;
  return after.items.some((item, k) => item.foodId !== before.items[k]!.foodId || item.measure !== before.items[k]!.measure);
}

/** The one line a card edit says back: what changed, by how many kcal, each item before → after, and the total ("tirei cerveja (−144 kcal) — − Cerveja 350 g, 144 kcal; total 500 → 356 kcal"). */
export function changeLine(change: string | null, before: TMealAnalysis, after: TMealAnalysis): string {
  const undone = change === UNDONE || change === UNDONE_ALL;
  const said = undone ? `${change}: ${itemsChanged(before, after, true)}` : (change ?? itemsChanged(before, after));
  const delta = Math.round(after.totals.calories - before.totals.calories);
  const items = itemsBeforeAfter(before, after);
  // The reply never says a change the card does not show: a kind the table has no row for leaves the numbers as they were.
  const unseen = !undone && change !== null && !SAID_UNCHANGED.test(change) && !measuresMoved(before, after) ? `${said}; ${UNSEEN}` : said;
  if (items.length === 0) return delta === 0 ? `${unseen} (o total não mudou)` : `${said} (${signed(delta)})`;
  const total = `total ${num(before.totals.calories)} → ${num(after.totals.calories)} kcal`;
  return `${said} (${delta === 0 ? "o total não mudou" : signed(delta)}) — ${items.join("; ")}${delta === 0 ? "" : `; ${total}`}`;
}
