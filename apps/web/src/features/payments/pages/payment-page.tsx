import type { TBillingInterval, TPaidPlanCode } from "@nutriguia/domain";
import { MOST_CHOSEN_PLAN } from "@nutriguia/domain/calc";
import { useState } from "react";
import { Link } from "react-router";
import { IntervalToggle, PlanCards } from "../../../components/plan-cards";
import { Button, buttonClasses } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { usePlans } from "../../../lib/billing/billing-api";
import { PLAN_LABELS } from "../../../lib/billing/format";
import { useCheckout } from "../../../lib/billing/checkout";
import { useSession } from "../../../lib/session/session-context";

/** /payment: choose Pro or Pro+, monthly or yearly, and go to the checkout. */
export function PaymentPage() {
  const [interval, setBillingInterval] = useState<TBillingInterval>("MONTH");
  const [chosen, setChosen] = useState<TPaidPlanCode | null>(null);
  const plans = usePlans();
  const checkout = useCheckout();
  const { subscription } = useSession();
  const subscribed = subscription?.plan === "PRO" || subscription?.plan === "PRO_PLUS";

  function choose(plan: TPaidPlanCode) {
    setChosen(plan);
    checkout.mutate({ plan, interval });
  }

  const paid = plans.data?.plans.filter((plan) => plan.code !== "TRIAL") ?? [];
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Escolha seu plano</h1>
      <p className="mt-1 text-slate-700">Sem fidelidade: cancele quando quiser. Desistiu em até 7 dias após a primeira cobrança? Devolvemos o valor integral.</p>
      {subscribed ? (
        <div className="mt-5 flex flex-col gap-3 rounded-2xl border border-emerald-300 bg-emerald-50 p-4 sm:flex-row sm:items-center">
          <p className="flex-1 text-sm text-emerald-950">Você já assina o plano {PLAN_LABELS[subscription.plan]}. Para trocar de plano ou cancelar, use Minha assinatura.</p>
          <Link to={paths.subscription.href()} className={buttonClasses("primary", "sm")}>Minha assinatura</Link>
        </div>
      ) : null}
      <div className="mt-6 flex justify-center">
        <IntervalToggle value={interval} onChange={setBillingInterval} />
      </div>
      <div className="mt-6">
        {plans.isPending ? (
          <div className="flex justify-center py-10">
            <Spinner label="Carregando planos" />
          </div>
        ) : plans.isError ? (
          <p role="alert" className="text-center text-slate-700">Não foi possível carregar os planos. Tente novamente em instantes.</p>
        ) : (
          <PlanCards
            plans={paid}
            interval={interval}
            headingLevel={2}
            action={(plan) => (
              <Button
                className="w-full"
                variant={plan.code === MOST_CHOSEN_PLAN ? "primary" : "outline"}
                disabled={subscribed || checkout.isPending}
                loading={checkout.isPending && chosen === plan.code}
                onClick={() => choose(plan.code as TPaidPlanCode)}
              >
                Assinar o {plan.name}
              </Button>
            )}
          />
        )}
      </div>
      <p className="mt-6 text-center text-sm text-slate-700">
        Pagamento seguro. Veja seus <Link to={paths.payments.href()} className="font-medium text-emerald-800 underline">pagamentos anteriores</Link>.
      </p>
    </div>
  );
}
