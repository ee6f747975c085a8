import { getFood } from "@nutriguia/nutrition";
import prices from "./protein-prices.json" with { type: "json" };
import { num } from "./format";

/** Grams of protein the cost is counted for: about what one meal brings. */
const PROTEIN_GRAMS = 20;

/**
 * "tô sem grana, como como bem?", "qual a proteína mais barata?": what 20 g of protein costs in each everyday source,
 * from the engine's protein and a table of approximate prices, cheapest first (decision 185).
 */
export function proteinCostLines(): string {
  const rows = prices.foods.flatMap((p) => {
    const protein = getFood(p.id)?.nutrients.protein ?? 0;
    if (protein <= 0) return [];
    const grams = (PROTEIN_GRAMS / protein) * 100;
    return [{ label: p.label, grams, cost: (grams / 1000) * p.perKg, unit: p.id.startsWith("leite") ? "mL" : "g" }];
  });
  const lines = rows.sort((a, b) => a.cost - b.cost).map((r) => `- ${r.label}: cerca de **R$ ${r.cost.toFixed(2).replace(".", ",")}** (${num(Math.round(r.grams / 5) * 5)} ${r.unit})`);
  return [
    `**Quanto custam ${PROTEIN_GRAMS} g de proteína** (o que uma refeição costuma trazer), pelos preços médios de supermercado, que variam com a região e a época:`,
    ...lines,
    "Feijão e lentilha com arroz formam uma proteína completa e são de longe os mais baratos; ovo e frango vêm logo depois. Trocar parte da carne vermelha por ovo, frango ou feijão, e o refrigerante e o biscoito recheado por fruta da estação, é onde a conta mais cai.",
  ].join("\n");
}
