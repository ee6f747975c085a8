import { trainingIntro } from "./training-intro";
import { composeOvereating, OVEREATING } from "./compose-cut-down";
import type { TChatIntent } from "@nutriguia/domain";
import { cautionFirst, type TComposed, type TComposeContext, type TComposeKit } from "./compose-kit";
import { composeFoodAsked } from "./compose-food-asked";
import { composeGeneralQuestion } from "./compose-general-question";
import type { TTurnFacts } from "../facts/gather-facts";
import { composeFloorNote, withoutSaidKcal } from "./compose-plan-floor";
import type { TUnderstanding } from "../understand/understand";
import type { TUserFacts } from "../understand/user-facts";
import { composeWeightLossPace } from "./compose-pace";
import { cautionBlock } from "./cautions";
import { pregnancySwellingWarning } from "../gate/pregnancy-swelling";
import { pregnancySignsWarning } from "../gate/pregnancy-signs";
import { saltSubstituteWarning } from "./condition-notes";
import { composeStatement } from "./compose-statement";
import { cardInLightOf } from "./card-in-light-of";
import { composeMealIdeas } from "./compose-meal-ideas";
import { composeAtHand } from "./compose-at-hand";
import { CHILD_AMOUNTS } from "./energy-leads";
import { cardNutrientAsked } from "./card-nutrient-asked";
import { composeEverydayTalk } from "./compose-everyday-talk";
import { composeHealthReferral, composeUncoveredHealth } from "./compose-health-referral";
import { composeDaySoFar, gainOf } from "./compose-day-so-far";
import { ownDailyCalories } from "../understand/fits-the-day";
import { caloriesInDayQuestion } from "../understand/day-question";
import { everydayTopic } from "../understand/everyday-talk";
import { composeContext } from "./compose-context";
import { composeKnowledge, composeNutrientPerDay, composeRichestFoods, firstAnswers } from "./compose-knowledge";
import { entriesFitFor } from "./allergen-fit";
import { composeFruitCarbs } from "./compose-fruit-carbs";
import { asksOwnNumber, principleAsked, principleInThread } from "./compose-in-scope";
import { readLabResults } from "../understand/lab-results";
import { composeLabResults, isLabTurn } from "./compose-lab-results";
import { afterOvereating } from "./overate-with-condition";
import { limitForMeal } from "./limits-said";
import { composeHouseholdAfterPlan } from "./household-said";
import { asksForAnAnimal } from "../understand/for-an-animal";
import { composeForAnAnimal } from "./compose-for-an-animal";
import { composeGlycemic, glycemicAsked } from "./glycemic/compose-glycemic";
import { carbVerdict, comparedOf, comparePointFor, DIABETES_LEAD } from "./compare-on-point";
import { someoneNotEatingAsked } from "../gate/someone-not-eating";
import { amountToReachAsked, composeAmountToReach } from "./amount-to-reach/amount-to-reach";
import {
  composeEnergy,
  composeNotCovered,
  composeOutOfScope,
  composePlanCreated,
  composePlanLimit,
  composeProfileRequired,
  composeSmallTalk,
  composeTargets,
} from "./compose-replies";
export type { TComposed, TComposeContext } from "./compose-kit";


/** The built-in composer: pt-BR from templates, the engine's numbers and the curated knowledge base. */
export function composeBuiltin(u: TUnderstanding, user: TUserFacts, gathered: TTurnFacts, ctx: TComposeContext): TComposed {
  // An entry about a food the person must avoid ("Tofu e fontes de proteína vegana" with a soy allergy) is no answer;
  // nor is one written for an allergy they do not have while another entry answers (decision 179).
  const facts: TTurnFacts = gathered.knowledge.length > 0 ? { ...gathered, knowledge: entriesFitFor(gathered.knowledge, user.avoid) } : gathered;
  const caution = cautionBlock(user.conditions, user.training && ["what-to-eat", "general-question", "nutrient-per-day", "energy-expenditure", "weight-loss-pace"].includes(u.type));
  // An answer that came out empty (a comparison with one food unknown) says plainly what it can do instead.
  // Said before any answer: a nutrient asked of the card just shown, the potassium in a salt substitute on some medicines, swelling in pregnancy.
  const first = [cardNutrientAsked(u, facts.cardBefore, user.profile?.gender), saltSubstituteWarning(u.folded, u.earlier ?? "", user.conditions), pregnancySwellingWarning(u.folded, user.conditions), pregnancySignsWarning(u.folded, user.conditions), afterOvereating(u.folded, user.conditions)].filter(Boolean).join("\n\n");
  // An in-scope question with no entry: the person's own number, or a principle on what was asked (a short follow-up:
  // on what the conversation is about), before ever saying there is no answer.
  const thread = u.folded.split(" ").length <= 8 ? [u.context, u.earlier].filter(Boolean).join(" ") || undefined : undefined;
  const inScope = () => (asksOwnNumber(u.folded, thread) && facts.targets ? composeEnergy(facts.targets, caution) : principleInThread(u.folded, thread));
  // No entry for it: about a condition or a supplement, what is safe now and who to see; else say so plainly.
  const uncovered = () => composeHealthReferral(u.folded) ?? composeUncoveredHealth(u.text, u.folded) ?? inScope() ?? composeNotCovered(user.avoid.length > 0);
  const q = (content: string, intent: TChatIntent = "NUTRITION_QUESTION", profileRequired = false): TComposed => {
    const body = content.trim() ? content : uncovered();
    return { content: first ? `${first}\n\n${body}` : body, intent, profileRequired };
  };
  // A feeling after overeating comes first; with no amount said, the food is asked about instead of a guessed portion logged.
  if (OVEREATING.test(u.folded) && !/\d/.test(u.folded)) return q(composeOvereating(facts.analysis?.items[0]?.food ?? facts.foods[0]?.name ?? null));
  // "meu ldl deu 190", "glicemia 112 e glicada 6,0": what the number means, what to change and who to see.
  const labs = isLabTurn(u.type, u.folded) ? readLabResults(u.text) : [];
  if (labs.length > 0) return q(composeLabResults(labs) + caution, "PROFILE_QUESTION");
  if (facts.fruitsBySugar) return q(composeFruitCarbs(facts.fruitsBySugar, user.conditions.has("DIABETES")));
  // "qual o índice glicêmico do café?": the index of the foods named, never an article that shares a food word.
  // "tapioca ou pão, qual é melhor pra quem tem diabetes?": with diabetes, the choice is judged on blood sugar (decision 218).
  const point = u.type === "compare" && u.foods.length >= 2 ? comparePointFor(u.folded, u.nutrients, user) : null;
  const forDiabetes = point?.point === "condition" && point.condition === "DIABETES" && u.nutrients.length === 0;
  const glycemic = (glycemicAsked(u) || forDiabetes) && facts.conflicts.length === 0 ? composeGlycemic(u) : null;
  if (glycemic) return q(forDiabetes ? `${DIABETES_LEAD}\n\n${carbVerdict(comparedOf(facts.foods, u.foods))}\n\n${glycemic}${caution}` : glycemic + caution);
  // "quantos potes de iogurte dá 100 g de proteína?": how much of the food reaches it, never the food's card alone.
  const reach = facts.conflicts.length === 0 ? amountToReachAsked(u) : null;
  const reached = reach ? composeAmountToReach(reach, facts.targets?.protein ?? null) : null;
  if (reached) return q(reached + caution);
  const kit: TComposeKit = { u, user, facts, ctx, caution, thread, q, uncovered, inScope };
  const notEating = someoneNotEatingAsked(u.folded, u.context);
  if (notEating) return q(notEating, "NUTRITION_QUESTION");
  switch (u.type) {
    case "small-talk":
      return q(composeSmallTalk(u.folded, ctx.firstName, ctx.cardOpen), "SMALL_TALK");
    case "day-so-far":
      // "minha meta é 1800" said earlier in the conversation still holds for "quanto ainda posso comer hoje?".
      return q(composeDaySoFar(facts.day!, facts.targets, caution, ownDailyCalories(u.folded) ?? caloriesInDayQuestion(u.folded) ?? user.own?.calories ?? ownDailyCalories(`${u.context ?? ""} ${u.earlier ?? ""}`), gainOf(user.profile?.goal)), "DAY_SUMMARY");
    case "plan-request":
      if (!facts.plan) return q(composeProfileRequired(), "PLAN_REQUEST", true);
      if (facts.plan.kind !== "created") return q(composePlanLimit(facts.plan.message), "PLAN_REQUEST");
      // Nursing or 65 and over: the stage's safe level said first, and the plan checked against it (decision 221).
      if (facts.planFloor) return q(`${composeFloorNote(facts.planFloor)}\n\n${withoutSaidKcal(composePlanCreated(facts.plan.plan, user.profile, caution, facts.planFloor.calories), facts.planFloor)}`, "PLAN_REQUEST");
      return q(composePlanCreated(facts.plan.plan, user.profile, caution, u.requestedCalories), "PLAN_REQUEST");
    case "energy-expenditure":
      return facts.targets ? q(composeEnergy(facts.targets, caution), "PROFILE_QUESTION") : q(composeProfileRequired(), "PROFILE_QUESTION", true);
    case "nutrient-per-day": {
      // A child's daily amounts are not the adult's targets of the profile: the curated answer, or the paediatrician.
      if (user.child) return q(facts.knowledge.length > 0 ? composeKnowledge(facts.knowledge, user.avoid, user.conditions, user.profile?.dislikedFoods) : CHILD_AMOUNTS);
      if (u.nutrients.includes("calories") || u.nutrients.length === 0) {
        // Training said in the conversation is already in the estimate: say so, with how small the cut stays.
        const intro = user.training && facts.targets ? trainingIntro(facts.targets) : undefined;
        return facts.targets ? q(composeTargets(facts.targets, caution, intro), "PROFILE_QUESTION") : q(composeProfileRequired(), "PROFILE_QUESTION", true);
      }
      const nursing = user.conditions.has("PREGNANCY") || user.conditions.has("LACTATION");
      const own = facts.targets ? u.nutrients.map((n) => composeNutrientPerDay(n, facts.targets!, { pregnantOrNursing: nursing, weightKg: user.profile?.weight ?? null, training: user.training, minor: user.minor })).filter(Boolean).join("\n\n") : "";
      const kb = facts.knowledge.length > 0 ? composeKnowledge(facts.knowledge, user.avoid, user.conditions, user.profile?.dislikedFoods) : "";
      if (own || kb) return q([own, kb].filter(Boolean).join("\n\n") + caution);
      return q(uncovered());
    }
    case "meal-to-log":
    case "nutrient-in-food":
    case "does-it-contain":
    case "compare":
    case "is-it-fattening":
    case "is-it-safe-for-me":
      return composeFoodAsked(kit);
    case "what-to-eat": {
      const atHand = composeAtHand(u, user, facts.targets);
      if (atHand) return q(cautionFirst(u, atHand, caution));
      const ranking = facts.richest && facts.richest.foods.length > 0 ? composeRichestFoods(facts.richest.nutrient, facts.richest.foods, u.mealSlot, user.avoid.length > 0, u.sources) : "";
      // "o que eu janto?" after "não sei cozinhar": ideas that hold to what was said, never a list against it.
      const limit = limitForMeal(u.folded, u.earlier);
      if (limit?.replaces) return q(cautionFirst(u, [limit.note, ranking].filter(Boolean).join("\n\n"), caution));
      const said = limit ? `${limit.note}\n\n` : "";
      // A meal asked for by name gets three versions of it for this person, after the entry on it when there is one.
      const restricted = user.avoid.length > 0 || user.diets.size > 0 || (user.profile?.dislikedFoods?.length ?? 0) > 0 || user.conditions.size > 0;
      const ideas = ranking ? null : composeMealIdeas(u, user.profile, facts.targets, restricted);
      if (ideas) return q(cautionFirst(u, said + (facts.knowledge.length === 0 ? ideas : `${composeKnowledge(firstAnswers(facts.knowledge), user.avoid, user.conditions, user.profile?.dislikedFoods)}\n\n${ideas}`), caution));
      const kb = facts.knowledge.length > 0 ? composeKnowledge(firstAnswers(facts.knowledge), user.avoid, user.conditions, user.profile?.dislikedFoods) : "";
      if (!ranking && !kb) return q(said.trim() || uncovered());
      return q(cautionFirst(u, said + [ranking, kb].filter(Boolean).join("\n\n"), caution));
    }
    case "weight-loss-pace":
      return q(composeWeightLossPace(facts.targets, caution, { folded: u.folded, training: user.training }));
    case "general-question":
      return composeGeneralQuestion(kit);
    case "statement":
      return q([composeStatement(u, user.profile?.goal ?? null), cardInLightOf(u.stated, facts.cardBefore), facts.knowledge.length > 0 ? composeKnowledge(facts.knowledge, user.avoid, user.conditions, user.profile?.dislikedFoods) : null].filter(Boolean).join("\n\n") + caution, "PROFILE_QUESTION");
    case "everyday-talk":
      return q(composeEverydayTalk(everydayTopic(u.folded, false) ?? "idiom", user.risks.alcoholMedicine, ctx.cardOpen), "SMALL_TALK");
    case "out-of-scope": {
      if (asksForAnAnimal(u.folded)) return q(composeForAnAnimal(u.folded), "OUT_OF_SCOPE");
      if (facts.knowledge.length > 0) return q(composeKnowledge(facts.knowledge, user.avoid, user.conditions, user.profile?.dislikedFoods));
      const own = asksOwnNumber(u.folded, thread) && facts.targets ? composeEnergy(facts.targets, caution) : principleAsked(u.folded);
      if (own) return q(own);
      const household = composeHouseholdAfterPlan(u.folded, u.lastReply, facts.targets);
      if (household) return q(household, "PLAN_REQUEST");
      const said = composeContext(u.text);
      if (said) return q(said + caution, "PROFILE_QUESTION");
      const health = composeUncoveredHealth(u.text, u.folded);
      return health ? q(health) : q(composeOutOfScope(), "OUT_OF_SCOPE");
    }
  }
}
