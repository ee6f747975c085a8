import { toast } from "../../../lib/toast-store";
import { useReportAnswer } from "../api/report-answer";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Shown under saved assistant answers; one click sends the answer to the team as conversation feedback. */
export function AnswerThumbsDown({ messageId }: { messageId: string }) {
  const report = useReportAnswer();
  if (!UUID.test(messageId)) return null;
  const sent = report.isSuccess;
  return (
    <div className="mt-2 flex justify-end">
      <button
        type="button"
        disabled={sent || report.isPending}
        aria-pressed={sent}
        aria-label={sent ? "Resposta marcada como não útil" : "Esta resposta não ajudou"}
        title="Esta resposta não ajudou"
        onClick={() =>
          report.mutate(messageId, {
            onSuccess: () => toast({ title: "Obrigado pelo seu feedback!", variant: "success" }),
            onError: () => toast({ title: "Erro", description: "Não foi possível enviar seu feedback. Tente novamente mais tarde.", variant: "destructive" }),
          })
        }
        className="flex h-9 min-w-9 items-center justify-center rounded-md px-2 text-base text-slate-600 hover:bg-slate-100 disabled:text-emerald-700"
      >
        <span aria-hidden="true">👎</span>
      </button>
    </div>
  );
}
