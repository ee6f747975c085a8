import { babyFoodLine } from "./child-food";
import { trainingIntro } from "./training-intro";
import { cardAsAnswer } from "./compose-asked-card";
import { composeCutDown, composeOvereating, CUT_DOWN, OVEREATING } from "./compose-cut-down";
import type { TChatIntent } from "@nutriguia/domain";
import type { TTurnFacts } from "../facts/gather-facts";
import { conflictWarning } from "../facts/food-conflicts";
import { composeFloorNote, withoutSaidKcal } from "./compose-plan-floor";
import { ASKS_DIFFERENCE, NUTRITION_WORDS } from "../understand/question-type";
import { FOOD_COMPONENT_LABELS, MAX_DEFICIT_KCAL } from "@nutriguia/nutrition";
import { asksSomething, foldText } from "../chat.text";
import type { TUnderstanding } from "../understand/understand";
import { expandShorthand } from "../understand/shorthand";
import type { TUserFacts } from "../understand/user-facts";
import { composeWeightLossPace } from "./compose-pace";
import { cautionBlock } from "./cautions";
import { composeFoodAnswer } from "./compose-food";
import { pregnancySwellingWarning } from "../gate/pregnancy-swelling";
import { pregnancySignsWarning } from "../gate/pregnancy-signs";
import { conditionNotes, saltSubstituteWarning } from "./condition-notes";
import { composeStatement, withFactsNoted } from "./compose-statement";
import { cardInLightOf } from "./card-in-light-of";
import { composeMealIdeas } from "./compose-meal-ideas";
import { composeAtHand } from "./compose-at-hand";
import { CHILD_AMOUNTS, lowEnergyLead, tooFarBelowLead, UNWELL_IN_TRAINING } from "./energy-leads";
import { cardNutrientAsked } from "./card-nutrient-asked";
import { composeEverydayTalk } from "./compose-everyday-talk";
import { composeHealthReferral, composeUncoveredHealth } from "./compose-health-referral";
import { composeDaySoFar, gainOf } from "./compose-day-so-far";
import { ownDailyCalories } from "../understand/fits-the-day";
import { caloriesInDayQuestion } from "../understand/day-question";
import { everydayTopic } from "../understand/everyday-talk";
import { composeContext } from "./compose-context";
import { composeKnowledge, composeNutrientPerDay, composeRichestFoods, entriesOnAll, firstAnswers, nutrientsBeyondFoods } from "./compose-knowledge";
import { composeNotAMeal } from "./compose-not-a-meal";
import { entriesFitFor, unknownFoodWarning } from "./allergen-fit";
import { composeFruitCarbs } from "./compose-fruit-carbs";
import { composePointLead, composeTimeOfFood } from "./point-lead";
import { composePointFromRows } from "./point-from-row";
import { asksForSomeone, coversPoint, followUpPoint, namesFood } from "../knowledge/asked-point";
import { notAMeal, stillAhead } from "../understand/not-a-meal";
import { withOccasions } from "./compose-occasions";
import { asksOwnNumber, principleAsked, principleInThread } from "./compose-in-scope";
import { readLabResults } from "../understand/lab-results";
import { composeLabResults, isLabTurn } from "./compose-lab-results";
import { withLittleDay } from "./little-day";
import { cardFactOnce, withCardFact } from "./card-fact-note";
import { afterOvereating } from "./overate-with-condition";
import { limitForMeal, limitToldNow } from "./limits-said";
import { composeHouseholdAfterPlan } from "./household-said";
import { asksForAnAnimal } from "../understand/for-an-animal";
import { composeForAnAnimal } from "./compose-for-an-animal";
import { composeGlycemic, glycemicAsked } from "./glycemic/compose-glycemic";
import { carbVerdict, comparedOf, comparePointFor, composeCompareOnPoint, DIABETES_LEAD } from "./compare-on-point";
import { someoneNotEatingAsked } from "../gate/someone-not-eating";
import { amountToReachAsked, composeAmountToReach } from "./amount-to-reach/amount-to-reach";
import {
  composeAnalysis,
  composeEnergy,
  composeNotCovered,
  composeOutOfScope,
  composePlanCreated,
  composePlanLimit,
  composeProfileRequired,
  composeSmallTalk,
  composeTargets,
  FOOD_NOT_FOUND,
  NO_FOOD_FOUND,
} from "./compose-replies";

export type TComposed = { content: string; intent: TChatIntent; profileRequired: boolean };

/** cardOpen: a meal's card waits to be confirmed, so an aside keeps it (decision 207). */
export type TComposeContext = { firstName: string | null; noFoodReply?: string; cardOpen?: boolean };

/**
 * After an allergy or restriction warning, only articles about that restriction (or safety ones) follow: a general
 * article may praise the very food the warning just ruled out.
 */
function fitAfterWarning(facts: TTurnFacts) {
  if (facts.conflicts.length === 0) return facts.knowledge;
  const ruledOut = facts.conflicts.map((c) => foldText(FOOD_COMPONENT_LABELS[c.component]).split(" ")[0]!);
  const aboutIt = (text: string) => /\b(sem|alergi\w*|intoleran\w*|celiac\w*|aplv|evite|nao consuma)\b/.test(text) && ruledOut.some((word) => text.includes(word));
  return facts.knowledge.filter((k) => k.item.safety || aboutIt(foldText(`${k.item.title} ${k.item.answer}`)));
}

const withWarning = (facts: TTurnFacts, text: string) => (facts.conflicts.length > 0 ? `${conflictWarning(facts.conflicts)}\n\n${text}` : text);

/** A condition said in this very message ("tenho pressão alta, o que como no almoço?") is answered first, not in a footnote. */
function cautionFirst(u: TUnderstanding, answer: string, caution: string): string {
  return caution && u.stated.conditions.length > 0 ? `${caution.trim()}\n\n${answer}` : answer + caution;
}

function knowledgeOr(facts: TTurnFacts, user: TUserFacts, fallback: () => string): string {
  return facts.knowledge.length > 0 ? composeKnowledge(facts.knowledge, user.avoid, user.conditions, user.profile?.dislikedFoods) : fallback();
}

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
    case "is-it-safe-for-me": {
      if (facts.analysis) {
        const card = withCardFact(withFactsNoted(withLittleDay(withOccasions(composeAnalysis(facts.analysis, facts.targets, caution), u.text, facts.analysis, facts.targets), u.folded, facts.analysis, facts.targets), u, user.profile?.goal ?? null), cardFactOnce(facts.cardFact ?? null, u.folded, user));
        // "amanhã vou comer feijoada, quanto tem um prato?": the numbers asked, and no card of a meal not eaten yet.
        const ahead = u.type !== "meal-to-log" || asksSomething(u.text) ? stillAhead(u.folded) : false;
        return q(withWarning(facts, u.type === "nutrient-in-food" || ahead ? cardAsAnswer(card, facts.analysis, ahead) : card), ahead ? "NUTRITION_QUESTION" : "FOOD_LOG");
      }
      if (facts.foods.length === 0) {
        // "1 xícara de edamame" with a soy allergy: no card, but the allergy is said first (decision 179).
        const unknown = u.type === "meal-to-log" ? unknownFoodWarning(u.text, user.avoid) : null;
        if (unknown) return q(`${unknown}\n\n${FOOD_NOT_FOUND}`, "FOOD_LOG");
        if (u.type === "meal-to-log") return q(ctx.noFoodReply ?? NO_FOOD_FOUND, "FOOD_LOG");
        if (u.type === "nutrient-in-food") return q(knowledgeOr(facts, user, () => FOOD_NOT_FOUND));
        return q(knowledgeOr(facts, user, uncovered));
      }
      const safeToFollow = fitAfterWarning(facts);
      // "posso dar ovo mexido pra ela?" of a baby: how the family's food is given at that age, not an adult's portion.
      const baby = u.type === "is-it-safe-for-me" && facts.conflicts.length === 0 && !facts.knowledge.some((k) => k.item.conditions.includes("CHILD")) ? babyFoodLine(facts.foods, user.child, u.folded) : null;
      if (baby) return q(baby + caution);
      // "café ou chá, qual tem mais cafeína?", "qual é melhor pra pressão?": the point asked, never the calories of each.
      const onPoint = u.type === "compare" ? composeCompareOnPoint(u.folded, u.nutrients, comparedOf(facts.foods, u.foods), user, facts.targets) : null;
      if (onPoint) return q(withWarning(facts, onPoint) + caution);
      if (facts.foods.every((f) => !f.perPortion) && safeToFollow.length > 0) return q(withWarning(facts, composeKnowledge(safeToFollow, user.avoid, user.conditions, user.profile?.dislikedFoods)) + caution);
      // "qual a diferença entre requeijão e cream cheese?", "é a mesma coisa?": what sets them apart is the curated answer, not a table row.
      // An entry titled by one of them only ("Trocar arroz por batata-doce" for batata-doce × batata inglesa) answers
      // another question: then the table of both sets them apart.
      const onEach = !ASKS_DIFFERENCE.test(u.folded) ? [] : u.foods.length >= 2 ? entriesOnAll(facts.knowledge, u.foods.map((f) => foldText(f.phrase))) : firstAnswers(facts.knowledge);
      if (onEach.length > 0) return q(withWarning(facts, composeKnowledge(onEach, user.avoid, user.conditions, user.profile?.dislikedFoods)) + caution);
      // "manteiga ou margarina, qual é melhor?": an entry on every food compared judges them; a nutrient asked keeps the table.
      const compared = u.foods.map((f) => foldText(f.phrase));
      const onAll = u.type === "compare" && nutrientsBeyondFoods(u.nutrients, compared).length === 0 ? entriesOnAll(facts.knowledge, compared) : [];
      if (onAll.length > 0) return q(withWarning(facts, composeKnowledge(onAll, user.avoid, user.conditions, user.profile?.dislikedFoods)) + caution);
      // Read from the base only when asked for someone at a life stage or with a disease: the entry is the answer.
      if ((u.type === "does-it-contain" || u.type === "nutrient-in-food") && facts.knowledge.length > 0 && facts.conflicts.length === 0) return q(composeKnowledge(facts.knowledge, user.avoid, user.conditions, user.profile?.dislikedFoods) + caution);
      if (u.type === "is-it-safe-for-me" && facts.knowledge.length > 0 && facts.conflicts.length === 0) {
        // "manga com leite faz mal?", "chocolate dá espinha?": the entry answers; the food's numbers only when a nutrient is asked.
        const notes = composeFoodAnswer(u.type, facts.foods, u.nutrients, user, facts.targets, u.folded, true, u.nutrients.length > 0);
        return q([composeKnowledge(firstAnswers(facts.knowledge), user.avoid, user.conditions, user.profile?.dislikedFoods), notes].filter(Boolean).join("\n\n") + caution);
      }
      // "qual o jeito mais saudável de fazer batata", "frango cozido dura quantos dias": the principle asked, the numbers only when a nutrient is.
      const aspect = u.type === "is-it-safe-for-me" && safeToFollow.length === 0 && facts.conflicts.length === 0 ? principleAsked(u.folded) : null;
      if (aspect) return q([aspect, composeFoodAnswer(u.type, facts.foods, u.nutrients, user, facts.targets, u.folded, false, u.nutrients.length > 0)].filter(Boolean).join("\n\n") + caution);
      // "e aveia?" after "tapioca tem glúten?": what the question before asked is what this one asks of the new food.
      const askedOf = u.type === "does-it-contain" && u.followUp === "variant" && u.context ? `${u.context} ${u.folded}` : u.folded;
      const answer = composeFoodAnswer(u.type, facts.foods, u.nutrients, user, facts.targets, askedOf, facts.conflicts.length > 0);
      // Beside a comparison's table, only an entry titled by a food compared ("Granola é saudável?" for aveia × granola).
      const article = firstAnswers(safeToFollow).filter((k) => u.type !== "compare" || facts.conflicts.length > 0 || u.foods.some((f) => namesFood(foldText(k.item.title), foldText(f.phrase))));
      const kb = article.length > 0 ? `\n\n${composeKnowledge(article, user.avoid, user.conditions, user.profile?.dislikedFoods)}` : "";
      // A note on the point asked ("Com diabetes: …") answers it; otherwise say plainly that nothing verified covers it.
      const notOnIt = facts.uncoveredPoint && !coversPoint(foldText(answer), facts.uncoveredPoint) ? facts.uncoveredPoint : null;
      // "e se for no almoço?", "e engorda?", "e a quantidade?": what the food's row says on it, never "não tenho na minha base".
      // A comparison's follow-up ("e a quantidade?" after arroz integral × branco) is answered for each food compared.
      const pointAsked = facts.uncoveredPoint ?? (u.followUp ? followUpPoint(expandShorthand(u.folded), u.context, true, u.foods.map((f) => f.phrase)) : null);
      const fromRow = pointAsked ? composePointFromRows(pointAsked, facts.foods.slice(0, u.type === "compare" ? 2 : 1), facts.targets, u.folded, (f) => composeFoodAnswer("is-it-fattening", [f], [], user, facts.targets, u.folded, false)) : null;
      if (fromRow) return q(withWarning(facts, [...answer.split("\n\n").filter((p) => /^(🚫|⚠️)/.test(p)), fromRow].join("\n\n")) + kb + caution);
      // A principle on what the follow-up asks ("e o integral de garrafa?") before ever saying nothing verified covers it.
      const lead = notOnIt ? `${composeTimeOfFood(notOnIt, facts.foods[0]?.name) ?? principleAsked(u.folded) ?? composePointLead(notOnIt, u.text, facts.foods[0]?.name)}\n\n` : "";
      return q(lead + withWarning(facts, answer) + kb + caution);
    }
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
    case "general-question": {
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
