import type { TVisitorBreakdownRow, TVisitorDevice, TVisitorSummary } from "@nutriguia/domain";
import { useSearchParams } from "react-router";
import { Button } from "../../../components/ui/button";
import { StatCards } from "../../../components/ui/stat-cards";
import { Card } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { cn } from "../../../lib/cn";
import { useVisitorSummary, VISITOR_PERIODS, type TVisitorPeriod } from "../api/get-visitor-summary";
import { BreakdownTable } from "./breakdown-table";
import { VisitorsChart } from "./visitors-chart";
import { onFirstUse } from "@nutriguia/domain/calc";

const NUM = onFirstUse(() => new Intl.NumberFormat("pt-BR"));
const PCT = onFirstUse(() => new Intl.NumberFormat("pt-BR", { style: "percent", maximumFractionDigits: 1 }));
const COUNTRY = onFirstUse(() => new Intl.DisplayNames(["pt-BR"], { type: "region" }));
const DEVICE: Record<TVisitorDevice, string> = { mobile: "Celular", tablet: "Tablet", desktop: "Computador" };
const visitorsColumns = [
  { label: "Visitantes", value: (r: TVisitorBreakdownRow) => r.visitors },
  { label: "Visitas", value: (r: TVisitorBreakdownRow) => r.visits },
];

function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, "0")} s`;
}

function parsePeriod(value: string | null): TVisitorPeriod {
  return VISITOR_PERIODS.find((p) => String(p) === value) ?? 30;
}

function PeriodSelector({ value, onChange }: { value: TVisitorPeriod; onChange: (days: TVisitorPeriod) => void }) {
  return (
    <div role="group" aria-label="Período" className="inline-flex rounded-xl bg-slate-100 p-1">
      {VISITOR_PERIODS.map((days) => (
        <button
          key={days}
          type="button"
          aria-pressed={days === value}
          onClick={() => onChange(days)}
          className={cn("min-h-10 rounded-lg px-3 text-sm font-medium", days === value ? "bg-white text-emerald-800 shadow-sm" : "text-slate-700 hover:text-slate-900")}
        >
          {days} dias
        </button>
      ))}
    </div>
  );
}

function Figures({ s }: { s: TVisitorSummary }) {
  const cards: Array<[string, string]> = [
    ["Visitantes únicos", NUM().format(s.visitors)],
    ["Visualizações de página", NUM().format(s.pageviews)],
    ["Visitas", NUM().format(s.visits)],
    ["Taxa de rejeição", PCT().format(s.bounceRate)],
    ["Duração média da visita", formatDuration(s.avgVisitDurationMs)],
  ];
  return (
    <div className="space-y-4">
      <StatCards cards={cards} columns="md:grid-cols-3 xl:grid-cols-5" />
      <Card className="p-4 sm:p-4">
        <VisitorsChart daily={s.daily} />
      </Card>
      <div className="grid gap-4 lg:grid-cols-2">
        <BreakdownTable
          title="Páginas mais vistas"
          rows={s.topPages}
          name={{ label: "Página", render: (r) => <code className="text-[0.8rem]">{r.path}</code> }}
          columns={[
            { label: "Visitantes", value: (r) => r.visitors },
            { label: "Visualizações", value: (r) => r.pageviews },
          ]}
          empty="Nenhuma página vista."
        />
        <BreakdownTable title="Origens" rows={s.referrers} name={{ label: "Origem", render: (r) => r.value ?? "Direto" }} columns={visitorsColumns} empty="Nenhuma origem." />
        <BreakdownTable title="Dispositivos" rows={s.devices} name={{ label: "Dispositivo", render: (r) => DEVICE[r.value] }} columns={visitorsColumns} empty="Nenhum dispositivo." />
        <BreakdownTable
          title="Países"
          rows={s.countries}
          name={{ label: "País", render: (r) => (r.value ? (COUNTRY().of(r.value) ?? r.value) : "Desconhecido") }}
          columns={visitorsColumns}
          empty="Nenhum país."
        />
        <BreakdownTable title="Campanhas (utm_source)" rows={s.utmSources} name={{ label: "Origem da campanha", render: (r) => r.value }} columns={visitorsColumns} empty="Nenhuma visita veio de uma campanha com UTM." />
      </div>
    </div>
  );
}

/** Issue 18 visitors: analytics of the public pages without cookies (docs/decisions/520-visitor-analytics.md). */
export function VisitorsTab() {
  const [params, setParams] = useSearchParams();
  const days = parsePeriod(params.get("dias"));
  const query = useVisitorSummary(days);
  const choose = (next: TVisitorPeriod) => {
    const updated = new URLSearchParams(params);
    updated.set("dias", String(next));
    setParams(updated, { replace: true });
  };

  let body;
  if (query.isPending) {
    body = (
      <div className="flex justify-center py-10">
        <Spinner label="Carregando" />
      </div>
    );
  } else if (query.isError) {
    body = (
      <div role="alert" className="space-y-3 rounded-xl border border-red-300 bg-red-50 p-5 text-red-900">
        <p>Não foi possível carregar as estatísticas de visitantes.</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Tentar novamente
        </Button>
      </div>
    );
  } else if (query.data.pageviews === 0) {
    body = (
      <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center">
        <p className="text-lg font-semibold text-slate-900">Nenhuma visita neste período</p>
        <p className="mt-1 text-sm text-slate-700">As visitas às páginas públicas (início, funcionalidades, login, cadastro e outras) aparecem aqui assim que acontecem.</p>
      </div>
    );
  } else {
    body = <Figures s={query.data} />;
  }

  return (
    <div className="space-y-4" aria-busy={query.isFetching}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700">Sem cookies: cada visitante é um código que muda todo dia (UTC); nenhum IP é guardado.</p>
        <PeriodSelector value={days} onChange={choose} />
      </div>
      {body}
    </div>
  );
}
