import type { TSubscriptionResponse } from "@nutriguia/domain";

const PLAN_LABELS = { PRO: "Pro", PRO_PLUS: "Pro+" } as const;

type TPlanStatus = Pick<TSubscriptionResponse, "plan" | "status" | "trialDaysLeft" | "cancelAtPeriodEnd">;

/** The trial's days left, or the plan in force, in words. */
export function planStatusText(status: TPlanStatus): string {
  switch (status.plan) {
    case "UNLIMITED":
      return "Acesso ilimitado.";
    case "PRO":
    case "PRO_PLUS": {
      const name = PLAN_LABELS[status.plan];
      if (status.status === "PAST_DUE") return `Plano ${name}: pagamento pendente.`;
      return status.cancelAtPeriodEnd ? `Plano ${name} ativo até o fim do período.` : `Plano ${name} ativo.`;
    }
    case "TRIAL": {
      const days = status.trialDaysLeft ?? 0;
      return days <= 1 ? "Seu teste grátis termina hoje." : `Teste grátis: faltam ${days} dias.`;
    }
    case "FREE":
      return "Seu teste grátis terminou: você está no plano gratuito.";
  }
}

export function PlanStatus({ status }: { status: TSubscriptionResponse }) {
  return (
    <p className="inline-flex rounded-full bg-emerald-50 px-3 py-1 text-sm font-medium text-emerald-900" data-testid="plan-status">
      {planStatusText(status)}
    </p>
  );
}
