import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { ZWebhookProvider, ZWebhookStatus, type TWebhookProvider, type TWebhookStatus } from "@nutriguia/domain";
import { Button, buttonClasses } from "../../../components/ui/button";
import { SelectField, TextField } from "../../../components/ui/field";
import { Spinner } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { useWebhookEvents, type TWebhookEventsState } from "../api/list-webhook-events";
import { useWebhookSummary } from "../api/get-webhook-summary";
import { PROVIDER_LABEL, STATUS_LABEL, WebhookEventsTable } from "./webhook-events-table";

const SIZE = 20;

const oneOf = <T extends string>(options: readonly T[], value: string | null): T | "" => ((options as readonly string[]).includes(value ?? "") ? (value as T) : "");

function Summary() {
  const summary = useWebhookSummary();
  if (summary.isError) return <p role="alert" className="text-red-700">Não foi possível carregar o resumo das últimas 24 horas.</p>;
  return (
    <ul className="grid gap-3 sm:grid-cols-3" aria-label="Últimas 24 horas">
      {(summary.data?.last24h ?? []).map((s) => (
        <li key={s.provider} className="rounded-xl border border-slate-200 bg-white p-4" data-testid="webhook-summary">
          <p className="text-sm font-medium text-slate-700">{PROVIDER_LABEL[s.provider]} · últimas 24 h</p>
          <p className="mt-1 text-2xl font-bold text-slate-900">{s.total}</p>
          <p className={s.failed > 0 ? "text-sm text-red-700" : "text-sm text-slate-600"}>{s.failed === 1 ? "1 falha" : `${s.failed} falhas`}</p>
        </li>
      ))}
    </ul>
  );
}

/** Back-office "Webhooks": received events of WhatsApp, Telegram and Stripe (type, id, outcome; never a payload), state in the URL. */
export function WebhooksTab() {
  const [params, setParams] = useSearchParams();
  const state: TWebhookEventsState = {
    page: Math.max(0, Number(params.get("page") ?? 0) || 0),
    size: SIZE,
    sort: params.get("sort") === "receivedAt,asc" ? "receivedAt,asc" : "receivedAt,desc",
    filter: params.get("q") ?? "",
    provider: oneOf<TWebhookProvider>(ZWebhookProvider.options, params.get("provider")),
    status: oneOf<TWebhookStatus>(ZWebhookStatus.options, params.get("status")),
  };
  const [draft, setDraft] = useState(state.filter);
  const query = useWebhookEvents(state);
  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / SIZE));
  const update = (patch: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next);
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">Eventos recebidos</h2>
        <Link to={paths.adminBackoffice.href("cleanup")} className={buttonClasses("outline", "sm")}>
          Limpar eventos antigos
        </Link>
      </div>
      <Summary />
      <form
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_10rem_10rem_12rem_auto] lg:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          update({ q: draft.trim(), page: "0" });
        }}
      >
        <TextField label="Buscar por tipo ou ID" type="search" value={draft} onChange={(e) => setDraft(e.target.value)} />
        <SelectField label="Provedor" value={state.provider} onChange={(e) => update({ provider: e.target.value, page: "0" })}>
          <option value="">Todos</option>
          {ZWebhookProvider.options.map((p) => (
            <option key={p} value={p}>
              {PROVIDER_LABEL[p]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Status" value={state.status} onChange={(e) => update({ status: e.target.value, page: "0" })}>
          <option value="">Todos</option>
          {ZWebhookStatus.options.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABEL[s]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Ordenar" value={state.sort} onChange={(e) => update({ sort: e.target.value, page: "0" })}>
          <option value="receivedAt,desc">Mais recentes</option>
          <option value="receivedAt,asc">Mais antigos</option>
        </SelectField>
        <Button type="submit">Buscar</Button>
      </form>
      {query.isError ? <p role="alert" className="text-red-700">Não foi possível carregar os eventos de webhook.</p> : null}
      {query.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner label="Carregando eventos" />
        </div>
      ) : query.data?.rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-700">Nenhum evento encontrado.</p>
      ) : (
        <WebhookEventsTable rows={query.data?.rows ?? []} />
      )}
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700">
        <span>
          {total} eventos · página {state.page + 1} de {pages}
        </span>
        <div className="flex gap-2">
          <Button size="sm" variant="outline" disabled={state.page === 0} onClick={() => update({ page: String(state.page - 1) })}>
            Anterior
          </Button>
          <Button size="sm" variant="outline" disabled={state.page + 1 >= pages} onClick={() => update({ page: String(state.page + 1) })}>
            Próxima
          </Button>
        </div>
      </div>
    </div>
  );
}
