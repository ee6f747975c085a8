/** A day's total against the plan's target. */
export function ProgressBar({ label, value, target, unit }: { label: string; value: number; target: number; unit: string }) {
  const ratio = target > 0 ? Math.min(value / target, 1.2) / 1.2 : 0;
  return (
    <div>
      <div className="flex justify-between text-sm">
        <span className="font-medium text-slate-800">{label}</span>
        <span className="text-slate-700">
          {Math.round(value)} / {Math.round(target)} {unit}
        </span>
      </div>
      <div className="mt-1 h-2 overflow-hidden rounded-full bg-slate-100">
        <div className="h-full bg-emerald-600" style={{ width: `${ratio * 100}%` }} />
      </div>
    </div>
  );
}
