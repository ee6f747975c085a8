import { formatNumber, targetStatus } from "@nutriguia/domain/calc";

/**
 * A labelled bar of value against target: full at the target, red when the one target rule says "Acima da meta".
 * `atLeast`: the target is a minimum (a plan's protein, decision 108), so going over it is not flagged.
 */
export function ProgressBar({ label, value, target, unit, atLeast = false }: { label: string; value: number; target: number | null; unit: string; atLeast?: boolean }) {
  const ratio = target ? Math.min(value / target, 1) : 0;
  const over = !atLeast && target !== null && targetStatus(value, target) === "OVER";
  const text = `${formatNumber(value)}${target ? ` de ${formatNumber(target)}` : ""} ${unit}`;
  return (
    <div>
      <div className="flex justify-between text-sm">
        <span className="font-medium text-slate-800">{label}</span>
        <span className="text-slate-700">
          {formatNumber(value)}
          {target ? ` / ${formatNumber(target)}` : ""} {unit}
        </span>
      </div>
      <div
        className="mt-1 h-2.5 overflow-hidden rounded-full bg-slate-100"
        role="progressbar"
        aria-label={label}
        aria-valuenow={Math.round(value)}
        aria-valuemin={0}
        aria-valuemax={target ?? undefined}
        aria-valuetext={text}
      >
        <div className={over ? "h-full bg-rose-600" : "h-full bg-emerald-600"} style={{ width: `${ratio * 100}%` }} />
      </div>
    </div>
  );
}
