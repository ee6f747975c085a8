import type { TDashboardStats } from "@nutriguia/domain";

/** 30-day bars as plain SVG (recharts is not a dependency), with a pt-BR summary for screen readers. */
export function TrendChart({ trend, field, label, color }: { trend: TDashboardStats["trend"]; field: "users" | "messages"; label: string; color: string }) {
  const max = Math.max(1, ...trend.map((p) => p[field]));
  const total = trend.reduce((s, p) => s + p[field], 0);
  const width = 300;
  const height = 80;
  const bar = width / trend.length;
  return (
    <figure className="space-y-1">
      <figcaption className="text-sm font-medium text-slate-800">
        {label}: {total} nos últimos 30 dias
      </figcaption>
      <svg viewBox={`0 0 ${width} ${height}`} className="h-24 w-full" role="img" aria-label={`${label}: ${total} nos últimos 30 dias, máximo de ${max} em um dia`}>
        <line x1={0} y1={height - 0.5} x2={width} y2={height - 0.5} stroke="#cbd5e1" strokeWidth={1} />
        {trend.map((p, i) => {
          const h = p[field] === 0 ? 0 : Math.max(2, (p[field] / max) * (height - 4));
          return (
            <rect key={p.day} x={i * bar + 1} y={height - h} width={Math.max(1, bar - 2)} height={h} rx={1.5} fill={color}>
              <title>{`${p.day.split("-").reverse().join("/")}: ${p[field]}`}</title>
            </rect>
          );
        })}
      </svg>
    </figure>
  );
}
