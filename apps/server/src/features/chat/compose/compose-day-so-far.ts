import type { TGoal } from "@nutriguia/domain";
import type { TTargets } from "@nutriguia/nutrition";
import type { TDayTotals } from "../facts/gather-facts";
import { num, PROFILE_PATH } from "./format";

/** A goal of gaining, as the replies say it: eating little is then short of the target, never a deficit to praise. */
export type TGain = "ganhar massa" | "ganhar peso" | null;
export function gainOf(goal: TGoal | null | undefined): TGain {
  return goal === "MUSCLE_GAIN" ? "ganhar massa" : goal === "WEIGHT_GAIN" ? "ganhar peso" : null;
}

/** For someone gaining, the day measured as what is still missing (decision 204). */
function leftToGain(targets: TTargets, left: number, gain: "ganhar massa" | "ganhar peso"): string {
  if (left < 0) return `Você passou da sua meta de ${num(targets.calories)} kcal em cerca de ${num(-left)} kcal, o que combina com o objetivo de **${gain}**.`;
  if (left < 300) return `Você está perto da sua meta de ${num(targets.calories)} kcal para **${gain}**: faltam cerca de **${num(left)} kcal**, um lanche com proteína fecha o dia.`;
  return `Para **${gain}**, o dia ainda está curto: faltam cerca de **${num(left)} kcal** para a sua meta de ${num(targets.calories)} kcal. Comer pouco atrasa esse objetivo; não pule as próximas refeições e inclua um lanche reforçado, com proteína e carboidrato.`;
}

/** What is left of the day's target after `total`, and what kind of meal fits in it; over the target, no guilt. */
export function leftOfTarget(targets: TTargets, total: number, gain: TGain = null): string {
  const left = Math.round(targets.calories - total);
  if (gain) return leftToGain(targets, left, gain);
  if (left < 0) return `Isso passa cerca de **${num(-left)} kcal** da sua meta de ${num(targets.calories)} kcal; não é motivo de culpa, um dia não define nada: o que conta é a média da semana.`;
  const fits =
    left >= 450
      ? "cabe um jantar completo e leve, como arroz, feijão, uma proteína magra e salada"
      : left >= 200
        ? "cabe uma refeição leve, como uma omelete com salada, uma sopa de legumes com frango ou um sanduíche natural"
        : "no resto do dia, prefira algo bem leve, como uma fruta ou um iogurte natural";
  return `Você está dentro da sua meta de ${num(targets.calories)} kcal: sobram cerca de **${num(left)} kcal**, e ${fits}.`;
}

const meals = (n: number) => (n === 1 ? "1 refeição" : `${n} refeições`);

/**
 * "quanto deu o dia?", "passei do limite?": the meals confirmed today, then the ones analysed today and not yet
 * confirmed (cards above in the chat), and what is left of the day's target counting both, said apart; the target is
 * the calories the person says in the question, when they say them.
 */
export function composeDaySoFar(day: TDayTotals, profileTargets: TTargets | null, caution: string, ownCalories: number | null = null, gain: TGain = null): string {
  // "minha meta é 1800, quanto ainda posso comer?": the day is measured against the calories the person says.
  const targets = profileTargets && ownCalories ? { ...profileTargets, calories: ownCalories } : profileTargets;
  const open = day.unconfirmed ?? { calories: 0, protein: 0, carbohydrates: 0, fat: 0, count: 0 };
  if (day.count === 0 && open.count === 0) {
    return "Você ainda não registrou nenhuma refeição hoje. Me conte o que comeu (por exemplo, *comi 2 ovos e 1 pão francês*) e confirme a análise para ela entrar na contagem.";
  }
  const lines = [
    day.told
      ? `Pelo que você me contou, hoje já foram cerca de **${num(day.calories)} kcal** (só o total, sem os alimentos, então não sei as proteínas dessa parte).`
      : day.count > 0
      ? `Hoje você confirmou ${meals(day.count)}, somando **${num(day.calories)} kcal**: ${num(day.protein)} g de proteínas, ${num(day.carbohydrates)} g de carboidratos e ${num(day.fat)} g de gorduras.`
      : "Hoje ainda não há refeições confirmadas.",
  ];
  const total = day.calories + open.calories;
  if (open.count > 0) {
    lines.push(
      "",
      `Analisei também ${meals(open.count)} de hoje que ainda ${open.count === 1 ? "não foi confirmada" : "não foram confirmadas"} (**${num(open.calories)} kcal**). Contando com ${open.count === 1 ? "ela" : "elas"}, o dia vai a **${num(total)} kcal**, com ${num(day.protein + open.protein)} g de proteínas.`,
    );
  }
  if (targets) {
    const protein = day.told && open.count === 0 ? "" : ` Proteína até agora: ${num(day.protein + open.protein)} de ${num(targets.protein)} g${day.told ? ", sem contar a parte que você me contou" : ""}.`;
    lines.push("", `${leftOfTarget(targets, total, gain)}${protein}`);
  } else {
    lines.push("", `Complete seu perfil para comparar com uma meta diária. [Preencher no site](${PROFILE_PATH})`);
  }
  if (open.count > 0) lines.push("", "Para essas refeições entrarem na sua contagem, confirme os cartões acima.");
  return lines.join("\n") + caution;
}
