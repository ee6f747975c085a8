import type { TFoodFacts } from "../facts/food-facts";
import { lower, num } from "./format";


/** Grams of protein and of fibre for the same 100 kcal: what fills up and holds, per calorie eaten. */
function per100kcal(f: TFoodFacts, key: "protein" | "fiber"): number {
  return ((f.per100g?.[key] ?? 0) / Math.max(1, f.per100g?.energy ?? 1)) * 100;
}

const holding = (f: TFoodFacts) => per100kcal(f, "protein") + per100kcal(f, "fiber");
const oneDecimal = (n: number) => num(Math.round(n * 10) / 10);

/**
 * The food that fills up more for the same calories, from the engine's numbers: protein and fibre per 100 kcal, then how
 * much food (volume) 100 kcal buys. Null when either food has no numbers.
 */
export function satietyLine(a: TFoodFacts, b: TFoodFacts): string | null {
  if (!a.per100g?.energy || !b.per100g?.energy) return null;
  const grams = (f: TFoodFacts) => Math.round((100 / f.per100g!.energy!) * 100);
  const said = (f: TFoodFacts) => `${lower(f.name)}: ${oneDecimal(per100kcal(f, "protein"))} g de proteína e ${oneDecimal(per100kcal(f, "fiber"))} g de fibras em 100 kcal (cerca de ${num(grams(f))} g do alimento)`;
  const [ha, hb] = [holding(a), holding(b)];
  const close = Math.abs(ha - hb) <= 0.15 * Math.max(ha, hb, 0.5);
  const why = "Proteína e fibra são o que mais sustentam, e mais comida pelas mesmas calorias (mais volume e água) enche mais o estômago.";
  if (close) {
    const bulkier = grams(a) >= grams(b) * 1.3 ? a : grams(b) >= grams(a) * 1.3 ? b : null;
    const lead = bulkier ? `**Os dois sustentam parecido; ${lower(bulkier.name)} enche um pouco mais** porque dá mais volume pelas mesmas calorias.` : "**Os dois sustentam parecido** pelas mesmas calorias.";
    return `${lead} Pela tabela, ${said(a)}; ${said(b)}. ${why}`;
  }
  const [best, other] = ha > hb ? [a, b] : [b, a];
  return `**Enche mais: ${lower(best.name)}.** Pela tabela, para as mesmas calorias, ${said(best)}; ${said(other)}. ${why} Para segurar ainda mais, junte uma proteína (ovo, iogurte natural, queijo branco) ou uma fruta inteira.`;
}
