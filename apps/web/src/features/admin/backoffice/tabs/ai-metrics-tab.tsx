import { useQuery } from "@tanstack/react-query";
import type { TAiMetricsSummary } from "@nutriguia/domain";
import { Spinner } from "../../../../components/ui/spinner";
import { api } from "../../../../lib/api-client";
import { onFirstUse } from "@nutriguia/domain/calc";

const KIND: Record<string, string> = { chat: "Chat", vision: "Visão", transcription: "Transcrição" };
const PCT = onFirstUse(() => new Intl.NumberFormat("pt-BR", { style: "percent", maximumFractionDigits: 1 }));

export function AiMetricsTab() {
  const query = useQuery({ queryKey: ["admin", "ai-metrics"], queryFn: () => api.get<TAiMetricsSummary>("/api/admin/ai-metrics"), retry: false });
  if (query.isPending) return <Spinner />;
  if (query.isError) return <p role="alert" className="text-red-700">Não foi possível carregar as métricas de IA.</p>;
  if (query.data.groups.length === 0) return <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700">Nenhuma chamada de IA registrada.</p>;
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <thead className="bg-slate-50 text-left text-slate-700">
          <tr>
            {["Provedor", "Modelo", "Tipo", "Chamadas", "Falhas", "p50 (ms)", "p95 (ms)", "p99 (ms)"].map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">
          {query.data.groups.map((g) => (
            <tr key={`${g.provider}-${g.model}-${g.kind}`}>
              <td className="px-3 py-2">{g.provider}</td>
              <td className="px-3 py-2">{g.model}</td>
              <td className="px-3 py-2">{KIND[g.kind] ?? g.kind}</td>
              <td className="px-3 py-2">{g.calls}</td>
              <td className="px-3 py-2">{PCT().format(g.failureRate)}</td>
              <td className="px-3 py-2">{g.p50}</td>
              <td className="px-3 py-2">{g.p95}</td>
              <td className="px-3 py-2">{g.p99}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
