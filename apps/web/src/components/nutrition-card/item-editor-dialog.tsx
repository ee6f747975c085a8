import { useEffect, useState } from "react";
import { formatNumber, parseDecimal } from "@nutriguia/domain/calc";
import type { TCalculationItem, TCalculationItemInput, TFoodSearchResult } from "@nutriguia/domain";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { SelectField, TextField } from "../ui/field";
import { useFoodSearch } from "./api/search-foods";
import { FoodResults } from "./food-results";

const GRAMS = "__grams";
export type TItemEditorMode = "replace" | "amount" | "add";

const TITLES: Record<TItemEditorMode, string> = { replace: "Trocar alimento", amount: "Alterar quantidade", add: "Adicionar alimento" };

/** The words most likely to find the food's neighbours ("Bife a cavalo" → "bife"). */
const searchWordsOf = (item: TCalculationItem | undefined, mode: TItemEditorMode) =>
  !item ? "" : mode === "replace" ? (item.food.split(/[\s,]+/)[0] ?? item.food) : item.food;

/** Pick a food from the database (or keep the item's) and its amount in grams or a household measure. */
export function ItemEditorDialog({
  mode,
  item,
  saving,
  onClose,
  onSave,
}: {
  mode: TItemEditorMode;
  item?: TCalculationItem;
  saving: boolean;
  onClose: () => void;
  onSave: (input: TCalculationItemInput) => void;
}) {
  const [query, setQuery] = useState(() => searchWordsOf(item, mode));
  const [food, setFood] = useState<TFoodSearchResult | null>(null);
  const [measure, setMeasure] = useState(GRAMS);
  const [amount, setAmount] = useState(item ? formatNumber(item.grams) : "100");
  const [error, setError] = useState<string | null>(null);
  const search = useFoodSearch(query);

  // Changing the amount keeps the same food: select it as soon as the search finds it.
  useEffect(() => {
    if (mode !== "amount" || food || !item) return;
    const same = search.data?.foods.find((f) => f.id === item.foodId);
    if (same) setFood(same);
  }, [mode, item, food, search.data]);

  function choose(next: TFoodSearchResult) {
    setFood(next);
    if (mode === "add" && next.serving) {
      setMeasure(next.serving.measure);
      setAmount(formatNumber(next.serving.quantity));
    }
  }

  const quantity = parseDecimal(amount);
  const perUnit = food && measure !== GRAMS ? (food.measures.find((m) => m.name === measure)?.grams ?? 0) : 1;
  const grams = quantity !== null ? quantity * perUnit : 0;
  const kcal = food ? (food.per100g.calories * grams) / 100 : 0;

  function save() {
    if (!food) return;
    if (quantity === null || quantity <= 0) return setError("A quantidade deve ser maior que zero");
    if (measure === GRAMS && quantity > 5000) return setError("Use no máximo 5.000 g");
    onSave(measure === GRAMS ? { foodId: food.id, grams: quantity } : { foodId: food.id, measure, quantity });
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={TITLES[mode]}
      description={item ? `Atual: ${item.food} – ${item.measure ?? `${formatNumber(item.grams)} g`}` : undefined}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>Cancelar</Button>
          <Button onClick={save} disabled={!food} loading={saving}>Salvar</Button>
        </>
      }
    >
      <div className="space-y-4">
        {mode !== "amount" || !food ? (
          <TextField label="Buscar alimento" placeholder="Ex.: arroz, feijão, banana" value={query} onChange={(e) => { setQuery(e.target.value); setFood(null); }} data-autofocus />
        ) : null}
        {query.trim().length >= 2 && !food ? (
          <FoodResults foods={search.data?.foods} onChoose={choose} />
        ) : null}
        {food ? (
          <div className="space-y-3 rounded-xl bg-slate-50 p-3">
            <div className="flex items-center justify-between gap-2">
              <p className="font-medium text-slate-900">{food.name}</p>
              {mode !== "amount" ? <Button variant="link" size="sm" onClick={() => setFood(null)}>Trocar</Button> : null}
            </div>
            <div className="grid grid-cols-2 gap-3">
              <TextField
                label="Quantidade"
                inputMode="decimal"
                autoComplete="off"
                value={amount}
                error={error}
                onChange={(e) => { setAmount(e.target.value); setError(null); }}
                data-autofocus={mode === "amount" ? true : undefined}
              />
              <SelectField label="Medida" value={measure} onChange={(e) => setMeasure(e.target.value)}>
                <option value={GRAMS}>gramas</option>
                {food.measures.map((m) => (
                  <option key={m.name} value={m.name}>{m.name} ({formatNumber(m.grams)} g)</option>
                ))}
              </SelectField>
            </div>
            <p className="text-sm text-slate-700" aria-live="polite">
              {formatNumber(grams)} g · <strong>{formatNumber(kcal)} kcal</strong>
            </p>
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}
