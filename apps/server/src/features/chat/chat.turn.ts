import type { TChatIntent, TMealSlot } from "@nutriguia/domain";
import type { TMealAnalysis } from "@nutriguia/nutrition";

/** Who wrote the reply: the built-in composer, a provider's model, or the safety gate. */
export type TComposer = "builtin" | "provider" | "gate";

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
  /** That calculation was already confirmed into the day: it is recalculated and stays confirmed. */
  correctsLogged?: boolean;
  /** The meal or day the user moved that pending calculation to ("era no domingo", "coloca como jantar"). */
  moveTo?: { meal: TMealSlot | null; consumedOn: string | null };
  /**
   * false: the turn spends no message of the allowance, because the assistant did not serve a new request (it could
   * not understand it, could not read the photo, or fixed the pending card). Unset counts (docs/decisions/303).
   */
  counts?: boolean;
};

const NUTRITION_INTENTS = new Set<TChatIntent>(["FOOD_LOG", "PLAN_REQUEST", "DAY_SUMMARY", "PROFILE_QUESTION", "NUTRITION_QUESTION", "SAFETY"]);

/** A turn of `intent` written by `composer`, nutrition-related when its intent is. */
export const turnOf = (intent: TChatIntent, content: string, composer: TComposer, extra: Partial<TTurn> = {}): TTurn => ({
  intent,
  content,
  analysis: null,
  nutritionRelated: NUTRITION_INTENTS.has(intent),
  profileRequired: false,
  composer,
  ...extra,
});
