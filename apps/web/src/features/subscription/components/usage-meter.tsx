export function UsageMeter({ label, used, limit, paid }: { label: string; used: number; limit: number | null; paid: boolean }) {
  const n = (value: number) => value.toLocaleString("pt-BR");
  if (limit === null) {
    return (
      <div>
        <p className="text-sm font-medium text-slate-900">{label}</p>
        <p className="text-sm text-slate-700">{n(used)} usadas · ilimitado</p>
      </div>
    );
  }
  const percent = limit > 0 ? Math.min(100, Math.round((used / limit) * 100)) : 100;
  return (
    <div>
      <div className="flex justify-between gap-2 text-sm">
        <p className="font-medium text-slate-900">{label}</p>
        <p className="text-slate-700">
          {n(used)} de {n(limit)}
          {paid ? " (uso justo)" : ""}
        </p>
      </div>
      <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={limit} aria-valuenow={Math.min(used, limit)} aria-valuetext={`${n(used)} de ${n(limit)}`} className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200">
        <div className={`h-full ${percent >= 90 ? "bg-red-600" : "bg-emerald-600"}`} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
