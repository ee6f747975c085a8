import { formatNumber } from "@nutriguia/domain/calc";
import { useTargets } from "../api/get-targets";

/** The daily target the saved profile produced, so saving shows what it changed. */
export function DailyTarget({ enabled }: { enabled: boolean }) {
  const targets = useTargets(enabled).data?.targets;
  if (!enabled || !targets) return null;
  return (
    <div className="rounded-lg bg-emerald-50 p-4 text-sm text-emerald-950" data-testid="daily-target" aria-live="polite">
      <p>
        Sua meta diária: <strong className="text-base">{formatNumber(Math.round(targets.calories))} kcal</strong>
      </p>
      <p className="mt-1">
        Proteínas {formatNumber(Math.round(targets.protein))} g · Carboidratos {formatNumber(Math.round(targets.carbohydrates))} g · Gorduras{" "}
        {formatNumber(Math.round(targets.fat))} g
      </p>
    </div>
  );
}
