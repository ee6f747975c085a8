import type { TWebhookEventRow, TWebhookProvider, TWebhookStatus } from "@nutriguia/domain";
import { Badge } from "../../../components/ui/badge";
import { columnsFor, DataTable } from "../../../components/ui/data-table";
import { onFirstUse } from "@nutriguia/domain/calc";

export const PROVIDER_LABEL: Record<TWebhookProvider, string> = { whatsapp: "WhatsApp", telegram: "Telegram", stripe: "Stripe" };
export const STATUS_LABEL: Record<TWebhookStatus, string> = { RECEIVED: "Recebido", PROCESSED: "Processado", IGNORED: "Ignorado", FAILED: "Falhou" };
const TONE: Record<TWebhookStatus, "success" | "warning" | "danger" | "neutral"> = { PROCESSED: "success", RECEIVED: "neutral", IGNORED: "warning", FAILED: "danger" };
const WHEN = onFirstUse(() => new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeStyle: "medium", timeZone: "America/Sao_Paulo" }));
/** Why an event was not processed, in words an admin reads; other errors are shown as recorded (short, never a payload). */
const ERROR_LABEL: Record<string, string> = { "channel disabled": "Canal desativado nas configurações" };

const col = columnsFor<TWebhookEventRow>();
const COLUMNS = col.columns([
  col.accessor((r) => WHEN().format(new Date(r.receivedAt)), { id: "receivedAt", header: "Recebido em", meta: { className: "whitespace-nowrap text-slate-700" } }),
  col.accessor("provider", { header: "Provedor", cell: (c) => PROVIDER_LABEL[c.getValue()] }),
  col.display({
    id: "status",
    header: "Status",
    cell: ({ row: { original: r } }) => (
      <>
        <Badge tone={TONE[r.status]}>{STATUS_LABEL[r.status]}</Badge>
        {r.error ? <p className="mt-1 text-xs text-slate-600">{ERROR_LABEL[r.error] ?? r.error}</p> : null}
      </>
    ),
  }),
  col.accessor("type", { header: "Tipo", meta: { className: "font-mono text-xs text-slate-800" } }),
  col.accessor("eventId", { header: "ID do evento", meta: { className: "max-w-[16rem] break-all font-mono text-xs text-slate-700" } }),
]);

export function WebhookEventsTable({ rows }: { rows: TWebhookEventRow[] }) {
  const rowId = (r: TWebhookEventRow) => `${r.provider}-${r.eventId}`;
  return <DataTable data={rows} columns={COLUMNS} caption="Eventos de webhook" getRowId={rowId} rowTestId="webhook-row" scrollRegion />;
}
