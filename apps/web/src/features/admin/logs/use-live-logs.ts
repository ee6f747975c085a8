import { useCallback, useEffect, useRef, useState } from "react";
import { LOG_LIVE_BUFFER_LINES, LOG_NO_DATA_WARNING_MS } from "@nutriguia/domain";
import { toast } from "../../../lib/toast-store";
import { requestStreamTicket } from "./logs-api";

/** Live mode (001 §2, §9): SSE with a single-use ticket, the last 1000 lines, a warning when nothing arrives in 5 s. */
export function useLiveLogs() {
  const [lines, setLines] = useState<string[]>([]);
  const [streaming, setStreaming] = useState(false);
  const [noData, setNoData] = useState(false);
  const source = useRef<EventSource | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const stop = useCallback(() => {
    source.current?.close();
    source.current = null;
    if (timer.current) clearTimeout(timer.current);
    setStreaming(false);
    setNoData(false);
  }, []);

  const start = useCallback(async () => {
    stop();
    let ticket: string;
    try {
      ticket = (await requestStreamTicket()).ticket;
    } catch {
      toast({ title: "Erro ao iniciar o acompanhamento", description: "Não foi possível obter autorização para os logs ao vivo.", variant: "destructive" });
      return;
    }
    const events = new EventSource(`/api/admin/logs/stream?token=${encodeURIComponent(ticket)}`);
    source.current = events;
    setStreaming(true);
    let received = false;
    timer.current = setTimeout(() => {
      if (!received) {
        setNoData(true);
        toast({ title: "Nenhum dado recebido", description: "Nenhuma linha de log chegou nos últimos 5 segundos." });
      }
    }, LOG_NO_DATA_WARNING_MS);
    events.onmessage = (event: MessageEvent<string>) => {
      try {
        const data = JSON.parse(event.data) as { status?: string; content?: string };
        if (typeof data.content !== "string" || data.content === "") return;
        received = true;
        setNoData(false);
        const content = data.content;
        setLines((prev) => [...prev, content].slice(-LOG_LIVE_BUFFER_LINES));
      } catch {
        toast({ title: "Erro de leitura", description: "Uma linha do log ao vivo não pôde ser interpretada.", variant: "destructive" });
      }
    };
    events.addEventListener("error", (event) => {
      const data = (event as MessageEvent<string>).data;
      let message = "A conexão com os logs ao vivo foi interrompida.";
      if (typeof data === "string") {
        try {
          message = (JSON.parse(data) as { message?: string }).message ?? message;
        } catch {
          /* keeps the generic text */
        }
      }
      toast({ title: "Erro no streaming", description: message, variant: "destructive" });
      stop();
    });
  }, [stop]);

  useEffect(() => stop, [stop]);
  return { lines, streaming, noData, start, stop, clear: () => setLines([]) };
}
