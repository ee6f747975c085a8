import type { TFoodMention } from "./food-mentions";
import type { TMealSlot, TNutrientKey, TUnderstanding } from "./understand";
import lexicon from "./budget-lexicon.json" with { type: "json" };

const any = (sources: readonly string[]) => new RegExp(`\\b(?:${sources.join("|")})\\b`);

/** "tô sem grana esse mês", "e se eu tiver pouco dinheiro?", "não posso pagar", "sou desempregada": money is short. */
const SHORT = any(lexicon.short);
/** "é caro", "caríssimo", "pesa no bolso": a price is high. */
const DEAR = any(lexicon.dear);
/** "mais barato", "gastando pouco", "baratear": a cheaper way asked. */
const CHEAPER = any(lexicon.cheaper);
/** "tem outra opção?", "o que eu compro no lugar?": another option asked. */
const ALTERNATIVE = any(lexicon.alternative);
/** "desempregada", "sem dinheiro pra comer": food itself may be short, a case for the social services too. */
const HARDSHIP = any(lexicon.hardship);

/**
 * Money said to be short, or a cheaper way asked ("tá caro, tem outra opção?"), in a folded message: the answer is what
 * the thread was about, for less money. "é caro?" alone asks a price, not this.
 */
export function budgetSaid(folded: string): boolean {
  return SHORT.test(folded) || CHEAPER.test(folded) || (DEAR.test(folded) && ALTERNATIVE.test(folded));
}

/** Money so short that food itself may be missing ("desempregada", "sem dinheiro pra comer"). */
export const hardshipSaid = (folded: string): boolean => HARDSHIP.test(folded);

/** Words of money that the food reader may take for a food ("grana curta" read as grão-de-bico). */
const MONEY_WORDS = /\b(grana|dinheiro|conta|bolso|preco|salario|verba)\b/;

/**
 * What a cheaper way is asked for, read on the thread: the foods of the message, else of the turn before (a card, a
 * question, a list); the nutrient and the meal that turn asked about. `hardship`: food itself may be short.
 */
export type TCheaperAsked = { foods: TFoodMention[]; nutrient: TNutrientKey | null; slot: TMealSlot | null; hardship: boolean };

/**
 * "e se eu tiver pouco dinheiro?" after protein sources, "tô sem grana esse mês" after dinner ideas, "mas é caro, tem outra
 * opção?" after salmon: the thread's subject, for less money. Null when no money is said, when a plan is asked, or right
 * after a plan (the plan itself is made cheaper there).
 */
export function cheaperAsked(u: TUnderstanding, previous: TUnderstanding | null, lastReply: string | null): TCheaperAsked | null {
  if (!budgetSaid(u.folded) || u.type === "plan-request" || previous?.type === "plan-request" || lastReply?.includes("](/meal-plans/")) return null;
  const own = u.foods.filter((f) => f.food && !MONEY_WORDS.test(f.phrase));
  const foods = own.length > 0 ? own : (previous?.foods ?? []).filter((f) => f.food);
  const nutrient = previous?.nutrients.find((n) => n !== "calories") ?? previous?.nutrients[0] ?? null;
  return { foods: foods.slice(0, 3), nutrient, slot: u.mealSlot ?? previous?.mealSlot ?? null, hardship: hardshipSaid(u.folded) };
}
