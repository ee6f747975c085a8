import { useState } from "react";
import { Link } from "react-router";
import { Plus } from "lucide-react";
import { formatNumber } from "@nutriguia/domain/calc";
import type { TDayLog, TMealSlot } from "@nutriguia/domain";
import { Button } from "../../../components/ui/button";
import { Card, CardHeader } from "../../../components/ui/card";
import { paths } from "../../../config/paths";
import { errorMessage, isApiError } from "../../../lib/api-errors";
import { toast } from "../../../lib/toast-store";
import { useCopyMeal } from "../api/copy-meal";
import { useDeleteEntry } from "../api/delete-entry";
import { AddFoodDialog } from "../../../components/add-food/add-food-dialog";

/** The day's confirmed foods by meal: add, remove, copy from the day before, open to edit. */
export function DayLogCard({ log }: { log: TDayLog }) {
  const [adding, setAdding] = useState<TMealSlot | null>(null);
  const remove = useDeleteEntry();
  const copy = useCopyMeal();

  async function copyFromYesterday(meal: TMealSlot, label: string) {
    try {
      await copy.mutateAsync({ meal, toDate: log.date });
      toast({ title: `${label} copiado do dia anterior`, variant: "success" });
    } catch (error) {
      // Nothing to copy is a plain fact about the day before, not a failure.
      if (isApiError(error) && error.status === 404) return void toast({ title: `Nada registrado em ${label} no dia anterior.` });
      toast({ title: "Erro", description: errorMessage(error, "Não foi possível copiar a refeição."), variant: "destructive" });
    }
  }

  async function removeEntry(id: string) {
    try {
      await remove.mutateAsync(id);
      toast({ title: "Alimento removido" });
    } catch (error) {
      toast({ title: "Erro", description: errorMessage(error, "Não foi possível remover o alimento."), variant: "destructive" });
    }
  }

  return (
    <Card>
      <CardHeader title="Refeições do dia" description={`${formatNumber(log.totals.calories)} kcal registradas`} />
      <div className="divide-y divide-slate-100">
        {log.meals.map((meal) => (
          <section key={meal.label} className="py-3" aria-label={meal.label}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold text-slate-900">
                {meal.label} <span className="text-sm font-normal text-slate-600">· {formatNumber(meal.totals.calories)} kcal</span>
              </h3>
              {meal.meal ? (
                <div className="flex gap-1">
                  <Button size="sm" variant="ghost" onClick={() => void copyFromYesterday(meal.meal!, meal.label)} disabled={copy.isPending}>
                    Copiar de ontem
                  </Button>
                  <Button size="sm" variant="secondary" onClick={() => setAdding(meal.meal)} aria-label={`Adicionar alimento em ${meal.label}`}>
                    <Plus aria-hidden="true" size={16} /> Adicionar
                  </Button>
                </div>
              ) : null}
            </div>
            {meal.entries.length > 0 ? (
              <ul className="mt-2 space-y-1">
                {meal.entries.map((entry) => (
                  <li key={entry.id} className="flex items-center justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2 text-sm">
                    <Link to={paths.editNutrition.href(entry.id)} className="min-w-0 flex-1 truncate text-slate-800 hover:underline">
                      {entry.foodDescription}
                    </Link>
                    <span className="shrink-0 font-medium text-slate-900">{formatNumber(entry.totalCalories)} kcal</span>
                    <button
                      type="button"
                      className="shrink-0 rounded px-1.5 text-slate-600 hover:bg-rose-50 hover:text-rose-700"
                      aria-label={`Remover ${entry.foodDescription}`}
                      onClick={() => void removeEntry(entry.id)}
                    >
                      <span aria-hidden="true">×</span>
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </div>
      {adding ? <AddFoodDialog meal={adding} date={log.date} onClose={() => setAdding(null)} /> : null}
    </Card>
  );
}
