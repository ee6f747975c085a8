import { useEffect, useMemo, useState } from "react";
import { LOG_DEFAULT_LINES } from "@nutriguia/domain";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { ApiError } from "../../../lib/api-errors";
import { cn } from "../../../lib/cn";
import { toast } from "../../../lib/toast-store";
import { LogToolbar } from "./log-toolbar";
import { LogViewer } from "./log-viewer";
import { useLogContent, useLogFiles } from "./logs-api";
import { useLiveLogs } from "./use-live-logs";

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}

function isAuthFailure(error: unknown): boolean {
  return error instanceof ApiError && ((error.status === 401 || error.status === 403));
}

/** 001 §6: the logs page's authentication-error alert for a signed-in user who is not admin. */
export function LogsAuthAlert() {
  return (
    <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
      <p className="font-semibold">Erro de autenticação</p>
      <p>Você não tem permissão para acessar esta área.</p>
    </div>
  );
}

/** 001 §2 Admin logs: static last-N view or live SSE mode; used by /admin/logs and the back-office logs tab. */
export function AdminLogsView() {
  const files = useLogFiles();
  const [file, setFile] = useState<string | null>(null);
  const [filter, setFilter] = useState("");
  const [autoScroll, setAutoScroll] = useState(true);
  const [live, setLive] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const [rawOpen, setRawOpen] = useState(false);
  const stream = useLiveLogs();
  const selected = file ?? files.data?.logFiles[0] ?? null;
  const content = useLogContent(live ? null : selected, LOG_DEFAULT_LINES);

  useEffect(() => {
    const error = files.error ?? content.error;
    if (!error || isAuthFailure(error)) return;
    toast({ title: "Erro ao carregar logs", description: error instanceof ApiError ? error.message : "Erro de rede ao buscar os logs.", variant: "destructive" });
  }, [files.error, content.error]);

  const staticLines = useMemo(() => (content.data?.content ? content.data.content.split("\n") : []), [content.data]);
  const lines = live ? stream.lines : staticLines;
  const text = lines.join("\n");

  if (isAuthFailure(files.error)) return <LogsAuthAlert />;

  return (
    <div className={cn("space-y-4", fullscreen && "fixed inset-0 z-40 overflow-auto bg-white p-4")}>
      <LogToolbar
        files={files.data?.logFiles ?? []}
        file={selected}
        onFile={setFile}
        filter={filter}
        onFilter={setFilter}
        autoScroll={autoScroll}
        onAutoScroll={setAutoScroll}
        live={live}
        streaming={stream.streaming}
        onLive={(on) => {
          setLive(on);
          if (on) void stream.start();
          else stream.stop();
        }}
        onStartStop={() => (stream.streaming ? stream.stop() : void stream.start())}
        onRefresh={() => {
          void files.refetch();
          void content.refetch();
        }}
        onDownload={() => download(live ? "logs-ao-vivo.log" : (selected ?? "logs.log"), text)}
        onRaw={() => setRawOpen(true)}
        fullscreen={fullscreen}
        onFullscreen={() => setFullscreen((f) => !f)}
      />
      {live && stream.noData ? (
        <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Nenhum dado recebido nos últimos 5 segundos. O streaming continua ativo.
        </p>
      ) : null}
      <p className="text-sm text-slate-600">
        {live ? (stream.streaming ? "Ao vivo: mostrando as últimas 1000 linhas." : "Ao vivo parado.") : `Mostrando as últimas ${staticLines.length} linhas.`}
      </p>
      <LogViewer raw={lines} filter={filter} autoScroll={autoScroll} fullscreen={fullscreen} />
      <Dialog
        open={rawOpen}
        onClose={() => setRawOpen(false)}
        title="Conteúdo bruto"
        description={`${lines.length} linhas`}
        size="lg"
        footer={
          <Button variant="outline" onClick={() => download(selected ?? "logs.log", text)}>
            Baixar
          </Button>
        }
      >
        <pre className="max-h-[60vh] overflow-auto whitespace-pre-wrap break-all rounded bg-slate-950 p-3 font-mono text-xs text-slate-100">{text}</pre>
      </Dialog>
    </div>
  );
}
