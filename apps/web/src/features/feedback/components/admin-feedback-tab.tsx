import { useState, type FormEvent } from "react";
import { describeIncentive, formatDateTime, type TAdminFeedback, type TIncentiveKind } from "@nutriguia/domain";
import { Button } from "../../../components/ui/button";
import { SelectField, TextAreaField, TextField } from "../../../components/ui/field";
import { Spinner } from "../../../components/ui/spinner";
import { errorMessage } from "../../../lib/api-errors";
import { toast } from "../../../lib/toast-store";
import { useAdminFeedback, useRespondFeedback, type TAdminFeedbackStatus } from "../api/admin-feedback";
import { typeLabel } from "./feedback-history";
import { StarsReadOnly } from "./star-rating";

const INCENTIVES: Array<{ value: TIncentiveKind | ""; label: string }> = [
  { value: "", label: "Sem incentivo" },
  { value: "EXTRA_MESSAGES", label: "Mensagens extras no período" },
  { value: "EXTRA_TRIAL_DAYS", label: "Dias extras de teste" },
  { value: "NEXT_CHARGE_DISCOUNT", label: "Desconto (%) na próxima cobrança" },
];

/** Back-office "feedback" tab: list, answer, award an incentive (for giving feedback, never for its tone). */
export function AdminFeedbackTab() {
  const [status, setStatus] = useState<TAdminFeedbackStatus>("pending");
  const { data, isPending, isError } = useAdminFeedback(status);
  return (
    <div className="space-y-4">
      <SelectField label="Mostrar" name="feedback-status" value={status} onChange={(e) => setStatus(e.target.value as TAdminFeedbackStatus)} className="max-w-xs">
        <option value="pending">Sem resposta</option>
        <option value="responded">Respondidos</option>
        <option value="all">Todos</option>
      </SelectField>
      {isPending ? <Spinner label="Carregando feedback" /> : null}
      {isError ? <p role="alert" className="text-red-700">Não foi possível carregar os feedbacks.</p> : null}
      {data && data.length === 0 ? <p className="text-slate-700">Nenhum feedback nesta lista.</p> : null}
      <ul className="space-y-3">
        {data?.map((f) => (
          <FeedbackItem key={f.id} item={f} />
        ))}
      </ul>
    </div>
  );
}

function FeedbackItem({ item }: { item: TAdminFeedback }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <p className="font-semibold text-slate-900">
          {typeLabel(item.type)} · {item.userName} <span className="font-normal text-slate-600">({item.userEmail})</span>
        </p>
        <span className="text-slate-600">{formatDateTime(item.createdAt)}</span>
      </div>
      <div className="mt-1 text-sm">
        <StarsReadOnly value={item.rating} /> {item.npsScore !== null ? <span className="ml-2">NPS {item.npsScore}</span> : null}
      </div>
      {item.comment ? <p className="mt-2 whitespace-pre-line text-sm text-slate-800">{item.comment}</p> : null}
      {item.adminResponse ? (
        <p className="mt-2 rounded-lg bg-emerald-50 p-2 text-sm text-emerald-950">
          Resposta: {item.adminResponse}
          {item.incentiveDetails ? ` · Incentivo: ${item.incentiveDetails}${item.incentiveApplied ? " (aplicado)" : ""}` : ""}
        </p>
      ) : (
        <RespondForm id={item.id} />
      )}
    </li>
  );
}

function RespondForm({ id }: { id: string }) {
  const [text, setText] = useState("");
  const [kind, setKind] = useState<TIncentiveKind | "">("");
  const [amount, setAmount] = useState("10");
  const respond = useRespondFeedback();
  const value = Number(amount);
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    respond.mutate(
      { id, request: { adminResponse: text.trim(), ...(kind ? { incentive: { kind, amount: value } } : {}) } },
      {
        onSuccess: () => toast({ title: "Resposta enviada", description: "Sua resposta foi enviada com sucesso.", variant: "success" }),
        onError: (error) => toast({ title: "Erro", description: errorMessage(error, "Não foi possível enviar a resposta."), variant: "destructive" }),
      },
    );
  }
  return (
    <form onSubmit={onSubmit} className="mt-3 space-y-2">
      <TextAreaField label="Resposta" name={`response-${id}`} rows={2} value={text} onChange={(e) => setText(e.target.value)} />
      <div className="grid gap-2 sm:grid-cols-2">
        <SelectField label="Incentivo" name={`incentive-${id}`} value={kind} onChange={(e) => setKind(e.target.value as TIncentiveKind | "")}>
          {INCENTIVES.map((i) => (
            <option key={i.value} value={i.value}>
              {i.label}
            </option>
          ))}
        </SelectField>
        {kind ? (
          <TextField label="Quantidade" name={`amount-${id}`} type="number" min={1} value={amount} onChange={(e) => setAmount(e.target.value)} hint={value > 0 ? describeIncentive(kind, value) : undefined} />
        ) : null}
      </div>
      <Button type="submit" size="sm" disabled={!text.trim()} loading={respond.isPending}>
        Responder
      </Button>
    </form>
  );
}
