import { useState } from "react";
import {
  formatNumber,
  parseDecimal,
  isDrink,
  MAX_GRAMS,
  maxQuantity,
  quantityLimitMessage,
} from "@nutriguia/domain/calc";
import { MEAL_SLOT_LABELS, MEAL_SLOTS, type TFoodSearchResult, type TMealSlot } from "@nutriguia/domain";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { SelectField, TextField } from "../ui/field";
import { errorMessage } from "../../lib/api-errors";
import { toast } from "../../lib/toast-store";
import { useAddManualEntry } from "./api/add-manual-entry";
import { useFoodSearch } from "../nutrition-card/api/search-foods";
import { FoodResults } from "../nutrition-card/food-results";
import { useLogRecipe, useQuickAdd } from "./api/quick-add";
import { QuickPicks } from "./quick-picks";
import { ScanBarcode } from "lucide-react";
import { BarcodeFlow } from "../barcode/barcode-flow";

const GRAMS = "__grams";
const ML = "ml";

/**
 * "Adicionar alimento", preset to a meal: the user's recent and frequent foods and recipes with one tap, or a search of
 * the food database for a portion (household measure × quantity, grams, or ml for a drink).
 */
export function AddFoodDialog({ meal: initialMeal, date, onClose }: { meal: TMealSlot; date: string; onClose: () => void }) {
  const [meal, setMeal] = useState(initialMeal);
  const [query, setQuery] = useState("");
  const [food, setFood] = useState<TFoodSearchResult | null>(null);
  const [measure, setMeasure] = useState(GRAMS);
  const [amount, setAmount] = useState("100");
  const search = useFoodSearch(query);
  const add = useAddManualEntry();
  const [failure, setFailure] = useState<string | null>(null);
  const quick = useQuickAdd(meal);
  const logRecipe = useLogRecipe();
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);
  const drink = food !== null && isDrink(food);
  const plain = drink ? ML : GRAMS;

  function choose(next: TFoodSearchResult) {
    setFood(next);
    setFailure(null);
    setMeasure(next.serving?.measure ?? (isDrink(next) ? ML : GRAMS));
    setAmount(next.serving ? formatNumber(next.serving.quantity) : "100");
  }

  const quantity = parseDecimal(amount) ?? 0;
  const grams = food ? (measure === GRAMS || measure === ML ? quantity : (food.measures.find((m) => m.name === measure)?.grams ?? 0) * quantity) : 0;
  const kcal = food ? (food.per100g.calories * grams) / 100 : 0;
  const tooMuch = measure === GRAMS ? quantity > MAX_GRAMS : quantity > maxQuantity(measure);
  const limit = tooMuch ? quantityLimitMessage(measure === GRAMS ? "g" : measure) : null;
  const valid = food !== null && quantity > 0 && !tooMuch;

  async function addPick(key: string) {
    const [kind, id] = key.split(":") as ["food" | "recipe", string];
    const list = quick.data;
    const food = list?.recent.find((f) => f.foodId === id) ?? list?.frequent.find((f) => f.foodId === id);
    const name = kind === "recipe" ? list?.recipes.find((r) => r.id === id)?.name : food?.name;
    setBusyKey(key);
    setFailure(null);
    try {
      if (kind === "recipe") await logRecipe.mutateAsync({ id, meal, date });
      else if (food) await add.mutateAsync({ foodId: food.foodId, meal, date, ...food.portion });
      toast({ title: `${name ?? "Alimento"} registrado em ${MEAL_SLOT_LABELS[meal]}`, variant: "success" });
      onClose();
    } catch (error) {
      setFailure(errorMessage(error, "Não foi possível registrar o alimento."));
    } finally {
      setBusyKey(null);
    }
  }

  async function save() {
    if (!food || !valid) return;
    setFailure(null);
    try {
      await add.mutateAsync(
        measure === GRAMS ? { foodId: food.id, meal, date, grams: quantity } : { foodId: food.id, meal, date, measure, quantity },
      );
      toast({ title: "Alimento registrado com sucesso!", variant: "success" });
      onClose();
    } catch (error) {
      setFailure(errorMessage(error, "Não foi possível registrar o alimento."));
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title="Adicionar alimento"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          {scanning ? null : (
            <Button onClick={() => void save()} disabled={!valid} loading={add.isPending}>
              Adicionar
            </Button>
          )}
        </>
      }
    >
      <div className="space-y-4">
        <SelectField label="Refeição" value={meal} onChange={(e) => setMeal(e.target.value as TMealSlot)}>
          {MEAL_SLOTS.map((slot) => (
            <option key={slot} value={slot}>
              {MEAL_SLOT_LABELS[slot]}
            </option>
          ))}
        </SelectField>
        <Button variant="outline" aria-pressed={scanning} onClick={() => setScanning((on) => !on)} className="w-full">
          <ScanBarcode aria-hidden="true" size={18} /> {scanning ? "Voltar à busca de alimentos" : "Produto com código de barras"}
        </Button>
        {scanning ? (
          <BarcodeFlow
            meal={meal}
            date={date}
            onLogged={(product) => {
              toast({ title: `${product.name} registrado em ${MEAL_SLOT_LABELS[meal]}`, variant: "success" });
              onClose();
            }}
          />
        ) : (
          <TextField label="Buscar alimento" placeholder="Ex.: arroz, feijão, banana" value={query} onChange={(e) => setQuery(e.target.value)} data-autofocus />
        )}
        {!scanning && query.trim().length >= 2 && !food ? (
          <FoodResults foods={search.data?.foods} onChoose={choose} />
        ) : null}
        {!scanning && query.trim().length < 2 && !food ? <QuickPicks list={quick.data} busyKey={busyKey} onPick={(key) => void addPick(key)} /> : null}
        {!scanning && food ? (
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
                <option value={plain}>{drink ? "ml" : "gramas"}</option>
                {food.measures
                  .filter((m) => m.name !== ML)
                  .map((m) => (
                    <option key={m.name} value={m.name}>
                      {m.name} ({formatNumber(m.grams)} {drink ? "ml" : "g"})
                    </option>
                  ))}
              </SelectField>
            </div>
            {limit ? (
              <p role="alert" className="text-sm font-medium text-rose-700">
                {limit}
              </p>
            ) : (
              <p className="text-sm text-slate-700">
                {formatNumber(grams)} {drink ? "ml" : "g"} · <strong>{formatNumber(kcal)} kcal</strong>
              </p>
            )}
          </div>
        ) : null}
        {failure ? (
          <p role="alert" className="rounded-lg bg-rose-50 p-3 text-sm font-medium text-rose-800" data-testid="add-food-error">
            {failure}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
