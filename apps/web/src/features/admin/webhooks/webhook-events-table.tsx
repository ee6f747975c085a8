import type { TWebhookEventRow, TWebhookProvider, TWebhookStatus } from "@nutriguia/domain";
import { Badge } from "../../../components/ui/badge";
import { onFirstUse } from "@nutriguia/domain/calc";

export const PROVIDER_LABEL: Record<TWebhookProvider, string> = { whatsapp: "WhatsApp", telegram: "Telegram", stripe: "Stripe" };
export const STATUS_LABEL: Record<TWebhookStatus, string> = { RECEIVED: "Recebido", PROCESSED: "Processado", IGNORED: "Ignorado", FAILED: "Falhou" };
const TONE: Record<TWebhookStatus, "success" | "warning" | "danger" | "neutral"> = { PROCESSED: "success", RECEIVED: "neutral", IGNORED: "warning", FAILED: "danger" };
const WHEN = onFirstUse(() => new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeStyle: "medium", timeZone: "America/Sao_Paulo" }));
/** Why an event was not processed, in words an admin reads; other errors are shown as recorded (short, never a payload). */
const ERROR_LABEL: Record<string, string> = { "channel disabled": "Canal desativado nas configurações" };

export function WebhookEventsTable({ rows }: { rows: TWebhookEventRow[] }) {
  return (
    // Focusable so a keyboard user can scroll the table sideways on a narrow screen.
    <div className="overflow-x-auto rounded-xl border border-slate-200" tabIndex={0} role="region" aria-label="Eventos de webhook">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">Eventos de webhook</caption>
        <thead className="bg-slate-50 text-left text-slate-700">
          <tr>
            {["Recebido em", "Provedor", "Status", "Tipo", "ID do evento"].map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">
          {rows.map((r) => (
            <tr key={`${r.provider}-${r.eventId}`} data-testid="webhook-row">
              <td className="whitespace-nowrap px-3 py-2 text-slate-700">{WHEN().format(new Date(r.receivedAt))}</td>
              <td className="px-3 py-2">{PROVIDER_LABEL[r.provider]}</td>
              <td className="px-3 py-2">
                <Badge tone={TONE[r.status]}>{STATUS_LABEL[r.status]}</Badge>
                {r.error ? <p className="mt-1 text-xs text-slate-600">{ERROR_LABEL[r.error] ?? r.error}</p> : null}
              </td>
              <td className="px-3 py-2 font-mono text-xs text-slate-800">{r.type}</td>
              <td className="max-w-[16rem] break-all px-3 py-2 font-mono text-xs text-slate-700">{r.eventId}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
