import type { TBillingInterval, TPlan } from "@nutriguia/domain";
import { MOST_CHOSEN_PLAN } from "@nutriguia/domain/calc";
import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { formatPrice } from "../lib/billing/format";
import { cn } from "../lib/cn";

/** Mensal / Anual switch shared by the landing's #pricing, /payment and /subscription. */
export function IntervalToggle({ value, onChange }: { value: TBillingInterval; onChange: (value: TBillingInterval) => void }) {
  const option = (interval: TBillingInterval, label: string) => (
    <button
      type="button"
      aria-pressed={value === interval}
      onClick={() => onChange(interval)}
      className={cn("rounded-full px-4 py-2 text-sm font-semibold", value === interval ? "bg-emerald-700 text-white" : "text-slate-800 hover:bg-slate-100")}
    >
      {label}
    </button>
  );
  return (
    <div role="group" aria-label="Período de cobrança" className="inline-flex rounded-full border border-slate-300 bg-white p-1">
      {option("MONTH", "Mensal")}
      {option("YEAR", "Anual (2 meses grátis)")}
    </div>
  );
}

function priceLine(plan: TPlan, interval: TBillingInterval) {
  if (plan.code === "TRIAL") return { main: "Grátis", sub: `${plan.trialDays ?? 7} dias, sem cartão` };
  const price = plan.prices[interval];
  if (price === null) return { main: "N/A", sub: "" };
  if (interval === "YEAR") return { main: `${formatPrice(price)}/ano`, sub: `equivale a ${formatPrice(Math.round((price / 12) * 100) / 100)}/mês` };
  return { main: `${formatPrice(price)}/mês`, sub: "cobrança mensal, cancele quando quiser" };
}

/**
 * One card per plan with its real price (GET /api/billing/plans); the action under each card is the caller's. The
 * "Mais escolhido" badge sits on the same plan on every page; `current` marks the subscriber's own plan instead.
 */
export function PlanCards({ plans, interval, action, current = null, headingLevel = 3 }: { plans: TPlan[]; interval: TBillingInterval; action: (plan: TPlan) => ReactNode; current?: TPlan["code"] | null; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className={cn("grid gap-6", plans.length === 3 ? "md:grid-cols-3" : "md:grid-cols-2")}>
      {plans.map((plan) => {
        const price = priceLine(plan, interval);
        const featured = plan.code === MOST_CHOSEN_PLAN;
        const mine = plan.code === current;
        return (
          <li key={plan.code} className={cn("flex flex-col rounded-2xl border bg-white p-6 shadow-sm", featured ? "border-emerald-600 ring-2 ring-emerald-600" : "border-slate-200")}>
            {featured || mine ? (
              <p className="mb-2 flex flex-wrap gap-2 text-xs font-semibold uppercase tracking-wide">
                {featured ? <span className="text-emerald-800">Mais escolhido</span> : null}
                {mine ? <span className="rounded-full bg-slate-100 px-2 text-slate-800">Seu plano</span> : null}
              </p>
            ) : null}
            <Heading className="text-xl font-bold text-slate-900">{plan.name}</Heading>
            <p className="mt-1 text-sm text-slate-700">{plan.description}</p>
            <p className="mt-4 text-2xl font-bold text-slate-900">{price.main}</p>
            <p className="text-xs text-slate-600">{price.sub}</p>
            <ul className="mt-5 flex-1 space-y-2 text-sm text-slate-800">
              {plan.features.map((item) => (
                <li key={item} className="flex gap-2">
                  <Check aria-hidden="true" size={18} className="mt-0.5 shrink-0 text-emerald-700" />
                  {item}
                </li>
              ))}
            </ul>
            <div className="mt-6">{action(plan)}</div>
          </li>
        );
      })}
    </ul>
  );
}
