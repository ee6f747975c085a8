import type { TPlan } from "@nutriguia/domain";
import { allowanceText, TRIAL_DAYS, type TQuotaKind } from "@nutriguia/domain/calc";
import { usePlans } from "../../../lib/billing/billing-api";

/**
 * An allowance in the middle of a sentence: the pricing table's own words, first letter lowered; "(uso justo)" is left
 * to the sentence, which names the policy once.
 */
function allowance(plan: TPlan, kind: TQuotaKind): string {
  const paid = plan.code === "PRO" || plan.code === "PRO_PLUS";
  const limit = kind === "messages" ? (paid ? plan.limits.fairUseMessages : plan.limits.messages) : paid ? plan.limits.fairUseMealPlans : plan.limits.mealPlans;
  const text = allowanceText(kind, limit, plan.code).replace(/ \(uso justo\)$/, "");
  return text.charAt(0).toLowerCase() + text.slice(1);
}

const PERIODS = [" por mês", ` nos ${TRIAL_DAYS} dias de teste`];

/** "até 3.000 mensagens e até 60 planos alimentares por mês": a period the two allowances share is said once. */
function both(plan: TPlan): string {
  const [messages, mealPlans] = [allowance(plan, "messages"), allowance(plan, "mealPlans")];
  const shared = PERIODS.find((period) => messages.endsWith(period) && mealPlans.endsWith(period));
  return `${shared ? messages.slice(0, -shared.length) : messages} e ${mealPlans}`;
}

function usePlan(code: TPlan["code"]): TPlan | undefined {
  return usePlans().data?.plans.find((plan) => plan.code === code);
}

/** The trial's allowance as the server enforces it (the admin may change it), worded as on the pricing table and /subscription. */
export function TrialTerms() {
  const trial = usePlan("TRIAL");
  return (
    <p>
      Novas contas têm {TRIAL_DAYS} dias de teste gratuito a partir da ativação, {trial ? `com ${both(trial)}` : "com os limites mostrados na página de planos"},
      sem mensagens de voz. O teste não pede cartão e nada é cobrado ao fim dele: a conta passa aos limites gratuitos (10 mensagens e 1 plano alimentar
      por mês) e mantém seus dados.
    </p>
  );
}

/** The paid plans' fair-use ceilings, per month on monthly and annual plans alike, in the same words as everywhere else. */
export function PaidPlansTerms() {
  const pro = usePlan("PRO");
  const proPlus = usePlan("PRO_PLUS");
  return (
    <p>
      Os planos Pro e Pro+ são cobrados de forma recorrente, na periodicidade escolhida, em reais (BRL), e renovados automaticamente. O uso segue uma
      política de uso justo, contada por mês também nos planos anuais:{" "}
      {pro && proPlus ? `no Pro, ${both(pro)}; no Pro+, ${both(proPlus)}` : "os limites de cada plano são os mostrados na página de planos"}. Esses
      limites protegem o serviço contra uso automatizado e são os mesmos da página de planos e de Assinatura. Os preços vigentes são exibidos antes da
      contratação. Se a renovação não for aprovada, tentamos novamente e o acesso continua por 7 dias antes de a conta voltar aos limites gratuitos.
    </p>
  );
}
