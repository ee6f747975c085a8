import { useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "../../../../components/ui/button";
import { SelectField, TextField } from "../../../../components/ui/field";
import { Spinner } from "../../../../components/ui/spinner";
import { useAdminAudit } from "../../api/list-audit";
import { AuditEntries } from "./audit-entries";
import { AUDIT_ACTIONS } from "./audit-labels";

const SIZE = 10;

/** The audit log, searchable and paged on the server; its state lives in the URL (aq, aaction, apage) beside the users table's. */
export function AuditSection() {
  const [params, setParams] = useSearchParams();
  const state = { q: params.get("aq") ?? "", action: params.get("aaction") ?? "", page: Math.max(0, Number(params.get("apage") ?? 0) || 0), size: SIZE };
  const [draft, setDraft] = useState(state.q);
  const query = useAdminAudit(state);
  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / SIZE));
  const update = (patch: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) next.set(k, v);
    setParams(next, { replace: true });
  };

  return (
    <section aria-labelledby="audit-title" className="space-y-3 pt-4">
      <h2 id="audit-title" className="text-lg font-semibold text-slate-900">
        Auditoria
      </h2>
      <form
        className="grid gap-3 sm:grid-cols-[1fr_16rem_auto] sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          update({ aq: draft.trim(), apage: "0" });
        }}
      >
        <TextField label="Buscar na auditoria" hint="Nome ou e-mail do admin ou do usuário, ação ou requisição" type="search" value={draft} onChange={(e) => setDraft(e.target.value)} />
        <SelectField label="Ação" value={state.action} onChange={(e) => update({ aaction: e.target.value, apage: "0" })}>
          <option value="">Todas</option>
          {Object.entries(AUDIT_ACTIONS).map(([code, label]) => (
            <option key={code} value={code}>
              {label}
            </option>
          ))}
        </SelectField>
        <Button type="submit" variant="outline">
          Buscar na auditoria
        </Button>
      </form>
      {query.isError ? <p role="alert" className="text-red-700">Não foi possível carregar a auditoria.</p> : null}
      {query.isPending ? (
        <div className="flex justify-center py-4">
          <Spinner label="Carregando auditoria" />
        </div>
      ) : (
        <AuditEntries rows={query.data?.rows ?? []} />
      )}
      <div className="flex items-center justify-between text-sm text-slate-700">
        <span>
          {total} {total === 1 ? "registro" : "registros"} · página {state.page + 1} de {pages}
        </span>
        <div className="flex gap-2">
          <Button size="sm" variant="outline" aria-label="Página anterior da auditoria" disabled={state.page === 0} onClick={() => update({ apage: String(state.page - 1) })}>
            Anterior
          </Button>
          <Button size="sm" variant="outline" aria-label="Próxima página da auditoria" disabled={state.page + 1 >= pages} onClick={() => update({ apage: String(state.page + 1) })}>
            Próxima
          </Button>
        </div>
      </div>
    </section>
  );
}
