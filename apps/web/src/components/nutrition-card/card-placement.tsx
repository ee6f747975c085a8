import { formatDateOnly, type TCalorieCalculation, type TMealSlot } from "@nutriguia/domain";
import { MEAL_SLOT_LABELS, MEAL_SLOTS } from "@nutriguia/domain/calc";
import { errorMessage } from "../../lib/api-errors";
import { toast } from "../../lib/toast-store";
import { inputClasses } from "../ui/field";
import { cn } from "../../lib/cn";
import { useUpdateCalculationSlot } from "./api/update-items";

/** The meal and day a calculation counts for; changeable before and after confirming where editing is allowed. */
export function CardPlacement({ calculation, onChange }: { calculation: TCalorieCalculation; onChange?: (next: TCalorieCalculation) => void }) {
  if (onChange) return <PlacementFields calculation={calculation} onChange={onChange} />;
  return (
    <p className="text-slate-700" data-testid="card-placement">
      {calculation.meal ? MEAL_SLOT_LABELS[calculation.meal] : "Outros"} · {formatDateOnly(calculation.consumedOn)}
    </p>
  );
}

function PlacementFields({ calculation, onChange }: { calculation: TCalorieCalculation; onChange: (next: TCalorieCalculation) => void }) {
  const update = useUpdateCalculationSlot(calculation.id);
  const meal = calculation.meal;

  function move(next: { meal?: TMealSlot; consumedOn?: string }) {
    const body = { meal: next.meal ?? meal ?? "LUNCH", consumedOn: next.consumedOn ?? calculation.consumedOn };
    if (!body.consumedOn) return;
    update.mutate(body, {
      onSuccess: (calc) => onChange(calc),
      onError: (error) => toast({ title: "Não foi possível mudar a refeição.", description: errorMessage(error, ""), variant: "destructive" }),
    });
  }

  const small = cn(inputClasses, "mt-0.5 px-2 py-1.5 text-sm");
  return (
    <div className="grid grid-cols-2 gap-2" data-testid="card-placement">
      <label className="text-xs font-medium text-slate-700">
        Refeição
        <select className={small} value={meal ?? ""} disabled={update.isPending} onChange={(e) => move({ meal: e.target.value as TMealSlot })}>
          {meal ? null : <option value="">Outros</option>}
          {MEAL_SLOTS.map((slot) => (
            <option key={slot} value={slot}>{MEAL_SLOT_LABELS[slot]}</option>
          ))}
        </select>
      </label>
      <label className="text-xs font-medium text-slate-700">
        Dia
        <input type="date" className={small} value={calculation.consumedOn} disabled={update.isPending} onChange={(e) => move({ consumedOn: e.target.value })} />
      </label>
    </div>
  );
}
