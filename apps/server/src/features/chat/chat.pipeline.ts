import type { TChatIntent, TMealPlan, TMealPlanRequest } from "@nutriguia/domain";
import { analyze, computeTargets, type TMealAnalysis, type TNutritionProfile, type TTargets } from "@nutriguia/nutrition";
import type { TAi } from "../../plugins/ai";
import {
  composeAnalysis,
  composeDaySummary,
  composeKnowledge,
  composeOutOfScope,
  composePlanCreated,
  composePlanLimit,
  composeProfileRequired,
  composeSmallTalk,
  composeTargets,
  NO_FOOD_FOUND,
  nutritionBlock,
  warningsBlock,
} from "./chat.compose";
import { classifyIntent, isBareFoodList, requestedPlanDays } from "./chat.intent";
import { composeWithProvider } from "./chat.llm";
import { retrieve } from "./chat.retrieval";
import { belowFloorReply, cautionBlock, requestedDailyCalories, safeFloor, suggestsCrisis, SUPPORTIVE_REPLY } from "./chat.safety";
import { foldText } from "./chat.text";

export type TDayTotals = { calories: number; protein: number; carbohydrates: number; fat: number; count: number };

/** A plan request either creates a plan or meets the exhausted allowance, whose message the reply carries. */
export type TPlanOutcome = { kind: "created"; plan: TMealPlan } | { kind: "limit"; message: string };

export type TTurnContext = {
  text: string;
  isFoodRelated?: boolean;
  /** Photo captions and vision output are always read as a meal. */
  forceFood?: boolean;
  noFoodReply?: string;
  profile: TNutritionProfile | undefined;
  customRestrictions: string[];
  profileComplete: boolean;
  firstName: string | null;
  ai: TAi;
  loadDay: () => Promise<TDayTotals>;
  loadHistory: () => Promise<{ role: "user" | "assistant"; content: string }[]>;
  createPlan: (request: TMealPlanRequest) => Promise<TPlanOutcome>;
};

export type TTurn = {
  intent: TChatIntent;
  content: string;
  analysis: TMealAnalysis | null;
  nutritionRelated: boolean;
  profileRequired: boolean;
  isGeneratingMealPlan?: boolean;
};

const NUTRITION_INTENTS = new Set<TChatIntent>(["FOOD_LOG", "PLAN_REQUEST", "DAY_SUMMARY", "PROFILE_QUESTION", "NUTRITION_QUESTION"]);
const WEIGHT_LOSS_WORDS = /\b(emagrec\w*|perder peso|deficit|secar|dieta para perder|cortar calorias)\b/;

/** A safety-only answer; checked before anything else and before any quota is spent. */
export function safetyTurn(text: string, profile: TNutritionProfile | undefined): TTurn | null {
  if (suggestsCrisis(text)) {
    return { intent: "SAFETY", content: SUPPORTIVE_REPLY, analysis: null, nutritionRelated: false, profileRequired: false };
  }
  const requested = requestedDailyCalories(text);
  const floor = safeFloor(profile);
  if (requested !== null && requested < floor) {
    return { intent: "SAFETY", content: belowFloorReply(requested, floor), analysis: null, nutritionRelated: true, profileRequired: false };
  }
  return null;
}

function pregnancyNote(text: string, profile: TNutritionProfile | undefined): string {
  const conditions = profile?.healthConditions ?? [];
  if (!conditions.includes("PREGNANCY") && !conditions.includes("LACTATION")) return "";
  if (!WEIGHT_LOSS_WORDS.test(foldText(text))) return "";
  return "**Importante:** na gestação e na amamentação não se faz déficit calórico. O foco é a qualidade da alimentação, com acompanhamento do pré-natal ou do pediatra e do nutricionista.\n\n";
}

type TFacts = { analysis: TMealAnalysis | null; targets: TTargets | null; day: TDayTotals | null; plan: TPlanOutcome | null };

function planReply(plan: TPlanOutcome | null, profile: TNutritionProfile | undefined): string {
  if (!plan) return composeProfileRequired();
  return plan.kind === "created" ? composePlanCreated(plan.plan, profile) : composePlanLimit(plan.message);
}

function draftFor(intent: TChatIntent, ctx: TTurnContext, { analysis, targets, day, plan }: TFacts) {
  switch (intent) {
    case "FOOD_LOG":
      return analysis ? composeAnalysis(analysis, ctx.profile, targets) : (ctx.noFoodReply ?? NO_FOOD_FOUND);
    case "PLAN_REQUEST":
      return planReply(plan, ctx.profile);
    case "DAY_SUMMARY":
      return composeDaySummary(day!, targets, ctx.profile);
    case "PROFILE_QUESTION":
      return targets ? composeTargets(targets, ctx.profile) : `${composeKnowledge(retrieve(ctx.text), ctx.profile, ctx.customRestrictions)}\n\n${composeProfileRequired()}`;
    case "SMALL_TALK":
      return composeSmallTalk(ctx.firstName);
    case "NUTRITION_QUESTION":
      return composeKnowledge(retrieve(ctx.text), ctx.profile, ctx.customRestrictions);
    default:
      return composeOutOfScope();
  }
}

/** One chat turn: intent, facts from the engine, then the built-in composer or a provider phrasing those facts. */
export async function runTurn(ctx: TTurnContext): Promise<TTurn> {
  const safety = safetyTurn(ctx.text, ctx.profile);
  if (safety) return safety;
  let intent: TChatIntent = ctx.forceFood ? "FOOD_LOG" : classifyIntent(ctx.text).intent;
  let analysis: TMealAnalysis | null = null;
  const mayBeFood = intent === "FOOD_LOG" || isBareFoodList(ctx.text) || (intent === "OUT_OF_SCOPE" && ctx.isFoodRelated);
  if (mayBeFood) {
    const found = analyze(ctx.text, ctx.profile);
    if (found.items.length > 0 && (intent === "FOOD_LOG" || found.items.every((i) => i.confidence >= 0.6))) {
      analysis = found;
      intent = "FOOD_LOG";
    }
  }
  const targets = ctx.profile ? computeTargets(ctx.profile) : null;
  const day = intent === "DAY_SUMMARY" ? await ctx.loadDay() : null;
  const days = requestedPlanDays(ctx.text);
  const plan = intent === "PLAN_REQUEST" && ctx.profileComplete ? await ctx.createPlan(days === undefined ? {} : { days }) : null;
  const profileRequired = (intent === "PLAN_REQUEST" && !ctx.profileComplete) || (intent === "PROFILE_QUESTION" && !targets);
  const draft = pregnancyNote(ctx.text, ctx.profile) + draftFor(intent, ctx, { analysis, targets, day, plan });
  const turn = (content: string, a: TMealAnalysis | null, i: TChatIntent): TTurn => ({
    intent: i,
    content,
    analysis: a,
    nutritionRelated: NUTRITION_INTENTS.has(i),
    profileRequired,
    isGeneratingMealPlan: plan?.kind === "created",
  });
  // A plan reply states what was done (the plan's link, or the allowance's message): a provider must not rephrase it.
  if (!ctx.ai.has("chat") || intent === "PLAN_REQUEST") return turn(draft, analysis, intent);

  const llm = await composeWithProvider(ctx.ai, {
    text: ctx.text,
    draft,
    hasNutritionBlock: analysis !== null,
    profile: ctx.profile,
    safetyRules: targets ? [`Meta diária segura do usuário: ${targets.calories} kcal; nunca sugira menos que isso.`] : [],
    history: await ctx.loadHistory(),
  });
  const finalAnalysis = analysis ?? llm.toolAnalysis;
  const finalIntent = finalAnalysis ? "FOOD_LOG" : intent;
  const facts = finalAnalysis ? `\n\n${nutritionBlock(finalAnalysis)}${warningsBlock(finalAnalysis)}` : "";
  const cautions = NUTRITION_INTENTS.has(finalIntent) ? cautionBlock(ctx.profile) : "";
  return turn(`${pregnancyNote(ctx.text, ctx.profile)}${llm.text}${facts}${cautions}`, finalAnalysis, finalIntent);
}
