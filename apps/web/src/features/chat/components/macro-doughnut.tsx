import { formatNumber } from "@nutriguia/domain/calc/macros";

export const DOUGHNUT_HEIGHT = 160;

export type TMacroSlice = { label: string; grams: number; percent: number; color: string };

/** 001 §2: doughnut of protein, carbohydrate and fat grams with their percentages, 160 px tall. */
export function MacroDoughnut({ slices }: { slices: readonly TMacroSlice[] }) {
  const radius = 60;
  const circumference = 2 * Math.PI * radius;
  const total = slices.reduce((sum, s) => sum + s.grams, 0);
  let offset = 0;
  return (
    <svg
      role="img"
      aria-label={`Macronutrientes: ${slices.map((s) => `${s.label} ${formatNumber(s.percent)}%`).join(", ")}`}
      data-testid="macro-doughnut"
      width={DOUGHNUT_HEIGHT}
      height={DOUGHNUT_HEIGHT}
      viewBox="0 0 160 160"
    >
      <circle cx="80" cy="80" r={radius} fill="none" stroke="#e2e8f0" strokeWidth="24" />
      {total > 0
        ? slices.map((slice) => {
            const length = (slice.grams / total) * circumference;
            const circle = (
              <circle
                key={slice.label}
                cx="80"
                cy="80"
                r={radius}
                fill="none"
                stroke={slice.color}
                strokeWidth="24"
                strokeDasharray={`${length} ${circumference - length}`}
                strokeDashoffset={-offset}
                transform="rotate(-90 80 80)"
              >
                <title>{`${slice.label}: ${formatNumber(slice.grams)} g (${formatNumber(slice.percent)}%)`}</title>
              </circle>
            );
            offset += length;
            return circle;
          })
        : null}
    </svg>
  );
}
