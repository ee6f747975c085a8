import { addDays, localDate } from "@nutriguia/domain";
import type { TMealAnalysis, TTargets } from "@nutriguia/nutrition";
import type { TDayTotals } from "../facts/gather-facts";
import { num } from "./format";

/**
 * "quanto deu o dia até agora?" with a card not yet confirmed: the day as the diary holds it, then with the card, set
 * against the day's target; the card counts only once confirmed.
 */
export function composeDayWithCard(day: TDayTotals, card: TMealAnalysis, targets: TTargets | null, cardDay: string = localDate()): string {
  // A card moved to another day ("era de ontem") counts on that day, never in today's total.
  const today = cardDay === localDate();
  // Meals analysed earlier today and not confirmed either (the card itself is one of them when it is today's).
  const open = day.unconfirmed ?? { calories: 0, count: 0 };
  const others = { count: Math.max(0, open.count - (today ? 1 : 0)), calories: Math.max(0, open.calories - (today ? card.totals.calories : 0)) };
  const withCard = day.calories + others.calories + (today ? card.totals.calories : 0);
  const meals = day.count === 1 ? "1 refeição confirmada" : `${day.count} refeições confirmadas`;
  const other = cardDay === addDays(localDate(), -1) ? "ontem" : `${cardDay.slice(8, 10)}/${cardDay.slice(5, 7)}`;
  const lines = [
    day.count > 0 ? `No seu dia, até agora, estão **${num(day.calories)} kcal** (${meals}).` : "No seu dia ainda não há refeições confirmadas.",
    ...(others.count > 0
      ? [`Antes desta, analisei ${others.count === 1 ? "1 refeição de hoje que ainda não foi confirmada" : `${others.count} refeições de hoje que ainda não foram confirmadas`} (**${num(others.calories)} kcal**).`]
      : []),
    today && others.count > 0
      ? `Contando com ${others.count === 1 ? "ela" : "elas"} e com a refeição do cartão acima (**${num(card.totals.calories)} kcal**), o dia vai a **${num(withCard)} kcal**.`
      : today
      ? `Com a refeição do cartão acima (**${num(card.totals.calories)} kcal**, ainda não confirmada), o dia vai a **${num(withCard)} kcal**.`
      : `A refeição do cartão acima (**${num(card.totals.calories)} kcal**) é de ${other}: ela não entra na conta de hoje, e sim na de ${other} quando você confirmar.`,
  ];
  if (targets) {
    const left = Math.round(targets.calories - withCard);
    lines.push(left >= 0 ? `Da sua meta de ${num(targets.calories)} kcal, sobram cerca de **${num(left)} kcal**.` : `Isso passa cerca de **${num(-left)} kcal** da sua meta de ${num(targets.calories)} kcal; não é motivo de culpa, o que conta é a média da semana.`);
  }
  lines.push(
    !today ? "Confirme no cartão para ela entrar naquele dia, ou me diga o que mudar nela." : others.count > 0 ? "Confirme os cartões acima para essas refeições entrarem no seu dia, ou me diga o que mudar." : "Confirme no cartão para a refeição entrar no seu dia, ou me diga o que mudar nela.",
  );
  return lines.join("\n\n");
}
