import type { TNutritionProfile } from "@nutriguia/nutrition";
import type { TAi } from "../../plugins/ai";
import type { TRead } from "./chat.read-turn";
import { readTurn } from "./chat.read-turn";
import { composeBuiltin } from "./compose/builtin-composer";
import { turnOf, type TTurn } from "./chat.turn";
import { planEditTurn } from "./chat.plan-edit-turn";
import { composeNotCovered, composeOutOfScope, composeProfileRequired, FOOD_NOT_FOUND, NO_FOOD_FOUND } from "./compose/compose-replies";
import { composeEquivalence, heldAgainst } from "./compose/compose-equivalence";
import { composeMeasure } from "./compose/compose-measure";
import { buyingAsked, composeBuying } from "./compose/compose-buying";
import { threadTurn } from "./chat.thread-turn";
import { dayNutrientReply } from "./compose/compose-day-nutrient";
import { fitsTheDayReply } from "./compose/compose-fits-the-day";
import { composeNotEatenYet } from "./compose/compose-not-eaten-yet";
import { estimateOfToldMeal } from "./compose/compose-not-a-meal";
import { notEatenYet } from "./understand/not-eaten-yet";
import { amountSaidAbove, answerAboveOn, withoutRepeats } from "./compose/said-before";
import { composeSwap } from "./compose/compose-swap";
import { composeOnBoth } from "./compose/compose-on-both";
import { composeSameFood } from "./compose/compose-same-food";
import { composeWithProvider } from "./compose/provider-composer";
import { gatherFacts, type TDayTotals, type TFactSources } from "./facts/gather-facts";
import { notTheSameAgain } from "./gate/said-again";
import { careOnceMore, careSaidBefore } from "./gate/said-once";
import { riskRemembered } from "./gate/risk-remembered";
import { childAllergyRecalled } from "./compose/child-allergy-recalled";
import { gateBefore } from "./gate/gate";
import { gateFinal } from "./gate/gate-final";
import { warnBeforeCard } from "./gate/meal-risks";
import type { TConversation } from "./understand/conversation";
import { amountAsked, amountJudged, amountJudgedBefore, countAsked, pairingAsked, solvesAsked } from "./understand/follow-up-context";
import { composeAmount, composePairing } from "./compose/compose-follow-up";
import { composeLabelTimes } from "./compose/compose-label";
import { readLabel } from "./understand/label-facts";
import { cardEditTurn } from "./chat.card-edit";
import { readCardSettle } from "./understand/card-settle";
import { cardItems, composeAlcoholAnswer } from "./gate/alcohol-amount";
import { needsOfOther, planForOther } from "./compose/compose-plan-for-other";
import { num } from "./compose/format";
import { planChangeTurn, withPlanRequestShape } from "./chat.plan-changes";
import { readSwapIntent } from "./understand/swap-intent";
import { understand } from "./understand/understand";
import { ownTargetSaidTurn } from "./chat.own-target-said";
import { toldIntakeTurn } from "./chat.told-intake";
import { notEatenTurn } from "./chat.not-eaten-turn";
import { foodOfTheQuestion } from "./understand/ate-what-was-asked";
import { currentMeal } from "./chat.card-state";
import { composeMealSkipped } from "./compose/compose-meal-skipped";
import { withPositionNamed } from "./understand/edits/card-position";
import { readMealSkipped } from "./understand/meal-skipped";
import { targetsOf } from "./understand/own-targets";

export type { TDayTotals, TPlanContext, TPlanOutcome } from "./facts/gather-facts";
export type { TComposer, TTurn } from "./chat.turn";
export type { TRead } from "./chat.read-turn";

export type TTurnContext = TFactSources & {
  text: string;
  /** Photo captions and vision output are always read as a meal. */
  forceFood?: boolean;
  noFoodReply?: string;
  /** Yesterday's diary ("e comparado com ontem?"). */
  loadYesterday?: () => Promise<TDayTotals>;
  profile: TNutritionProfile | undefined;
  firstName: string | null;
  ai: TAi;
  conversation: TConversation;
  /** The message already read against the conversation (the service reads it once, for the gate before the quota). */
  read?: TRead;
  /** Confirms or discards the open card when the user says so in words ("pode registrar", "descarta"). */
  settleCard?: (calculationId: string, confirmed: boolean) => Promise<{ foodDescription: string; totalCalories: number } | null>;
};

/** The gate before composing: support or refusal, decided before any quota is spent; null lets the turn run. */
export function screenTurn(read: TRead): TTurn | null {
  const verdict = gateBefore(read.u, read.facts, read.crisisEarlier, read.thread ?? null);
  // The same refusal the reply just gave, called up only by an earlier turn: the new question is answered (see runTurn).
  if (!verdict || careSaidBefore(verdict, read)) return null;
  // A refusal asked again is said in short; care for a crisis is never cut (its follow-ups answer what was asked).
  const content = verdict.kind === "refusal" ? notTheSameAgain(verdict.content, read.lastReply ?? null, read.u.folded) : verdict.content;
  return turnOf("SAFETY", content, "gate", { nutritionRelated: verdict.kind === "refusal" });
}

/** The built-in replies that say the request was not understood or cannot be served yet. */
function notServed(content: string, noFoodReply: string | undefined): boolean {
  return [NO_FOOD_FOUND, FOOD_NOT_FOUND, noFoodReply, composeNotCovered(false), composeNotCovered(true), composeOutOfScope(), composeProfileRequired()].includes(content);
}

/** One chat turn: understand → gate → gather facts → compose (built-in or provider) → gate the final text. */
export async function runTurn(ctx: TTurnContext): Promise<TTurn> {
  // "o de cima era sem açúcar": the card's item pointed to by where it stands, named by its food (decision 216).
  const pointed = ctx.conversation.pending ? withPositionNamed(ctx.text, currentMeal(ctx.conversation.pending, ctx.conversation.turns)) : null;
  const read = pointed ? readTurn(pointed, ctx.profile, ctx.conversation, ctx.forceFood) : (ctx.read ?? readTurn(ctx.text, ctx.profile, ctx.conversation, ctx.forceFood));
  const screened = screenTurn(read);
  if (screened) return screened;
  const answered = await answerTurn(pointed ? { ...ctx, text: pointed } : ctx, read);
  const turn = answered;
  // "e o que eu como de lanche?" after the hypoglycaemia care: the answer, with that care in one line.
  const care = careOnceMore(read);
  if (care) return { ...turn, content: `${care}\n\n${turn.content}` };
  // A low mood told turns before, or a refusal said in full the turn before: the answer, then the next step in one line.
  const said = ctx.conversation.turns.filter((t) => t.direction === "INCOMING").map((t) => t.content);
  // "que bolo eu faço pro aniversário dela?" after her milk allergy: an answer that names none of it, with it in one line.
  const remembered = turn.composer === "gate" ? null : (riskRemembered(read, said) ?? childAllergyRecalled(read.u, read.facts, turn.content));
  return remembered ? { ...turn, content: `${turn.content}\n\n${remembered}` } : turn;
}

/** Everything after the gate: the replies of their own, then the composer. */
async function answerTurn(ctx: TTurnContext, read: TRead): Promise<TTurn> {
  // "e se eu comer 2 por dia?" after a label typed, before any amount read of the food: the label's numbers times the portions, not a portion of the food.
  const label = read.previous ? readLabel(read.previous.folded) : null;
  const times = label ? countAsked(read.alone.folded) : null;
  const labelTimes = label && times ? composeLabelTimes(label, times) : null;
  if (labelTimes) return turnOf("NUTRITION_QUESTION", labelTimes, "builtin");
  // "minha meta é 1600 kcal": taken up for the conversation, with the day measured by it.
  const ownSaid = await ownTargetSaidTurn(read, ctx);
  if (ownSaid) return ownSaid;
  const toldNow = await toldIntakeTurn(read, ctx);
  if (toldNow) return toldNow;
  // "hj nada de refri, só água", "não comi pão hoje": foods not eaten are never a meal, nor an edit that fails.
  const notEaten = await notEatenTurn(read, ctx);
  if (notEaten) return notEaten;
  // "vou pular a janta hj", "hoje não deu pra almoçar", "só tomei café até agora": the day told, with what it means (decision 216).
  // "acabei pulando o almoço, só comi uma maçã": what was eaten instead is the meal told, and its card stands.
  const skipped = read.u.type === "meal-to-log" ? null : readMealSkipped(read.alone.folded);
  if (skipped) return turnOf("NUTRITION_QUESTION", composeMealSkipped(skipped, read.facts, targetsOf(read.facts), read.alone.folded), "builtin");
  const swap = readSwapIntent(read.u.folded, read.previous?.folded ?? null);
  const swapped = swap ? composeSwap(swap, ctx.conversation.pending?.mealText ?? (read.previous?.type === "meal-to-log" ? read.previous.text : null), heldAgainst(read.facts)) : null;
  if (swapped) return turnOf("NUTRITION_QUESTION", swapped, "builtin", swap?.to ? {} : { counts: false });
  const dayNutrient = await dayNutrientReply(read.u, read.facts, ctx.loadDay);
  if (dayNutrient) return turnOf("DAY_SUMMARY", dayNutrient, "builtin");
  // "se eu jantar um cachorro quente, estoura?": a meal still to come against the room left in the day, never logged.
  const fits = await fitsTheDayReply(read.u, read.facts, ctx.loadDay, read.previous?.folded ?? null);
  if (fits) return turnOf("DAY_SUMMARY", fits, "builtin");
  // "hj ainda não comi nada, tá corrido": a meal to get in now (with insulin, that first), not a fast nor a crisis.
  if (notEatenYet(read.u.folded)) return turnOf("NUTRITION_QUESTION", composeNotEatenYet(read.facts, read.u.folded), "builtin");
  // "quantas calorias ele comeu?" after "meu marido comeu…": their meal estimated, never a card for the person.
  const estimate = estimateOfToldMeal(ctx.conversation.turns, read.u.folded, read.u.followUp === "variant" ? 0 : read.u.foods.length);
  if (estimate) return turnOf("NUTRITION_QUESTION", estimate, "builtin");
  // "e quanto de álcool deu isso?" about the card of drinks just told: grams and doses, with the binge line.
  const lastCard = ctx.conversation.turns.filter((t) => t.direction === "OUTGOING").slice(-3).reverse().find((t) => t.content.includes("**Alimentos:**"))?.content;
  const alcohol = lastCard && /\bquant[oa]s? (de )?(alcool|doses?)\b/.test(read.u.folded) ? composeAlcoholAnswer(cardItems(lastCard), read.facts.profile?.gender) : null;
  if (alcohol) return turnOf("NUTRITION_QUESTION", alcohol, "builtin");
  const settle = ctx.conversation.pending && ctx.settleCard ? readCardSettle(read.u.folded) : null;
  if (settle) {
    const row = await ctx.settleCard!(ctx.conversation.pending!.calculationId, settle === "confirm");
    const said = row && settle === "confirm" ? `Pronto, registrei no seu dia: **${row.foodDescription}** (${num(row.totalCalories)} kcal).` : row ? "Certo, descartei esse cartão: nada foi registrado." : null;
    if (said) return turnOf("FOOD_LOG", said, "builtin", { counts: false });
  }
  // "tô sem grana esse mês", "e de noite pode?": the thread's subject for less money or at night, never a card edit.
  const onThread = await threadTurn(read, ctx);
  if (onThread) return onThread;
  const correction = read.measured ? null : await cardEditTurn(read, ctx);
  // A drink added to the card in a later message ("e tomei 2 cervejas") is warned like one said with the meal.
  if (correction) return { ...correction, content: warnBeforeCard(correction.content, read.u.folded, read.facts) };
  // "vale a pena pagar mais caro?", "qual marca?" after a food: how to judge price and brand, never its portion again.
  const buying = buyingAsked(ctx.text, read.previous);
  if (buying) return turnOf("NUTRITION_QUESTION", composeBuying(buying, ctx.text), "builtin");
  // "1 concha de feijão equivale a quantas colheres de sopa?": a measure of the same food, not an equivalence with "sopa".
  const measure = composeMeasure(read.u.text, read.previous?.text ?? null);
  if (measure) return turnOf("NUTRITION_QUESTION", measure, "builtin");
  // "qnto de cuscuz dá a mesma coisa?" after "qnto de carbo tem 100g de arroz?": the same amount of that nutrient.
  const askedBefore = read.previous?.type === "nutrient-in-food" ? read.previous : null;
  const equivalence = composeEquivalence(
    read.u.text,
    ctx.conversation.pending?.mealText ??
      (askedBefore ? (foodOfTheQuestion(askedBefore.folded) ?? askedBefore.folded) : read.previous?.type === "meal-to-log" ? read.previous.text : null),
    askedBefore?.nutrients[0] ?? null,
    ctx.conversation.turns.filter((t) => t.direction === "INCOMING").slice(-3).map((t) => t.content).reverse(),
    heldAgainst(read.facts),
    // "quantos ovos dá a proteína de 1 scoop?" after "whey ou ovo?": the scoop is of the food just talked about.
    (read.previous?.foods ?? []).flatMap((f) => (f.food ? [f.food.name] : [])),
  );
  if (equivalence) return turnOf("NUTRITION_QUESTION", equivalence, "builtin");
  // "qual a diferença de macaxeira, aipim e mandioca?": names of one food, never a card of it.
  const sameFood = composeSameFood(read.u, read.previous);
  if (sameFood) return turnOf("NUTRITION_QUESTION", sameFood, "builtin");
  const onBoth = composeOnBoth(read.u, read.previous);
  if (onBoth) return turnOf("NUTRITION_QUESTION", onBoth, "builtin");
  // "quantas por dia?", "e se eu colocar ovo junto?": an amount of, or a food added to, the food just talked about.
  const asked = amountAsked(read.u, read.previous);
  // "meu marido come 4 pães no café todo dia, é muito?": the amount said, weighed against its portion, never a card.
  // "isso é muito pra ele?" after "meu vô toma 3 cafezinhos por dia": the count said the turn before.
  const judged = asked ? null : (amountJudged(read.u) ?? amountJudgedBefore(read.u, read.previous));
  const pairing = asked || judged || !read.previous ? null : pairingAsked(understand(read.u.text), read.u, read.previous);
  const solves = asked || judged || pairing ? null : solvesAsked(read.u, read.previous);
  const followUp = asked ? [amountSaidAbove(read.lastReply ?? null, asked.foods), composeAmount(asked, read.facts)].filter(Boolean).join("\n\n") || null : judged ? composeAmount(judged, read.facts, judged.forSomeone) : pairing ? composePairing(pairing, read.facts) : solves ? answerAboveOn(read.lastReply ?? null, solves, read.u) : null;
  if (followUp) return turnOf("NUTRITION_QUESTION", followUp, "builtin");
  const { u, facts } = read;
  const planChange = await planChangeTurn(read, ctx);
  if (planChange) return planChange;
  const planEdit = await planEditTurn(read, ctx);
  if (planEdit) return planEdit;
  // "monta um plano pro meu marido": their data, not the person's profile; then their needs once the data are said.
  const forOther = u.type === "plan-request" ? planForOther(u.text, u.earlier) : read.previous?.type === "plan-request" ? needsOfOther(u.text, read.previous.text, u.earlier) : null;
  if (forOther) return turnOf("PLAN_REQUEST", forOther, "builtin");
  const pending = ctx.conversation.pending;
  const gathered = await gatherFacts(u, facts, { ...ctx, lastCard, ...(pending ? { pendingMeal: [pending.mealText, ...pending.corrections].join("\n") } : {}) });
  const composed = composeBuiltin(u, facts, gathered, { firstName: ctx.firstName, noFoodReply: ctx.noFoodReply, cardOpen: Boolean(pending) });
  // A new amount asked of the food ("e uma unidade média?") is answered with its numbers even when they are the portion said above.
  const builtin = { ...composed, content: withoutRepeats(await withPlanRequestShape(composed, read, gathered.plan, ctx), composed.intent, u, read.measured ? null : (read.lastReply ?? null)) };
  const extra: Partial<TTurn> = {
    analysis: builtin.intent === "FOOD_LOG" ? gathered.analysis : null,
    profileRequired: builtin.profileRequired,
    isGeneratingMealPlan: gathered.plan?.kind === "created",
    counts: gathered.plan?.kind !== "limit" && !notServed(builtin.content, ctx.noFoodReply),
  };
  const builtinGated = gateFinal(builtin.content, facts, gathered.conflicts, builtin.content, u.folded);
  // A plan reply states what was done (the plan's link, or the allowance's message): a provider must not rephrase it.
  // A reply the gate replaced stores no calculation.
  const gatedExtra = { ...extra, analysis: null, isGeneratingMealPlan: false };
  if (!ctx.ai.has("chat") || u.type === "plan-request") {
    return builtinGated.overridden ? turnOf("SAFETY", builtinGated.text, "gate", gatedExtra) : turnOf(builtin.intent, builtinGated.text, "builtin", extra);
  }
  const provided = await composeWithProvider(ctx.ai, { u, facts, gathered, conversation: ctx.conversation, sources: ctx });
  if (!provided) return turnOf(builtin.intent, builtinGated.text, "builtin", extra);
  const gated = gateFinal(provided.text, facts, gathered.conflicts, builtinGated.text, u.folded);
  if (!gated.overridden && !provided.grounded) return turnOf(builtin.intent, builtinGated.text, "builtin", extra);
  if (gated.overridden) return turnOf("SAFETY", gated.text, "gate", gatedExtra);
  const analysis = extra.analysis ?? provided.toolAnalysis;
  const intent = analysis ? "FOOD_LOG" : builtin.intent;
  const planCreated = extra.isGeneratingMealPlan || provided.plan?.kind === "created";
  // A grounded provider reply served the request even where the built-in composer could not.
  return turnOf(intent, gated.text, "provider", { ...extra, analysis, isGeneratingMealPlan: planCreated, counts: gathered.plan?.kind !== "limit" });
}
