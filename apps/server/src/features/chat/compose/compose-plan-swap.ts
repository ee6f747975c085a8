import { foodFacts } from "../facts/food-facts";
import type { TUnderstanding } from "../understand/understand";
import { num } from "./format";

/** "pode trocar o frango por peixe?" after a plan: the equivalent portion from the food database, and where to swap it. */
export function composePlanSwap(u: TUnderstanding, planLink: string): string {
  const [from, to] = u.foods;
  const lines: string[] = [];
  if (from?.food && to?.food) {
    const a = foodFacts(from.food);
    const b = foodFacts(to.food);
    const kcal = a.perPortion?.energy ?? 0;
    const per100 = b.per100g?.energy ?? 0;
    if (kcal > 0 && per100 > 0) {
      const grams = Math.round((kcal / per100) * 100 / 5) * 5;
      lines.push(
        `Pode sim! Para manter as calorias do plano: ${a.portion!.measure} de ${a.name.toLowerCase()} tem ${num(kcal)} kcal e ${num(a.perPortion!.protein ?? 0)} g de proteína; o equivalente em **${b.name.toLowerCase()}** é cerca de **${grams} g** (${num(((b.per100g!.protein ?? 0) * grams) / 100)} g de proteína).`,
        "",
        `_Fontes: ${a.source}; ${b.source}._`,
      );
    }
  }
  if (lines.length === 0) lines.push(`Pode sim! ${to ? `Troque por ${to.phrase} ` : ""}mantendo uma porção de calorias parecidas.`);
  lines.push("", `Para trocar no seu plano, abra [o plano](${planLink}) e use **Trocar** no item: eu escolho um substituto equivalente que respeita suas restrições.`);
  return lines.join("\n");
}
