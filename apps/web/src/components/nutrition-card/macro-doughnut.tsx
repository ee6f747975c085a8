import { formatNumber } from "@nutriguia/domain/calc";
import type { TMacroSlice } from "./macro-breakdown";

/** 001 §9: the doughnut is 160 px tall. */
export const DOUGHNUT_HEIGHT = 160;
const RADIUS = 60;
const STROKE = 24;

/** 001 §2: doughnut of protein, carbohydrate and fat grams, each slice titled with its grams and percentage. */
export function MacroDoughnut({ slices }: { slices: readonly TMacroSlice[] }) {
  const circumference = 2 * Math.PI * RADIUS;
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
      className="shrink-0"
    >
      <circle cx="80" cy="80" r={RADIUS} fill="none" stroke="#e2e8f0" strokeWidth={STROKE} />
      {total > 0
        ? slices.map((slice) => {
            const length = (slice.grams / total) * circumference;
            const circle = (
              <circle
                key={slice.key}
                cx="80"
                cy="80"
                r={RADIUS}
                fill="none"
                stroke={slice.color}
                strokeWidth={STROKE}
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
