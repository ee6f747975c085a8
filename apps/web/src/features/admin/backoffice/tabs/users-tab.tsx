import { useState } from "react";
import { useSearchParams } from "react-router";
import { Badge } from "../../../../components/ui/badge";
import { Button } from "../../../../components/ui/button";
import { SelectField, TextField } from "../../../../components/ui/field";
import { Spinner } from "../../../../components/ui/spinner";
import { AuditSection } from "./audit-section";
import { formatDateTime } from "./audit-labels";
import { UserDetailDialog } from "./user-detail-dialog";
import { toast } from "../../../../lib/toast-store";
import { downloadUsersCsv, useAdminUsers, type TUsersState } from "./users-api";

const SORTS = [
  ["createdAt,desc", "Mais recentes"],
  ["createdAt,asc", "Mais antigos"],
  ["fullName,asc", "Nome (A–Z)"],
  ["fullName,desc", "Nome (Z–A)"],
  ["email,asc", "E-mail (A–Z)"],
] as const;
const SIZE = 20;
const USER_COLUMNS = ["Nome", "E-mail", "Status", "Acesso", ""];
const BYPASS_COLUMNS = ["Nome", "E-mail", "Concedido por", "Em", "Motivo", "Expira em", ""];

export function BypassTab() {
  return <UsersTab unlimitedOnly />;
}

/** Server-side paged search; page, sort and filter live in the URL next to ?tab=users (or ?tab=bypass for the unlimited-access users). */
export function UsersTab({ unlimitedOnly = false }: { unlimitedOnly?: boolean }) {
  const [params, setParams] = useSearchParams();
  const state: TUsersState = {
    page: Math.max(0, Number(params.get("page") ?? 0) || 0),
    size: SIZE,
    sort: params.get("sort") ?? "createdAt,desc",
    filter: params.get("q") ?? "",
    unlimited: unlimitedOnly,
  };
  const [draft, setDraft] = useState(state.filter);
  const [open, setOpen] = useState<string | null>(null);
  const query = useAdminUsers(state);
  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / SIZE));
  const update = (patch: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) next.set(k, v);
    setParams(next);
  };

  return (
    <div className="space-y-4">
      <form
        className="grid gap-3 sm:grid-cols-[1fr_14rem_auto] sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          update({ q: draft.trim(), page: "0" });
        }}
      >
        <TextField label="Buscar por nome ou e-mail" type="search" value={draft} onChange={(e) => setDraft(e.target.value)} />
        <SelectField label="Ordenar" value={state.sort} onChange={(e) => update({ sort: e.target.value, page: "0" })}>
          {SORTS.map(([v, l]) => (
            <option key={v} value={v}>
              {l}
            </option>
          ))}
        </SelectField>
        <Button type="submit">Buscar</Button>
      </form>
      {query.isError ? <p role="alert" className="text-red-700">Não foi possível carregar os usuários.</p> : null}
      {query.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner label="Carregando usuários" />
        </div>
      ) : query.data?.rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-700">Nenhum usuário encontrado.</p>
      ) : null}
      <div className="overflow-x-auto rounded-xl border border-slate-200">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <thead className="bg-slate-50 text-left text-slate-700">
            <tr>
              {(unlimitedOnly ? BYPASS_COLUMNS : USER_COLUMNS).map((h) => (
                <th key={h} scope="col" className="px-3 py-2 font-semibold">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 bg-white">
            {(query.data?.rows ?? []).map((u) => (
              <tr key={u.id} data-testid="user-row">
                <td className="px-3 py-2 font-medium text-slate-900">{u.fullName}</td>
                <td className="px-3 py-2 break-all text-slate-700">{u.email}</td>
                {unlimitedOnly ? (
                  <>
                    <td className="px-3 py-2 text-slate-700">{u.bypass?.grantedByName ?? "—"}</td>
                    <td className="px-3 py-2 whitespace-nowrap text-slate-700">{formatDateTime(u.bypass?.grantedAt)}</td>
                    <td className="px-3 py-2 text-slate-700">{u.bypass?.reason ?? "—"}</td>
                    <td className="px-3 py-2 whitespace-nowrap text-slate-700">
                      {u.bypass?.expiresAt ? formatDateTime(u.bypass.expiresAt) : "Sem expiração"}{" "}
                      {u.bypass?.expired ? <Badge tone="danger">Expirado</Badge> : null}
                    </td>
                  </>
                ) : (
                  <>
                    <td className="px-3 py-2">{u.active ? <Badge tone="success">Ativa</Badge> : <Badge tone="danger">Inativa</Badge>}</td>
                    <td className="px-3 py-2">{u.roles.includes("ADMIN") ? "Admin" : u.unlimited ? "Ilimitado" : "Padrão"}</td>
                  </>
                )}
                <td className="px-3 py-2">
                  <Button size="sm" variant="outline" onClick={() => setOpen(u.id)}>
                    Detalhes
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex items-center justify-between text-sm text-slate-700">
        <span>
          {query.data?.totalExact === false ? `mais de ${total}` : total} usuários · página {state.page + 1} de {pages}
        </span>
        <div className="flex gap-2">
          <Button
            size="sm"
            variant="outline"
            onClick={() => void downloadUsersCsv(state).catch((e: Error) => toast({ title: "Erro", description: e.message, variant: "destructive" }))}
          >
            Exportar CSV
          </Button>
          <Button size="sm" variant="outline" disabled={state.page === 0} onClick={() => update({ page: String(state.page - 1) })}>
            Anterior
          </Button>
          <Button size="sm" variant="outline" disabled={state.page + 1 >= pages} onClick={() => update({ page: String(state.page + 1) })}>
            Próxima
          </Button>
        </div>
      </div>
      <UserDetailDialog id={open} onClose={() => setOpen(null)} />
      {unlimitedOnly ? null : <AuditSection />}
    </div>
  );
}
