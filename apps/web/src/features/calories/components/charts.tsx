import type { TDayTotals, TWeightHistory } from "@nutriguia/domain";
import { calorieTrendSummary, dayLabel, weightSummary } from "./chart-summaries";

const WIDTH = 640;
const HEIGHT = 200;
const PAD = { top: 12, right: 12, bottom: 28, left: 44 };
const plotW = WIDTH - PAD.left - PAD.right;
const plotH = HEIGHT - PAD.top - PAD.bottom;

/** Calories per day as bars, with the energy target as a dashed line. */
export function CalorieTrendChart({ days, target }: { days: TDayTotals[]; target: number | null }) {
  const max = Math.max(target ?? 0, ...days.map((d) => d.calories), 1) * 1.1;
  const step = plotW / Math.max(days.length, 1);
  const y = (v: number) => PAD.top + plotH - (v / max) * plotH;
  const labelEvery = days.length > 10 ? 5 : 1;
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" role="img" aria-label={calorieTrendSummary(days, target)}>
      {[0, 0.5, 1].map((f) => (
        <g key={f}>
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(max * f)} y2={y(max * f)} stroke="#e2e8f0" />
          <text x={PAD.left - 6} y={y(max * f) + 4} textAnchor="end" fontSize="11" fill="#475569">
            {Math.round(max * f)}
          </text>
        </g>
      ))}
      {days.map((d, i) => {
        const over = target !== null && d.calories > target * 1.1;
        return (
          <g key={d.date}>
            <rect
              x={PAD.left + i * step + step * 0.15}
              width={step * 0.7}
              y={y(d.calories)}
              height={Math.max(0, PAD.top + plotH - y(d.calories))}
              rx="3"
              fill={over ? "#e11d48" : "#059669"}
            >
              <title>{`${dayLabel(d.date)}: ${d.calories} kcal`}</title>
            </rect>
            {i % labelEvery === 0 || i === days.length - 1 ? (
              <text x={PAD.left + i * step + step / 2} y={HEIGHT - 8} textAnchor="middle" fontSize="11" fill="#475569">
                {dayLabel(d.date)}
              </text>
            ) : null}
          </g>
        );
      })}
      {target !== null ? (
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(target)} y2={y(target)} stroke="#0f172a" strokeDasharray="6 4">
          <title>{`Meta: ${target} kcal`}</title>
        </line>
      ) : null}
    </svg>
  );
}

/** Logged weights as points joined by a line, and the least-squares trend dashed. */
export function WeightChart({ history }: { history: TWeightHistory }) {
  const { entries, trend } = history;
  if (entries.length === 0) return <p className="text-sm text-slate-600">Nenhum peso registrado ainda.</p>;
  const values = [...entries, ...trend].map((p) => p.weightKg);
  const min = Math.min(...values) - 0.5;
  const max = Math.max(...values) + 0.5;
  const first = Date.parse(entries[0]!.date);
  const last = Math.max(Date.parse(entries[entries.length - 1]!.date), first + 86_400_000);
  const x = (date: string) => PAD.left + ((Date.parse(date) - first) / (last - first)) * plotW;
  const y = (v: number) => PAD.top + plotH - ((v - min) / (max - min)) * plotH;
  const path = entries.map((p, i) => `${i === 0 ? "M" : "L"}${x(p.date)},${y(p.weightKg)}`).join(" ");
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" role="img" aria-label={weightSummary(history)}>
      {[min, (min + max) / 2, max].map((v) => (
        <g key={v}>
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(v)} y2={y(v)} stroke="#e2e8f0" />
          <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end" fontSize="11" fill="#475569">
            {v.toFixed(1)}
          </text>
        </g>
      ))}
      <path d={path} fill="none" stroke="#0f766e" strokeWidth="2" />
      {entries.map((p) => (
        <circle key={p.date} cx={x(p.date)} cy={y(p.weightKg)} r="4" fill="#0f766e">
          <title>{`${dayLabel(p.date)}: ${p.weightKg} kg`}</title>
        </circle>
      ))}
      {trend.length === 2 ? (
        <line
          x1={x(trend[0]!.date)}
          y1={y(trend[0]!.weightKg)}
          x2={x(trend[1]!.date)}
          y2={y(trend[1]!.weightKg)}
          stroke="#d97706"
          strokeWidth="2"
          strokeDasharray="6 4"
        />
      ) : null}
      <text x={PAD.left} y={HEIGHT - 8} fontSize="11" fill="#475569">
        {dayLabel(entries[0]!.date)}
      </text>
      <text x={WIDTH - PAD.right} y={HEIGHT - 8} textAnchor="end" fontSize="11" fill="#475569">
        {dayLabel(entries[entries.length - 1]!.date)}
      </text>
    </svg>
  );
}

/** A labelled bar of value against target. */
export function ProgressBar({ label, value, target, unit }: { label: string; value: number; target: number | null; unit: string }) {
  const ratio = target ? Math.min(value / target, 1.25) : 0;
  const over = target !== null && value > target * 1.1;
  return (
    <div>
      <div className="flex justify-between text-sm">
        <span className="font-medium text-slate-800">{label}</span>
        <span className="text-slate-700">
          {Math.round(value)}
          {target ? ` / ${Math.round(target)}` : ""} {unit}
        </span>
      </div>
      <div
        className="mt-1 h-2.5 overflow-hidden rounded-full bg-slate-100"
        role="progressbar"
        aria-label={label}
        aria-valuenow={Math.round(value)}
        aria-valuemin={0}
        aria-valuemax={target ?? undefined}
        aria-valuetext={`${Math.round(value)}${target ? ` de ${Math.round(target)}` : ""} ${unit}`}
      >
        <div className={over ? "h-full bg-rose-600" : "h-full bg-emerald-600"} style={{ width: `${(ratio / 1.25) * 100}%` }} />
      </div>
    </div>
  );
}
