import { computeTargets } from "@nutriguia/nutrition";
import type { TUserFacts } from "../understand/user-facts";
import { BARIATRIC } from "../understand/stated-facts";
import { num } from "./format";

/** Insulin or a sulfonylurea, said in the message or earlier: a cut in food without the dose adjusted is a hypoglycaemia risk. */
const GLUCOSE_LOWERING = /\b(insulina|glibenclamida|gliclazida|glimepirida|daonil|diamicron|amaryl)\b/;
/** A fast cut asked with it: "pra emagrecer rápido", "bem restrita", "secar". */
const FAST_CUT = /\b(?:emagrec\w*|perder|secar|baixar|eliminar|enxugar)\b.{0,30}\b(?:rapid\w*|logo|urgente|em \d+ dias)\b|\brestrit[oa]s?\b|\bpoucas? calorias?\b|\bjejum\b/;

/**
 * A plan asked with insulin (or a sulfonylurea) and a cut below the person's resting energy, or a fast one (decision
 * 135): the reason and who to see, never a plan with the cut. Null when the plan can be made.
 */
export function composeInsulinCut(said: string, requestedCalories: number | null, facts: TUserFacts): string | null {
  if (!GLUCOSE_LOWERING.test(said)) return null;
  const targets = facts.profile ? computeTargets(facts.profile) : null;
  const target = targets?.calories ?? null;
  // Below the resting energy, or asked fast: a plan at a kcal the team can follow (1,600 for someone who counts carbs) is made, with each meal's carbohydrate.
  const cut = (requestedCalories !== null && targets !== null && requestedCalories < targets.restingEnergy) || FAST_CUT.test(said);
  if (!cut) return null;
  return [
    "**Com insulina (ou remédios como glibenclamida e gliclazida), não monto por aqui um plano com corte de calorias.**",
    "",
    "Comer menos, ou menos carboidrato, sem ajustar a dose do remédio pode causar **hipoglicemia** (açúcar baixo no sangue): tremor, suor frio, confusão e até desmaio. Emagrecer usando insulina é possível, mas a meta de calorias, os carboidratos de cada refeição e a dose precisam ser combinados juntos.",
    "",
    "Procure seu **endocrinologista** (ou o médico que acompanha o diabetes) e um **nutricionista**. Tenha sempre à mão uma fonte de açúcar rápido (um copo de suco ou 1 colher de sopa de açúcar) para uma crise.",
    "",
    target !== null
      ? `Se quiser, monto um plano na sua meta estimada (cerca de **${num(target)} kcal** por dia), com refeições em horários regulares e os carboidratos de cada uma, para você levar a eles.`
      : "Se quiser, monto um plano na sua meta estimada, com refeições em horários regulares e os carboidratos de cada uma, para você levar a eles.",
  ].join("\n");
}

/** Before the operation: the pre-operative diet ("dieta líquida pré-operatória", "opero mês que vem"). */
const BEFORE_SURGERY = /\b(pre ?operatori\w*|pre ?op|vou operar|opero|vou fazer (?:a )?(?:bariatrica|cirurgia|reducao)|antes da cirurgia|mes que vem|semana que vem)\b/;

/**
 * A plan asked after (or just before) a bariatric operation (decision 193): the stomach takes small volumes in phases the
 * team sets, so a plan of ordinary plates is never made; the reply says how such a meal is built and who draws the plan.
 */
export function composeBariatricPlan(said: string, facts: TUserFacts): string | null {
  if (!facts.risks.bariatric && !BARIATRIC.test(said)) return null;
  if (BEFORE_SURGERY.test(said)) {
    return [
      "**Antes da bariátrica, a dieta pré-operatória (a líquida, inclusive) é a da sua equipe: não monto outro plano por cima dela.**",
      "",
      "Ela prepara o fígado e o estômago para a cirurgia e tem quantidades, proteína e duração certas para o seu caso; mudar por conta própria pode atrasar ou complicar a operação.",
      "",
      "- Siga o cardápio e o suplemento de proteína que o **nutricionista da equipe** passou, nos horários combinados;",
      "- beba água aos golinhos ao longo do dia;",
      "- se sentir tontura, fraqueza forte ou não conseguir seguir, fale com o **cirurgião** ou o nutricionista antes de mudar.",
      "",
      "Depois da cirurgia, a alimentação volta em fases (líquida, pastosa, branda, sólida) que a equipe libera. Posso tirar dúvidas sobre algum alimento dessa fase.",
    ].join("\n");
  }
  return [
    "**Depois da bariátrica, não monto um plano de pratos comuns:** o seu estômago aceita volumes pequenos, e as quantidades e a fase da alimentação são as que a sua equipe (cirurgião e nutricionista) definiu.",
    "",
    "Como costuma ser montada cada refeição depois da cirurgia:",
    "- **volume pequeno**: um pires ou meia xícara a uma xícara por refeição, em 5 a 6 refeições ao dia;",
    "- **proteína primeiro** (ovo, frango, peixe, carne magra, queijo branco, iogurte), depois legumes, e só então arroz, batata ou pão;",
    "- **mastigar devagar**, 20 a 30 vezes cada garfada, e parar ao primeiro sinal de saciedade;",
    "- **líquidos longe das refeições** (30 minutos antes e depois), 1,5 a 2 litros de água aos golinhos ao longo do dia;",
    "- **sem doces, refrigerante e álcool**: açúcar causa dumping (mal-estar, suor, diarreia) e o álcool age mais rápido;",
    "- **suplementos** (vitaminas, ferro, cálcio, B12) todos os dias, como a equipe prescreveu.",
    "",
    "Se o peso voltou a subir, isso tem tratamento: volte ao **nutricionista da equipe bariátrica** para rever volumes, beliscos e líquidos calóricos. Posso ajudar a anotar o que você come para levar a ele, ou dizer se um alimento cabe nessa rotina.",
  ].join("\n");
}
