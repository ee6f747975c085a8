import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { PaymentsTable } from "../../../components/payments-table";
import { Button } from "../../../components/ui/button";
import { Pagination } from "../../../components/ui/pagination";
import { Spinner } from "../../../components/ui/spinner";
import { ApiError } from "../../../lib/api-errors";
import { paymentsQuery } from "../../../lib/billing/billing-api";
import { toast } from "../../../lib/toast-store";
import { useAdminUser } from "../api/get-admin-user";

export const PAYMENTS_LOAD_ERROR = "Não foi possível carregar os pagamentos";
export const PAYMENTS_FETCH_ERROR = "Ocorreu um erro ao buscar os pagamentos";
export const PAYMENTS_ADMIN_REQUIRED = "Você precisa estar autenticado como administrador";

function UserCell({ userId }: { userId: string | null }) {
  const user = useAdminUser(userId);
  if (!userId) return <span className="text-slate-600">Conta excluída</span>;
  if (user.isPending) return <span className="text-slate-600">Carregando…</span>;
  if (!user.data) return <span className="text-slate-600">N/A</span>;
  return (
    <span className="block min-w-40">
      <span className="block font-medium text-slate-900">{user.data.fullName}</span>
      <span className="block text-xs text-slate-600">{user.data.email}</span>
    </span>
  );
}

/** The admin payments list (001 §2), a page of its own and the back-office's payments tab. */
export function AdminPaymentsPanel() {
  const [page, setPage] = useState(0);
  const payments = useQuery({ ...paymentsQuery("admin", page), placeholderData: keepPreviousData });
  const error = payments.error;
  const denied = error instanceof ApiError && (error.status === 401 || error.status === 403);

  useEffect(() => {
    if (!error) return;
    toast({ title: PAYMENTS_LOAD_ERROR, description: denied ? PAYMENTS_ADMIN_REQUIRED : PAYMENTS_FETCH_ERROR, variant: "destructive" });
  }, [error, denied]);

  const data = payments.data;
  return (
    <section aria-labelledby="admin-payments-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-payments-title" className="text-xl font-semibold text-slate-900">Pagamentos</h2>
        <Button variant="outline" size="sm" onClick={() => void payments.refetch()} loading={payments.isFetching}>
          Atualizar
        </Button>
      </div>
      {error ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          <p className="font-semibold">{PAYMENTS_LOAD_ERROR}</p>
          <p>{denied ? PAYMENTS_ADMIN_REQUIRED : PAYMENTS_FETCH_ERROR}</p>
        </div>
      ) : null}
      {payments.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label="Carregando pagamentos" />
        </div>
      ) : data ? (
        <>
          {data.content.length === 0 ? (
            <p className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-700">Nenhum pagamento encontrado.</p>
          ) : (
            <PaymentsTable payments={data.content} renderUser={(id) => <UserCell userId={id} />} showProvider caption="Pagamentos de todos os usuários" />
          )}
          <Pagination page={data.pageable.pageNumber} totalPages={data.totalPages} onChange={setPage} label="Páginas de pagamentos" />
          <p className="text-center text-sm text-slate-700">
            Mostrando {data.content.length} de {data.totalElements} pagamentos
          </p>
        </>
      ) : null}
    </section>
  );
}
