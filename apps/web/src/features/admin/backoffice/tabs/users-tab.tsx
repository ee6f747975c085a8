import { useMemo, useState } from "react";
import type { TAdminUsersPage } from "@nutriguia/domain";
import { useSearchParams } from "react-router";
import { Badge } from "../../../../components/ui/badge";
import { Button } from "../../../../components/ui/button";
import { columnsFor, DataTable, type TDataColumns } from "../../../../components/ui/data-table";
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
const NO_ROWS: TAdminUsersPage["rows"] = [];
type TUserRow = TAdminUsersPage["rows"][number];
const col = columnsFor<TUserRow>();
const muted = { className: "text-slate-700" };
const mutedNowrap = { className: "whitespace-nowrap text-slate-700" };

/** Name and e-mail, then access (users) or the unlimited grant (bypass), then the way to the detail. */
function userColumns(unlimitedOnly: boolean, onOpen: (id: string) => void): TDataColumns<TUserRow> {
  return [
    col.accessor("fullName", { header: "Nome", meta: { className: "font-medium text-slate-900" } }),
    col.accessor("email", { header: "E-mail", meta: { className: "break-all text-slate-700" } }),
    ...(unlimitedOnly
      ? [
          col.accessor((u) => u.bypass?.grantedByName ?? "—", { id: "grantedBy", header: "Concedido por", meta: muted }),
          col.accessor((u) => formatDateTime(u.bypass?.grantedAt), { id: "grantedAt", header: "Em", meta: mutedNowrap }),
          col.accessor((u) => u.bypass?.reason ?? "—", { id: "reason", header: "Motivo", meta: muted }),
          col.accessor("bypass", {
            header: "Expira em",
            cell: ({ getValue }) => (
              <>
                {getValue()?.expiresAt ? formatDateTime(getValue()?.expiresAt) : "Sem expiração"}{" "}
                {getValue()?.expired ? <Badge tone="danger">Expirado</Badge> : null}
              </>
            ),
            meta: mutedNowrap,
          }),
        ]
      : [
          col.accessor("active", {
            header: "Status",
            cell: (c) => (c.getValue() ? <Badge tone="success">Ativa</Badge> : <Badge tone="danger">Inativa</Badge>),
          }),
          col.accessor((u) => (u.roles.includes("ADMIN") ? "Admin" : u.unlimited ? "Ilimitado" : "Padrão"), { id: "access", header: "Acesso" }),
        ]),
    col.display({
      id: "actions",
      header: () => <span className="sr-only">Ações</span>,
      cell: ({ row }) => (
        <Button size="sm" variant="outline" onClick={() => onOpen(row.original.id)}>
          Detalhes
        </Button>
      ),
    }),
  ];
}

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
  const columns = useMemo(() => userColumns(unlimitedOnly, setOpen), [unlimitedOnly]);
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
      <DataTable
        data={query.data?.rows ?? NO_ROWS}
        columns={columns}
        caption={unlimitedOnly ? "Usuários com acesso ilimitado" : "Usuários"}
        getRowId={(u) => u.id}
        rowTestId="user-row"
      />
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
