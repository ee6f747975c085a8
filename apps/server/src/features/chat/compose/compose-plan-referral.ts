import { computeTargets } from "@nutriguia/nutrition";
import type { TUserFacts } from "../understand/user-facts";
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
