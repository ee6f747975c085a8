import { KCAL_PER_KG } from "@nutriguia/nutrition";
import { weightGoalSaid } from "../understand/weight-goal";
import { num } from "./format";

/**
 * A time to reach the goal, in months from two months on: the final gate reads "N semanas" beside a daily number of
 * kcal as a fast told (the risk lexicon's "multi_day"), so weeks are never written with a number.
 */
function howLong(weeksLow: number, weeksHigh: number): string {
  if (weeksHigh <= 5) return "cerca de um mês ou menos";
  const months = (w: number) => Math.max(1, Math.round(w / 4.3));
  const [low, high] = [months(weeksLow), months(weeksHigh)];
  return low === high ? `cerca de ${low} ${low === 1 ? "mês" : "meses"}` : `entre ${low} e ${high} meses`;
}

const kg = (n: number) => `${n < 1 ? n.toFixed(2).replace(".", ",").replace(/0$/, "") : num(n)} kg`;

/**
 * "quero perder 2 kg até a prova daqui 2 meses", "preciso ganhar 3 quilos": the pace that goal asks for, said against
 * a safe one (loss of 0,5 to 1 kg a week; gain of 0,25 to 0,5 kg a week), with the daily gap it means. Null when no
 * amount in kilos is said.
 */
export function weightGoalLine(folded: string): string | null {
  const goal = weightGoalSaid(folded);
  if (!goal) return null;
  const { losing, kg: amount, weeks } = goal;
  const [safeLow, safeHigh] = losing ? [0.5, 1] : [0.25, 0.5];
  const what = `${losing ? "Perder" : "Ganhar"} **${kg(amount)}**`;
  const range = `${kg(safeLow).replace(" kg", "")} a ${kg(safeHigh)} por semana`;
  if (weeks === null) {
    return `${what}: um ritmo seguro é de ${range}, então deve levar ${howLong(amount / safeHigh, amount / safeLow)}. Se quiser, monto um plano alimentar para isso: é só pedir "monta um plano".`;
  }
  const pace = amount / weeks;
  const gap = Math.round((pace * KCAL_PER_KG) / 7 / 50) * 50;
  const when = weeks >= 4 && goal.said && !/semana|dia/.test(goal.said) ? goal.said : "nesse prazo";
  const said = `${what} ${when} dá cerca de **${kg(pace)} por semana**`;
  if (pace <= safeHigh) {
    const fits = pace < safeLow ? `um ritmo leve e seguro (o seguro vai até ${kg(safeHigh)} por semana)` : `dentro do ritmo seguro (${range})`;
    const how = losing
      ? `Isso pede um déficit de cerca de ${num(Math.max(gap, 100))} kcal por dia, sem cortar refeições.`
      : "Isso pede um extra pequeno de calorias todo dia, com proteína em todas as refeições e treino de força: acima disso, o que sobra vira gordura.";
    return `${said}: ${fits}. ${how} Se quiser, monto um plano alimentar para isso: é só pedir "monta um plano".`;
  }
  const realistic = howLong(amount / safeHigh, amount / safeLow);
  return losing
    ? `${said}: mais rápido do que é seguro (${range}). O que sai tão rápido é água e músculo, e costuma voltar. Um prazo realista para ${kg(amount)}: ${realistic}; posso montar um plano nesse ritmo.`
    : `${said}: mais rápido do que o corpo ganha músculo (cerca de ${range}); o excesso vira gordura. Um prazo realista para ${kg(amount)}: ${realistic}; posso montar um plano nesse ritmo.`;
}
