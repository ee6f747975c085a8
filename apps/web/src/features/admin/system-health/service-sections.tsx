import type { TAiProviderHealth, TMailHealth, TSystemHealth, TWebhookHealth } from "@nutriguia/domain";
import { Badge } from "../../../components/ui/badge";
import { dateTime, errorText } from "./health-format";
import { EmptyNote, Fact, HealthSection } from "./health-section";

const PROVIDERS: Record<TWebhookHealth["provider"], string> = { whatsapp: "WhatsApp", telegram: "Telegram", stripe: "Stripe" };
const itemClass = "rounded-xl border border-slate-200 bg-white p-4";
const latency = (ms: number | null) => (ms === null ? "—" : `${ms.toLocaleString("pt-BR")} ms`);

const Status = ({ ok, good, bad }: { ok: boolean; good: string; bad: string }) => <Badge tone={ok ? "success" : "danger"}>{ok ? good : bad}</Badge>;

export function AiProvidersSection({ providers }: { providers: TAiProviderHealth[] }) {
  return (
    <HealthSection id="ai" title="Provedores de IA" description="Verificação ao vivo: cada provedor lista seus modelos.">
      {providers.length === 0 ? (
        <EmptyNote>Nenhum provedor configurado: o assistente responde só com o motor próprio.</EmptyNote>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {providers.map((p) => (
            <li key={p.name} className={itemClass}>
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h3 className="min-w-0 break-words font-medium text-slate-900">{p.name}</h3>
                <Status ok={p.ok} good="Disponível" bad="Indisponível" />
              </div>
              <dl className="mt-3 grid grid-cols-2 gap-3">
                <Fact label="Chat">{p.model ?? "—"}</Fact>
                <Fact label="Imagem">{p.visionModel ?? "—"}</Fact>
                <Fact label="Transcrição">{p.transcriptionModel ?? "—"}</Fact>
                <Fact label={p.ok ? "Latência" : "Erro"}>{p.ok ? latency(p.latencyMs) : errorText(p.error)}</Fact>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </HealthSection>
  );
}

export function MailSection({ mail, accessLog }: { mail: TMailHealth; accessLog: TSystemHealth["accessLog"] }) {
  return (
    <HealthSection id="mail" title="E-mail e registros de acesso">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className={itemClass}>
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h3 className="font-medium text-slate-900">{mail.kind === "smtp" ? "Servidor SMTP" : "Caixa de saída local (.eml)"}</h3>
            <Status ok={mail.ok} good="Funcionando" bad="Com falha" />
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-3">
            <Fact label={mail.ok ? "Latência" : "Erro"}>{mail.ok ? latency(mail.latencyMs) : errorText(mail.error)}</Fact>
          </dl>
        </div>
        <div className={itemClass}>
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h3 className="font-medium text-slate-900">Registros de acesso (Marco Civil)</h3>
            {accessLog.enabled ? <Badge tone={accessLog.dropped > 0 ? "warning" : "success"}>Ativo</Badge> : <Badge>Desativado</Badge>}
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-3">
            <Fact label="Gravados">{accessLog.written.toLocaleString("pt-BR")}</Fact>
            <Fact label="Aguardando gravação">{accessLog.buffered.toLocaleString("pt-BR")}</Fact>
            <Fact label="Descartados">{accessLog.dropped.toLocaleString("pt-BR")}</Fact>
            <Fact label="Falhas de gravação">{accessLog.failedFlushes.toLocaleString("pt-BR")}</Fact>
          </dl>
        </div>
      </div>
    </HealthSection>
  );
}

export function WebhooksSection({ webhooks }: { webhooks: TWebhookHealth[] }) {
  return (
    <HealthSection id="webhooks" title="Webhooks dos canais" description="Último evento recebido e contagens das últimas 24 horas.">
      <ul className="grid gap-3 sm:grid-cols-3">
        {webhooks.map((w) => (
          <li key={w.provider} className={itemClass}>
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h3 className="font-medium text-slate-900">{PROVIDERS[w.provider]}</h3>
              {w.configured ? <Badge tone="success">Configurado</Badge> : <Badge>Não configurado</Badge>}
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-3">
              <Fact label="Último evento" wide>
                {dateTime(w.lastReceivedAt)}
              </Fact>
              <Fact label="Últimas 24 h">{w.last24h.toLocaleString("pt-BR")}</Fact>
              <Fact label="Falhas (24 h)">{w.failed24h === null ? "não registradas" : w.failed24h.toLocaleString("pt-BR")}</Fact>
            </dl>
          </li>
        ))}
      </ul>
    </HealthSection>
  );
}

export function RecentErrorsSection({ errors }: { errors: TSystemHealth["recentErrors"] }) {
  return (
    <HealthSection id="errors" title="Últimos erros" description="Os 20 mais recentes desta instância, do mais novo ao mais antigo.">
      {errors.length === 0 ? (
        <EmptyNote>Nenhum erro registrado desde que o servidor iniciou.</EmptyNote>
      ) : (
        <ol className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
          {errors.map((e, i) => (
            <li key={`${e.time}-${i}`} className="p-3 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <Badge tone="danger">{e.level === "fatal" ? "Fatal" : "Erro"}</Badge>
                <time className="text-slate-600" dateTime={e.time}>
                  {dateTime(e.time)}
                </time>
                <span className="font-medium text-slate-900">{e.message}</span>
              </div>
              {e.error ? <p className="mt-1 break-words text-slate-800">{e.error}</p> : null}
              <p className="mt-1 break-all font-mono text-xs text-slate-600">
                {[e.route && `rota ${e.route}`, e.job && `tarefa ${e.job}`, e.requestId && `requisição ${e.requestId}`].filter(Boolean).join(" · ")}
              </p>
            </li>
          ))}
        </ol>
      )}
    </HealthSection>
  );
}
