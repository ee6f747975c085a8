import { formatNumber, addDays, localDate, onFirstUse } from "@nutriguia/domain/calc";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "../../../components/ui/button";
import { Card, CardHeader } from "../../../components/ui/card";
import { FullScreenSpinner } from "../../../components/ui/spinner";
import { Tabs } from "../../../components/ui/tabs";
import { useSession } from "../../../lib/session/session-context";
import { useDayLog } from "../api/get-day-log";
import { useSummary } from "../api/get-summary";
import { CalorieTrendChart } from "../components/charts";
import { DayLogCard } from "../components/day-log";
import { FrequentFoods } from "../components/frequent-foods";
import { TargetsCard } from "../components/targets-card";
import { TodayCard } from "../components/today-card";
import { WeightCard } from "../components/weight-card";

const DATE_FORMAT = onFirstUse(() => new Intl.DateTimeFormat("pt-BR", { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }));
const longDate = (date: string) => {
  const text = DATE_FORMAT().format(new Date(`${date}T12:00:00Z`));
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** /calorie-dashboard: a day (today or ?date=) against the targets, the trend, weight and water. */
export function CalorieDashboardPage() {
  const [params, setParams] = useSearchParams();
  const today = localDate();
  const date = /^\d{4}-\d{2}-\d{2}$/.test(params.get("date") ?? "") ? params.get("date")! : today;
  const [days, setDays] = useState<7 | 30>(7);
  const log = useDayLog(date);
  const summary = useSummary(days);
  const session = useSession();

  const go = (next: string) => setParams(next === today ? {} : { date: next });

  if (log.isPending || summary.isPending) return <FullScreenSpinner />;
  if (!log.data || !summary.data) {
    return <p className="px-4 py-8 text-center text-slate-700">Não foi possível carregar o painel de calorias.</p>;
  }
  const s = summary.data;
  return (
    <div className="mx-auto max-w-6xl space-y-5 px-4 py-6 sm:py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Painel de Calorias</h1>
        <div className="flex items-center gap-1" aria-label="Escolher dia">
          <Button size="sm" variant="outline" onClick={() => go(addDays(date, -1))} aria-label="Dia anterior">
            ‹
          </Button>
          <span className="min-w-44 text-center text-sm font-medium text-slate-800">{date === today ? "Hoje" : longDate(date)}</span>
          <Button size="sm" variant="outline" onClick={() => go(addDays(date, 1))} disabled={date >= today} aria-label="Dia seguinte">
            ›
          </Button>
        </div>
      </div>
      <div className="grid gap-5 lg:grid-cols-3">
        <div className="min-w-0 space-y-5 lg:col-span-2">
          <TodayCard log={log.data} title={date === today ? "Hoje" : longDate(date)} />
          <FrequentFoods date={date} />
          <DayLogCard log={log.data} />
        </div>
        <div className="min-w-0 space-y-5">
          {s.targets ? <TargetsCard key={`${s.targets.source}-${s.targets.calories}`} targets={s.targets} /> : null}
          <Card>
            <CardHeader title="Médias" description={`Nos dias com registro (${s.averages.loggedDays} de ${s.days}).`} />
            <dl className="grid grid-cols-2 gap-3 text-sm">
              <div><dt className="text-slate-600">Calorias</dt><dd className="text-lg font-semibold text-slate-900">{formatNumber(s.averages.calories)} kcal</dd></div>
              <div><dt className="text-slate-600">Proteínas</dt><dd className="text-lg font-semibold text-slate-900">{formatNumber(s.averages.protein)} g</dd></div>
              <div><dt className="text-slate-600">Carboidratos</dt><dd className="text-lg font-semibold text-slate-900">{formatNumber(s.averages.carbohydrates)} g</dd></div>
              <div><dt className="text-slate-600">Gorduras</dt><dd className="text-lg font-semibold text-slate-900">{formatNumber(s.averages.fat)} g</dd></div>
            </dl>
          </Card>
        </div>
      </div>
      <Card>
        <CardHeader
          title="Tendência de calorias"
          action={
            <Tabs
              label="Período"
              idPrefix="trend"
              value={String(days) as "7" | "30"}
              onChange={(v) => setDays(v === "30" ? 30 : 7)}
              items={[
                { value: "7", label: "7 dias" },
                { value: "30", label: "30 dias" },
              ]}
            />
          }
        />
        <div id={`trend-panel-${days}`} role="tabpanel" aria-labelledby={`trend-tab-${days}`}>
          <CalorieTrendChart days={s.trend} target={s.targets?.calories ?? null} />
        </div>
      </Card>
      <WeightCard history={s.weight} profileWeight={session.user?.profile?.weight ?? null} />
    </div>
  );
}
