import type { TPayment } from "@nutriguia/domain";
import { useMemo, type ReactNode } from "react";
import { formatAmount, formatPaymentDate, paymentStatusLabel, paymentStatusTone, providerLabel } from "../lib/billing/format";
import { Badge } from "./ui/badge";
import { columnsFor, DataTable } from "./ui/data-table";

function DocumentLink({ href, children }: { href: string | null; children: ReactNode }) {
  if (!href) return <span className="text-slate-600">N/A</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="font-medium text-emerald-800 underline-offset-4 hover:underline">
      {children}
      <span className="sr-only"> (abre em nova janela)</span>
    </a>
  );
}

const col = columnsFor<TPayment>();
const nowrap = { className: "whitespace-nowrap" };
function paymentColumns(renderUser: ((userId: string | null) => ReactNode) | undefined, showProvider: boolean) {
  return col.columns([
    col.accessor("paymentDate", { header: "Data", cell: (c) => formatPaymentDate(c.getValue()), meta: nowrap }),
    ...(renderUser ? [col.accessor("userId", { header: "Usuário", cell: (c) => renderUser(c.getValue()) })] : []),
    col.accessor((p) => p.description || "N/A", { id: "description", header: "Descrição", meta: { className: "min-w-48" } }),
    col.accessor((p) => formatAmount(p.amount, p.currency || "BRL"), { id: "amount", header: "Valor", meta: { className: "whitespace-nowrap font-medium" } }),
    col.accessor("status", { header: "Status", cell: (c) => <Badge tone={paymentStatusTone(c.getValue())}>{paymentStatusLabel(c.getValue())}</Badge> }),
    ...(showProvider ? [col.accessor("provider", { header: "Provedor", cell: (c) => providerLabel(c.getValue()), meta: nowrap })] : []),
    col.display({
      id: "actions",
      header: "Ações",
      cell: ({ row: { original: p } }) => (
        <div className="flex gap-3">
          <DocumentLink href={p.invoiceUrl}>Fatura</DocumentLink>
          <DocumentLink href={p.receiptUrl}>Recibo</DocumentLink>
        </div>
      ),
      meta: nowrap,
    }),
  ]);
}

/**
 * The payments table (001 §2; cards below 768 px): date, description, amount, status, actions; with `renderUser` and `showProvider`
 * it is the admin list, also embedded by the back-office tabs.
 */
export function PaymentsTable({ payments, renderUser, showProvider = false, caption }: { payments: TPayment[]; renderUser?: (userId: string | null) => ReactNode; showProvider?: boolean; caption: string }) {
  const columns = useMemo(() => paymentColumns(renderUser, showProvider), [renderUser, showProvider]);
  return (
    <>
      <ul aria-label={caption} className="space-y-3 md:hidden">
        {payments.map((payment) => (
          <li key={payment.id} className="rounded-xl border border-slate-200 bg-white p-4">
            <div className="flex items-start justify-between gap-3">
              <p className="font-medium text-slate-900">{payment.description || "N/A"}</p>
              <Badge tone={paymentStatusTone(payment.status)}>{paymentStatusLabel(payment.status)}</Badge>
            </div>
            {renderUser ? <div className="mt-2 text-sm">{renderUser(payment.userId)}</div> : null}
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-600">Data</dt>
              <dd className="text-slate-900">{formatPaymentDate(payment.paymentDate)}</dd>
              <dt className="text-slate-600">Valor</dt>
              <dd className="font-semibold text-slate-900">{formatAmount(payment.amount, payment.currency || "BRL")}</dd>
              {showProvider ? (
                <>
                  <dt className="text-slate-600">Provedor</dt>
                  <dd className="text-slate-900">{providerLabel(payment.provider)}</dd>
                </>
              ) : null}
            </dl>
            <div className="mt-3 flex gap-4 text-sm">
              <DocumentLink href={payment.invoiceUrl}>Fatura</DocumentLink>
              <DocumentLink href={payment.receiptUrl}>Recibo</DocumentLink>
            </div>
          </li>
        ))}
      </ul>
      <DataTable data={payments} columns={columns} caption={caption} getRowId={(p) => p.id} look="caps" className="hidden md:block" />
    </>
  );
}
