import { addDays, localDate } from "@nutriguia/domain";
import type { TMealAnalysis, TTargets } from "@nutriguia/nutrition";
import type { TDayTotals } from "../facts/gather-facts";
import { leftOfTarget, type TGain } from "./compose-day-so-far";
import { num } from "./format";

/**
 * "quanto deu o dia até agora?" with a card not yet confirmed: the day's total first (confirmed meals, the card and any
 * other meal analysed today and left open), then what is left of the target and what fits in it; the card counts only
 * once confirmed, and a card moved to another day never counts today.
 */
export function composeDayWithCard(day: TDayTotals, card: TMealAnalysis, targets: TTargets | null, cardDay: string = localDate(), gain: TGain = null): string {
  const today = cardDay === localDate();
  // Meals analysed earlier today and not confirmed either (the card itself is one of them when it is today's).
  const open = day.unconfirmed ?? { calories: 0, protein: 0, count: 0 };
  /** A sum over the meals left open: the others analysed today, plus the card when it is today's. */
  const openSum = (ofOpen: number, ofCard: number) => Math.max(0, ofOpen - (today ? ofCard : 0)) + (today ? ofCard : 0);
  const others = { count: Math.max(0, open.count - (today ? 1 : 0)) };
  const openKcal = openSum(open.calories, card.totals.calories);
  const openCount = openSum(open.count, 1);
  const total = day.calories + openKcal;
  const confirmed = day.told ? `${num(day.calories)} kcal que você me contou` : day.count > 0 ? `${num(day.calories)} kcal de ${day.count === 1 ? "1 refeição confirmada" : `${day.count} refeições confirmadas`}` : "nenhuma refeição confirmada ainda";
  const foods = card.items.slice(0, 4).map((i) => i.food.split(" (")[0]!.toLowerCase()).join(", ");
  const which = `${others.count === 0 ? "" : `${others.count === 1 ? "a refeição anterior" : "as anteriores"} e `}o cartão acima: ${foods}`;
  const openText = openCount === 1 ? `1 refeição analisada e ainda não confirmada (${which})` : `${openCount} refeições analisadas e ainda não confirmadas (${which})`;
  const other = cardDay === addDays(localDate(), -1) ? "ontem" : `${cardDay.slice(8, 10)}/${cardDay.slice(5, 7)}`;
  const lines = [
    openCount > 0 ? `Até agora, o dia vai a **${num(total)} kcal**: ${confirmed} e ${num(openKcal)} kcal de ${openText}.` : `Até agora, o dia soma **${num(total)} kcal** (${confirmed}).`,
    ...(today ? [] : [`A refeição do cartão acima (**${num(card.totals.calories)} kcal**) é de ${other}: ela não entra na conta de hoje, e sim na de ${other} quando você confirmar.`]),
  ];
  const protein = day.protein + openSum(open.protein, card.totals.protein);
  if (targets) lines.push(`${leftOfTarget(targets, total, gain)} Proteína até agora: ${num(protein)} de ${num(targets.protein)} g.`);
  lines.push(!today ? "Confirme no cartão para ela entrar naquele dia, ou me diga o que mudar nela." : openCount > 1 ? "Confirme os cartões acima para essas refeições entrarem no seu dia, ou me diga o que mudar." : "Confirme no cartão para a refeição entrar no seu dia, ou me diga o que mudar nela.");
  return lines.join("\n\n");
}
