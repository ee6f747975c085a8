import type { TMealAnalysis } from "@nutriguia/nutrition";
import { num } from "./format";

const signed = (kcal: number) => `${kcal > 0 ? "+" : "−"}${num(Math.abs(kcal))} kcal`;

/** The words of an undo ("desfaz", "volta"), which say back what came back and what left. */
const UNDONE = "desfiz a última correção";
const UNDONE_ALL = "desfiz as correções";

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

/** The one line a card edit says back: what changed and by how many kcal ("tirei cerveja (−144 kcal)"). */
export function changeLine(change: string | null, before: TMealAnalysis, after: TMealAnalysis): string {
  const undone = change === UNDONE || change === UNDONE_ALL;
  const said = undone ? `${change}: ${itemsChanged(before, after, true)}` : (change ?? itemsChanged(before, after));
  const delta = Math.round(after.totals.calories - before.totals.calories);
  return delta === 0 ? `${said} (o total não mudou)` : `${said} (${signed(delta)})`;
}
