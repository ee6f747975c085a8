import { useState, type ReactNode } from "react";
import { MEAL_SLOT_LABELS, MEAL_SLOTS, type TChannelName, type TChannelsStatus, type TMealSlot, type TRemindersResponse } from "@nutriguia/domain";
import { Button } from "../../../components/ui/button";
import { Card, CardHeader } from "../../../components/ui/card";
import { inputClasses } from "../../../components/ui/field";
import { Switch } from "../../../components/ui/switch";
import { errorMessage } from "../../../lib/api-errors";
import { cn } from "../../../lib/cn";
import { useReminders, useSaveReminders } from "../api/reminders";
import { ReminderSends } from "./reminder-sends";

const CHANNEL_LABELS: Record<TChannelName, string> = { whatsapp: "WhatsApp", telegram: "Telegram" };
/** The time offered when a meal's reminder is switched on for the first time. */
const SUGGESTED: Record<TMealSlot, string> = {
  BREAKFAST: "08:30",
  MORNING_SNACK: "10:30",
  LUNCH: "12:30",
  AFTERNOON_SNACK: "16:00",
  DINNER: "20:00",
  SUPPER: "21:30",
};

function TimeInput({ label, value, onChange, disabled }: { label: string; value: string; onChange: (v: string) => void; disabled?: boolean }) {
  return (
    <input
      type="time"
      aria-label={label}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
      className={cn(inputClasses, "w-28 px-2 py-1.5 sm:w-32")}
    />
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-2">
      <span className="text-sm text-slate-800">{label}</span>
      <div className="flex items-center gap-2 sm:gap-3">{children}</div>
    </div>
  );
}

function RemindersForm({ initial, linked }: { initial: TRemindersResponse; linked: Record<TChannelName, boolean> }) {
  const save = useSaveReminders();
  const [channels, setChannels] = useState(initial.channels);
  const [on, setOn] = useState(() => Object.fromEntries(MEAL_SLOTS.map((s) => [s, initial.slots[s] !== null])) as Record<TMealSlot, boolean>);
  const [times, setTimes] = useState(() => Object.fromEntries(MEAL_SLOTS.map((s) => [s, initial.slots[s] ?? SUGGESTED[s]])) as Record<TMealSlot, string>);
  const [weekly, setWeekly] = useState(initial.weeklySummary);
  const [quietOn, setQuietOn] = useState(initial.quietHours !== null);
  const [quiet, setQuiet] = useState(initial.quietHours ?? { start: "22:00", end: "07:00" });
  const missingTime = MEAL_SLOTS.some((s) => on[s] && !times[s]) || (quietOn && (!quiet.start || !quiet.end));

  function submit() {
    save.mutate({
      channels: { whatsapp: channels.whatsapp && linked.whatsapp, telegram: channels.telegram && linked.telegram },
      slots: Object.fromEntries(MEAL_SLOTS.map((s) => [s, on[s] ? times[s] : null])) as TRemindersResponse["slots"],
      weeklySummary: weekly,
      quietHours: quietOn ? quiet : null,
    });
  }

  return (
    <div className="space-y-5">
      <fieldset className="space-y-3">
        <legend className="mb-2 text-sm font-semibold text-slate-900">Receber por</legend>
        {(["whatsapp", "telegram"] as const).map((c) =>
          linked[c] ? (
            <Row key={c} label={CHANNEL_LABELS[c]}>
              <Switch label={`Lembretes pelo ${CHANNEL_LABELS[c]}`} checked={channels[c]} onChange={(v) => setChannels({ ...channels, [c]: v })} />
            </Row>
          ) : null,
        )}
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="mb-1 text-sm font-semibold text-slate-900">Refeições não registradas</legend>
        <p className="text-xs text-slate-600">Só avisamos se a refeição ainda estiver vazia no diário naquele horário (horário de Brasília).</p>
        {MEAL_SLOTS.map((s) => (
          <Row key={s} label={MEAL_SLOT_LABELS[s]}>
            <TimeInput label={`Horário do lembrete: ${MEAL_SLOT_LABELS[s]}`} value={times[s]} disabled={!on[s]} onChange={(v) => setTimes({ ...times, [s]: v })} />
            <Switch label={`Lembrete: ${MEAL_SLOT_LABELS[s]}`} checked={on[s]} onChange={(v) => setOn({ ...on, [s]: v })} />
          </Row>
        ))}
      </fieldset>
      <Row label={`Resumo da semana (domingo, ${initial.weeklySummaryTime})`}>
        <Switch label="Resumo semanal" checked={weekly} onChange={setWeekly} />
      </Row>
      <div className="space-y-2">
        <Row label="Horário de silêncio">
          <Switch label="Horário de silêncio" checked={quietOn} onChange={setQuietOn} />
        </Row>
        {quietOn ? (
          <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
            das <TimeInput label="Silêncio a partir de" value={quiet.start} onChange={(v) => setQuiet({ ...quiet, start: v })} />
            às <TimeInput label="Silêncio até" value={quiet.end} onChange={(v) => setQuiet({ ...quiet, end: v })} />
          </div>
        ) : null}
      </div>
      <div className="space-y-2">
        <Button loading={save.isPending} disabled={missingTime} onClick={submit}>
          Salvar lembretes
        </Button>
        {missingTime ? <p className="text-sm text-slate-700">Escolha um horário para cada lembrete ligado.</p> : null}
        {save.isSuccess ? <p role="status" className="text-sm font-medium text-emerald-800">Lembretes salvos.</p> : null}
        {save.error ? <p role="alert" className="text-sm font-medium text-rose-700">{errorMessage(save.error, "Não foi possível salvar os lembretes.")}</p> : null}
      </div>
      <p className="text-xs text-slate-600">Para parar de receber em um canal, responda PARAR na conversa.</p>
      <ReminderSends sends={(save.data ?? initial).sends} />
    </div>
  );
}

function LoadedReminders({ linked }: { linked: Record<TChannelName, boolean> }) {
  const reminders = useReminders();
  if (reminders.error) return <p role="alert" className="text-sm font-medium text-rose-700">{errorMessage(reminders.error, "Não foi possível carregar os lembretes.")}</p>;
  return reminders.data ? <RemindersForm initial={reminders.data} linked={linked} /> : null;
}

/** "Lembretes" on /profile: meal reminders and the weekly summary in the channels the user connected (issue 31). */
export function RemindersCard({ channels }: { channels: TChannelsStatus }) {
  const linked = { whatsapp: channels.whatsapp.enabled && channels.whatsapp.linked, telegram: channels.telegram.enabled && channels.telegram.linked };
  return (
    <Card className="mt-5" data-testid="reminders-card">
      <CardHeader title="Lembretes" description="Um aviso no WhatsApp ou Telegram quando uma refeição ficou sem registro, e o resumo da sua semana no domingo à noite." />
      {linked.whatsapp || linked.telegram ? (
        <LoadedReminders linked={linked} />
      ) : (
        <p className="text-sm text-slate-700">Conecte o WhatsApp ou o Telegram acima para receber lembretes.</p>
      )}
    </Card>
  );
}
