import type { TBillingInterval, TPaidPlanCode, TPlan } from "@nutriguia/domain";
import type { TDb } from "../db/client";
import { readSetting } from "./settings";
import { PLAN_LIMITS } from "./usage";

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

export const describeOrder = (plan: TPaidPlanCode, interval: TBillingInterval) =>
  `Assinatura NutriGuia ${PLAN_NAMES[plan]} (${INTERVAL_NAMES[interval]})`;

/** The three plans the pricing table shows, prices read from the admin settings. */
export async function listPlans(db: TDb): Promise<TPlan[]> {
  const price = async (plan: TPaidPlanCode, interval: TBillingInterval) => (await priceCents(db, plan, interval)) / 100;
  const paid = async (code: TPaidPlanCode, description: string, features: string[]): Promise<TPlan> => ({
    code,
    name: PLAN_NAMES[code],
    description,
    features,
    prices: { MONTH: await price(code, "MONTH"), YEAR: await price(code, "YEAR") },
    currency: "BRL",
    trialDays: null,
    limits: {
      messages: null,
      mealPlans: null,
      audio: true,
      fairUseMessages: PLAN_LIMITS[code].messages,
      fairUseMealPlans: PLAN_LIMITS[code].mealPlans,
    },
  });
  return [
    {
      code: "TRIAL",
      name: PLAN_NAMES.TRIAL,
      description: "7 dias para conhecer o NutriGuia, sem cartão de crédito.",
      features: ["30 mensagens no chat", "3 planos alimentares", "Análise de fotos de refeições", "Sem cobrança automática"],
      prices: { MONTH: null, YEAR: null },
      currency: "BRL",
      trialDays: TRIAL_DAYS,
      limits: { messages: PLAN_LIMITS.TRIAL.messages, mealPlans: PLAN_LIMITS.TRIAL.mealPlans, audio: false, fairUseMessages: null, fairUseMealPlans: null },
    },
    await paid("PRO", "Tudo o que você precisa para acompanhar sua alimentação todos os dias.", [
      "Mensagens ilimitadas (uso justo)",
      "Planos alimentares ilimitados (uso justo)",
      "Mensagens de voz",
      "Análise de fotos de refeições",
    ]),
    await paid("PRO_PLUS", "Para quem usa o assistente intensamente e quer atendimento prioritário.", [
      "Tudo do Pro",
      "Uso justo mais alto: 10.000 mensagens e 300 planos por período",
      "Suporte prioritário (resposta em até 4 horas úteis)",
    ]),
  ];
}
