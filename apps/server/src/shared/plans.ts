import type { TBillingInterval, TPaidPlanCode, TPlan, TPlanPrices, TQuotaLimits } from "@nutriguia/domain";
import type { TDb } from "../db/client";
import { readSetting } from "./settings";
import { planLimits } from "./usage";

/** Default prices in centavos when the admin has not set `billing.price.<PLAN>.<INTERVAL>` (docs/decisions/301). */
export const DEFAULT_PRICES_CENTS: Record<TPaidPlanCode, Record<TBillingInterval, number>> = {
  PRO: { MONTH: 2990, YEAR: 29900 },
  PRO_PLUS: { MONTH: 4990, YEAR: 49900 },
};
export const TRIAL_DAYS = 7;
export const PLAN_NAMES: Record<TPaidPlanCode | "TRIAL" | "FREE", string> = {
  TRIAL: "Teste grátis",
  FREE: "Gratuito",
  PRO: "Pro",
  PRO_PLUS: "Pro+",
};
export const INTERVAL_NAMES: Record<TBillingInterval, string> = { MONTH: "mensal", YEAR: "anual" };

export const priceSettingKey = (plan: TPaidPlanCode, interval: TBillingInterval) => `billing.price.${plan}.${interval}`;

export async function priceCents(db: TDb, plan: TPaidPlanCode, interval: TBillingInterval): Promise<number> {
  const raw = await readSetting(db, priceSettingKey(plan, interval));
  const value = raw === null ? Number.NaN : Number(raw);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_PRICES_CENTS[plan][interval];
}

/** Every price in force, in centavos. */
export async function planPrices(db: TDb): Promise<TPlanPrices> {
  const [proMonth, proYear, plusMonth, plusYear] = await Promise.all([
    priceCents(db, "PRO", "MONTH"),
    priceCents(db, "PRO", "YEAR"),
    priceCents(db, "PRO_PLUS", "MONTH"),
    priceCents(db, "PRO_PLUS", "YEAR"),
  ]);
  return { PRO: { MONTH: proMonth, YEAR: proYear }, PRO_PLUS: { MONTH: plusMonth, YEAR: plusYear } };
}

const count = (n: number) => n.toLocaleString("pt-BR");
const plural = (n: number, one: string, many: string) => `${count(n)} ${n === 1 ? one : many}`;
/** The fair-use line of a paid plan's card, from the limits in force. */
function fairUseLine(limits: TQuotaLimits): string {
  if (limits.messages === null && limits.mealPlans === null) return "Sem teto de uso justo";
  const messages = limits.messages === null ? "mensagens ilimitadas" : plural(limits.messages, "mensagem", "mensagens");
  const plans = limits.mealPlans === null ? "planos ilimitados" : plural(limits.mealPlans, "plano", "planos");
  return `Uso justo mais alto: ${messages} e ${plans} por período`;
}

export const describeOrder = (plan: TPaidPlanCode, interval: TBillingInterval) =>
  `Assinatura NutriGuia ${PLAN_NAMES[plan]} (${INTERVAL_NAMES[interval]})`;

/** The three plans the pricing table shows, prices and limits read from the admin settings. */
export async function listPlans(db: TDb): Promise<TPlan[]> {
  const [prices, trial, pro, proPlus] = await Promise.all([planPrices(db), planLimits(db, "TRIAL"), planLimits(db, "PRO"), planLimits(db, "PRO_PLUS")]);
  const paid = (code: TPaidPlanCode, description: string, features: string[], limits: TQuotaLimits): TPlan => ({
    code,
    name: PLAN_NAMES[code],
    description,
    features,
    prices: { MONTH: prices[code].MONTH / 100, YEAR: prices[code].YEAR / 100 },
    currency: "BRL",
    trialDays: null,
    limits: { messages: null, mealPlans: null, audio: true, fairUseMessages: limits.messages, fairUseMealPlans: limits.mealPlans },
  });
  return [
    {
      code: "TRIAL",
      name: PLAN_NAMES.TRIAL,
      description: "7 dias para conhecer o NutriGuia, sem cartão de crédito.",
      features: [
        `${plural(trial.messages, "mensagem", "mensagens")} no chat`,
        plural(trial.mealPlans, "plano alimentar", "planos alimentares"),
        "Análise de fotos de refeições",
        "Sem cobrança automática",
      ],
      prices: { MONTH: null, YEAR: null },
      currency: "BRL",
      trialDays: TRIAL_DAYS,
      limits: { messages: trial.messages, mealPlans: trial.mealPlans, audio: false, fairUseMessages: null, fairUseMealPlans: null },
    },
    paid(
      "PRO",
      "Tudo o que você precisa para acompanhar sua alimentação todos os dias.",
      ["Mensagens ilimitadas (uso justo)", "Planos alimentares ilimitados (uso justo)", "Mensagens de voz", "Análise de fotos de refeições"],
      pro,
    ),
    paid(
      "PRO_PLUS",
      "Para quem usa o assistente intensamente e quer atendimento prioritário.",
      ["Tudo do Pro", fairUseLine(proPlus), "Suporte prioritário (resposta em até 4 horas úteis)"],
      proPlus,
    ),
  ];
}
