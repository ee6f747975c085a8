import type { TSubscriptionResponse } from "@nutriguia/domain";
import { PLAN_NAMES, remainingText } from "@nutriguia/domain/calc";
import { Link } from "react-router";
import { LimitNotice, limitNoticeOf } from "../../../components/limit-notice";
import { paths } from "../../../config/paths";

type TPlanStatus = Pick<TSubscriptionResponse, "plan" | "status" | "trialDaysLeft" | "cancelAtPeriodEnd" | "limits" | "usage">;

/** The plan in force in words: for the trial, the days left together with the messages left (issue 30). */
export function planStatusText(status: TPlanStatus): string {
  const messages = status.limits.messages === null ? "" : ` · ${remainingText("messages", status.usage.messagesUsed, status.limits.messages)}`;
  switch (status.plan) {
    case "UNLIMITED":
      return "Acesso ilimitado.";
    case "PRO":
    case "PRO_PLUS": {
      const name = PLAN_NAMES[status.plan];
      if (status.status === "PAST_DUE") return `Plano ${name}: pagamento pendente.`;
      return status.cancelAtPeriodEnd ? `Plano ${name} ativo até o fim do período.` : `Plano ${name} ativo.`;
    }
    case "TRIAL": {
      const days = status.trialDaysLeft ?? 0;
      return `${days <= 1 ? "Seu teste grátis termina hoje" : `Teste grátis: faltam ${days} dias`}${messages}`;
    }
    case "FREE":
      return `Plano gratuito${messages} neste mês`;
  }
}

/** The status line with a way to the subscription, and the upgrade notice once an allowance has run out. */
export function PlanStatus({ status }: { status: TSubscriptionResponse }) {
  const limited = limitNoticeOf(status) !== null;
  const unpaid = status.plan === "TRIAL" || status.plan === "FREE";
  return (
    <div className="space-y-3">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="inline-flex rounded-xl bg-emerald-50 px-3 py-1 text-sm font-medium text-emerald-900" data-testid="plan-status">
          {planStatusText(status)}
        </span>
        {limited ? null : (
          <Link to={unpaid ? paths.payment.href() : paths.subscription.href()} className="text-sm font-medium text-emerald-800 underline underline-offset-4">
            {unpaid ? "Ver planos" : "Minha assinatura"}
          </Link>
        )}
      </p>
      <LimitNotice subscription={status} />
    </div>
  );
}
