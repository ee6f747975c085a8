import { useState, type FormEvent } from "react";
import { formatDateTime } from "@nutriguia/domain";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { TextAreaField } from "../../../components/ui/field";
import { Spinner } from "../../../components/ui/spinner";
import { cn } from "../../../lib/cn";
import { errorMessage } from "../../../lib/api-errors";
import { toast } from "../../../lib/toast-store";
import { useAdminInbox, useAdminThread, useAdminThreadAction } from "../api/admin-threads";
import { MessageList } from "./message-list";

/** Back-office "messages" tab: every thread, unanswered first; reply and close. */
export function AdminMessagesTab() {
  const { data, isPending, isError } = useAdminInbox();
  const [selected, setSelected] = useState<string | null>(null);
  return (
    // One column of at most the screen's width on a phone: long subjects, addresses and links wrap instead of widening the page.
    <div className="grid grid-cols-1 gap-4 [overflow-wrap:anywhere] lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div>
        {isPending ? <Spinner label="Carregando conversas" /> : null}
        {isError ? <p role="alert" className="text-red-700">Não foi possível carregar as conversas.</p> : null}
        {data && data.threads.length === 0 ? <p className="text-slate-700">Nenhuma conversa ainda.</p> : null}
        <ul className="space-y-1" aria-label="Caixa de entrada">
          {data?.threads.map((t) => (
            <li key={t.id}>
              <button
                type="button"
                onClick={() => setSelected(t.id)}
                aria-current={selected === t.id ? "true" : undefined}
                className={cn("w-full rounded-xl border border-slate-200 bg-white p-3 text-left hover:bg-slate-50", selected === t.id && "border-emerald-600")}
              >
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-slate-900">{t.subject}</span>
                  {t.status === "CLOSED" ? <Badge>Encerrada</Badge> : t.answered ? <Badge tone="success">Respondida</Badge> : <Badge tone="warning">Aguardando resposta</Badge>}
                  {t.unreadCount > 0 ? <Badge tone="danger">{t.unreadCount} nova(s)</Badge> : null}
                </span>
                <span className="mt-1 block text-sm text-slate-700">
                  {t.userName} · {t.userEmail}
                </span>
                <span className="block truncate text-sm text-slate-600">{t.lastMessagePreview}</span>
                <span className="block text-xs text-slate-600">{formatDateTime(t.updatedAt)}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
      <div>{selected ? <AdminThread key={selected} id={selected} /> : <p className="text-slate-700">Escolha uma conversa.</p>}</div>
    </div>
  );
}

function AdminThread({ id }: { id: string }) {
  const { data } = useAdminThread(id);
  const action = useAdminThreadAction(id);
  const [body, setBody] = useState("");
  if (!data) return <Spinner label="Carregando conversa" />;
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    action.mutate(
      { kind: "reply", body: body.trim() },
      {
        onSuccess: () => {
          setBody("");
          toast({ title: "Resposta enviada", description: "Sua resposta foi enviada com sucesso.", variant: "success" });
        },
        onError: (error) => toast({ title: "Erro", description: errorMessage(error, "Não foi possível enviar a resposta."), variant: "destructive" }),
      },
    );
  }
  return (
    <div className="space-y-3 rounded-2xl border border-slate-200 bg-slate-50 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{data.subject}</h3>
        {data.status === "OPEN" ? (
          <Button size="sm" variant="outline" onClick={() => action.mutate({ kind: "close" })}>
            Encerrar conversa
          </Button>
        ) : (
          <Badge>Encerrada</Badge>
        )}
      </div>
      <MessageList messages={data.messages} mine="TEAM" />
      <form onSubmit={onSubmit} className="space-y-2">
        <TextAreaField label="Resposta da equipe" name="admin-reply" rows={3} value={body} onChange={(e) => setBody(e.target.value)} />
        <Button type="submit" size="sm" disabled={!body.trim()} loading={action.isPending}>
          Enviar resposta
        </Button>
      </form>
    </div>
  );
}
