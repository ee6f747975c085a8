import type { TPaymentRow } from "../../db/schema";
import { brl } from "./billing.mail";

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const STATUS: Record<string, string> = { COMPLETED: "Concluído", PENDING: "Pendente", FAILED: "Falhou", REFUNDED: "Reembolsado" };

/** The local provider's invoice and receipt: a printable page reached by a signed link (opened in a new window). */
export function receiptHtml(payment: TPaymentRow, kind: "invoice" | "receipt"): string {
  const title = kind === "invoice" ? "Fatura" : "Recibo";
  const date = payment.paidAt.toLocaleString("pt-BR", { timeZone: "America/Sao_Paulo", dateStyle: "short", timeStyle: "short" });
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title} NutriGuia</title><style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;color:#1f2937}
dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem}dt{font-weight:600}.note{margin-top:2rem;padding:.75rem;border:1px dashed #b45309;color:#92400e}</style></head>
<body><h1>${title} NutriGuia</h1><dl><dt>Número</dt><dd>${escape(payment.providerPaymentId)}</dd><dt>Data</dt><dd>${escape(date)}</dd>
<dt>Descrição</dt><dd>${escape(payment.description)}</dd><dt>Valor</dt><dd>${escape(brl(payment.amountCents))}</dd>
<dt>Situação</dt><dd>${escape(STATUS[payment.status] ?? payment.status)}</dd></dl>
<p class="note">Ambiente de teste — nenhuma cobrança real. Este documento não tem valor fiscal.</p></body></html>`;
}
