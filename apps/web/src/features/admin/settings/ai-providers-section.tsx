import type { TAiProviderHealth, TAiProviderSummary } from "@nutriguia/domain";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardHeader } from "../../../components/ui/card";
import { useAiProvidersHealth } from "../api/check-ai-providers-health";

const models = (p: TAiProviderSummary) =>
  [
    ["Chat", p.model],
    ["Visão", p.visionModel],
    ["Transcrição", p.transcriptionModel],
  ] as const;

function HealthBadge({ health }: { health: TAiProviderHealth | undefined }) {
  if (!health) return <Badge>Não verificado</Badge>;
  if (health.ok) return <Badge tone="success">{`OK · ${health.latencyMs ?? "?"} ms`}</Badge>;
  return <Badge tone="danger">Falhou</Badge>;
}

/** The providers of AI_PROVIDERS in fallback order (names and models; keys never leave the server) and a live check. */
export function AiProvidersSection({ providers }: { providers: TAiProviderSummary[] }) {
  const health = useAiProvidersHealth();
  const byName = new Map((health.data?.providers ?? []).map((h) => [h.name, h]));
  return (
    <Card>
      <CardHeader
        title="Provedores de IA"
        description="Definidos na configuração do servidor (AI_PROVIDERS), na ordem em que são tentados. As chaves nunca são exibidas."
        action={
          providers.length > 0 ? (
            <Button variant="outline" size="sm" loading={health.isFetching} disabled={health.isFetching} onClick={() => void health.refetch()}>
              {health.isFetching ? "Verificando..." : "Verificar agora"}
            </Button>
          ) : null
        }
      />
      {health.isError ? (
        <p role="alert" className="mb-3 text-sm text-red-700">
          Não foi possível verificar os provedores agora. Tente novamente em instantes.
        </p>
      ) : null}
      {providers.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
          Nenhum provedor configurado: o assistente usa apenas as respostas próprias do NutriGuia.
        </p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {providers.map((p) => {
            const h = byName.get(p.name);
            return (
              <li key={p.name} className="py-3" data-testid="ai-provider">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium text-slate-900">{p.name}</span>
                  <HealthBadge health={h} />
                </div>
                <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
                  {models(p).map(([label, model]) => (
                    <div key={label} className="flex gap-1">
                      <dt className="text-slate-600">{label}:</dt>
                      <dd className="break-all">{model ?? "—"}</dd>
                    </div>
                  ))}
                </dl>
                {h && !h.ok && h.error ? <p className="mt-1 text-sm text-red-700">{h.error}</p> : null}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
