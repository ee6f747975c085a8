import type { TLimitPlan } from "../schemas/admin-settings";
import type { TPaidPlanCode } from "../schemas/billing";

/**
 * What the web words plans with: names, the trial's length, the plan shown first, the allowance sentences. The rules
 * (default prices and limits, the admin's overrides, which plan applies, metering) live in the server's
 * features/billing (docs/decisions/301 and 303); the server sends the prices and limits in force.
 */
export const TRIAL_DAYS = 7;

export const PLAN_NAMES = {
  TRIAL: "Teste grátis",
  FREE: "Gratuito",
  PRO: "Pro",
  PRO_PLUS: "Pro+",
  UNLIMITED: "Acesso ilimitado",
} as const;
export type TPlanName = keyof typeof PLAN_NAMES;

/** The plan marked "Mais escolhido" on every page that lists plans. */
export const MOST_CHOSEN_PLAN: TPaidPlanCode = "PRO";

export type TQuotaKind = "messages" | "mealPlans";

const count = (n: number) => n.toLocaleString("pt-BR");
const NOUNS: Record<TQuotaKind, [string, string, string]> = {
  messages: ["mensagem", "mensagens", "Mensagens ilimitadas"],
  mealPlans: ["plano alimentar", "planos alimentares", "Planos alimentares ilimitados"],
};
const PERIODS: Record<TLimitPlan, string> = { TRIAL: `nos ${TRIAL_DAYS} dias de teste`, FREE: "por mês", PRO: "por mês", PRO_PLUS: "por mês" };

/**
 * One wording of an allowance everywhere (pricing, /subscription, home, admin): "30 mensagens nos 7 dias de teste",
 * "Até 3.000 mensagens por mês (uso justo)", "Mensagens ilimitadas" when a paid plan has no ceiling.
 */
export function allowanceText(kind: TQuotaKind, limit: number | null, plan: TLimitPlan): string {
  const [one, many, unlimited] = NOUNS[kind];
  if (limit === null) return unlimited;
  const paid = plan === "PRO" || plan === "PRO_PLUS";
  return `${paid ? "Até " : ""}${count(limit)} ${limit === 1 ? one : many} ${PERIODS[plan]}${paid ? " (uso justo)" : ""}`;
}

/** "Restam 18 de 30 mensagens" / "Você usou 30 de 30 mensagens": what is left of an allowance, for the home and the chat. */
export function remainingText(kind: TQuotaKind, used: number, limit: number): string {
  const [one, many] = NOUNS[kind];
  const left = Math.max(0, limit - used);
  if (left === 0) return `Você usou ${count(limit)} de ${count(limit)} ${limit === 1 ? one : many}`;
  return `${left === 1 ? "Resta" : "Restam"} ${count(left)} de ${count(limit)} ${limit === 1 ? one : many}`;
}
