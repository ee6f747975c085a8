import { formatDateTime, type TFeedback } from "@nutriguia/domain";
import { FEEDBACK_TYPES } from "@nutriguia/domain/calc";
import { Badge } from "../../../components/ui/badge";
import { StarsReadOnly } from "./star-rating";

const SOURCE_LABELS: Record<TFeedback["source"], string> = {
  FORM: "Formulário",
  AUTO_DETECTED: "Resposta do chat",
  POPUP: "Convite no app",
  PERIODIC_SURVEY: "Pesquisa periódica",
};
export const typeLabel = (type: TFeedback["type"]) => FEEDBACK_TYPES.find((t) => t.value === type)?.label ?? type;

export function FeedbackHistory({ items }: { items: TFeedback[] }) {
  if (items.length === 0) return <p className="text-slate-700">Você ainda não enviou nenhum feedback.</p>;
  return (
    <ul className="space-y-3">
      {items.map((f) => (
        <li key={f.id} className="rounded-xl border border-slate-200 bg-white p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-semibold text-slate-900">{typeLabel(f.type)}</p>
            <span className="text-xs text-slate-600">{formatDateTime(f.createdAt)}</span>
          </div>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <StarsReadOnly value={f.rating} />
            <Badge>{SOURCE_LABELS[f.source]}</Badge>
            {f.npsScore !== null ? <Badge>NPS {f.npsScore}</Badge> : null}
          </div>
          {f.comment ? <p className="mt-2 whitespace-pre-line text-sm text-slate-800">{f.comment}</p> : null}
          {f.adminResponse ? (
            <div className="mt-3 rounded-lg bg-emerald-50 p-3 text-sm">
              <p className="font-medium text-emerald-900">Resposta da equipe ({formatDateTime(f.adminResponseDate)})</p>
              <p className="mt-1 text-slate-800">{f.adminResponse}</p>
              {f.incentiveDetails ? (
                <p className="mt-1 text-emerald-900">
                  Incentivo: {f.incentiveDetails} {f.incentiveApplied ? "(aplicado)" : "(disponível)"}
                </p>
              ) : null}
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
