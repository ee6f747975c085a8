import { useState } from "react";
import { formatNumber, parseDecimal } from "@nutriguia/domain/calc/macros";
import type { TFoodSearchResult, TMealSlot } from "@nutriguia/domain";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { SelectField, TextField } from "../../../components/ui/field";
import { errorMessage } from "../../../lib/api-errors";
import { toast } from "../../../lib/toast-store";
import { useAddManualEntry } from "../api/add-manual-entry";
import { useFoodSearch } from "../../../components/nutrition-card/api/search-foods";
import { FoodResults } from "../../../components/nutrition-card/food-results";

const GRAMS = "__grams";

/** Search the food database and log a portion (household measure × quantity, or grams). */
export function AddFoodDialog({ meal, mealLabel, date, onClose }: { meal: TMealSlot; mealLabel: string; date: string; onClose: () => void }) {
  const [query, setQuery] = useState("");
  const [food, setFood] = useState<TFoodSearchResult | null>(null);
  const [measure, setMeasure] = useState(GRAMS);
  const [amount, setAmount] = useState("100");
  const search = useFoodSearch(query);
  const add = useAddManualEntry();

  function choose(next: TFoodSearchResult) {
    setFood(next);
    setMeasure(next.serving?.measure ?? GRAMS);
    setAmount(next.serving ? formatNumber(next.serving.quantity) : "100");
  }

  const quantity = parseDecimal(amount) ?? 0;
  const grams = food ? (measure === GRAMS ? quantity : (food.measures.find((m) => m.name === measure)?.grams ?? 0) * quantity) : 0;
  const kcal = food ? (food.per100g.calories * grams) / 100 : 0;
  const valid = food !== null && quantity > 0;

  async function save() {
    if (!food || !valid) return;
    try {
      await add.mutateAsync(
        measure === GRAMS ? { foodId: food.id, meal, date, grams: quantity } : { foodId: food.id, meal, date, measure, quantity },
      );
      toast({ title: "Alimento registrado com sucesso!", variant: "success" });
      onClose();
    } catch (error) {
      toast({ title: "Erro", description: errorMessage(error, "Não foi possível registrar o alimento."), variant: "destructive" });
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={`Adicionar em ${mealLabel}`}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={() => void save()} disabled={!valid} loading={add.isPending}>
            Adicionar
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <TextField label="Buscar alimento" placeholder="Ex.: arroz, feijão, banana" value={query} onChange={(e) => setQuery(e.target.value)} data-autofocus />
        {query.trim().length >= 2 && !food ? (
          <FoodResults foods={search.data?.foods} onChoose={choose} />
        ) : null}
        {food ? (
          <div className="space-y-3 rounded-xl bg-slate-50 p-3">
            <div className="flex items-center justify-between gap-2">
              <p className="font-medium text-slate-900">{food.name}</p>
              <Button variant="link" size="sm" onClick={() => setFood(null)}>
                Trocar
              </Button>
            </div>
            <div className="grid grid-cols-2 gap-3">
              <TextField label="Quantidade" inputMode="decimal" autoComplete="off" value={amount} onChange={(e) => setAmount(e.target.value)} />
              <SelectField label="Medida" value={measure} onChange={(e) => setMeasure(e.target.value)}>
                <option value={GRAMS}>gramas</option>
                {food.measures.map((m) => (
                  <option key={m.name} value={m.name}>
                    {m.name} ({formatNumber(m.grams)} g)
                  </option>
                ))}
              </SelectField>
            </div>
            <p className="text-sm text-slate-700">
              {formatNumber(grams)} g · <strong>{formatNumber(kcal)} kcal</strong>
            </p>
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}
