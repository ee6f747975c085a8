import { formatNumber } from "@nutriguia/domain/calc/macros";
import type { TDayLog } from "@nutriguia/domain";
import { Card, CardHeader } from "../../../components/ui/card";

/** The six meals of the day (and "Outros" when used) with what was logged in each so far. */
export function TodayMeals({ log }: { log: TDayLog }) {
  return (
    <Card>
      <CardHeader title="Refeições de hoje" />
      <ul className="divide-y divide-slate-100" data-testid="today-meals">
        {log.meals.map((meal) => (
          <li key={meal.label} className="flex items-baseline justify-between gap-3 py-2 text-sm" data-testid={`today-meal-${meal.meal ?? "OTHER"}`}>
            <div className="min-w-0">
              <p className="font-medium text-slate-900">{meal.label}</p>
              {meal.entries.length > 0 ? <p className="truncate text-slate-600">{meal.entries.map((e) => e.foodDescription).join("; ")}</p> : null}
            </div>
            <span className={meal.entries.length > 0 ? "shrink-0 font-medium text-slate-900" : "shrink-0 text-slate-500"}>
              {meal.entries.length > 0 ? `${formatNumber(meal.totals.calories)} kcal` : "—"}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
