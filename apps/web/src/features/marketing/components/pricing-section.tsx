import type { TBillingInterval } from "@nutriguia/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { IntervalToggle, PlanCards } from "../../../components/plan-cards";
import { Spinner } from "../../../components/ui/spinner";
import { plansQuery } from "../../../lib/billing/billing-api";
import { PlanAction } from "./plan-action";

/** The landing's #pricing with the prices the server charges (GET /api/billing/plans). */
export function PricingSection() {
  const [interval, setBillingInterval] = useState<TBillingInterval>("MONTH");
  const plans = useQuery(plansQuery);
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-20 bg-white py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="pricing-title" className="text-center text-3xl font-bold text-slate-900">Planos</h2>
        <p className="mx-auto mt-2 max-w-2xl text-center text-slate-700">
          Comece com 7 dias grátis, sem cartão de crédito: nada é cobrado automaticamente. Depois, assine o plano que fizer sentido para você.
        </p>
        <div className="mt-6 flex justify-center">
          <IntervalToggle value={interval} onChange={setBillingInterval} />
        </div>
        <div className="mt-8">
          {plans.data ? (
            <PlanCards
              plans={plans.data.plans}
              interval={interval}
              action={(plan) => <PlanAction plan={plan} interval={interval} />}
            />
          ) : plans.isError ? (
            <p className="text-center text-slate-700">Não foi possível carregar os preços agora. Tente novamente em instantes.</p>
          ) : (
            <div className="flex justify-center py-10">
              <Spinner label="Carregando planos" />
            </div>
          )}
        </div>
        <p className="mt-4 text-center text-xs text-slate-600">Os limites de uso justo renovam todo mês, também no plano anual, e protegem o serviço contra uso automatizado (Termos de Uso).</p>
      </div>
    </section>
  );
}
