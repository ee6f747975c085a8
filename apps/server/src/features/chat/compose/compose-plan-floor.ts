/** What a nursing mother or an older adult is told before the plan made at the stage's safe level (decision 221). */
import type { TPlanFloor } from "../facts/plan-floor";

const num = (n: number): string => n.toLocaleString("pt-BR");

/** Said before the plan: what was asked, the floor of the stage and why, and what the plan does instead. */
export function composeFloorNote(f: TPlanFloor): string {
  const under = f.asked !== null && f.asked < f.floor;
  if (f.stage === "nursing") {
    const head = under
      ? `**Você pediu ${num(f.asked!)} kcal, mas amamentando eu não monto plano abaixo de ${num(f.floor)} kcal por dia:** com menos que isso a produção de leite pode cair e faltam nutrientes para você e o bebê. Montei o plano em **${num(f.calories)} kcal**.`
      : `**Amamentando, o plano fica em ${num(f.calories)} kcal por dia, nunca abaixo de ${num(f.floor)} kcal:** assim a produção de leite se mantém e a perda de peso, se vier, é gradual (até cerca de 0,5 kg por semana).`;
    return `${head} Beba água a cada mamada e mantenha proteína, cálcio e ferro em todas as refeições; se o bebê mamar menos ou você sentir fraqueza, converse com o **pediatra** e um **nutricionista**.`;
  }
  const head = under
    ? `**Você pediu ${num(f.asked!)} kcal, mas depois dos 65 anos eu não monto plano abaixo de ${num(f.floor)} kcal por dia:** com menos que isso o corpo perde músculo e osso, o que aumenta o risco de quedas e fraturas. Montei o plano em **${num(f.calories)} kcal**.`
    : `**Depois dos 65 anos o plano fica em ${num(f.calories)} kcal por dia, nunca abaixo de ${num(f.floor)} kcal:** emagrecer nessa fase leva junto músculo e osso, então a perda, se vier, é lenta.`;
  return `${head} Tem proteína em todas as refeições; junte exercício de força orientado e converse com seu **médico** (de preferência um **geriatra**) e um **nutricionista**.`;
}

/** "1.800 kcal por dia, pelo que você me disse": not what was said when the stage's floor set the kcal; the note says it. */
export function withoutSaidKcal(text: string, f: TPlanFloor): string {
  // A small cut while nursing is what the note says: not "sem déficit", which the plan is not.
  const said = f.stage === "nursing" && f.cut ? text.replace(NO_DEFICIT_LEAD, ", com um corte pequeno, que a amamentação permite").replace(NO_DEFICIT_CAUTION, SMALL_CUT_CAUTION) : text;
  return said.replace(/[\d.]+ kcal por dia, pelo que você me disse \([^)]*\)(?:; )?/, "").replace(/^Levei em conta: ?\.?\n\n/m, "").replace(/^Levei em conta: ?$\n?/m, "");
}

const NO_DEFICIT_LEAD = ", sem déficit calórico, como pede a amamentação";
const NO_DEFICIT_CAUTION = "Na amamentação não se faz déficit calórico; a produção de leite precisa de energia e boa hidratação.";
const SMALL_CUT_CAUTION = "Na amamentação o corte é pequeno (até cerca de 0,5 kg por semana) e o plano nunca fica abaixo de 1.800 kcal; a produção de leite precisa de energia e boa hidratação.";
