import { statedConditions } from "./understand/stated-facts";
import { localDate } from "@nutriguia/domain";
import { analyze } from "@nutriguia/nutrition";
import { targetsOf } from "./understand/own-targets";
import { cautionBlock } from "./compose/cautions";
import { changeLine } from "./compose/compose-change";
import { composeOccasionsAnswer, withOccasionsAfterEdit } from "./compose/compose-occasions";
import { composeCardItem, namedItem } from "./compose/compose-card-item";
import { composeCorrectionAsked } from "./compose/compose-correction-asked";
import { composeDayWithCard } from "./compose/compose-day-with-card";
import { gainOf } from "./compose/compose-day-so-far";
import { composeMealAdvice } from "./compose/compose-meal-advice";
import { composeMealQuestion, composeWhatIf } from "./compose/compose-meal-question";
import { composeAskWhatWasAdded, composeCorrection } from "./compose/compose-replies";
import { composeNothingToUndo } from "./compose/compose-logged-edit";
import { dayQuestion, targetsAsked, withAnswerAsked } from "./chat.card-edit-asked";
import { loggedEditTurn, movedTurn } from "./chat.card-logged";
import { amendMeal, answeredAddition, cardTurn, currentMeal, mealsSoFar, whatIfApplied } from "./chat.card-state";
import { asksSomething, foldText, restoreAccents } from "./chat.text";
import type { TRead, TTurn, TTurnContext } from "./chat.pipeline";
import { ADVICE, KEPT_FOR_LATER, MEAL_ADVICE, NOT_A_FOOD, NOT_MINE, SENT_BY_MISTAKE, SLOT_SAID } from "./understand/card-intents";
import { splitAsked } from "./understand/edits/asked-clause";
import { editText } from "./understand/edits/edit-text";
import { foodAsked } from "./understand/edits/food-asked";
import { readMealMove } from "./understand/edits/meal-move";
import { moveBesideEdit } from "./understand/edits/move-beside-edit";
import { saysUndo, undoEdit } from "./understand/edits/undo";
import type { TFoodMention } from "./understand/food-mentions";
import { splitOccasions } from "./understand/meal-occasions";
import { readItemQuestion, readMealQuestion, slotOfMeal } from "./understand/meal-question";
import { understand } from "./understand/understand";
import { correctionSubject, namesFoodOf } from "./understand/edits/correction-subject";
import { imagineCard } from "./understand/what-if";
/** "quanto deu o dia até agora?", "e o dia todo?", "quanto deu o dia?": the day, not the meal on the card. */
/** The card as a whole ("o total desse lanche", "o almoço inteiro", "tudo"), asked of right after an edit. */
const CARD_AS_A_WHOLE = /\b(total|inteir[oa]|tud[oa]|ao todo|desse (lanche|almoco|jantar|cafe|prato)|dessa (refeicao|janta|comida))\b/;

const DAY_ASKED = /\bquanto (?:deu|da|ta|foi|esta|somou|fechou|fecho) (?:o |meu |no )?dia\b|\btotal do dia\b|\b(o|no|do) dia (todo|inteiro|ate agora|hoje)\b|\b(o|no|do) dia\b.*\b(ate agora|hoje)\b|\bhoje (todo|inteiro|ate agora|no total)\b|\b(?:comi|consumi|ingeri|comemos) (?:hoje|no dia|o dia todo)\b/;

/** "quanto deu o total?", "e o total geral?": with another meal told before in the conversation, the day so far, not the open card. */
const TOTAL_ASKED = /\b(?:o|no|ao|do) total\b|\btotal geral\b|\btudo junto\b|\bsomando tudo\b/;

/** The words of the question composeAskWhatWasAdded asks. */
const ASKED_WHAT = "O que foi, e quanto?";

const NOTHING_LOGGED = "Tudo bem, não registrei nada: o cartão acima só entra no seu dia se você confirmar, então pode ignorá-lo.";
/** "o pão de queijo era pequeno" after the lunch was told: a correction of a food only the card before has edits that card. */
function earlierCardTurn(read: TRead, ctx: TTurnContext, meal: string): TTurn | null {
  const earlier = ctx.conversation.earlier;
  if (!earlier) return null;
  const earlierMeal = currentMeal(earlier, ctx.conversation.turns);
  const named = understand(read.u.text).foods.map((f) => foldText(f.phrase));
  // "ah o leite era desnatado" with the lunch open: the food the correction is said of is the breakfast's alone.
  const subject = correctionSubject(read.u.text);
  const ofEarlier = subject !== null && namesFoodOf(earlierMeal, subject) && !namesFoodOf(meal, subject);
  if (!ofEarlier && (named.length === 0 || !named.every((f) => foldText(earlierMeal).includes(f) && !foldText(meal).includes(f)))) return null;
  const edit = amendMeal(read.u.text, earlierMeal);
  if (!edit || edit.added) return null;
  const corrected = analyze(edit.text, read.facts.profile);
  if (corrected.items.length === 0) return null;
  const targets = targetsOf(read.facts);
  const said = edit.change ? restoreAccents(edit.change, [earlier.mealText, ...earlier.corrections, read.u.text, ...corrected.items.map((i) => i.food)]) : null;
  const content = composeCorrection(corrected, targets, cautionBlock(read.facts.conditions), changeLine(said, analyze(earlierMeal, read.facts.profile), corrected));
  return cardTurn("FOOD_LOG", content, { analysis: corrected, correctsCalculationId: earlier.calculationId, counts: false });
}

/** The correction said of a food only the card before has, applied there before any reading against the open card. */
function earlierCorrectionTurn(read: TRead, ctx: TTurnContext, meal: string): TTurn | null {
  const earlier = ctx.conversation.earlier;
  const subject = earlier ? correctionSubject(read.u.text) : null;
  if (!earlier || !subject || namesFoodOf(meal, subject) || !namesFoodOf(currentMeal(earlier, ctx.conversation.turns), subject)) return null;
  return earlierCardTurn(read, ctx, meal);
}

/**
 * A message about the pending card: a question answered from it, a what-if, a move to another meal or day, or an edit
 * that recalculates the same card and says what changed. Null when the message is about something else.
 */
const KEPT_FOR_LATER_REPLY =
  "Conta só o que você já comeu: o cartão acima fica com a parte de hoje, e é ela que entra no seu dia quando você confirmar. Quando comer o que guardou, me conte (por exemplo, *almocei a outra metade da pizza*), que eu registro no dia em que comer.";

export async function cardEditTurn(read: TRead, ctx: TTurnContext): Promise<TTurn | null> {
  const pending = ctx.conversation.pending;
  if (!pending) return loggedEditTurn(read, ctx);
  const meals = mealsSoFar(pending, ctx.conversation.turns);
  const meal = meals.at(-1) as string;
  const asked = asksSomething(read.u.text);
  // "e cuscuz de flocão, pode?": a food asked about, answered as a question and never added to the card.
  if (foodAsked(read.u.text)) return null;
  // "e qual é melhor?" sets the foods just talked about against each other; "e coloca mais um misto" is still an edit.
  // "e o total desse lanche fica quanto?" after "troca a manteiga por requeijão": the card's total, never the two compared.
  const cardTotal = readMealQuestion(read.alone.folded, true);
  const totalOfCard = cardTotal !== null && !cardTotal.heaviest && CARD_AS_A_WHOLE.test(read.alone.folded);
  const compared = read.u.type === "compare" && read.u.followUp === "variant" && !totalOfCard;
  // Only right after "O que foi, e quanto?" can a food alone be the answer to it.
  const askedWhat = ctx.conversation.turns.at(-1)?.content.includes(ASKED_WHAT) ?? false;
  const targets = targetsOf(read.facts);
  // "e sem o refri?", "e se fosse de 300?": the card imagined otherwise, answered and left as it is.
  const userBefore = ctx.conversation.turns.filter((t) => t.direction === "INCOMING").at(-1)?.content ?? null;
  const lastUser = askedWhat ? userBefore : null;
  // Read in the words typed: "pode fazer" is not completed into the question before it.
  const whatIf = imagineCard(foldText(ctx.text), asked, meal, userBefore);
  if (whatIf?.text) {
    const words = (said: string) => restoreAccents(said, [meal, read.u.text, userBefore ?? ""]);
    const ask = { label: words(whatIf.ask.label), say: words(whatIf.ask.say) };
    return cardTurn("NUTRITION_QUESTION", composeWhatIf(ask, analyze(meal, read.facts.profile), analyze(whatIf.text, read.facts.profile), targets));
  }
  if (asked && KEPT_FOR_LATER.test(read.u.folded)) return cardTurn("NUTRITION_QUESTION", KEPT_FOR_LATER_REPLY, { counts: false });
  const onEarlierFirst = asked || whatIf ? null : earlierCorrectionTurn(read, ctx, meal);
  if (onEarlierFirst) return onEarlierFirst;
  // "era de ontem de manhã": a message that only places the card (no food in it) moves it, never reads as a kind of its food.
  const placesOnly = !asked && !whatIf && readMealMove(editText(read.u.text)) !== null;
  // "registrei errado, foi domingo… e o vinho foi 1 copo só": the move and the edit, both applied to the same card.
  const beside = asked || whatIf || placesOnly ? null : moveBesideEdit(read.u.text);
  const besideEdit = beside ? amendMeal(beside.rest, meal) : null;
  const edit = (asked && compared) || whatIf || placesOnly ? null : besideEdit ?? (undoEdit(read.u.text, meals) ?? whatIfApplied(ctx.text, meal, userBefore) ?? amendMeal(read.u.text, meal, read.u) ?? answeredAddition(read.u.text, meal, lastUser));
  if (compared && !edit) return null;
  const stated = read.u.stated;
  const advice = statedConditions(stated).length + stated.diets.length + stated.avoid.length > 0 || ADVICE.test(read.u.folded);
  // "a macaxeira foi pouca, uns 2 pedaço" says how much, not whether it was little: an edit said without a question wins.
  // "foi só meio acarajé. isso é muito calórico?": the card is corrected first, and the question answered after (withAnswerAsked).
  const editThenAsked = edit !== null && splitAsked(read.u.text) !== null;
  const question = advice || editThenAsked || (edit && !asked) ? null : readMealQuestion(read.u.folded, asked);
  // "quanto deu tudo?" is the card; "quanto deu tudo hoje?", "passei da meta?" are the day with the card in it.
  const dayAsked = !(edit && !asked) && !editThenAsked && !advice && ((read.u.type === "day-so-far" && dayQuestion(read.u.folded)) || DAY_ASKED.test(read.u.folded) || (Boolean(ctx.conversation.earlier) && TOTAL_ASKED.test(read.u.folded)));
  const so = question || dayAsked ? analyze(meal, read.facts.profile) : null;
  const aboutCard = (f: TFoodMention) => NOT_A_FOOD.test(foldText(f.phrase)) || foldText(meal).includes(foldText(f.phrase)) || so?.items.some((i) => i.foodId === f.food?.id);
  // "isso deu quantas calorias?" after "era de frango, não de carne": the foods the message itself names, not the ones it inherited.
  const named = read.u.followUp === "variant" ? understand(read.u.text).foods : read.u.foods;
  if (dayAsked && so && so.items.length > 0) {
    const day = await ctx.loadDay();
    return cardTurn("DAY_SUMMARY", `${composeDayWithCard(day, so, targetsAsked(targets, read.u.folded), pending.consumedOn ?? localDate(), gainOf(read.facts.profile?.goal))}${cautionBlock(read.facts.conditions)}`);
  }
  // "quantas calorias tem só o arroz?", "quanto de proteína tem o frango?": the one food named, as the card has it.
  // Sugar is estimated per sweet item by the meal's answer; "isso dá quantos pães de queijo?" is an equivalence.
  const equivalence = /\b(equivale\w*|(da|dao|daria|seria|seriam) quant[oa]s?)\b/.test(read.u.folded);
  // "o tacacá tem muita caloria?" judges the one food named, as "quantas calorias tem o tacacá?" counts it.
  const asking = asked && !advice && !equivalence && !question?.heaviest ? (question ?? readItemQuestion(read.u.folded)) : null;
  const itemAsked = asking?.nutrient === "sugar" ? null : asking;
  const item = itemAsked ? namedItem(named.map((f) => f.phrase).filter((p) => !NOT_A_FOOD.test(foldText(p))), meal, so ?? analyze(meal, read.facts.profile)) : null;
  if (itemAsked && item) return cardTurn("NUTRITION_QUESTION", `${composeCardItem(itemAsked, item, so ?? analyze(meal, read.facts.profile), targets)}${cautionBlock(read.facts.conditions)}`);
  if (question && so && so.items.length > 0 && named.every(aboutCard)) {
    // A card of several meals ("de manhã…, no almoço…") answers per meal, or the one meal the question names.
    const occasions = splitOccasions(pending.mealText, so);
    const perMeal = occasions ? composeOccasionsAnswer(question, occasions, so, targets, read.facts.profile) : null;
    if (perMeal) return cardTurn("NUTRITION_QUESTION", `${perMeal}${cautionBlock(read.facts.conditions)}`);
    const day = targets ? await ctx.loadDay() : null;
    // "foi pouco né?" of a card of several meals ("hj só comi um açaí no almoço e um pão na janta"): judged as the day.
    const several = (occasions?.length ?? 0) > 1;
    const reply = composeMealQuestion(several ? { ...question, judge: null, slot: null } : question, so, targets, day, several ? null : slotOfMeal(foldText(pending.mealText)), gainOf(read.facts.profile?.goal));
    return cardTurn("NUTRITION_QUESTION", `${reply}${cautionBlock(read.facts.conditions)}`);
  }
  if (NOT_MINE.test(read.u.folded) || (SENT_BY_MISTAKE.test(read.u.folded) && named.every((f) => !foldText(meal).includes(foldText(f.phrase))))) return cardTurn("FOOD_LOG", NOTHING_LOGGED, { counts: false });
  const move = asked || edit ? null : readMealMove(editText(read.u.text));
  const slotSaid = SLOT_SAID.exec(read.u.folded);
  const before = () => so ?? analyze(meal, read.facts.profile);
  if (slotSaid && !question && (!move?.consumedOn || move.consumedOn === localDate())) {
    const slot = slotOfMeal(slotSaid[1]!);
    const analysis = before();
    if (analysis.items.length > 0 && slot) {
      const reply = composeMealQuestion({ nutrient: null, judge: null, restOfDay: false, heaviest: false, slot }, analysis, targets, targets ? await ctx.loadDay() : null, slot, gainOf(read.facts.profile?.goal));
      // The reply is about the lunch; the card, already shown, moves to that meal without being shown again.
      const placed = move ? { correctsCalculationId: pending.calculationId, moveTo: { meal: move.meal, consumedOn: move.consumedOn } } : {};
      return cardTurn("NUTRITION_QUESTION", `${reply}${cautionBlock(read.facts.conditions)}`, placed);
    }
  }
  if (move) return movedTurn(read, meal, move, pending.calculationId);
  if (!edit && saysUndo(read.u.text)) return cardTurn("FOOD_LOG", composeNothingToUndo(null), { counts: false });
  if (!edit) {
    const onEarlier = asked ? null : earlierCardTurn(read, ctx, meal);
    if (onEarlier) return onEarlier;
    const analysis = MEAL_ADVICE.test(read.u.folded) && named.every(aboutCard) ? before() : null;
    const unread = (!analysis || analysis.items.length === 0) && !asked ? composeCorrectionAsked(editText(read.u.text), meal) : null;
    if (unread) return cardTurn("FOOD_LOG", unread, { counts: false });
    if (!analysis || analysis.items.length === 0) return null;
    const reply = composeMealAdvice(read.u.folded, meal, analysis, read.facts, targets);
    return cardTurn("NUTRITION_QUESTION", `${reply}${cautionBlock(read.facts.conditions, read.facts.training)}`);
  }
  const corrected = analyze(edit.text, read.facts.profile);
  if (corrected.items.length === 0) return null;
  if (edit.added && analyze(edit.added).items.length === 0) return cardTurn("FOOD_LOG", composeAskWhatWasAdded(edit.added), { counts: false });
  const change = edit.change ? restoreAccents(edit.change, [pending.mealText, ...pending.corrections, read.u.text, ...corrected.items.map((i) => i.food)]) : null;
  const moved = besideEdit && beside ? beside.move : null;
  const said = moved ? [moved.said, change].filter(Boolean).join("; ") : change;
  const shown = withOccasionsAfterEdit(composeCorrection(corrected, targets, cautionBlock(read.facts.conditions), changeLine(said, before(), corrected)), pending.mealText, corrected);
  const content = editThenAsked ? await withAnswerAsked(shown, read.u.text, { before: before(), corrected }, targets, ctx) : shown;
  const moveTo = moved ? { moveTo: { meal: moved.meal, consumedOn: moved.consumedOn } } : {};
  return cardTurn("FOOD_LOG", content, { analysis: corrected, correctsCalculationId: pending.calculationId, counts: false, ...moveTo });
}
