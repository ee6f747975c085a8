import { formatNumber, TARGET_STATUS_LABEL, localDate, onFirstUse } from "@nutriguia/domain/calc";
import { Link, useSearchParams } from "react-router";
import type { TCalendarDayStatus } from "@nutriguia/domain";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { FullScreenSpinner } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { cn } from "../../../lib/cn";
import { useCalendar } from "../api/get-calendar";

const WEEKDAYS = ["Dom", "Seg", "Ter", "Qua", "Qui", "Sex", "Sáb"];
const MONTH = onFirstUse(() => new Intl.DateTimeFormat("pt-BR", { month: "long", year: "numeric", timeZone: "UTC" }));
const DAY = onFirstUse(() => new Intl.DateTimeFormat("pt-BR", { day: "numeric", month: "long", timeZone: "UTC" }));
const monthLabel = (month: string) => {
  const text = MONTH().format(new Date(`${month}-01T12:00:00Z`));
  return text.charAt(0).toUpperCase() + text.slice(1);
};

const STATUS: Record<TCalendarDayStatus, { label: string; className: string }> = {
  EMPTY: { label: "Sem registro", className: "bg-white text-slate-600" },
  UNDER: { label: TARGET_STATUS_LABEL.UNDER, className: "bg-sky-50 text-sky-900 border-sky-200" },
  ON_TARGET: { label: TARGET_STATUS_LABEL.ON_TARGET, className: "bg-emerald-50 text-emerald-900 border-emerald-300" },
  OVER: { label: TARGET_STATUS_LABEL.OVER, className: "bg-rose-50 text-rose-900 border-rose-300" },
};

const shiftMonth = (month: string, delta: number) => {
  const d = new Date(`${month}-01T12:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + delta);
  return d.toISOString().slice(0, 7);
};

/** /calendar: each day of the month with its total against the target; a day opens its log. */
export function CalendarPage() {
  const [params, setParams] = useSearchParams();
  const today = localDate();
  const current = today.slice(0, 7);
  const month = /^\d{4}-\d{2}$/.test(params.get("month") ?? "") ? params.get("month")! : current;
  const calendar = useCalendar(month);
  const go = (next: string) => setParams(next === current ? {} : { month: next });
  const firstWeekday = new Date(`${month}-01T12:00:00Z`).getUTCDay();

  return (
    <div className="mx-auto max-w-5xl space-y-5 px-4 py-6 sm:py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Calendário</h1>
        <div className="flex items-center gap-1">
          <Button size="sm" variant="outline" onClick={() => go(shiftMonth(month, -1))} aria-label="Mês anterior">
            ‹
          </Button>
          <span className="min-w-40 text-center font-medium text-slate-800">{monthLabel(month)}</span>
          <Button size="sm" variant="outline" onClick={() => go(shiftMonth(month, 1))} disabled={month >= current} aria-label="Próximo mês">
            ›
          </Button>
        </div>
      </div>
      {calendar.isPending ? <FullScreenSpinner /> : null}
      {calendar.data ? (
        <Card className="p-3 sm:p-5">
          <p className="mb-3 text-sm text-slate-700">
            {calendar.data.targetCalories ? `Meta diária: ${formatNumber(Math.round(calendar.data.targetCalories))} kcal.` : "Complete seu perfil para comparar com uma meta."}
          </p>
          <div className="grid grid-cols-7 gap-1 text-center text-xs font-medium text-slate-600 sm:gap-2">
            {WEEKDAYS.map((w) => (
              <div key={w}>{w}</div>
            ))}
          </div>
          <ol className="mt-1 grid grid-cols-7 gap-1 sm:gap-2" aria-label="Dias do mês">
            {calendar.data.days.map((day, i) => {
              const status = STATUS[day.status];
              const cell = "flex aspect-square flex-col justify-between rounded-lg border p-1 text-left sm:p-2";
              const number = <span aria-hidden="true" className="text-xs font-semibold sm:text-sm">{Number(day.date.slice(8))}</span>;
              const name = DAY().format(new Date(`${day.date}T12:00:00Z`));
              return (
                <li key={day.date} style={i === 0 ? { gridColumnStart: firstWeekday + 1 } : undefined}>
                  {day.date > today ? (
                    <div className={cn(cell, "border-dashed border-slate-200 bg-slate-50 text-slate-600")} data-status={day.status}>
                      {number}
                      <span className="sr-only">{name}: dia futuro</span>
                    </div>
                  ) : (
                    <Link
                      to={`${paths.calorieDashboard.href()}?date=${day.date}`}
                      className={cn(cell, status.className, day.date === today && "ring-2 ring-emerald-600")}
                      data-status={day.status}
                    >
                      {number}
                      <span className="sr-only">{name}: </span>
                      {day.entries > 0 ? <span className="text-[11px] font-medium leading-tight sm:text-xs">{formatNumber(day.calories)} kcal</span> : null}
                      <span className="sr-only">{day.entries > 0 ? `, ${status.label}` : status.label}</span>
                    </Link>
                  )}
                </li>
              );
            })}
          </ol>
          <ul className="mt-4 flex flex-wrap gap-3 text-xs text-slate-700">
            {(Object.keys(STATUS) as TCalendarDayStatus[]).map((key) => (
              <li key={key} className="flex items-center gap-1.5">
                <span className={cn("h-3 w-3 rounded border", STATUS[key].className)} /> {STATUS[key].label}
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      <p className="text-sm text-slate-600">
        Dica: toque em um dia para ver e editar o que foi registrado. <Link className="text-emerald-800 underline" to={`${paths.calorieDashboard.href()}?date=${today}`}>Ver hoje</Link>
      </p>
    </div>
  );
}
