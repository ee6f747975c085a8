import { MEAL_SLOT_LABELS, onFirstUse, SAO_PAULO_TIME_ZONE, type TReminderSend } from "@nutriguia/domain";

const CHANNEL: Record<TReminderSend["channel"], string> = { whatsapp: "WhatsApp", telegram: "Telegram" };
const STATUS: Record<TReminderSend["status"], string> = { SENT: "enviado", PENDING: "enviando", FAILED: "não enviado" };
const WHEN = onFirstUse(() => new Intl.DateTimeFormat("pt-BR", { timeZone: SAO_PAULO_TIME_ZONE, day: "2-digit", month: "2-digit", hour: "2-digit", minute: "2-digit" }));

/** The latest reminders and summaries sent, so the user sees they really go out (and where). */
export function ReminderSends({ sends }: { sends: TReminderSend[] }) {
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-semibold text-slate-900">Últimos envios</h3>
      {sends.length === 0 ? (
        <p className="text-sm text-slate-600">Nenhum lembrete enviado ainda.</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm" data-testid="reminder-sends">
          {sends.map((s) => (
            <li key={`${s.channel}-${s.kind}-${s.day}`} className="flex flex-wrap justify-between gap-x-3 py-1.5">
              <span className="text-slate-900">
                {s.kind === "WEEKLY_SUMMARY" ? "Resumo semanal" : MEAL_SLOT_LABELS[s.kind]} · {CHANNEL[s.channel]}
              </span>
              <span className={s.status === "FAILED" ? "text-rose-700" : "text-slate-600"}>
                {WHEN().format(new Date(s.at))} · {STATUS[s.status]}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
