import { formatNumber, targetStatus } from "@nutriguia/domain/calc";
import type { TDayTotals, TWeightHistory } from "@nutriguia/domain";
import { calorieTrendSummary, dayLabel, weightSummary } from "./chart-summaries";
import { niceTicks, useMeasuredWidth } from "./chart-scale";

const HEIGHT = 200;
const PAD = { top: 12, right: 12, bottom: 28, left: 48 };
/** Labels are drawn at 1:1 scale (the SVG is as wide as its box), so 12 means 12 px on a phone too. */
const LABEL = { fontSize: 12, fill: "#475569" } as const;

/** Calories per day as bars, with the energy target as a dashed line. */
export function CalorieTrendChart({ days, target }: { days: TDayTotals[]; target: number | null }) {
  const { ref, width } = useMeasuredWidth<HTMLDivElement>(640);
  const plotW = width - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const ticks = niceTicks(0, Math.max(target ?? 0, ...days.map((d) => d.calories), 1));
  const max = ticks[ticks.length - 1]!;
  const step = plotW / Math.max(days.length, 1);
  const y = (v: number) => PAD.top + plotH - (v / max) * plotH;
  // About one date label per 56 px, so they never overlap.
  const labelEvery = Math.max(1, Math.ceil(days.length / Math.max(1, Math.floor(plotW / 56))));
  return (
    <div ref={ref}>
      <svg viewBox={`0 0 ${width} ${HEIGHT}`} width={width} height={HEIGHT} className="block max-w-full" role="img" aria-label={calorieTrendSummary(days, target)}>
        {ticks.map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={width - PAD.right} y1={y(t)} y2={y(t)} stroke="#e2e8f0" />
            <text x={PAD.left - 6} y={y(t) + 4} textAnchor="end" {...LABEL}>
              {formatNumber(t)}
            </text>
          </g>
        ))}
        {days.map((d, i) => {
          const over = target !== null && targetStatus(d.calories, target) === "OVER";
          return (
            <g key={d.date}>
              <rect x={PAD.left + i * step + step * 0.15} width={step * 0.7} y={y(d.calories)} height={Math.max(0, PAD.top + plotH - y(d.calories))} rx="3" fill={over ? "#e11d48" : "#059669"}>
                <title>{`${dayLabel(d.date)}: ${formatNumber(d.calories)} kcal`}</title>
              </rect>
              {i % labelEvery === 0 ? (
                <text x={PAD.left + i * step + step / 2} y={HEIGHT - 8} textAnchor="middle" {...LABEL}>
                  {dayLabel(d.date)}
                </text>
              ) : null}
            </g>
          );
        })}
        {target !== null ? (
          <line x1={PAD.left} x2={width - PAD.right} y1={y(target)} y2={y(target)} stroke="#0f172a" strokeDasharray="6 4">
            <title>{`Meta: ${formatNumber(target)} kcal`}</title>
          </line>
        ) : null}
      </svg>
    </div>
  );
}

/** Logged weights as points joined by a line, and the least-squares trend dashed. */
export function WeightChart({ history, profileWeight }: { history: TWeightHistory; profileWeight?: number | null }) {
  const { ref, width } = useMeasuredWidth<HTMLDivElement>(640);
  const { entries, trend } = history;
  if (entries.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        {profileWeight ? `Ponto de partida: ${formatNumber(profileWeight)} kg, do seu perfil. Registre o peso de hoje para começar o gráfico.` : "Nenhum peso registrado ainda."}
      </p>
    );
  }
  const plotW = width - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const values = [...entries, ...trend].map((p) => p.weightKg);
  const ticks = niceTicks(Math.min(...values) - 0.5, Math.max(...values) + 0.5);
  const min = ticks[0]!;
  const max = ticks[ticks.length - 1]!;
  const first = Date.parse(entries[0]!.date);
  const last = Math.max(Date.parse(entries[entries.length - 1]!.date), first + 86_400_000);
  const x = (date: string) => PAD.left + ((Date.parse(date) - first) / (last - first)) * plotW;
  const y = (v: number) => PAD.top + plotH - ((v - min) / (max - min)) * plotH;
  const path = entries.map((p, i) => `${i === 0 ? "M" : "L"}${x(p.date)},${y(p.weightKg)}`).join(" ");
  return (
    <div ref={ref}>
      <svg viewBox={`0 0 ${width} ${HEIGHT}`} width={width} height={HEIGHT} className="block max-w-full" role="img" aria-label={weightSummary(history)}>
        {ticks.map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={width - PAD.right} y1={y(v)} y2={y(v)} stroke="#e2e8f0" />
            <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end" {...LABEL}>
              {formatNumber(v)}
            </text>
          </g>
        ))}
        <path d={path} fill="none" stroke="#0f766e" strokeWidth="2" />
        {entries.map((p) => (
          <circle key={p.date} cx={x(p.date)} cy={y(p.weightKg)} r="4" fill="#0f766e">
            <title>{`${dayLabel(p.date)}: ${formatNumber(p.weightKg)} kg`}</title>
          </circle>
        ))}
        {trend.length === 2 ? (
          <line x1={x(trend[0]!.date)} y1={y(trend[0]!.weightKg)} x2={x(trend[1]!.date)} y2={y(trend[1]!.weightKg)} stroke="#d97706" strokeWidth="2" strokeDasharray="6 4" />
        ) : null}
        <text x={PAD.left} y={HEIGHT - 8} {...LABEL}>
          {dayLabel(entries[0]!.date)}
        </text>
        <text x={width - PAD.right} y={HEIGHT - 8} textAnchor="end" {...LABEL}>
          {dayLabel(entries[entries.length - 1]!.date)}
        </text>
      </svg>
    </div>
  );
}
