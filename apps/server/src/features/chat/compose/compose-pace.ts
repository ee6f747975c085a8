import { KCAL_PER_KG, type TTargets } from "@nutriguia/nutrition";
import { weightGoalSaid } from "../understand/weight-goal";
import { num } from "./format";

/** Below this no adult plan goes without a professional (the engine's floor for women; men's is higher and already in their target). */
const SAFE_FLOOR = 1200;

const round50 = (v: number) => Math.round(v / 50) * 50;

/**
 * How fast to lose weight and how much to cut, from the person's own expenditure (training said in the conversation
 * included): a pace in kg per week, a daily cut in kcal, and how many weeks the kilos asked for would take.
 */
export function composeWeightLossPace(targets: TTargets | null, caution: string, ask: { folded: string; training: boolean }): string {
  const lines = ["Um ritmo seguro de emagrecimento para adultos é de cerca de **0,5 a 1 kg por semana**. Perder mais rápido que isso costuma tirar músculo, causar falta de nutrientes e efeito sanfona."];
  const goal = weightGoalSaid(ask.folded);
  const kilos = goal?.losing ? goal.kg : null;
  if (targets) {
    const spend = targets.maintenanceCalories;
    const current = spend - targets.calories;
    const [low, high] = ask.training ? [300, 500] : [500, 750];
    const lo = Math.max(round50(spend - high), SAFE_FLOOR);
    const hi = Math.max(round50(spend - low), lo);
    const eat = lo === hi ? `**${num(hi)} kcal**` : `**${num(lo)} a ${num(hi)} kcal**`;
    lines.push(
      "",
      `Pelo seu perfil${ask.training ? ", já contando o treino que você me contou," : ""} você gasta cerca de **${num(spend)} kcal por dia**. Para emagrecer com segurança, corte **${low} a ${high} kcal por dia** desse gasto, sem descer do mínimo seguro: coma por volta de ${eat}.`,
    );
    if (current > 0) lines.push("", `A sua meta atual, ${num(targets.calories)} kcal por dia, já é um déficit de cerca de ${num(Math.round(current))} kcal: a tendência é perder perto de **${num(Math.round(((current * 7) / KCAL_PER_KG) * 10) / 10)} kg por semana**.`);
    if (kilos) {
      const fast = Math.max(1, Math.round((kilos * KCAL_PER_KG) / (high * 7)));
      const slow = Math.max(fast, Math.round((kilos * KCAL_PER_KG) / (low * 7)));
      lines.push("", `Para perder **${num(kilos)} kg** nesse ritmo, conte com cerca de **${fast === slow ? fast : `${fast} a ${slow}`} semanas**.`);
    }
  } else if (kilos) {
    lines.push("", `Para perder **${num(kilos)} kg** com segurança, conte com pelo menos ${Math.max(1, Math.round(kilos / 0.75))} semanas. Complete seu perfil para eu calcular quanto cortar por dia.`);
  }
  if (ask.training) {
    lines.push("", "Treinando para uma prova: mantenha o corte pequeno nas semanas de treino longo e **não faça déficit nas 1 a 2 semanas antes da prova** (polimento): chegar com energia e glicogênio vale mais que um quilo a menos.");
  }
  lines.push("", "No começo a balança pode cair mais rápido (água); depois o ritmo se estabiliza. Um nutricionista pode acompanhar de perto.");
  return lines.join("\n") + caution;
}
