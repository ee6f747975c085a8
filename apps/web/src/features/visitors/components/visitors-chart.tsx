import type { TVisitorSummary } from "@nutriguia/domain";
import { onFirstUse } from "@nutriguia/domain/calc";

const NUM = onFirstUse(() => new Intl.NumberFormat("pt-BR"));
const dayLabel = (day: string) => day.slice(5).split("-").reverse().join("/");

/** x from 0 to 100, y from 0 (top) to 100; the SVG stretches to its box, labels stay HTML so they never scale. */
function points(values: number[], max: number): string {
  const step = values.length > 1 ? 100 / (values.length - 1) : 0;
  return values.map((v, i) => `${(i * step).toFixed(2)},${(100 - (v / max) * 96).toFixed(2)}`).join(" ");
}

/** Visitors and page views per day as two areas (plain SVG: no chart library in the bundle). */
export function VisitorsChart({ daily }: { daily: TVisitorSummary["daily"] }) {
  const max = Math.max(1, ...daily.map((d) => d.pageviews));
  const peak = daily.reduce((best, d) => (d.visitors > best.visitors ? d : best), daily[0] ?? { day: "", visitors: 0, pageviews: 0 });
  const series = [
    { key: "pageviews" as const, label: "Visualizações", stroke: "#0369a1", fill: "#e0f2fe" },
    { key: "visitors" as const, label: "Visitantes", stroke: "#047857", fill: "#a7f3d0" },
  ];
  const lines = { pageviews: points(daily.map((d) => d.pageviews), max), visitors: points(daily.map((d) => d.visitors), max) };
  const first = daily[0]?.day ?? "";
  const middle = daily[Math.floor(daily.length / 2)]?.day ?? "";
  const last = daily.at(-1)?.day ?? "";
  const summary = `Visitantes e visualizações por dia de ${dayLabel(first)} a ${dayLabel(last)}; máximo de ${NUM().format(peak.visitors)} visitantes em ${dayLabel(peak.day)}.`;
  return (
    <figure className="space-y-2">
      <figcaption className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="font-medium text-slate-800">Visitantes e visualizações por dia</span>
        <span className="flex gap-4 text-slate-700">
          {series.map((s) => (
            <span key={s.key} className="inline-flex items-center gap-1.5">
              <span aria-hidden="true" className="w-5 border-t-2" style={{ borderColor: s.stroke, borderStyle: s.key === "pageviews" ? "dashed" : "solid" }} />
              {s.label}
            </span>
          ))}
        </span>
      </figcaption>
      <div className="flex gap-2">
        <div aria-hidden="true" className="flex h-48 flex-col justify-between text-right text-xs text-slate-600">
          <span>{NUM().format(max)}</span>
          <span>0</span>
        </div>
        <div className="min-w-0 flex-1">
          <svg viewBox="0 0 100 100" preserveAspectRatio="none" className="h-48 w-full overflow-visible border-b border-l border-slate-300" role="img" aria-label={summary}>
            {series.map((s) => (
              <polygon key={s.key} points={`0,100 ${lines[s.key]} 100,100`} fill={s.fill} fillOpacity={0.7} />
            ))}
            {/* Lines after both areas, page views dashed on top, so equal values still show both. */}
            {[...series].reverse().map((s) => (
              <polyline
                key={s.key}
                points={lines[s.key]}
                fill="none"
                stroke={s.stroke}
                strokeWidth={2}
                strokeDasharray={s.key === "pageviews" ? "6 4" : undefined}
                vectorEffect="non-scaling-stroke"
                strokeLinejoin="round"
              />
            ))}
          </svg>
          <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-slate-600">
            <span>{dayLabel(first)}</span>
            <span>{dayLabel(middle)}</span>
            <span>{dayLabel(last)}</span>
          </div>
        </div>
      </div>
    </figure>
  );
}
