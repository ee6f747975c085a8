import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { PaymentsTable } from "../../../components/payments-table";
import { buttonClasses } from "../../../components/ui/button";
import { Pagination } from "../../../components/ui/pagination";
import { Spinner } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { paymentsQuery } from "../../../lib/billing/billing-api";

/** /payments: the user's own payments, 10 a page, newest first, with invoice and receipt links. */
export function PaymentsPage() {
  const [page, setPage] = useState(0);
  const payments = useQuery({ ...paymentsQuery("mine", page), placeholderData: keepPreviousData });
  const data = payments.data;
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:py-8">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Meus Pagamentos</h1>
        <Link to={paths.subscription.href()} className={buttonClasses("outline", "sm")}>Minha assinatura</Link>
      </div>
      {payments.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label="Carregando pagamentos" />
        </div>
      ) : payments.isError ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">Não foi possível carregar os pagamentos. {payments.error.message}</p>
      ) : data && data.content.length > 0 ? (
        <div className="space-y-4">
          <PaymentsTable payments={data.content} caption="Seus pagamentos" />
          <Pagination page={data.pageable.pageNumber} totalPages={data.totalPages} onChange={setPage} label="Páginas de pagamentos" />
          <p className="text-center text-sm text-slate-700">Mostrando {data.content.length} de {data.totalElements} pagamentos</p>
        </div>
      ) : (
        <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center">
          <p className="text-slate-700">Você ainda não tem pagamentos.</p>
          <Link to={paths.payment.href()} className={buttonClasses("primary", "md", "mt-4")}>Ver planos</Link>
        </div>
      )}
    </div>
  );
}
