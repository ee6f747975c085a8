import type { TPayment } from "@nutriguia/domain";
import type { ReactNode } from "react";
import { formatAmount, formatPaymentDate, paymentStatusLabel, paymentStatusTone, providerLabel } from "../lib/billing/format";
import { Badge } from "./ui/badge";

function DocumentLink({ href, children }: { href: string | null; children: ReactNode }) {
  if (!href) return <span className="text-slate-600">N/A</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="font-medium text-emerald-800 underline-offset-4 hover:underline">
      {children}
      <span className="sr-only"> (abre em nova janela)</span>
    </a>
  );
}

/**
 * The payments table (001 §2; cards below 768 px): date, description, amount, status, actions; with `renderUser` and `showProvider`
 * it is the admin list, also embedded by the back-office tabs.
 */
export function PaymentsTable({ payments, renderUser, showProvider = false, caption }: { payments: TPayment[]; renderUser?: (userId: string | null) => ReactNode; showProvider?: boolean; caption: string }) {
  const th = "px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-700";
  const td = "px-3 py-3 align-top text-sm text-slate-800";
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
      <div className="relative hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block">
      <table className="min-w-full divide-y divide-slate-200">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={th}>Data</th>
            {renderUser ? <th scope="col" className={th}>Usuário</th> : null}
            <th scope="col" className={th}>Descrição</th>
            <th scope="col" className={th}>Valor</th>
            <th scope="col" className={th}>Status</th>
            {showProvider ? <th scope="col" className={th}>Provedor</th> : null}
            <th scope="col" className={th}>Ações</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {payments.map((payment) => (
            <tr key={payment.id}>
              <td className={`${td} whitespace-nowrap`}>{formatPaymentDate(payment.paymentDate)}</td>
              {renderUser ? <td className={td}>{renderUser(payment.userId)}</td> : null}
              <td className={`${td} min-w-48`}>{payment.description || "N/A"}</td>
              <td className={`${td} whitespace-nowrap font-medium`}>{formatAmount(payment.amount, payment.currency || "BRL")}</td>
              <td className={td}>
                <Badge tone={paymentStatusTone(payment.status)}>{paymentStatusLabel(payment.status)}</Badge>
              </td>
              {showProvider ? <td className={`${td} whitespace-nowrap`}>{providerLabel(payment.provider)}</td> : null}
              <td className={`${td} whitespace-nowrap`}>
                <div className="flex gap-3">
                  <DocumentLink href={payment.invoiceUrl}>Fatura</DocumentLink>
                  <DocumentLink href={payment.receiptUrl}>Recibo</DocumentLink>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
    </>
  );
}
