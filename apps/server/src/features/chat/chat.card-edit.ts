import { localDate, type TChatIntent } from "@nutriguia/domain";
import { analyze, computeTargets } from "@nutriguia/nutrition";
import { cautionBlock } from "./compose/cautions";
import { changeLine } from "./compose/compose-change";
import { composeOccasionsAnswer, withOccasionsAfterEdit } from "./compose/compose-occasions";
import { composeCardItem, namedItem } from "./compose/compose-card-item";
import { composeDayWithCard } from "./compose/compose-day-with-card";
import { composeMealAdvice } from "./compose/compose-meal-advice";
import { composeMealQuestion, composeWhatIf } from "./compose/compose-meal-question";
import { composeAskWhatWasAdded, composeCorrection } from "./compose/compose-replies";
import { composeLoggedCorrection, composeLoggedRemoval, loggedWhere } from "./compose/compose-logged-edit";
import { foldText, restoreAccents } from "./chat.text";
import type { TRead, TTurn, TTurnContext } from "./chat.pipeline";
import { ADVICE, MEAL_ADVICE, NOT_A_FOOD, NOT_MINE, SLOT_SAID } from "./understand/card-intents";
import { editText } from "./understand/edits/edit-text";
import { readMealMove, type TMealMove } from "./understand/edits/meal-move";
import { undoEdit } from "./understand/edits/undo";
import type { TConversationCard } from "./understand/conversation";
import type { TFoodMention } from "./understand/food-mentions";
import { oneLetterOff } from "./understand/meal-parts";
import { splitOccasions } from "./understand/meal-occasions";
import { correctedMealText } from "./understand/follow-up";
import { detailedMeal, editMeal } from "./understand/meal-edits";
import { editClauses } from "./understand/meal-edits-chained";
import { readItemQuestion, readMealQuestion, slotOfMeal } from "./understand/meal-question";
import { understand, type TUnderstanding } from "./understand/understand";
import { readWhatIf } from "./understand/what-if";

type TAmended = { text: string; change: string | null; added?: string };

const cardTurn = (intent: TChatIntent, content: string, extra: Partial<TTurn> = {}): TTurn => ({
  intent,
  content,
  analysis: null,
  nutritionRelated: true,
  profileRequired: false,
  composer: "builtin",
  ...extra,
});

/** The edit a message says in words: several clauses' edits, or one. */
function readEdit(text: string, meal: string): TAmended | null {
  const clauses = editClauses(text, meal);
  return (clauses && clauses.edits >= 2 ? clauses.edit : null) ?? editMeal(text, meal) ?? clauses?.edit ?? null;
}

/** The pending meal after the message's edit: an edit in words, a corrected amount or food, or the meal told in detail. */
function readAmendment(u: TUnderstanding, meal: string): TAmended | null {
  const edit = readEdit(u.text, meal);
  if (edit) return edit;
  const corrected = correctedMealText(u, meal);
  return corrected ? { text: corrected, change: null } : detailedMeal(u.text, meal);
}

/** Each turn reads the card's earlier corrections again: the readings are pure, so they are kept (bounded). */
const AMENDED = new Map<string, TAmended | null>();
const AMENDED_LIMIT = 2000;

function amendMeal(text: string, meal: string, u?: TUnderstanding): TAmended | null {
  // Keyed by the words alone: a replay gives back what the live turn decided.
  const key = `${meal}\u0000${text}`;
  if (AMENDED.has(key)) return AMENDED.get(key) ?? null;
  const amended = readAmendment(u ?? understand(text), meal);
  if (AMENDED.size >= AMENDED_LIMIT) AMENDED.delete(AMENDED.keys().next().value as string);
  AMENDED.set(key, amended);
  return amended;
}

/** "foi um pudim, uma fatia" right after "ah e teve sobremesa" was asked about: the food that was missing, added to the card. */
function answeredAddition(text: string, meal: string, before: string | null): TAmended | null {
  if (!before || text.includes("?")) return null;
  const asked = editMeal(before, meal);
  if (!asked?.added || analyze(asked.added).items.length > 0) return null;
  const what = text.replace(/^\s*(?:foi|era|foram|eram|teve)\s+/i, "").trim();
  return analyze(what).items.length > 0 ? { text: `${meal}, ${what}`, change: `acrescentei ${foldText(what)}` } : null;
}

/** The user's message before `text` in the conversation (what an answer answers). */
function userTextBefore(turns: TTurnContext["conversation"]["turns"], text: string): string | null {
  const users = turns.filter((t) => t.direction === "INCOMING").map((t) => t.content);
  const at = users.lastIndexOf(text);
  return at > 0 ? (users[at - 1] ?? null) : (users.at(-1) ?? null);
}

/** The card's meals as the conversation changed it: the meal told, then the meal after each correction, in order. */
function mealsSoFar(card: TConversationCard, turns: TTurnContext["conversation"]["turns"]): string[] {
  const meals = [card.mealText];
  for (const earlier of card.corrections) {
    const meal = meals.at(-1) as string;
    if (!earlier.includes("?") && readMealMove(editText(earlier))) continue;
    const next = (undoEdit(earlier, meals) ?? amendMeal(earlier, meal) ?? answeredAddition(earlier, meal, userTextBefore(turns, earlier)))?.text;
    if (next && next !== meal) meals.push(next);
  }
  return meals;
}

/** The card as the conversation left it. */
const currentMeal = (card: TConversationCard, turns: TTurnContext["conversation"]["turns"]) => mealsSoFar(card, turns).at(-1) as string;

/** "quanto deu o dia até agora?", "e o dia todo?", "quanto deu o dia?": the day, not the meal on the card. */
const DAY_ASKED = /\bquanto (?:deu|da|ta|foi|esta|somou|fechou|fecho) (?:o |meu |no )?dia\b|\btotal do dia\b|\b(o|no|do) dia (todo|inteiro|ate agora|hoje)\b|\b(o|no|do) dia\b.*\b(ate agora|hoje)\b|\bhoje (todo|inteiro|ate agora)\b/;

/** "a marmita era pequena", "foi um prato raso": said of the card, but in words no edit reads. */
function unreadCorrection(folded: string, meal: string): boolean {
  const subject = /^(?:e\s+)?(?:o|a|os|as) (\S+)(?: \S+)? (?:era|foi|eram|foram|tava|veio|vieram)\b/.exec(folded)?.[1];
  if (subject && foldText(meal).split(" ").some((w) => w.replace(/s$/, "") === subject.replace(/s$/, "") || oneLetterOff(w, subject))) return true;
  return /^(?:sem|tira|tirar|retira|nao (?:comi|tomei|bebi) )\b|^(?:(?:era|foi|eram|foram) (?:so |um |uma |o |a |mais |menos |bem )?(?:prato|pratinho|pratao|porcao|pouc\w*|menos|mais|menor|maior|pequen\w*|grande|metade|meio|meia)|nao (?:era|foi|eram|foram) )/.test(folded);
}

const CORRECTION_NOT_READ =
  "Não consegui aplicar essa correção ao cartão, e não quero chutar. Pode me dizer com o alimento e a quantidade? Por exemplo: *o arroz foi 2 colheres*, *a feijoada foi 1 concha*, *tira o refri* ou *foi metade do prato*. O cartão acima continua como estava.";

/** The words of the question composeAskWhatWasAdded asks. */
const ASKED_WHAT = "O que foi, e quanto?";

const NOTHING_LOGGED = "Tudo bem, não registrei nada: o cartão acima só entra no seu dia se você confirmar, então pode ignorá-lo.";

/** The same card, placed in another meal or day ("era no domingo", "coloca como jantar"), its numbers unchanged. */
function movedTurn(read: TRead, meal: string, move: TMealMove, calculationId: string, logged = false): TTurn | null {
  const analysis = analyze(meal, read.facts.profile);
  if (analysis.items.length === 0) return null;
  const targets = read.facts.profile ? computeTargets(read.facts.profile) : null;
  const caution = cautionBlock(read.facts.conditions);
  const content = logged ? composeLoggedCorrection(analysis, targets, caution, move.said, null) : composeCorrection(analysis, targets, caution, move.said);
  const moveTo = { meal: move.meal, consumedOn: move.consumedOn };
  return cardTurn("FOOD_LOG", content, { analysis, correctsCalculationId: calculationId, moveTo, counts: false, ...(logged ? { correctsLogged: true } : {}) });
}

/** "tira", "apaga", "esquece" the whole meal already logged: the diary's page removes it. */
const WHOLE_MEAL_GONE = /^(?:pode\s+)?(?:apaga|apague|exclui|exclua|tira|tire|remove|remova|cancela|cancele|deleta|esquece)\s+(?:(?:esse|essa|o|a|isso|tudo|aquilo|esse registro|essa refeicao|o registro|a refeicao|o almoco|a janta|o jantar|o lanche|o cafe)\s*)+(?:que\s+(?:eu\s+)?(?:registrei|confirmei|anotei|lancei))?$/;

/**
 * A correction of the card already confirmed into the day ("apaga o refri que eu registrei", "o arroz de hoje foi só
 * 2 colheres"): that logged meal is recalculated in place and stays confirmed; the reply says which meal and what
 * changed. Only an edit said outright counts here: after a meal is logged, a meal told again is a new one.
 */
async function loggedEditTurn(read: TRead, ctx: TTurnContext): Promise<TTurn | null> {
  const logged = ctx.conversation.logged;
  if (!logged || read.u.text.includes("?")) return null;
  const meal = currentMeal(logged, ctx.conversation.turns);
  const folded = editText(read.u.text);
  if (WHOLE_MEAL_GONE.test(folded)) return cardTurn("FOOD_LOG", composeLoggedRemoval(), { counts: false });
  const move = readMealMove(folded);
  if (move) return movedTurn(read, meal, move, logged.calculationId, true);
  const edit = readEdit(read.u.text, meal);
  // "e um suco" right after the lunch's card adds to it; said after other turns, it is a new snack.
  const rightAfter = ctx.conversation.turns.at(-1)?.calculationId === logged.calculationId;
  if (!edit || (edit.added && !rightAfter && /^(?:e|com|mais|e mais)\s/.test(folded))) return null;
  if (edit.added && analyze(edit.added).items.length === 0) return null;
  const corrected = analyze(edit.text, read.facts.profile);
  if (corrected.items.length === 0) return null;
  const targets = read.facts.profile ? computeTargets(read.facts.profile) : null;
  const said = edit.change && restoreAccents(edit.change, [logged.mealText, ...logged.corrections, read.u.text, ...corrected.items.map((i) => i.food)]);
  const where = loggedWhere(logged.meal ?? null, logged.consumedOn ?? localDate());
  // "sem açúcar" on a lunch without sugar: nothing to change, and nothing is stored.
  if (said?.startsWith("mantive")) return cardTurn("FOOD_LOG", `Certo, ${said}; ${where} continua como você registrou.`, { counts: false });
  const content = composeLoggedCorrection(corrected, targets, cautionBlock(read.facts.conditions), changeLine(said, analyze(meal, read.facts.profile), corrected), where);
  return cardTurn("FOOD_LOG", content, { analysis: corrected, correctsCalculationId: logged.calculationId, correctsLogged: true, counts: false });
}

/** "o pão de queijo era pequeno" after the lunch was told: a correction of a food only the card before has edits that card. */
function earlierCardTurn(read: TRead, ctx: TTurnContext, meal: string): TTurn | null {
  const earlier = ctx.conversation.earlier;
  if (!earlier) return null;
  const earlierMeal = currentMeal(earlier, ctx.conversation.turns);
  const named = understand(read.u.text).foods.map((f) => foldText(f.phrase));
  if (named.length === 0 || !named.every((f) => foldText(earlierMeal).includes(f) && !foldText(meal).includes(f))) return null;
  const edit = amendMeal(read.u.text, earlierMeal);
  if (!edit || edit.added) return null;
  const corrected = analyze(edit.text, read.facts.profile);
  if (corrected.items.length === 0) return null;
  const targets = read.facts.profile ? computeTargets(read.facts.profile) : null;
  const said = edit.change ? restoreAccents(edit.change, [earlier.mealText, ...earlier.corrections, read.u.text, ...corrected.items.map((i) => i.food)]) : null;
  const content = composeCorrection(corrected, targets, cautionBlock(read.facts.conditions), changeLine(said, analyze(earlierMeal, read.facts.profile), corrected));
  return cardTurn("FOOD_LOG", content, { analysis: corrected, correctsCalculationId: earlier.calculationId, counts: false });
}

/**
 * A message about the pending card: a question answered from it, a what-if, a move to another meal or day, or an edit
 * that recalculates the same card and says what changed. Null when the message is about something else.
 */
export async function cardEditTurn(read: TRead, ctx: TTurnContext): Promise<TTurn | null> {
  const pending = ctx.conversation.pending;
  if (!pending) return loggedEditTurn(read, ctx);
  const meals = mealsSoFar(pending, ctx.conversation.turns);
  const meal = meals.at(-1) as string;
  const asked = read.u.text.includes("?");
  // "e qual é melhor?" sets the foods just talked about against each other; "e coloca mais um misto" is still an edit.
  const compared = read.u.type === "compare" && read.u.followUp === "variant";
  // Only right after "O que foi, e quanto?" can a food alone be the answer to it.
  const askedWhat = ctx.conversation.turns.at(-1)?.content.includes(ASKED_WHAT) ?? false;
  const lastUser = askedWhat ? (ctx.conversation.turns.filter((t) => t.direction === "INCOMING").at(-1)?.content ?? null) : null;
  const edit = asked && compared ? null : (undoEdit(read.u.text, meals) ?? amendMeal(read.u.text, meal, read.u) ?? answeredAddition(read.u.text, meal, lastUser));
  if (compared && !edit) return null;
  const stated = read.u.stated;
  const advice = stated.conditions.length + stated.diets.length + stated.avoid.length > 0 || ADVICE.test(read.u.folded);
  // "a macaxeira foi pouca, uns 2 pedaço" says how much, not whether it was little: an edit said without a question wins.
  const question = advice || (edit && !asked) ? null : readMealQuestion(read.u.folded, asked);
  const dayAsked = !(edit && !asked) && !advice && (read.u.type === "day-so-far" || DAY_ASKED.test(read.u.folded));
  const so = question || dayAsked ? analyze(meal, read.facts.profile) : null;
  const aboutCard = (f: TFoodMention) => NOT_A_FOOD.test(foldText(f.phrase)) || foldText(meal).includes(foldText(f.phrase)) || so?.items.some((i) => i.foodId === f.food?.id);
  // "isso deu quantas calorias?" after "era de frango, não de carne": the foods the message itself names, not the ones it inherited.
  const named = read.u.followUp === "variant" ? understand(read.u.text).foods : read.u.foods;
  const targets = read.facts.profile ? computeTargets(read.facts.profile) : null;
  if (dayAsked && so && so.items.length > 0) {
    const day = await ctx.loadDay();
    return cardTurn("DAY_SUMMARY", `${composeDayWithCard(day, so, targets, pending.consumedOn ?? localDate())}${cautionBlock(read.facts.conditions)}`);
  }
  // "quantas calorias tem só o arroz?", "quanto de proteína tem o frango?": the one food named, as the card has it.
  // Sugar is estimated per sweet item by the meal's answer; "isso dá quantos pães de queijo?" is an equivalence.
  const equivalence = /\b(equivale\w*|(da|dao|daria|seria|seriam) quant[oa]s?)\b/.test(read.u.folded);
  const asking = asked && !advice && !equivalence && !question?.heaviest && !question?.judge ? (question ?? readItemQuestion(read.u.folded)) : null;
  const itemAsked = asking?.nutrient === "sugar" ? null : asking;
  const item = itemAsked ? namedItem(named.map((f) => f.phrase).filter((p) => !NOT_A_FOOD.test(foldText(p))), meal, so ?? analyze(meal, read.facts.profile)) : null;
  if (itemAsked && item) return cardTurn("NUTRITION_QUESTION", `${composeCardItem(itemAsked, item, so ?? analyze(meal, read.facts.profile))}${cautionBlock(read.facts.conditions)}`);
  if (question && so && so.items.length > 0 && named.every(aboutCard)) {
    // A card of several meals ("de manhã…, no almoço…") answers per meal, or the one meal the question names.
    const occasions = splitOccasions(pending.mealText, so);
    const perMeal = occasions ? composeOccasionsAnswer(question, occasions, so, targets, read.facts.profile) : null;
    if (perMeal) return cardTurn("NUTRITION_QUESTION", `${perMeal}${cautionBlock(read.facts.conditions)}`);
    const day = targets ? await ctx.loadDay() : null;
    const reply = composeMealQuestion(question, so, targets, day, slotOfMeal(foldText(pending.mealText)));
    return cardTurn("NUTRITION_QUESTION", `${reply}${cautionBlock(read.facts.conditions)}`);
  }
  if (NOT_MINE.test(read.u.folded)) return cardTurn("FOOD_LOG", NOTHING_LOGGED, { counts: false });
  const whatIf = readWhatIf(read.u.folded);
  const imagined = whatIf ? editMeal(whatIf.edit, meal) : null;
  if (whatIf && imagined) {
    return cardTurn("NUTRITION_QUESTION", composeWhatIf(whatIf, analyze(meal, read.facts.profile), analyze(imagined.text, read.facts.profile), targets));
  }
  const move = asked || edit ? null : readMealMove(editText(read.u.text));
  const slotSaid = SLOT_SAID.exec(read.u.folded);
  const before = () => so ?? analyze(meal, read.facts.profile);
  if (slotSaid && !question && (!move?.consumedOn || move.consumedOn === localDate())) {
    const slot = slotOfMeal(slotSaid[1]!);
    const analysis = before();
    if (analysis.items.length > 0 && slot) {
      const reply = composeMealQuestion({ nutrient: null, judge: null, restOfDay: false, heaviest: false, slot }, analysis, targets, targets ? await ctx.loadDay() : null, slot);
      // The reply is about the lunch; the card, already shown, moves to that meal without being shown again.
      const placed = move ? { correctsCalculationId: pending.calculationId, moveTo: { meal: move.meal, consumedOn: move.consumedOn } } : {};
      return cardTurn("NUTRITION_QUESTION", `${reply}${cautionBlock(read.facts.conditions)}`, placed);
    }
  }
  if (move) return movedTurn(read, meal, move, pending.calculationId);
  if (!edit) {
    const onEarlier = asked ? null : earlierCardTurn(read, ctx, meal);
    if (onEarlier) return onEarlier;
    const analysis = MEAL_ADVICE.test(read.u.folded) && named.every(aboutCard) ? before() : null;
    if ((!analysis || analysis.items.length === 0) && !asked && unreadCorrection(editText(read.u.text), meal)) return cardTurn("FOOD_LOG", CORRECTION_NOT_READ, { counts: false });
    if (!analysis || analysis.items.length === 0) return null;
    const reply = composeMealAdvice(read.u.folded, meal, analysis, read.facts, targets);
    return cardTurn("NUTRITION_QUESTION", `${reply}${cautionBlock(read.facts.conditions, read.facts.training)}`);
  }
  const corrected = analyze(edit.text, read.facts.profile);
  if (corrected.items.length === 0) return null;
  if (edit.added && analyze(edit.added).items.length === 0) return cardTurn("FOOD_LOG", composeAskWhatWasAdded(edit.added), { counts: false });
  const said = edit.change ? restoreAccents(edit.change, [pending.mealText, ...pending.corrections, read.u.text, ...corrected.items.map((i) => i.food)]) : null;
  const content = withOccasionsAfterEdit(composeCorrection(corrected, targets, cautionBlock(read.facts.conditions), changeLine(said, before(), corrected)), pending.mealText, corrected);
  return cardTurn("FOOD_LOG", content, { analysis: corrected, correctsCalculationId: pending.calculationId, counts: false });
}
