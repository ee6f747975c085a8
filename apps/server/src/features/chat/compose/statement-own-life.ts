import type { TGoal } from "@nutriguia/domain";
import { faithLeavesOut, GOAL_SAID, SHIFT } from "../understand/said-of-oneself";
import type { TUnderstanding } from "../understand/understand";

/** A goal said in the message, and how the answers and plans will follow it (issue 27: a stated goal is kept and used). */
const GOAL_LINES: Readonly<Partial<Record<TGoal, string>>> = {
  WEIGHT_GAIN:
    "Objetivo de **ganhar peso**: aos poucos, com um extra de cerca de 300 a 500 kcal por dia sobre o que você gasta, em refeições completas e lanches nutritivos (pão com ovo ou pasta de amendoim, vitamina de fruta com aveia, iogurte com granola, castanhas), nunca com doces e frituras como base. Se você emagreceu sem querer ou está abaixo do peso há tempo, vale uma consulta médica.",
  MUSCLE_GAIN:
    "Objetivo de **ganhar massa muscular**: um extra pequeno, de cerca de 200 a 300 kcal por dia sobre o que você gasta, **1,6 a 2,2 g de proteína por kg** de peso divididos em 4 a 5 refeições, carboidrato suficiente em volta do treino e treino de força regular.",
  WEIGHT_MAINTENANCE:
    "Objetivo de **manter o peso**: vou medir o seu dia pelo que você gasta, sem déficit, e não vou sugerir cortes.",
};

/** A teenager's goal to grow stronger or heavier: meals and training, never the adult surplus, range or supplements. */
const TEEN_GOAL_LINES: Readonly<Partial<Record<TGoal, string>>> = {
  MUSCLE_GAIN:
    "Objetivo de **ganhar massa muscular**, na adolescência: o corpo ainda está crescendo, então a base é comer bem e treinar bem, sem contar calorias: 3 refeições completas e 2 a 3 lanches, com proteína em todas (ovo, frango, carne, feijão, leite, iogurte), carboidrato para ter energia no treino e **treino de força com orientação de um educador físico**. Whey, creatina e outros suplementos não são necessários nessa idade; só com o **pediatra** ou um **nutricionista**.",
  WEIGHT_GAIN:
    "Objetivo de **ganhar peso**, na adolescência: refeições completas e lanches nutritivos (pão com ovo ou queijo, vitamina de fruta com aveia, iogurte, castanhas), sem doces e frituras como base e sem contar calorias. Vale mostrar ao **pediatra** ou hebiatra, que acompanha o crescimento na curva.",
};

/** Training said in passing: what it changes, by the goal said with it (no cut is suggested for a goal that is not loss). */
export function trainingLine(goal: TGoal | null): string {
  const lead = "Você treina com volume alto: o treino entra no seu gasto de energia estimado, que fica bem maior que o de uma pessoa sedentária.";
  if (goal === "WEIGHT_MAINTENANCE") return `${lead} Para manter o peso, coma o que gasta, com carboidrato suficiente nos dias de treino e proteína em todas as refeições.`;
  if (goal === "MUSCLE_GAIN" || goal === "WEIGHT_GAIN") return `${lead} As metas que eu te passar já contam esse gasto, para sobrar energia para ganhar peso.`;
  return `${lead} Não vou sugerir cortes grandes: para emagrecer treinando, um déficit pequeno (cerca de 300 a 500 kcal por dia) protege o desempenho e a saúde.`;
}

function faithLine(folded: string): string | null {
  const rules = faithLeavesOut(folded);
  const out = [
    rules.pork ? "carne de porco e derivados (bacon, linguiça, presunto)" : null,
    rules.seafood ? "frutos do mar (camarão, lula, mariscos)" : null,
    rules.scaleless ? "peixes sem escamas (pintado, cação, bagre, surubim)" : null,
    rules.alcohol ? "bebida alcoólica" : null,
  ].filter((x): x is string => x !== null);
  if (out.length === 0) return rules.meatWithMilk ? "Nas sugestões e nos planos, não junto carne com leite, queijo, creme de leite ou manteiga na mesma refeição." : null;
  const list = out.length === 1 ? out[0]! : `${out.slice(0, -1).join(", ")} e ${out.at(-1)!}`;
  return `Deixo de fora das sugestões e dos planos: ${list}.${rules.meatWithMilk ? " E não junto carne com leite, queijo, creme de leite ou manteiga na mesma refeição." : ""}`;
}

const SHIFT_LINE =
  "Você trabalha em turno: as refeições seguem o seu horário, não o relógio comum — a refeição principal antes de sair, um lanche leve no meio do turno e uma refeição leve ao chegar, antes de dormir. Nos planos que eu montar, distribuo as refeições assim; se quiser, me diga o horário do turno.";

/** Goals, faith and shift said about oneself: a line each, in the statement's acknowledgement. */
export function ownLifeLines(u: TUnderstanding): string[] {
  const lines: string[] = [];
  const teen = u.stated.ownAge !== null && u.stated.ownAge < 18;
  const goal = u.stated.goal && GOAL_SAID.test(u.folded) ? ((teen ? TEEN_GOAL_LINES[u.stated.goal] : undefined) ?? GOAL_LINES[u.stated.goal]) : undefined;
  if (goal) lines.push(goal);
  const faith = faithLine(u.folded);
  if (faith) lines.push(faith);
  if (SHIFT.test(u.folded)) lines.push(SHIFT_LINE);
  return lines;
}
