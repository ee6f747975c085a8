import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { LimitNotice } from "../../../components/limit-notice";
import { Badge } from "../../../components/ui/badge";
import { buttonClasses } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { UsageMeter } from "../../../components/usage-meter";
import { paths } from "../../../config/paths";
import { subscriptionQuery } from "../../../lib/billing/billing-api";
import { formatDay, INTERVAL_LABELS, PLAN_LABELS, SUBSCRIPTION_STATUS_LABELS } from "../../../lib/billing/format";

/** Profile → Assinatura (issue 30): the plan, its renewal or end date, usage, and the ways to pay, change or cancel. */
export function SubscriptionTab() {
  const query = useQuery(subscriptionQuery);
  const s = query.data;
  if (query.isPending) return <div className="flex justify-center py-10"><Spinner label="Carregando assinatura" /></div>;
  if (!s) return <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">Não foi possível carregar sua assinatura. Tente novamente.</p>;
  const live = (s.plan === "PRO" || s.plan === "PRO_PLUS") && (s.status === "ACTIVE" || s.status === "PAST_DUE");
  const date = s.status === "TRIALING" ? `Teste grátis até ${formatDay(s.periodEnd)}` : live ? `${s.cancelAtPeriodEnd ? "Acesso até" : "Renova em"} ${formatDay(s.periodEnd)}` : null;
  return (
    <Card className="space-y-5">
      <div>
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold text-slate-900">Plano {PLAN_LABELS[s.plan]}</h2>
          <Badge tone={s.cancelAtPeriodEnd || s.status === "PAST_DUE" ? "warning" : "neutral"}>{s.cancelAtPeriodEnd ? "Cancelamento agendado" : SUBSCRIPTION_STATUS_LABELS[s.status]}</Badge>
          {s.interval ? <Badge>{INTERVAL_LABELS[s.interval]}</Badge> : null}
        </div>
        {date ? <p className="mt-1 text-sm text-slate-700">{date}</p> : null}
      </div>
      <LimitNotice subscription={s} />
      <div className="grid gap-4 sm:grid-cols-2">
        <UsageMeter kind="messages" subscription={s} />
        <UsageMeter kind="mealPlans" subscription={s} />
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Link to={paths.subscription.href()} className={buttonClasses("primary", "sm")}>Gerenciar assinatura</Link>
        <Link to={paths.payments.href()} className={buttonClasses("outline", "sm")}>Ver pagamentos</Link>
        {live ? <Link to={paths.subscription.href("change")} className={buttonClasses("outline", "sm")}>Trocar de plano</Link> : null}
        {live && !s.cancelAtPeriodEnd ? <Link to={paths.subscription.href("cancel")} className={buttonClasses("ghost", "sm", "text-red-700")}>Cancelar assinatura</Link> : null}
        {!live && s.plan !== "UNLIMITED" ? <Link to={paths.payment.href()} className={buttonClasses("outline", "sm")}>Assinar um plano</Link> : null}
      </div>
    </Card>
  );
}
