import type { TChatIntent } from "@nutriguia/domain";
import { analyze, computeTargets, type TMealAnalysis, type TNutritionProfile } from "@nutriguia/nutrition";
import type { TAi } from "../../plugins/ai";
import { composeBuiltin } from "./compose/builtin-composer";
import { cautionBlock } from "./compose/cautions";
import { composeAskWhatWasAdded, composeCorrection, composeMealSoFar } from "./compose/compose-replies";
import { composeNotCovered, composeOutOfScope, composeProfileRequired, FOOD_NOT_FOUND, NO_FOOD_FOUND } from "./compose/compose-replies";
import { composeEquivalence } from "./compose/compose-equivalence";
import { composePlanSwap } from "./compose/compose-plan-swap";
import { composeWithProvider } from "./compose/provider-composer";
import { gatherFacts, type TFactSources } from "./facts/gather-facts";
import { gateBefore, gateFinal } from "./gate/gate";
import { readConversation, type TConversation } from "./understand/conversation";
import { correctedMealText, readAsVariant } from "./understand/follow-up";
import { editMeal } from "./understand/meal-edits";
import { understand, type TUnderstanding } from "./understand/understand";
import { buildUserFacts, type TUserFacts } from "./understand/user-facts";

export type { TDayTotals, TPlanContext, TPlanOutcome } from "./facts/gather-facts";

/** Who wrote the reply: the built-in composer, a provider's model, or the safety gate. */
export type TComposer = "builtin" | "provider" | "gate";

export type TTurnContext = TFactSources & {
  text: string;
  /** Photo captions and vision output are always read as a meal. */
  forceFood?: boolean;
  noFoodReply?: string;
  profile: TNutritionProfile | undefined;
  firstName: string | null;
  ai: TAi;
  conversation: TConversation;
  /** The message already read against the conversation (the service reads it once, for the gate before the quota). */
  read?: TRead;
};

export type TTurn = {
  intent: TChatIntent;
  content: string;
  analysis: TMealAnalysis | null;
  nutritionRelated: boolean;
  profileRequired: boolean;
  isGeneratingMealPlan?: boolean;
  composer: TComposer;
  /** The pending calculation this turn corrects (updated in place instead of adding a new one). */
  correctsCalculationId?: string;
  /**
   * false: the turn spends no message of the allowance, because the assistant did not serve a new request (it could
   * not understand it, could not read the photo, or fixed the pending card). Unset counts (docs/decisions/303).
   */
  counts?: boolean;
};

const NUTRITION_INTENTS = new Set<TChatIntent>(["FOOD_LOG", "PLAN_REQUEST", "DAY_SUMMARY", "PROFILE_QUESTION", "NUTRITION_QUESTION", "SAFETY"]);

export type TRead = { u: TUnderstanding; facts: TUserFacts; crisisEarlier: boolean; planLink: string | null };

/** Understanding of the message read against the conversation, with every fact that holds for the answer. */
export function readTurn(text: string, profile: TNutritionProfile | undefined, conversation: TConversation, forceFood = false): TRead {
  const history = readConversation(conversation);
  let u = understand(text);
  if (forceFood) u = { ...u, type: "meal-to-log" };
  else u = readAsVariant(u, history.previous);
  const facts = buildUserFacts(profile, u.stated, history.earlier);
  return { u, facts, crisisEarlier: history.crisisEarlier, planLink: history.planLink };
}

const turnOf = (intent: TChatIntent, content: string, composer: TComposer, extra: Partial<TTurn> = {}): TTurn => ({
  intent,
  content,
  analysis: null,
  nutritionRelated: NUTRITION_INTENTS.has(intent),
  profileRequired: false,
  composer,
  ...extra,
});

/** The gate before composing: support or refusal, decided before any quota is spent; null lets the turn run. */
export function screenTurn(read: TRead): TTurn | null {
  const verdict = gateBefore(read.u, read.facts, read.crisisEarlier);
  return verdict ? turnOf("SAFETY", verdict.content, "gate", { nutritionRelated: verdict.kind === "refusal" }) : null;
}

/** "quanto deu o jantar inteiro?": a question about the meal on the pending card, answered from it. */
const MEAL_SO_FAR =
  /\b(quanto (deu|ficou|da|foi|tem|teve)( (isso|tudo|ao todo|no total|o (jantar|almoco|lanche|cafe)( inteiro| todo)?|a (janta|refeicao)( inteira| toda)?))?|qual (foi |e )?o total|total (disso|da refeicao|do (jantar|almoco|lanche|cafe))|quantas calorias (deu|ficou|teve|tem isso|tem essa refeicao|no total|ao todo)|(isso|isto|essa refeicao|esse (prato|almoco|jantar|lanche)) (deu|ficou|teve|foi|tem) (quant\w+|muit\w+|pouc\w+)|quant[oa]s? (de )?(calorias?|kcal|proteinas?|carboidratos?|carbos?|gorduras?|fibras?|acucar|sodio) (deu|ficou|teve|tem isso|foi isso))\b/;

/** A correction of the meal just analysed recalculates the same pending calculation. */
function correctionTurn(read: TRead, ctx: TTurnContext): TTurn | null {
  const pending = ctx.conversation.pending;
  if (!pending) return null;
  let meal = pending.mealText;
  for (const earlier of pending.corrections) meal = editMeal(earlier, meal)?.text ?? correctedMealText(understand(earlier), meal) ?? meal;
  if (MEAL_SO_FAR.test(read.u.folded)) {
    const so = analyze(meal, read.facts.profile);
    if (so.items.length > 0) return turnOf("NUTRITION_QUESTION", composeMealSoFar(so, read.facts.profile ? computeTargets(read.facts.profile) : null), "builtin");
  }
  const edit = editMeal(read.u.text, meal);
  const corrected = edit?.text ?? correctedMealText(read.u, meal);
  if (!corrected) return null;
  const analysis = analyze(corrected, read.facts.profile);
  if (analysis.items.length === 0) return null;
  if (edit?.added && analyze(edit.added).items.length === 0) return turnOf("FOOD_LOG", composeAskWhatWasAdded(edit.added), "builtin", { counts: false });
  const targets = read.facts.profile ? computeTargets(read.facts.profile) : null;
  const content = composeCorrection(analysis, targets, cautionBlock(read.facts.conditions), edit?.change ?? null);
  return turnOf("FOOD_LOG", content, "builtin", { analysis, correctsCalculationId: pending.calculationId, counts: false });
}

/** The built-in replies that say the request was not understood or cannot be served yet. */
function notServed(content: string, noFoodReply: string | undefined): boolean {
  return [NO_FOOD_FOUND, FOOD_NOT_FOUND, noFoodReply, composeNotCovered(false), composeNotCovered(true), composeOutOfScope(), composeProfileRequired()].includes(content);
}

/** One chat turn: understand → gate → gather facts → compose (built-in or provider) → gate the final text. */
export async function runTurn(ctx: TTurnContext): Promise<TTurn> {
  const read = ctx.read ?? readTurn(ctx.text, ctx.profile, ctx.conversation, ctx.forceFood);
  const screened = screenTurn(read);
  if (screened) return screened;
  const correction = correctionTurn(read, ctx);
  if (correction) return correction;
  const equivalence = composeEquivalence(read.u.text);
  if (equivalence) return turnOf("NUTRITION_QUESTION", equivalence, "builtin");
  const { u, facts } = read;
  if (read.planLink && u.foods.length >= 2 && /\b(troc\w*|substitu\w*|mudar|muda)\b/.test(u.folded)) {
    return turnOf("NUTRITION_QUESTION", composePlanSwap(u, read.planLink), "builtin");
  }
  const gathered = await gatherFacts(u, facts, ctx);
  const builtin = composeBuiltin(u, facts, gathered, { firstName: ctx.firstName, noFoodReply: ctx.noFoodReply });
  const extra: Partial<TTurn> = {
    analysis: builtin.intent === "FOOD_LOG" ? gathered.analysis : null,
    profileRequired: builtin.profileRequired,
    isGeneratingMealPlan: gathered.plan?.kind === "created",
    counts: gathered.plan?.kind !== "limit" && !notServed(builtin.content, ctx.noFoodReply),
  };
  const builtinGated = gateFinal(builtin.content, facts, gathered.conflicts, builtin.content);
  // A plan reply states what was done (the plan's link, or the allowance's message): a provider must not rephrase it.
  // A reply the gate replaced stores no calculation.
  const gatedExtra = { ...extra, analysis: null, isGeneratingMealPlan: false };
  if (!ctx.ai.has("chat") || u.type === "plan-request") {
    return builtinGated.overridden ? turnOf("SAFETY", builtinGated.text, "gate", gatedExtra) : turnOf(builtin.intent, builtinGated.text, "builtin", extra);
  }
  const provided = await composeWithProvider(ctx.ai, { u, facts, gathered, conversation: ctx.conversation, sources: ctx });
  if (!provided) return turnOf(builtin.intent, builtinGated.text, "builtin", extra);
  const gated = gateFinal(provided.text, facts, gathered.conflicts, builtinGated.text);
  if (!gated.overridden && !provided.grounded) return turnOf(builtin.intent, builtinGated.text, "builtin", extra);
  if (gated.overridden) return turnOf("SAFETY", gated.text, "gate", gatedExtra);
  const analysis = extra.analysis ?? provided.toolAnalysis;
  const intent = analysis ? "FOOD_LOG" : builtin.intent;
  const planCreated = extra.isGeneratingMealPlan || provided.plan?.kind === "created";
  // A grounded provider reply served the request even where the built-in composer could not.
  return turnOf(intent, gated.text, "provider", { ...extra, analysis, isGeneratingMealPlan: planCreated, counts: gathered.plan?.kind !== "limit" });
}
