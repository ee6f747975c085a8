import type { TUserFacts } from "../understand/user-facts";
import type { TUnderstanding } from "../understand/understand";

export type TRefusalReason =
  | "pregnancy-deficit" | "lactation-deficit" | "child-diet" | "minor-diet" | "weight-loss-medicine" | "below-floor" | "crash-diet"
  | "hypoglycaemia-risk" | "slimming-product-pregnancy" | "plan-needs-professional";

/** Insulin or a sulfonylurea, which can drop blood sugar when a meal is skipped or cut. */
const GLUCOSE_LOWERING = /\b(insulina\w*|glibenclamida|gliclazida|glimepirida|glipizida|sulfonilureia\w*|daonil|diamicron|amaryl)\b/;
const SKIPPING = /\b(pular|pulo|pulei|pulando|ficar sem|sem comer|jejum|jejuar|deixar de comer|parar de comer|cortar|corto|tirar|reduzir|comer menos|diminuir|nao (jantar|almocar|tomar cafe|comer))\b/;
/** Teas, capsules and "detox" sold to slim, said in any order. */
const SLIMMING_PRODUCT =
  /\b(chas?|capsulas?|termogenic\w*|detox|shakes?|pos|gotas|suplementos?)\b.*\b(emagrec\w*|secar|seca barriga|perder peso|desinchar|queimar gordura|queima gordura|barriga chapada)\b|\b(cha|capsula)s? (secante|detox|emagrecedor\w*|termogenic\w*|seca barriga)\b|\bcha de sene\b|\b(seca barriga|quitosana|garcinia|hibisco (pra|para) (emagrecer|secar)|cavalinha (pra|para) (emagrecer|secar|desinchar))\b/;

const MEDICINES =
  /\b(ozempic|semaglutida|wegovy|rybelsus|tirzepatida|mounjaro|saxenda|liraglutida|victoza|sibutramina|orlistat|xenical|anfepramona|femproporex|mazindol|topiramato|lipoaspira\w*|clembuterol|dnp|remedios? (pra|para|de) (emagrecer|perder peso|secar|tirar a fome)|inibidor(es)? de apetite|moderador(es)? de apetite|caneta (pra|para|de) emagrecer|injecao (pra|para|de) emagrecer|hormonio (pra|para) (emagrecer|secar)|t3 (pra|para) (emagrecer|secar)|bomba (pra|para) (emagrecer|secar)|sibutramin\w*)\b/;
const CRASH =
  /\b(dieta (radical|da sopa|do ovo|da agua|liquida|milagrosa|relampago|de fome|maluca|extrema)|vlcd|very low calorie|dieta de (baixissima|muito baixa) caloria|dieta (muito |bem |super )?restritiva|crash diet|comer (bem|muito) pouco|so (tomar|beber) (agua|suco|sopa|shake)s?|so shake|so sopa|detox radical|(secar|emagrecer|perder (peso|barriga)|secar (a )?barriga|desinchar) (em|ate) (\d|uma|um|dois|duas|tres) (dias?|semanas?))\b/;
const DIET_WORDS = /\b(dieta|emagrec\w*|perder peso|calorias?|kcal|cardapio|plano alimentar|regime|fechar a boca|acima do peso|sobrepeso|obes\w*|gordinh\w*|comer menos|deve comer|pode comer por dia|deficit)\b/;

const WEEKS: Readonly<Record<string, number>> = { dia: 1 / 7, dias: 1 / 7, semana: 1, semanas: 1, mes: 4.3, meses: 4.3 };
const COUNT: Readonly<Record<string, number>> = { um: 1, uma: 1, dois: 2, duas: 2, tres: 3, quatro: 4 };

/** "perder 10 kg em um mês": the pace asked for, in kg per week; null when none is asked. */
export function requestedPace(folded: string): number | null {
  const m = /\bperder (\d+(?:[.,]\d+)?) ?(kg|quilos?|kilos?) (em|no|nesse|neste|num|numa|ate o fim do)? ?(\d+|um|uma|dois|duas|tres|quatro)? ?(dias?|semanas?|mes|meses)\b/.exec(folded);
  if (!m) return null;
  const kg = Number(m[1]!.replace(",", "."));
  const n = m[4] ? (/^\d/.test(m[4]) ? Number(m[4]) : (COUNT[m[4]] ?? 1)) : 1;
  const weeks = n * (WEEKS[m[5]!] ?? 1);
  return weeks > 0 ? kg / weeks : null;
}

/** The safe daily minimum without medical follow-up (decision 104). */
export function safeFloor(gender: string | null | undefined): number {
  if (gender === "MALE") return 1500;
  if (gender === "FEMALE") return 1200;
  return 1350;
}

/** Requests that get a refusal with its reason and a professional to see, never a plan; null when none applies. */
export function refusalFor(u: TUnderstanding, facts: TUserFacts): { reason: TRefusalReason; requested: number | null; floor: number } | null {
  const floor = safeFloor(facts.profile?.gender);
  const requested = u.requestedCalories;
  const dietTalk = DIET_WORDS.test(u.folded) || u.type === "plan-request" || u.type === "nutrient-per-day" || u.type === "energy-expenditure" || u.type === "what-to-eat";
  if (MEDICINES.test(u.folded)) return { reason: "weight-loss-medicine", requested, floor };
  if ((facts.conditions.has("PREGNANCY") || facts.conditions.has("LACTATION")) && SLIMMING_PRODUCT.test(u.folded)) return { reason: "slimming-product-pregnancy", requested, floor };
  if (GLUCOSE_LOWERING.test(u.folded) && SKIPPING.test(u.folded)) return { reason: "hypoglycaemia-risk", requested, floor };
  if (u.type === "plan-request" && facts.conditions.has("KIDNEY_DISEASE")) return { reason: "plan-needs-professional", requested, floor };
  const restricting = facts.wantsWeightLoss || (requested !== null && requested < 2000) || CRASH.test(u.folded) || (requestedPace(u.folded) ?? 0) > 1;
  if (facts.conditions.has("PREGNANCY") && restricting) return { reason: "pregnancy-deficit", requested, floor };
  if (facts.conditions.has("LACTATION") && restricting) return { reason: "lactation-deficit", requested, floor };
  if (facts.child && dietTalk) return { reason: "child-diet", requested, floor };
  if (facts.minor && (restricting || u.type === "plan-request")) return { reason: "minor-diet", requested, floor };
  if (requested !== null && requested < floor) return { reason: "below-floor", requested, floor };
  if (CRASH.test(u.folded) || (requestedPace(u.folded) ?? 0) > 1) return { reason: "crash-diet", requested, floor };
  return null;
}
