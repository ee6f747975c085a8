import type { TSubscriptionResponse } from "@nutriguia/domain";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { LimitNotice } from "../../../components/limit-notice";
import { Badge } from "../../../components/ui/badge";
import { Button, buttonClasses } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { subscriptionQuery } from "../../../lib/billing/billing-api";
import { formatDay, INTERVAL_LABELS, PLAN_LABELS, SUBSCRIPTION_STATUS_LABELS } from "../../../lib/billing/format";
import { followBillingUrl } from "../../../lib/billing/provider-url";
import { toast } from "../../../lib/toast-store";
import { useOpenPortal, useSubscriptionAction } from "../api/subscription";
import { CancelDialog } from "../components/cancel-dialog";
import { ChangePlan } from "../components/change-plan";
import { UsageMeter } from "../../../components/usage-meter";

function periodText(s: TSubscriptionResponse): string | null {
  if (s.status === "TRIALING") return `Seu teste grátis termina em ${formatDay(s.periodEnd)}${s.trialDaysLeft !== null ? ` (${s.trialDaysLeft} ${s.trialDaysLeft === 1 ? "dia" : "dias"})` : ""}. Nada será cobrado.`;
  if (s.status === "PAST_DUE") return `Não conseguimos cobrar a renovação. Você mantém o acesso até ${formatDay(s.graceUntil)} enquanto tentamos novamente.`;
  if (s.status === "ACTIVE") return s.cancelAtPeriodEnd ? `Cancelada: acesso até ${formatDay(s.periodEnd)}, sem novas cobranças.` : `Renova automaticamente em ${formatDay(s.periodEnd)}.`;
  if (s.status === "UNLIMITED") return "Sua conta tem acesso ilimitado concedido pela equipe.";
  return "Sua conta está com os limites gratuitos. Seus dados continuam guardados.";
}

/**
 * /subscription: plan, status, renewal or end date, usage against limits; change plan in one click; cancel after a
 * confirmation that says when access ends, with the result shown on the page (issue 30). `?cancelar=1` (from the
 * profile) opens the confirmation, `#trocar-plano` scrolls to the plans.
 */
export function SubscriptionPage() {
  const subscription = useQuery(subscriptionQuery);
  const action = useSubscriptionAction();
  const portal = useOpenPortal();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const s = subscription.data;
  const paid = s?.plan === "PRO" || s?.plan === "PRO_PLUS";
  const live = paid && (s?.status === "ACTIVE" || s?.status === "PAST_DUE");

  useEffect(() => {
    if (!s || params.get("cancelar") === null) return;
    if (live && !s.cancelAtPeriodEnd) setConfirming(true);
    setParams({}, { replace: true });
  }, [s, live, params, setParams]);
  useEffect(() => {
    if (s && window.location.hash) document.getElementById(window.location.hash.slice(1))?.scrollIntoView();
  }, [s]);

  const run = (kind: "cancel" | "resume") =>
    action.mutate(
      { kind },
      {
        onSuccess: (done) => {
          setConfirming(false);
          setResult(done.message);
          toast({ title: done.refunded ? "Reembolso confirmado" : kind === "cancel" ? "Assinatura cancelada" : "Assinatura retomada", description: done.message, variant: "success" });
        },
        onError: (error) => toast({ title: "Não foi possível concluir", description: error.message, variant: "destructive" }),
      },
    );

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Minha assinatura</h1>
      {subscription.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label="Carregando assinatura" />
        </div>
      ) : subscription.isError || !s ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">Não foi possível carregar sua assinatura. Tente novamente.</p>
      ) : (
        <>
          {result ? (
            <p role="status" className="rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-sm font-medium text-emerald-950" data-testid="subscription-result">
              {result}
            </p>
          ) : null}
          <LimitNotice subscription={s} />
          <Card>
            <div className="flex flex-wrap items-center gap-3">
              <h2 className="text-xl font-bold text-slate-900">Plano {PLAN_LABELS[s.plan]}</h2>
              <Badge tone={s.status === "ACTIVE" && !s.cancelAtPeriodEnd ? "success" : s.status === "PAST_DUE" || s.status === "TRIALING" || s.cancelAtPeriodEnd ? "warning" : s.status === "UNLIMITED" ? "success" : "neutral"}>
                {s.cancelAtPeriodEnd ? "Cancelamento agendado" : SUBSCRIPTION_STATUS_LABELS[s.status]}
              </Badge>
              {s.interval ? <Badge>{INTERVAL_LABELS[s.interval]}</Badge> : null}
            </div>
            <p className="mt-2 text-slate-700">{periodText(s)}</p>
            <div className="mt-5 grid gap-4 sm:grid-cols-2">
              <UsageMeter kind="messages" subscription={s} />
              <UsageMeter kind="mealPlans" subscription={s} />
            </div>
            <p className="mt-3 text-sm text-slate-700">Mensagens de voz: {s.limits.audio ? "incluídas" : "disponíveis nos planos Pro e Pro+"}</p>
            <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
              {live && !s.cancelAtPeriodEnd ? (
                <Button variant="danger" disabled={action.isPending} onClick={() => setConfirming(true)}>
                  Cancelar assinatura
                </Button>
              ) : null}
              {live && s.cancelAtPeriodEnd ? (
                <Button loading={action.isPending} onClick={() => run("resume")}>
                  Retomar assinatura
                </Button>
              ) : null}
              {live && s.provider === "stripe" ? (
                <Button variant="outline" loading={portal.isPending} onClick={() => portal.mutate(undefined, { onSuccess: ({ url }) => followBillingUrl(url, (to) => void navigate(to)) })}>
                  Forma de pagamento e faturas
                </Button>
              ) : null}
              {!live && s.plan !== "UNLIMITED" ? (
                <Link to={paths.payment.href()} className={buttonClasses("primary")}>Assinar um plano</Link>
              ) : null}
              <Link to={paths.payments.href()} className={buttonClasses("outline")}>Ver pagamentos</Link>
            </div>
            {live && s.refundable && !s.cancelAtPeriodEnd ? (
              <p className="mt-3 text-xs text-slate-600">Dentro de 7 dias da primeira cobrança o cancelamento devolve o valor integral (Código de Defesa do Consumidor, art. 49).</p>
            ) : null}
          </Card>
          {live ? <ChangePlan current={s} /> : null}
          <CancelDialog open={confirming} subscription={s} busy={action.isPending} onConfirm={() => run("cancel")} onClose={() => setConfirming(false)} />
        </>
      )}
    </div>
  );
}
