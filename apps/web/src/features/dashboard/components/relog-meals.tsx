import { RotateCcw } from "lucide-react";
import { formatNumber } from "@nutriguia/domain/calc";
import type { TFrequentFood } from "@nutriguia/domain";
import { Button } from "../../../components/ui/button";
import { Card, CardHeader } from "../../../components/ui/card";
import { errorMessage } from "../../../lib/api-errors";
import { toast } from "../../../lib/toast-store";
import { useRelogMeal } from "../api/relog-meal";

const SHOWN = 4;

/** One tap to log again a meal eaten often, in its usual slot, today. */
export function RelogMeals({ meals }: { meals: readonly TFrequentFood[] }) {
  const relog = useRelogMeal();
  if (meals.length === 0) return null;

  function again(meal: TFrequentFood) {
    relog.mutate(
      { id: meal.calculationId, ...(meal.meal ? { meal: meal.meal } : {}) },
      {
        onSuccess: () => toast({ title: "Refeição registrada de novo", description: meal.foodDescription, variant: "success" }),
        onError: (error) => toast({ title: "Não foi possível registrar.", description: errorMessage(error, ""), variant: "destructive" }),
      },
    );
  }

  return (
    <Card>
      <CardHeader title="Registrar de novo" description="Suas refeições mais frequentes, com um toque." />
      <ul className="space-y-2">
        {meals.slice(0, SHOWN).map((meal) => (
          <li key={meal.calculationId} className="flex items-center gap-3 rounded-lg bg-slate-50 px-3 py-2 text-sm">
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 font-medium text-slate-900">{meal.foodDescription}</p>
              <p className="text-slate-600">{formatNumber(meal.totals.calories)} kcal</p>
            </div>
            <Button size="sm" variant="secondary" aria-label={`Registrar de novo: ${meal.foodDescription}`} disabled={relog.isPending} onClick={() => again(meal)}>
              <RotateCcw aria-hidden="true" size={16} /> Registrar
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
