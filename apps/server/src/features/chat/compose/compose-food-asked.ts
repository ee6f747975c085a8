import { babyFoodLine } from "./child-food";
import { cardAsAnswer } from "./compose-asked-card";
import { ASKS_DIFFERENCE } from "../understand/question-type";
import { asksSomething, foldText } from "../chat.text";
import { expandShorthand } from "../understand/shorthand";
import { composeFoodAnswer } from "./compose-food";
import { withFactsNoted } from "./compose-statement";
import { composeKnowledge, entriesOnAll, firstAnswers, nutrientsBeyondFoods } from "./compose-knowledge";
import { unknownFoodWarning } from "./allergen-fit";
import { composePointLead, composeTimeOfFood } from "./point-lead";
import { composePointFromRows } from "./point-from-row";
import { coversPoint, followUpPoint, namesFood } from "../knowledge/asked-point";
import { stillAhead } from "../understand/not-a-meal";
import { withOccasions } from "./compose-occasions";
import { principleAsked } from "./compose-in-scope";
import { withLittleDay } from "./little-day";
import { cardFactOnce, withCardFact } from "./card-fact-note";
import { comparedOf, composeCompareOnPoint } from "./compare-on-point";
import { composeAnalysis, FOOD_NOT_FOUND, NO_FOOD_FOUND } from "./compose-replies";
import { fitAfterWarning, knowledgeOr, withWarning, type TComposeKit, type TComposed } from "./compose-kit";

/** A question on a food or a meal to log: its card, its facts, a comparison on the point asked, or the entry that answers it. */
export function composeFoodAsked(kit: TComposeKit): TComposed {
  const { u, user, facts, ctx, caution, q, uncovered } = kit;
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
