import type { TBillingInterval, TPaidPlanCode, TSubscriptionResponse } from "@nutriguia/domain";
import { useState } from "react";
import { IntervalToggle, PlanCards } from "../../../components/plan-cards";
import { Button } from "../../../components/ui/button";
import { usePlans } from "../../../lib/billing/billing-api";
import { toast } from "../../../lib/toast-store";
import { useSubscriptionAction } from "../api/subscription";

/** Trocar de plano: the other paid plans and intervals, one click each. */
export function ChangePlan({ current }: { current: TSubscriptionResponse }) {
  const [interval, setBillingInterval] = useState<TBillingInterval>(current.interval ?? "MONTH");
  const plans = usePlans();
  const action = useSubscriptionAction();
  const paid = plans.data?.plans.filter((plan) => plan.code !== "TRIAL") ?? [];
  return (
    <section id="trocar-plano" aria-labelledby="change-plan-title" className="scroll-mt-20 space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="change-plan-title" className="text-lg font-semibold text-slate-900">Trocar de plano</h2>
        <IntervalToggle value={interval} onChange={setBillingInterval} />
      </div>
      <PlanCards
        plans={paid}
        interval={interval}
        current={current.plan === "PRO" || current.plan === "PRO_PLUS" ? current.plan : null}
        action={(plan) => {
          const same = plan.code === current.plan && interval === current.interval;
          return (
            <Button
              className="w-full"
              variant="outline"
              disabled={same || action.isPending}
              loading={action.isPending && action.variables?.kind === "change" && action.variables.body.plan === plan.code}
              onClick={() =>
                action.mutate(
                  { kind: "change", body: { plan: plan.code as TPaidPlanCode, interval } },
                  {
                    onSuccess: (result) => toast({ title: result.message, variant: "success" }),
                    onError: (error) => toast({ title: "Não foi possível trocar de plano", description: error.message, variant: "destructive" }),
                  },
                )
              }
            >
              {same ? "Plano atual" : `Mudar para ${plan.name}`}
            </Button>
          );
        }}
      />
    </section>
  );
}
