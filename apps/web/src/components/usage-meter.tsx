import type { TSubscriptionResponse } from "@nutriguia/domain";
import { allowanceText, remainingText, type TQuotaKind } from "@nutriguia/domain/calc";

const LABELS: Record<TQuotaKind, string> = { messages: "Mensagens no chat", mealPlans: "Planos alimentares" };

/** Used against the limit in force, in the same words as the pricing table (issue 30). */
export function UsageMeter({ kind, subscription }: { kind: TQuotaKind; subscription: TSubscriptionResponse }) {
  const label = LABELS[kind];
  const used = kind === "messages" ? subscription.usage.messagesUsed : subscription.usage.mealPlansUsed;
  const limit = subscription.limits[kind];
  const n = (value: number) => value.toLocaleString("pt-BR");
  const plan = subscription.plan;
  if (limit === null || plan === "UNLIMITED") {
    return (
      <div>
        <p className="text-sm font-medium text-slate-900">{label}</p>
        <p className="text-sm text-slate-700">
          {n(used)} {used === 1 ? "usada" : "usadas"} · {plan === "UNLIMITED" ? "sem limite" : allowanceText(kind, null, plan)}
        </p>
      </div>
    );
  }
  const percent = limit > 0 ? Math.min(100, Math.round((used / limit) * 100)) : 100;
  return (
    <div>
      <div className="flex flex-wrap justify-between gap-x-2 text-sm">
        <p className="font-medium text-slate-900">{label}</p>
        <p className="text-slate-700">{remainingText(kind, used, limit)}</p>
      </div>
      <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={limit} aria-valuenow={Math.min(used, limit)} aria-valuetext={`${n(used)} de ${n(limit)}`} className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200">
        <div className={`h-full ${percent >= 90 ? "bg-red-600" : "bg-emerald-600"}`} style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-1 text-xs text-slate-600">Seu plano: {allowanceText(kind, limit, plan).replace(/^Até/, "até")}</p>
    </div>
  );
}
