import { useState } from "react";
import { useNavigate } from "react-router";
import type { TMealSlot } from "@nutriguia/domain";
import { MEAL_SLOT_LABELS, MEAL_SLOTS } from "@nutriguia/domain/calc";
import { Button } from "../../../components/ui/button";
import { Card, CardHeader } from "../../../components/ui/card";
import { Checkbox, SelectField, TextField } from "../../../components/ui/field";
import { paths } from "../../../config/paths";
import { isApiError } from "../../../lib/api-errors";
import { toast } from "../../../lib/toast-store";
import { useCreateMealPlan } from "../api/create-meal-plan";

const DEFAULT_MEALS: TMealSlot[] = ["BREAKFAST", "MORNING_SNACK", "LUNCH", "AFTERNOON_SNACK", "DINNER"];

/** Generate a plan: days, meals and foods to avoid; the profile supplies the rest. */
export function GeneratePlanForm() {
  const navigate = useNavigate();
  const create = useCreateMealPlan();
  const [days, setDays] = useState("7");
  const [meals, setMeals] = useState<TMealSlot[]>(DEFAULT_MEALS);
  const [avoid, setAvoid] = useState("");

  function toggle(slot: TMealSlot) {
    setMeals(meals.includes(slot) ? meals.filter((m) => m !== slot) : MEAL_SLOTS.filter((m) => m === slot || meals.includes(m)));
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (meals.length === 0) {
      toast({ title: "Escolha pelo menos uma refeição", variant: "destructive" });
      return;
    }
    const avoidFoods = avoid.split(/[,\n]/).map((s) => s.trim()).filter(Boolean);
    try {
      const plan = await create.mutateAsync({ days: Number(days), meals, ...(avoidFoods.length ? { avoidFoods } : {}) });
      toast({ title: "Plano alimentar criado", variant: "success" });
      void navigate(paths.mealPlan.href(plan.id));
    } catch (error) {
      const limit = isApiError(error) && /LIMIT_REACHED/.test(error.errorCode);
      toast({
        title: limit ? "Limite de planos atingido" : "Não foi possível gerar o plano",
        description: limit ? "Você atingiu o limite de planos do seu período. Faça upgrade para continuar." : isApiError(error) ? error.message : undefined,
        variant: "destructive",
      });
    }
  }

  return (
    <Card>
      <CardHeader title="Gerar novo plano" description="Montado a partir do seu perfil nutricional, restrições e preferências." />
      <form onSubmit={submit} className="space-y-4">
        <SelectField label="Duração" value={days} onChange={(e) => setDays(e.target.value)} className="max-w-48">
          {[1, 2, 3, 4, 5, 6, 7].map((n) => (
            <option key={n} value={n}>
              {n} {n === 1 ? "dia" : "dias"}
            </option>
          ))}
        </SelectField>
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">Refeições</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-3">
            {MEAL_SLOTS.map((slot) => (
              <Checkbox key={slot} label={MEAL_SLOT_LABELS[slot]} checked={meals.includes(slot)} onChange={() => toggle(slot)} />
            ))}
          </div>
        </fieldset>
        <TextField label="Evitar neste plano (opcional)" placeholder="Ex.: peixe, beterraba" value={avoid} onChange={(e) => setAvoid(e.target.value)} />
        <Button type="submit" loading={create.isPending}>
          {create.isPending ? "Gerando plano..." : "Gerar plano"}
        </Button>
      </form>
    </Card>
  );
}
