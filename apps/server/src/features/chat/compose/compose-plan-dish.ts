import type { TPutDishes } from "../../meal-plans";
import { num } from "./format";

const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

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
  const lead = placed.length > 0 ? ["Pronto, coloquei no seu plano, no lugar do prato principal e com a porção ajustada às calorias da refeição:", "", ...placed, ""] : [];
  const rest = placed.length > 0 ? `A salada e os legumes dessas refeições e os outros dias continuam iguais. Veja tudo em [${result.title}](${planLink}).` : `Veja as refeições em [${result.title}](${planLink}).`;
  return [...lead, ...(refused.length > 0 ? [...refused, ""] : []), rest].join("\n");
}
