import type { TTargets } from "@nutriguia/nutrition";
import type { TDayTotals } from "../facts/gather-facts";
import { num } from "./format";

const meals = (n: number) => (n === 1 ? "1 refeição" : `${n} refeições`);
const kcal = (n: number) => `${num(Math.round(n))} kcal`;

/**
 * "e comparado com ontem?": today's confirmed meals against yesterday's, the difference said, and each day against the
 * target (the one the person said, else the profile's). A day with nothing logged is said so, never counted as zero eaten.
 */
export function composeAgainstYesterday(today: TDayTotals, yesterday: TDayTotals, targets: TTargets | null): string {
  const goal = targets ? ` da sua meta de ${kcal(targets.calories)}` : "";
  const line = (name: string, d: TDayTotals) =>
    `- **${name}:** ${kcal(d.calories)} em ${meals(d.count)}, com ${num(Math.round(d.protein))} g de proteína${targets ? ` (${Math.round((d.calories / targets.calories) * 100)}%${goal})` : ""}.`;
  if (yesterday.count === 0) {
    const now = today.count > 0 ? `Hoje você está com **${kcal(today.calories)}** em ${meals(today.count)}.` : "Hoje também não há refeição confirmada ainda.";
    return `Ontem não ficou nenhuma refeição confirmada aqui no seu diário, então não tenho como comparar. ${now} Se quiser, me conte o que comeu ontem (por exemplo, *ontem no almoço comi arroz, feijão e frango*) que eu registro no dia de ontem.`;
  }
  if (today.count === 0) return `Hoje ainda não há refeição confirmada, então não dá para comparar. Ontem foram **${kcal(yesterday.calories)}** em ${meals(yesterday.count)}. Me conte o que comeu hoje e confirme o cartão que eu comparo.`;
  const diff = Math.round(today.calories - yesterday.calories);
  const said = Math.abs(diff) < 50 ? "Até agora, hoje está **praticamente igual** a ontem." : diff > 0 ? `Até agora, hoje está **${kcal(diff)} acima** de ontem.` : `Até agora, hoje está **${kcal(-diff)} abaixo** de ontem; o dia ainda não acabou, então isso pode mudar.`;
  const note = "Um dia acima ou abaixo não define nada: o que conta é a média da semana.";
  return [said, [line("Hoje", today), line("Ontem", yesterday)].join("\n"), note].join("\n\n");
}
