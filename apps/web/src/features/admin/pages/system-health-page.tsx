import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { useSystemHealth } from "../api/get-system-health";
import { JobsSection } from "../system-health/jobs-section";
import { AiProvidersSection, MailSection, RecentErrorsSection, WebhooksSection } from "../system-health/service-sections";
import { HealthSection } from "../system-health/health-section";

const mb = (bytes: number | null) => (bytes === null ? "—" : `${(bytes / 1024 / 1024).toLocaleString("pt-BR", { maximumFractionDigits: 0 })} MB`);
const gb = (bytes: number | null) => (bytes === null ? "—" : `${(bytes / 1024 ** 3).toLocaleString("pt-BR", { maximumFractionDigits: 1 })} GB`);

const num = (value: number) => value.toLocaleString("pt-BR", { maximumFractionDigits: 1 });

function uptime(seconds: number): string {
  const d = Math.floor(seconds / 86400);
  const h = Math.floor((seconds % 86400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return d > 0 ? `${d} d ${h} h` : `${h} h ${m} min`;
}

export function SystemHealthPage() {
  const query = useSystemHealth();
  const h = query.data;
  const items: Array<[string, string]> = h
    ? [
        ["Banco de dados", `${h.database.kind === "postgres" ? "PostgreSQL" : "PGlite"} · ${h.database.latencyMs.toLocaleString("pt-BR")} ms`],
        ["Tamanho do banco", mb(h.database.sizeBytes)],
        ["Memória (RSS)", mb(h.memory.rssBytes)],
        ["Heap usado", `${mb(h.memory.heapUsedBytes)} de ${mb(h.memory.heapTotalBytes)}`],
        ["Atraso do event loop", `p50 ${num(h.eventLoopDelayMs.p50)} ms · p99 ${num(h.eventLoopDelayMs.p99)} ms`],
        ["Disco livre (dados)", `${gb(h.disk.freeBytes)} de ${gb(h.disk.totalBytes)}`],
        ["Tempo no ar", uptime(h.uptimeSeconds)],
        ["Versão", h.version],
      ]
    : [];
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Status do Sistema</h1>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()} loading={query.isFetching}>
          Atualizar
        </Button>
      </div>
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <p role="alert" className="text-red-700">
          Não foi possível carregar o status do sistema.
        </p>
      ) : (
        <>
          <p className="mb-4">
            {h?.status === "ok" ? <Badge tone="success">Operacional</Badge> : <Badge tone="danger">Degradado</Badge>}
          </p>
          <HealthSection id="overview" title="Servidor">
            <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {items.map(([label, value]) => (
                <Card key={label} className="p-4 sm:p-4">
                  <dt className="text-sm text-slate-700">{label}</dt>
                  <dd className="mt-1 text-lg font-semibold text-slate-900">{value}</dd>
                </Card>
              ))}
            </dl>
          </HealthSection>
          {h ? (
            <>
              <JobsSection jobs={h.jobs} />
              <AiProvidersSection providers={h.aiProviders} />
              <MailSection mail={h.mail} accessLog={h.accessLog} />
              <WebhooksSection webhooks={h.webhooks} />
              <RecentErrorsSection errors={h.recentErrors} />
            </>
          ) : null}
        </>
      )}
    </div>
  );
}
