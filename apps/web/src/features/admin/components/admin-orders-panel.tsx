import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { TOrderPage } from "@nutriguia/domain";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { columnsFor, DataTable } from "../../../components/ui/data-table";
import { Pagination } from "../../../components/ui/pagination";
import { Spinner } from "../../../components/ui/spinner";
import { formatAmount, formatPaymentDate, INTERVAL_LABELS, PLAN_LABELS, providerLabel } from "../../../lib/billing/format";
import { adminOrdersQuery } from "../api/list-orders";
import { useAdminUser } from "../api/get-admin-user";

const ORDER_STATUS: Record<string, { label: string; tone: "success" | "warning" | "danger" | "neutral" }> = {
  CREATED: { label: "Criada", tone: "neutral" },
  PENDING: { label: "Pendente", tone: "warning" },
  PAID: { label: "Paga", tone: "success" },
  EXPIRED: { label: "Expirada", tone: "neutral" },
  FAILED: { label: "Falhou", tone: "danger" },
  REFUNDED: { label: "Reembolsada", tone: "neutral" },
};

function UserName({ userId }: { userId: string | null }) {
  const user = useAdminUser(userId);
  if (!userId) return <>Conta excluída</>;
  return <>{user.data ? user.data.fullName : "N/A"}</>;
}

const col = columnsFor<TOrderPage["content"][number]>();
const nowrap = { className: "whitespace-nowrap" };
const COLUMNS = col.columns([
  col.accessor("createdAt", { header: "Data", cell: (c) => formatPaymentDate(c.getValue()), meta: nowrap }),
  col.accessor("userId", { header: "Usuário", cell: (c) => <UserName userId={c.getValue()} />, meta: nowrap }),
  col.accessor("plan", { header: "Plano", cell: (c) => PLAN_LABELS[c.getValue()], meta: nowrap }),
  col.accessor("interval", { header: "Período", cell: (c) => INTERVAL_LABELS[c.getValue()], meta: nowrap }),
  col.accessor((o) => formatAmount(o.amount, o.currency), { id: "amount", header: "Valor", meta: nowrap }),
  col.accessor("provider", { header: "Provedor", cell: (c) => providerLabel(c.getValue()), meta: nowrap }),
  col.accessor("status", {
    header: "Status",
    cell: (c) => <Badge tone={ORDER_STATUS[c.getValue()]?.tone ?? "neutral"}>{ORDER_STATUS[c.getValue()]?.label ?? c.getValue()}</Badge>,
    meta: nowrap,
  }),
]);

/** The back-office orders tab: each checkout with plan, period, amount, provider and status. */
export function AdminOrdersPanel() {
  const [page, setPage] = useState(0);
  const orders = useQuery({ ...adminOrdersQuery(page), placeholderData: keepPreviousData });
  const data = orders.data;
  return (
    <section aria-labelledby="admin-orders-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-orders-title" className="text-xl font-semibold text-slate-900">Pedidos</h2>
        <Button variant="outline" size="sm" onClick={() => void orders.refetch()} loading={orders.isFetching}>
          Atualizar
        </Button>
      </div>
      {orders.isError ? <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">Não foi possível carregar os pedidos.</p> : null}
      {orders.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label="Carregando pedidos" />
        </div>
      ) : data ? (
        <>
          <DataTable data={data.content} columns={COLUMNS} caption="Pedidos" getRowId={(o) => o.id} look="caps" />
          <Pagination page={data.pageable.pageNumber} totalPages={data.totalPages} onChange={setPage} label="Páginas de pedidos" />
          <p className="text-center text-sm text-slate-700">Mostrando {data.content.length} de {data.totalElements} pedidos</p>
        </>
      ) : null}
    </section>
  );
}
