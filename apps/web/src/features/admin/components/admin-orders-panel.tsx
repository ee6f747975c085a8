import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
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

/** The back-office orders tab: each checkout with plan, period, amount, provider and status. */
export function AdminOrdersPanel() {
  const [page, setPage] = useState(0);
  const orders = useQuery({ ...adminOrdersQuery(page), placeholderData: keepPreviousData });
  const th = "px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-700";
  const td = "px-3 py-3 text-sm text-slate-800 whitespace-nowrap";
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
          <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white">
            <table className="min-w-full divide-y divide-slate-200">
              <caption className="sr-only">Pedidos</caption>
              <thead className="bg-slate-50">
                <tr>
                  {["Data", "Usuário", "Plano", "Período", "Valor", "Provedor", "Status"].map((h) => (
                    <th key={h} scope="col" className={th}>{h}</th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {data.content.map((order) => (
                  <tr key={order.id}>
                    <td className={td}>{formatPaymentDate(order.createdAt)}</td>
                    <td className={td}><UserName userId={order.userId} /></td>
                    <td className={td}>{PLAN_LABELS[order.plan]}</td>
                    <td className={td}>{INTERVAL_LABELS[order.interval]}</td>
                    <td className={td}>{formatAmount(order.amount, order.currency)}</td>
                    <td className={td}>{providerLabel(order.provider)}</td>
                    <td className={td}>
                      <Badge tone={ORDER_STATUS[order.status]?.tone ?? "neutral"}>{ORDER_STATUS[order.status]?.label ?? order.status}</Badge>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={data.pageable.pageNumber} totalPages={data.totalPages} onChange={setPage} label="Páginas de pedidos" />
          <p className="text-center text-sm text-slate-700">Mostrando {data.content.length} de {data.totalElements} pedidos</p>
        </>
      ) : null}
    </section>
  );
}
