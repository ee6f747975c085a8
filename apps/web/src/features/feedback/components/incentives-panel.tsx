import type { TFeedbackListResponse } from "@nutriguia/domain";
import { FEEDBACK_MESSAGES } from "@nutriguia/domain/calc";
import { Button } from "../../../components/ui/button";
import { toast } from "../../../lib/toast-store";
import { useApplyIncentives } from "../api/apply-incentives";

/** Incentives reward giving feedback, never its sentiment; applying them takes effect on usage or subscription. */
export function IncentivesPanel({ data }: { data: TFeedbackListResponse }) {
  const apply = useApplyIncentives();
  const pending = data.feedback.filter((f) => f.awardedIncentive && !f.incentiveApplied);
  const applied = data.feedback.filter((f) => f.awardedIncentive && f.incentiveApplied);

  function onApply() {
    apply.mutate(undefined, {
      onSuccess: (result) => toast({ title: FEEDBACK_MESSAGES.applied(result.appliedCount), variant: "success" }),
      onError: () => toast({ title: "Erro", description: FEEDBACK_MESSAGES.applyFailed, variant: "destructive" }),
    });
  }

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        Como agradecimento por nos ajudar a melhorar, a equipe pode oferecer incentivos: mensagens extras no período, dias extras de
        teste ou desconto na próxima cobrança.
      </p>
      {pending.length === 0 ? (
        <p className="text-slate-700">Você não tem incentivos disponíveis no momento.</p>
      ) : (
        <>
          <ul className="space-y-2">
            {pending.map((f) => (
              <li key={f.id} className="rounded-xl border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-950">
                {f.incentiveDetails}
              </li>
            ))}
          </ul>
          <Button onClick={onApply} loading={apply.isPending}>
            Aplicar {pending.length} incentivo(s)
          </Button>
        </>
      )}
      {data.incentives.nextChargeDiscountPercent > 0 ? (
        <p className="text-sm text-slate-800">
          Desconto reservado para a sua próxima cobrança: <strong>{data.incentives.nextChargeDiscountPercent}%</strong>
        </p>
      ) : null}
      {applied.length > 0 ? (
        <div>
          <h3 className="text-sm font-semibold text-slate-900">Já aplicados</h3>
          <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
            {applied.map((f) => (
              <li key={f.id}>{f.incentiveDetails}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
