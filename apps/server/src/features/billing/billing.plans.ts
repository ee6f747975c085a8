import {
  allowanceText,
  PLAN_NAMES,
  TRIAL_DAYS,
  ZAllPlanLimits,
  type TAllPlanLimits,
  type TBillingInterval,
  type TLimitPlan,
  type TPaidPlanCode,
  type TPlan,
  type TPlanPrices,
  type TQuotaLimits,
} from "@nutriguia/domain";
import type { TDb } from "../../db/client";
import { readSetting } from "../../shared/settings";

/**
 * The server's one home for what each plan costs and allows (docs/decisions/002, 301, 303, 530): the defaults, the
 * admin's overrides read from the settings, and the trial's length. `@nutriguia/domain` keeps only what the web words
 * with (plan names, TRIAL_DAYS in "nos 7 dias de teste", the allowance sentences).
 */
export { PLAN_NAMES, TRIAL_DAYS } from "@nutriguia/domain";

/** Trial: the FAQ's 30 messages and 3 plans (001 §9); paid plans: fair-use ceilings per month; FREE: after the trial, per month. */
export const DEFAULT_PLAN_LIMITS: TAllPlanLimits = {
  TRIAL: { messages: 30, mealPlans: 3 },
  FREE: { messages: 10, mealPlans: 1 },
  PRO: { messages: 3000, mealPlans: 60 },
  PRO_PLUS: { messages: 10000, mealPlans: 300 },
};

/** Default prices in centavos when the admin has not set `billing.price.<PLAN>.<INTERVAL>`. */
export const DEFAULT_PRICES_CENTS: Record<TPaidPlanCode, Record<TBillingInterval, number>> = {
  PRO: { MONTH: 2990, YEAR: 29900 },
  PRO_PLUS: { MONTH: 4990, YEAR: 49900 },
};

export const INTERVAL_NAMES: Record<TBillingInterval, string> = { MONTH: "mensal", YEAR: "anual" };

export const priceSettingKey = (plan: TPaidPlanCode, interval: TBillingInterval) => `billing.price.${plan}.${interval}`;
export const limitsSettingKey = (plan: TLimitPlan) => `billing.limits.${plan}`;

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

/** The limits in force for a plan: the admin's setting (`billing.limits.<PLAN>`), else the default above. */
export async function planLimits<P extends TLimitPlan>(db: TDb, plan: P): Promise<TAllPlanLimits[P]> {
  const raw = await readSetting(db, limitsSettingKey(plan));
  if (raw === null) return DEFAULT_PLAN_LIMITS[plan];
  try {
    const parsed = ZAllPlanLimits.shape[plan].safeParse(JSON.parse(raw));
    return parsed.success ? (parsed.data as TAllPlanLimits[P]) : DEFAULT_PLAN_LIMITS[plan];
  } catch {
    return DEFAULT_PLAN_LIMITS[plan];
  }
}

export const describeOrder = (plan: TPaidPlanCode, interval: TBillingInterval) =>
  `Assinatura NutriGuia ${PLAN_NAMES[plan]} (${INTERVAL_NAMES[interval]})`;

/** The three plans the pricing table shows, prices and limits read from the admin settings. */
export async function listPlans(db: TDb): Promise<TPlan[]> {
  const [prices, trial, pro, proPlus] = await Promise.all([planPrices(db), planLimits(db, "TRIAL"), planLimits(db, "PRO"), planLimits(db, "PRO_PLUS")]);
  // The allowances are worded from the limits in force, the same words /subscription and the home use (issue 30).
  const paid = (code: TPaidPlanCode, description: string, [lead, ...extras]: string[], limits: TQuotaLimits): TPlan => ({
    code,
    name: PLAN_NAMES[code],
    description,
    features: [lead!, allowanceText("messages", limits.messages, code), allowanceText("mealPlans", limits.mealPlans, code), ...extras],
    prices: { MONTH: prices[code].MONTH / 100, YEAR: prices[code].YEAR / 100 },
    currency: "BRL",
    trialDays: null,
    limits: { messages: null, mealPlans: null, audio: true, fairUseMessages: limits.messages, fairUseMealPlans: limits.mealPlans },
  });
  return [
    {
      code: "TRIAL",
      name: PLAN_NAMES.TRIAL,
      description: `${TRIAL_DAYS} dias para conhecer o NutriGuia, sem cartão de crédito.`,
      features: [
        allowanceText("messages", trial.messages, "TRIAL"),
        allowanceText("mealPlans", trial.mealPlans, "TRIAL"),
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
      ["Análise de fotos de refeições", "Mensagens de voz"],
      pro,
    ),
    paid(
      "PRO_PLUS",
      "Para quem usa o assistente intensamente e quer atendimento prioritário.",
      ["Tudo do Pro", "Suporte prioritário (resposta em até 4 horas úteis)"],
      proPlus,
    ),
  ];
}
