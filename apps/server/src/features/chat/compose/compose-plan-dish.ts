import type { TPutDishes } from "../../meal-plans";
import { lower, num } from "./format";


/** "coloca uma galinhada na quarta": where each dish went, at what portion, and what could not go in and why. */
export function composePlanDishes(result: TPutDishes, planLink: string): string {
  const placed = result.placed.map((p) => `- **${p.day}, ${lower(p.meal)}:** ${p.food} (${num(p.grams)} g, cerca de ${num(Math.round(p.calories))} kcal)`);
  const refused = result.refused.map((r) =>
    r.why === "conflict" && r.because
      ? `Não coloquei **${lower(r.food)}**: a receita tradicional leva ${r.because}, que você me disse que não come. Se for uma versão sem ${r.because}, me diga e eu coloco.`
      : r.why === "conflict"
        ? `Não coloquei **${lower(r.food)}**: não combina com as restrições do seu perfil ou com o que você me contou.`
      : r.why === "no-day"
        ? `Não coloquei **${lower(r.food)}**: o seu plano não tem esse dia da semana. Diga o dia que quer entre os dias do plano.`
        : `Não coloquei **${lower(r.food)}**: o plano não tem essa refeição em ${lower(r.day ?? "")}.`,
  );
  // A day the dish leaves off its energy: what was done about it, and plainly what is still off.
  const days = result.placed.flatMap((p) => {
    const off = (p.dayCalories - result.target) / result.target;
    if (Math.abs(off) > 0.05) return [`Com ${lower(p.food)}, ${lower(p.day)} fica em cerca de ${num(Math.round(p.dayCalories))} kcal, ${off < 0 ? "abaixo" : "acima"} da sua meta de ${num(Math.round(result.target))} kcal${p.rebalanced ? " mesmo depois de ajustar as porções das outras refeições" : ""}: ${off < 0 ? "complete a refeição com um pão, uma fruta ou um ovo" : "deixe as outras refeições desse dia mais leves"}.`];
    return p.rebalanced ? [`Para ${lower(p.day)} continuar perto das suas calorias, ajustei as porções das outras refeições desse dia.`] : [];
  });
  const lead = placed.length > 0 ? ["Pronto, coloquei no seu plano, no lugar do prato principal e com a porção ajustada às calorias da refeição:", "", ...placed, ""] : [];
  const rest = placed.length > 0 ? `A salada e os legumes dessas refeições${days.length > 0 ? "" : " e os outros dias"} continuam iguais. Veja tudo em [${result.title}](${planLink}).` : `Veja as refeições em [${result.title}](${planLink}).`;
  return [...lead, ...(days.length > 0 ? [...days, ""] : []), ...(refused.length > 0 ? [...refused, ""] : []), rest].join("\n");
}
