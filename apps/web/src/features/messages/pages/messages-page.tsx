import { formatDateTime } from "@nutriguia/domain";
import { useSearchParams } from "react-router";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { cn } from "../../../lib/cn";
import { useThreads } from "../api/threads";
import { NewThreadForm } from "../components/new-thread-form";
import { ThreadView } from "../components/thread-view";

/** /messages (000 §1): conversations with the team; ?conversa=<id> opens one, ?conversa=nova starts one. */
export function MessagesPage() {
  const [params, setParams] = useSearchParams();
  const selected = params.get("conversa");
  const { data, isPending, isError } = useThreads();
  const open = (id: string | null) => setParams(id ? { conversa: id } : {}, { replace: false });

  return (
    <div className="mx-auto max-w-5xl space-y-5 px-4 py-6 sm:py-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Mensagens</h1>
          <p className="text-sm text-slate-600">Fale com a equipe NutriGuia. Respondemos em até 24 horas.</p>
        </div>
        <Button onClick={() => open("nova")}>Nova conversa</Button>
      </div>
      <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Card className={cn("p-3 sm:p-3", selected && "hidden md:block")}>
          {isPending ? <Spinner label="Carregando conversas" /> : null}
          {isError ? <p role="alert" className="text-red-700">Não foi possível carregar suas mensagens.</p> : null}
          {data && data.threads.length === 0 ? <p className="p-2 text-slate-700">Você ainda não tem conversas com a equipe.</p> : null}
          <ul className="space-y-1" aria-label="Conversas">
            {data?.threads.map((t) => (
              <li key={t.id}>
                <button
                  type="button"
                  onClick={() => open(t.id)}
                  aria-current={selected === t.id ? "true" : undefined}
                  className={cn("w-full rounded-xl p-3 text-left hover:bg-slate-50", selected === t.id && "bg-emerald-50")}
                >
                  <span className="flex items-center justify-between gap-2">
                    <span className={cn("truncate text-slate-900", t.unreadCount > 0 ? "font-bold" : "font-medium")}>{t.subject}</span>
                    {t.unreadCount > 0 ? (
                      <span className="rounded-full bg-emerald-700 px-2 text-xs font-semibold text-white">
                        {t.unreadCount}
                        <span className="sr-only"> não lidas</span>
                      </span>
                    ) : null}
                  </span>
                  <span className="mt-0.5 block truncate text-sm text-slate-700">{t.lastMessagePreview}</span>
                  <span className="mt-0.5 flex items-center gap-2 text-xs text-slate-600">
                    {formatDateTime(t.updatedAt)}
                    {t.status === "CLOSED" ? <Badge>Encerrada</Badge> : null}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </Card>
        <Card className={cn(!selected && "hidden md:block")}>
          {selected ? (
            <Button variant="link" size="sm" className="mb-2 md:hidden" onClick={() => open(null)}>
              ← Todas as conversas
            </Button>
          ) : null}
          {selected === "nova" ? <NewThreadForm onStarted={(id) => setParams({ conversa: id }, { replace: true })} /> : null}
          {selected && selected !== "nova" ? <ThreadView key={selected} id={selected} /> : null}
          {!selected ? <p className="text-slate-700">Escolha uma conversa ou comece uma nova.</p> : null}
        </Card>
      </div>
    </div>
  );
}
