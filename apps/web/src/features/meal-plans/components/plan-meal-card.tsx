import type { TMealPlanMeal } from "@nutriguia/domain";
import { formatNumber } from "@nutriguia/domain/calc";
import { Button } from "../../../components/ui/button";

/** One meal of a plan day: items with household measures; swap an item, log the meal. */
export function PlanMealCard({
  meal,
  onSwap,
  onLog,
  busy,
}: {
  meal: TMealPlanMeal;
  onSwap: (index: number) => void;
  onLog: () => void;
  busy: boolean;
}) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm print:break-inside-avoid print:shadow-none" aria-label={meal.name}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">
          {meal.name} <span className="text-sm font-normal text-slate-600">· {formatNumber(meal.totals.calories)} kcal</span>
        </h3>
        <Button size="sm" variant="secondary" onClick={onLog} disabled={busy} className="print:hidden">
          Registrar refeição
        </Button>
      </div>
      <ul className="mt-2 divide-y divide-slate-100">
        {meal.items.map((item, index) => (
          <li key={`${item.foodId}-${index}`} className="flex items-center justify-between gap-3 py-2 text-sm">
            <div className="min-w-0">
              <p className="font-medium text-slate-900">{item.food}</p>
              <p className="text-slate-600">
                {item.measure} · {formatNumber(item.calories)} kcal
              </p>
            </div>
            <Button size="sm" variant="ghost" onClick={() => onSwap(index)} disabled={busy} aria-label={`Trocar ${item.food}`} className="print:hidden">
              Trocar
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
