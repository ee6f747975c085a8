import { useState } from "react";
import { Plus } from "lucide-react";
import { formatNumber } from "@nutriguia/domain/calc";
import type { TDayLog, TMealSlot } from "@nutriguia/domain";
import { AddFoodDialog } from "../../../components/add-food/add-food-dialog";
import { Card, CardHeader } from "../../../components/ui/card";

/** The six meals of the day (and "Outros" when used) with what was logged in each so far, and a "+" to add to each. */
export function TodayMeals({ log }: { log: TDayLog }) {
  const [adding, setAdding] = useState<TMealSlot | null>(null);
  return (
    <Card>
      <CardHeader title="Refeições de hoje" />
      <ul className="divide-y divide-slate-100" data-testid="today-meals">
        {log.meals.map((meal) => (
          <li key={meal.label} className="flex items-center justify-between gap-3 py-2 text-sm" data-testid={`today-meal-${meal.meal ?? "OTHER"}`}>
            <div className="min-w-0 flex-1">
              <p className="font-medium text-slate-900">{meal.label}</p>
              {meal.entries.length > 0 ? <p className="truncate text-slate-600">{meal.entries.map((e) => e.foodDescription).join("; ")}</p> : null}
            </div>
            <span className={meal.entries.length > 0 ? "shrink-0 font-medium text-slate-900" : "shrink-0 text-slate-500"}>
              {meal.entries.length > 0 ? `${formatNumber(meal.totals.calories)} kcal` : "—"}
            </span>
            {meal.meal ? (
              <button
                type="button"
                className="flex size-9 shrink-0 items-center justify-center rounded-full border border-emerald-700 text-emerald-800 hover:bg-emerald-50"
                aria-label={`Adicionar alimento em ${meal.label}`}
                onClick={() => setAdding(meal.meal)}
              >
                <Plus aria-hidden="true" size={18} />
              </button>
            ) : (
              <span className="size-9 shrink-0" aria-hidden="true" />
            )}
          </li>
        ))}
      </ul>
      {adding ? <AddFoodDialog meal={adding} date={log.date} onClose={() => setAdding(null)} /> : null}
    </Card>
  );
}
