import { formatNumber } from "@nutriguia/domain/calc";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import type { TMealPlanDay, TMealPlanItemRef, TMealSlot } from "@nutriguia/domain";
import { Button, buttonClasses } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { FullScreenSpinner } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { errorMessage } from "../../../lib/api-errors";
import { toast } from "../../../lib/toast-store";
import { ProgressBar } from "../../../components/ui/progress-bar";
import { useDeleteMealPlan } from "../api/delete-meal-plan";
import { useMealPlan } from "../api/get-meal-plan";
import { useLogPlannedMeal } from "../api/log-planned-meal";
import { useSwapPlanItem } from "../api/swap-plan-item";
import { GroceryList } from "../components/grocery-list";
import { PlanMealCard } from "../components/plan-meal-card";
import { SwapDialog } from "../components/swap-dialog";
import { openingDay, planDayDate } from "../utils/plan-days";

/** /meal-plans/:id: days, meals, items with household measures, totals against targets, grocery list, print. */
export function MealPlanDetailsPage() {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const plan = useMealPlan(id);
  const swap = useSwapPlanItem(id);
  const log = useLogPlannedMeal(id);
  const remove = useDeleteMealPlan();
  const [chosenDay, setChosenDay] = useState<number | null>(null);
  const [showGrocery, setShowGrocery] = useState(false);
  const [swapping, setSwapping] = useState<{ ref: TMealPlanItemRef; food: string } | null>(null);

  if (plan.isPending) return <FullScreenSpinner />;
  if (!plan.data) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <Card className="text-center">
          <h1 className="text-xl font-bold text-slate-900">Plano alimentar não encontrado</h1>
          <Link to={paths.mealPlans.href()} className={buttonClasses("primary", "md", "mt-5")}>
            Voltar aos planos
          </Link>
        </Card>
      </div>
    );
  }
  const data = plan.data;
  const dayNumber = chosenDay ?? openingDay(data.createdAt, data.days.length);
  const day = data.days.find((d) => d.day === dayNumber) ?? data.days[0]!;
  const dated = (d: TMealPlanDay) => planDayDate(data.createdAt, d.day);

  async function doSwap(ref: TMealPlanItemRef, foodId: string) {
    try {
      await swap.mutateAsync({ ...ref, foodId });
      setSwapping(null);
      toast({ title: "Item substituído", variant: "success" });
    } catch (error) {
      toast({ title: "Erro", description: errorMessage(error, "Não foi possível trocar o item."), variant: "destructive" });
    }
  }

  async function doLog(d: TMealPlanDay, meal: TMealSlot, name: string) {
    try {
      await log.mutateAsync({ day: d.day, meal });
      toast({ title: "Refeição registrada", description: `${name} adicionado ao registro de hoje.`, variant: "success" });
    } catch (error) {
      toast({ title: "Erro", description: errorMessage(error, "Não foi possível registrar a refeição."), variant: "destructive" });
    }
  }

  async function doDelete() {
    if (!window.confirm("Excluir este plano alimentar?")) return;
    try {
      await remove.mutateAsync(data.id);
      toast({ title: "Plano excluído" });
      void navigate(paths.mealPlans.href());
    } catch (error) {
      toast({ title: "Erro", description: errorMessage(error, "Não foi possível excluir o plano."), variant: "destructive" });
    }
  }

  const renderDay = (d: TMealPlanDay) => (
    <div key={d.day} className="space-y-4 print:break-after-page">
      <Card className="print:shadow-none">
        <h2 className="text-lg font-semibold text-slate-900">
          {dated(d).weekday}, {dated(d).short}: total do dia
        </h2>
        <div className="mt-3 grid gap-3 sm:grid-cols-2" data-testid="day-totals">
          <ProgressBar label="Calorias" value={d.totals.calories} target={data.targets.calories} unit="kcal" />
          <ProgressBar label="Proteínas" value={d.totals.protein} target={data.targets.protein} unit="g" atLeast />
          <ProgressBar label="Carboidratos" value={d.totals.carbohydrates} target={data.targets.carbohydrates} unit="g" />
          <ProgressBar label="Gorduras" value={d.totals.fat} target={data.targets.fat} unit="g" />
        </div>
      </Card>
      <div className="grid gap-4 md:grid-cols-2">
        {d.meals.map((meal) => (
          <PlanMealCard
            key={meal.slot}
            meal={meal}
            busy={swap.isPending || log.isPending}
            onSwap={(index) => setSwapping({ ref: { day: d.day, meal: meal.slot, index }, food: meal.items[index]?.food ?? "" })}
            onLog={() => void doLog(d, meal.slot, meal.name)}
          />
        ))}
      </div>
    </div>
  );

  return (
    <div className="mx-auto max-w-6xl space-y-5 px-4 py-6 sm:py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{data.title}</h1>
          <p className="text-sm text-slate-700">
            Meta: {formatNumber(Math.round(data.targets.calories))} kcal · {Math.round(data.targets.protein)} g proteínas · {Math.round(data.targets.carbohydrates)} g carboidratos ·{" "}
            {Math.round(data.targets.fat)} g gorduras
          </p>
        </div>
        <div className="flex flex-wrap gap-2 print:hidden">
          <Button variant="outline" size="sm" onClick={() => setShowGrocery(!showGrocery)}>
            {showGrocery ? "Ocultar lista de compras" : "Lista de compras"}
          </Button>
          <Button variant="outline" size="sm" onClick={() => window.print()}>
            Imprimir
          </Button>
          <Button variant="ghost" size="sm" onClick={() => void doDelete()}>
            Excluir
          </Button>
        </div>
      </div>
      <div className="flex gap-2 overflow-x-auto pb-1 print:hidden" role="group" aria-label="Dias do plano">
        {data.days.map((d) => {
          const when = dated(d);
          return (
            <Button key={d.day} size="sm" variant={d.day === day.day ? "primary" : "outline"} aria-pressed={d.day === day.day} onClick={() => setChosenDay(d.day)} className="shrink-0">
              {when.today ? "Hoje" : when.weekday} <span className="ml-1 text-xs font-normal">{when.short}</span>
            </Button>
          );
        })}
      </div>
      <div className="print:hidden">{renderDay(day)}</div>
      <div className="hidden print:block">{data.days.map(renderDay)}</div>
      {showGrocery ? <GroceryList planId={data.id} /> : null}
      {swapping ? (
        <SwapDialog
          planId={data.id}
          target={swapping.ref}
          current={swapping.food}
          busy={swap.isPending}
          onChoose={(foodId) => void doSwap(swapping.ref, foodId)}
          onClose={() => setSwapping(null)}
        />
      ) : null}
    </div>
  );
}
