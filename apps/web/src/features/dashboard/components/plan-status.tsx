import type { TSubscriptionResponse } from "@nutriguia/domain";

const PLAN_LABELS = { PRO: "Pro", PRO_PLUS: "Pro+" } as const;
const DAY_MS = 86_400_000;

/** The trial's days left, or the plan in force, in words. */
export function planStatusText(status: TSubscriptionResponse, now = Date.now()): string {
  if (status.unlimited) return "Acesso ilimitado.";
  if (status.subscription) return `Plano ${PLAN_LABELS[status.subscription.plan]} ativo.`;
  if (status.trial?.active && status.trial.endDate) {
    const days = Math.max(0, Math.ceil((Date.parse(status.trial.endDate) - now) / DAY_MS));
    return days <= 1 ? "Seu teste grátis termina hoje." : `Teste grátis: faltam ${days} dias.`;
  }
  return "Seu teste grátis terminou.";
}

export function PlanStatus({ status }: { status: TSubscriptionResponse }) {
  return (
    <p className="inline-flex rounded-full bg-emerald-50 px-3 py-1 text-sm font-medium text-emerald-900" data-testid="plan-status">
      {planStatusText(status)}
    </p>
  );
}
