import { formatNumber, TARGET_STATUS_LABEL, targetStatus } from "@nutriguia/domain/calc";

const SIZE = 168;
const STROKE = 16;

/** Calories eaten today against the target as a ring, "left" in the middle; red only when the target rule says over. */
export function CaloriesRing({ eaten, target }: { eaten: number; target: number }) {
  const r = (SIZE - STROKE) / 2;
  const circumference = 2 * Math.PI * r;
  const ratio = target > 0 ? Math.min(eaten / target, 1) : 0;
  const left = Math.round(target - eaten);
  const past = left < 0;
  const status = targetStatus(eaten, target);
  const amount = past ? `${formatNumber(-left)} kcal além da meta de ${formatNumber(target)} kcal` : `Faltam ${formatNumber(left)} kcal de ${formatNumber(target)} kcal`;
  return (
    <svg
      width={SIZE}
      height={SIZE}
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      role="img"
      aria-label={`${amount} (${TARGET_STATUS_LABEL[status]})`}
      data-testid="calories-ring"
      data-status={status}
      className="shrink-0"
    >
      <circle cx={SIZE / 2} cy={SIZE / 2} r={r} fill="none" stroke="#e2e8f0" strokeWidth={STROKE} />
      <circle
        cx={SIZE / 2}
        cy={SIZE / 2}
        r={r}
        fill="none"
        stroke={status === "OVER" ? "#e11d48" : "#059669"}
        strokeWidth={STROKE}
        strokeLinecap="round"
        strokeDasharray={`${ratio * circumference} ${circumference}`}
        transform={`rotate(-90 ${SIZE / 2} ${SIZE / 2})`}
      />
      <text x="50%" y="44%" textAnchor="middle" fontSize="28" fontWeight="700" fill="#0f172a">
        {formatNumber(Math.abs(left))}
      </text>
      <text x="50%" y="57%" textAnchor="middle" fontSize="13" fill="#334155">
        {past ? "kcal além" : "kcal restantes"}
      </text>
      {status === "UNDER" ? null : (
        <text x="50%" y="69%" textAnchor="middle" fontSize="12" fontWeight="600" fill={status === "OVER" ? "#be123c" : "#047857"}>
          {TARGET_STATUS_LABEL[status]}
        </text>
      )}
    </svg>
  );
}
