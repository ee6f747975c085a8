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
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
          <path d="M17 14V2M9 18.12 10 14H4.17a2 2 0 0 1-1.92-2.56l2.33-8A2 2 0 0 1 6.5 2H20a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2h-2.76a2 2 0 0 0-1.79 1.11L12 22a3.13 3.13 0 0 1-3-3.88Z" />
        </svg>
      </button>
    </div>
  );
}
