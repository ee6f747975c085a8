import { composeCutDown, CUT_DOWN } from "./compose-cut-down";
import { NUTRITION_WORDS } from "../understand/question-type";
import { MAX_DEFICIT_KCAL } from "@nutriguia/nutrition";
import { composeWeightLossPace } from "./compose-pace";
import { conditionNotes } from "./condition-notes";
import { lowEnergyLead, tooFarBelowLead, UNWELL_IN_TRAINING } from "./energy-leads";
import { composeHealthReferral, composeUncoveredHealth } from "./compose-health-referral";
import { composeContext } from "./compose-context";
import { composeKnowledge, firstAnswers } from "./compose-knowledge";
import { composeNotAMeal } from "./compose-not-a-meal";
import { composePointLead } from "./point-lead";
import { asksForSomeone } from "../knowledge/asked-point";
import { notAMeal } from "../understand/not-a-meal";
import { principleAsked, principleInThread } from "./compose-in-scope";
import { limitForMeal, limitToldNow } from "./limits-said";
import { composeHouseholdAfterPlan } from "./household-said";
import { composeNotCovered, composeOutOfScope, composeTargets } from "./compose-replies";
import { cautionFirst, type TComposeKit, type TComposed } from "./compose-kit";

/** A general question: a plan shared at home, a limit said, a kcal intake judged, an entry, a principle or a referral. */
export function composeGeneralQuestion(kit: TComposeKit): TComposed {
  const { u, user, facts, caution, thread, q, inScope } = kit;
  // "meu marido come porções maiores, como faço?" after a plan: that person's plate from the same menu (decision 193).
  const sharing = composeHouseholdAfterPlan(u.folded, u.lastReply, facts.targets);
  if (sharing) return q(sharing, "PLAN_REQUEST");
  // "o que posso jantar?" after "não sei cozinhar": what was said shapes the ideas.
  const limit = limitForMeal(u.folded, u.earlier);
  const kbIdeas = facts.knowledge.length > 0 && !limit?.replaces ? composeKnowledge(firstAnswers(facts.knowledge), user.avoid, user.conditions, user.profile?.dislikedFoods) : "";
  if (limit) return q(cautionFirst(u, [limit.note, kbIdeas].filter(Boolean).join("\n\n"), caution));
  const notMeal = u.requestedCalories === null ? notAMeal(u.folded, facts.foods.length) : null;
  // "tem como fazer marmita pra semana toda", "alguma receita fácil": the entry, else the principle asked, before "no recipes".
  const shown = facts.knowledge.length > 0 ? composeKnowledge(firstAnswers(facts.knowledge), user.avoid, user.conditions, user.profile?.dislikedFoods) : notMeal === "recipe" ? (principleInThread(u.folded, thread) ?? "") : "";
  // "vontade de comer sushi, 20 semanas de barriga": a food wanted is still weighed against the person's condition.
  const wanted = notMeal === "later" ? facts.foods.flatMap((f) => conditionNotes(f, user.conditions)).slice(0, 2) : [];
  if (notMeal) return q([...wanted, composeNotAMeal(notMeal, u.text, shown)].join("\n\n") + caution);
  if (facts.foods.length > 0 && CUT_DOWN.test(u.folded)) return q(composeCutDown(facts.foods[0]!, u.folded) + caution);
  if (facts.knowledge.length === 0 && u.requestedCalories !== null && facts.targets) {
    // "como 1200 kcal e treino 2x por dia, tô tendo tontura": far below what training spends is the answer, not "acima do mínimo".
    if (user.training && (u.requestedCalories < facts.targets.calories * 0.75 || UNWELL_IN_TRAINING.test(u.folded))) {
      return q(composeTargets(facts.targets, caution, lowEnergyLead(u.requestedCalories, facts.targets.maintenanceCalories)), "PROFILE_QUESTION");
    }
    // Further below what the person spends than any target goes (a very active runner on 1200 kcal) is too little, floor or not.
    if (facts.targets.maintenanceCalories - u.requestedCalories > MAX_DEFICIT_KCAL) return q(composeTargets(facts.targets, caution, tooFarBelowLead(u.requestedCalories, facts.targets.maintenanceCalories)), "PROFILE_QUESTION");
    return q(composeTargets(facts.targets, caution, `Comer ${u.requestedCalories} kcal por dia fica acima do mínimo seguro para você. Pelo seu perfil, estas são as metas diárias estimadas:`), "PROFILE_QUESTION");
  }
  if (facts.knowledge.length === 0 && /\b(emagrec\w*|perder peso|secar|perder barriga)\b/.test(u.folded)) return q(composeWeightLossPace(facts.targets, caution, { folded: u.folded, training: user.training }));
  if (facts.knowledge.length > 0) return q(cautionFirst(u, composeKnowledge(facts.knowledge, user.avoid, user.conditions, user.profile?.dislikedFoods), caution));
  const context = composeContext(u.text);
  if (context) return q(context + caution, "PROFILE_QUESTION");
  // "como pouco de manhã, não tenho fome": how the person eats, answered with what suits it.
  const limitTold = limitToldNow(u.folded);
  if (limitTold) return q(limitTold + caution);
  // A principle the message itself asks for ("precisa contar caloria todo dia?") answers it; a health subject keeps its referral.
  const principleOwn = composeHealthReferral(u.folded) || composeUncoveredHealth(u.text, u.folded) ? null : principleAsked(u.folded);
  if (principleOwn) return q(principleOwn + caution);
  // A person, a condition or a time asked with nothing verified on it is said plainly; any other point may still get a
  // referral or a principle first ("qual enche mais?", "e à tarde dá uma fome absurda").
  const personal = facts.uncoveredPoint && asksForSomeone(facts.uncoveredPoint);
  if (facts.uncoveredPoint && personal) return q(composePointLead(facts.uncoveredPoint, u.text) + caution);
  const referral = composeHealthReferral(u.folded) ?? composeUncoveredHealth(u.text, u.folded);
  if (referral) return q(referral);
  const principle = inScope();
  if (principle) return q(principle + caution);
  if (facts.uncoveredPoint) return q(composePointLead(facts.uncoveredPoint, u.text) + caution);
  return NUTRITION_WORDS.test(u.folded) || /\b(quilos?|kg|perder|secar|creatina|rins?|figado|estomago)\b/.test(u.folded) ? q(composeNotCovered(user.avoid.length > 0)) : q(composeOutOfScope(), "OUT_OF_SCOPE");
}
