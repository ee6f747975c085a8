import type { TMealAnalysis, TTargets } from "@nutriguia/nutrition";
import type { TDayTotals } from "../facts/gather-facts";
import { num } from "./format";

/**
 * "quanto deu o dia até agora?" with a card not yet confirmed: the day as the diary holds it, then with the card, set
 * against the day's target; the card counts only once confirmed.
 */
export function composeDayWithCard(day: TDayTotals, card: TMealAnalysis, targets: TTargets | null): string {
  const withCard = day.calories + card.totals.calories;
  const meals = day.count === 1 ? "1 refeição confirmada" : `${day.count} refeições confirmadas`;
  const lines = [
    day.count > 0 ? `No seu dia, até agora, estão **${num(day.calories)} kcal** (${meals}).` : "No seu dia ainda não há refeições confirmadas.",
    `Com a refeição do cartão acima (**${num(card.totals.calories)} kcal**, ainda não confirmada), o dia vai a **${num(withCard)} kcal**.`,
  ];
  if (targets) {
    const left = Math.round(targets.calories - withCard);
    lines.push(left >= 0 ? `Da sua meta de ${num(targets.calories)} kcal, sobram cerca de **${num(left)} kcal**.` : `Isso passa cerca de **${num(-left)} kcal** da sua meta de ${num(targets.calories)} kcal; não é motivo de culpa, o que conta é a média da semana.`);
  }
  lines.push("Confirme no cartão para a refeição entrar no seu dia, ou me diga o que mudar nela.");
  return lines.join("\n\n");
}
