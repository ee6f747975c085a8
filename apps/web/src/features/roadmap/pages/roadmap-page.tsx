import { useState } from "react";
import { FEATURE_SORT_LABELS, FEATURE_STATUS_LABELS, ZFeatureSort, ZFeatureStatus, type TFeatureSort, type TFeatureStatus } from "@nutriguia/domain";
import { Link, useSearchParams } from "react-router";
import { Button, buttonClasses } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { SelectField } from "../../../components/ui/field";
import { Spinner } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { useSession } from "../../../lib/session/session-context";
import { useRequests } from "../api/list-requests";
import { BoardUpdates } from "../components/board-updates";
import { NewRequestForm } from "../components/new-request-form";
import { RequestDialog } from "../components/request-dialog";
import { FeatureStatusBadge } from "../components/status-badge";
import { VoteButton } from "../components/vote-button";

/** /roadmap (000 §2, public): visitors read; signed-in users submit, vote and comment. */
export function RoadmapPage() {
  const { isAuthenticated } = useSession();
  const [params, setParams] = useSearchParams();
  const [formOpen, setFormOpen] = useState(false);
  const sort: TFeatureSort = ZFeatureSort.safeParse(params.get("ordem")).data ?? "trending";
  const status: TFeatureStatus | null = ZFeatureStatus.safeParse(params.get("status")).data ?? null;
  const openId = params.get("pedido");
  const { data, isPending, isError } = useRequests({ sort, status }, isAuthenticated);

  function update(changes: Record<string, string | null>) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  }

  return (
    <div className="mx-auto max-w-4xl space-y-5 px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">Ideias e novidades</h1>
          <p className="text-slate-700">Sugira funcionalidades, vote nas que você mais quer e acompanhe o que estamos construindo.</p>
        </div>
        {isAuthenticated ? (
          <Button onClick={() => setFormOpen((v) => !v)} aria-expanded={formOpen}>
            {formOpen ? "Fechar" : "Sugerir funcionalidade"}
          </Button>
        ) : (
          <Link to={paths.login.href(paths.roadmap.href())} className={buttonClasses("primary")}>
            Entre para sugerir e votar
          </Link>
        )}
      </div>
      {formOpen && isAuthenticated ? (
        <Card>
          <NewRequestForm onOpen={(id) => update({ pedido: id })} onDone={() => setFormOpen(false)} />
        </Card>
      ) : null}
      {isAuthenticated ? <BoardUpdates onOpen={(id) => update({ pedido: id })} /> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField label="Ordenar por" name="sort" value={sort} onChange={(e) => update({ ordem: e.target.value === "trending" ? null : e.target.value })}>
          {ZFeatureSort.options.map((s) => (
            <option key={s} value={s}>
              {FEATURE_SORT_LABELS[s]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Status" name="status" value={status ?? ""} onChange={(e) => update({ status: e.target.value || null })}>
          <option value="">Todos</option>
          {ZFeatureStatus.options.map((s) => (
            <option key={s} value={s}>
              {FEATURE_STATUS_LABELS[s]}
            </option>
          ))}
        </SelectField>
      </div>
      {isPending ? <Spinner label="Carregando pedidos" /> : null}
      {isError ? <p role="alert" className="text-red-700">Não foi possível carregar o roadmap.</p> : null}
      {data && data.requests.length === 0 ? <p className="text-slate-700">Nenhum pedido encontrado.</p> : null}
      <ul className="space-y-3" aria-label="Pedidos de funcionalidade">
        {data?.requests.map((r) => (
          <li key={r.id} className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <VoteButton request={r} signedIn={isAuthenticated} />
            <div className="min-w-0 flex-1">
              <button type="button" className="text-left text-lg font-semibold text-slate-900 hover:text-emerald-800" onClick={() => update({ pedido: r.id })}>
                {r.title}
              </button>
              <p className="mt-1 line-clamp-2 text-sm text-slate-700">{r.description}</p>
              <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-slate-600">
                <FeatureStatusBadge status={r.status} />
                <span>
                  {r.commentCount} {r.commentCount === 1 ? "comentário" : "comentários"}
                </span>
                {r.statusNote ? <span className="text-slate-700">· {r.statusNote}</span> : null}
              </div>
            </div>
          </li>
        ))}
      </ul>
      <RequestDialog id={openId} signedIn={isAuthenticated} onClose={() => update({ pedido: null })} onOpen={(id) => update({ pedido: id })} />
    </div>
  );
}
