import { useQuery } from "@tanstack/react-query";
import type { TAiMetricsSummary } from "@nutriguia/domain";
import { columnsFor, DataTable } from "../../../../components/ui/data-table";
import { Spinner } from "../../../../components/ui/spinner";
import { api } from "../../../../lib/api-client";
import { onFirstUse } from "@nutriguia/domain/calc";

const KIND: Record<string, string> = { chat: "Chat", vision: "Visão", transcription: "Transcrição" };
const PCT = onFirstUse(() => new Intl.NumberFormat("pt-BR", { style: "percent", maximumFractionDigits: 1 }));

const col = columnsFor<TAiMetricsSummary["groups"][number]>();
const COLUMNS = col.columns([
  col.accessor("provider", { header: "Provedor" }),
  col.accessor("model", { header: "Modelo" }),
  col.accessor("kind", { header: "Tipo", cell: (c) => KIND[c.getValue()] ?? c.getValue() }),
  col.accessor("calls", { header: "Chamadas" }),
  col.accessor("failureRate", { header: "Falhas", cell: (c) => PCT().format(c.getValue()) }),
  col.accessor("p50", { header: "p50 (ms)" }),
  col.accessor("p95", { header: "p95 (ms)" }),
  col.accessor("p99", { header: "p99 (ms)" }),
]);

export function AiMetricsTab() {
  const query = useQuery({ queryKey: ["admin", "ai-metrics"], queryFn: () => api.get<TAiMetricsSummary>("/api/admin/ai-metrics"), retry: false });
  if (query.isPending) return <Spinner />;
  if (query.isError) return <p role="alert" className="text-red-700">Não foi possível carregar as métricas de IA.</p>;
  if (query.data.groups.length === 0) return <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700">Nenhuma chamada de IA registrada.</p>;
  return <DataTable data={query.data.groups} columns={COLUMNS} caption="Métricas de IA" getRowId={(g) => `${g.provider}-${g.model}-${g.kind}`} />;
}
