import { useState } from "react";
import { Search, TriangleAlert } from "lucide-react";
import { formatNumber, parseDecimal, maxQuantity, quantityLimitMessage } from "@nutriguia/domain/calc";
import { HIGH_IN_LABELS, PACKAGED_ALLERGEN_LABELS, type TPackagedFood } from "@nutriguia/domain";
import { Badge } from "../ui/badge";
import { SelectField, TextField } from "../ui/field";

const PLAIN = "__plain";
const NOVA_LABELS: Record<number, string> = { 1: "in natura ou minimamente processado", 2: "ingrediente culinário", 3: "processado", 4: "ultraprocessado" };

export type TPortion = { measure: string; quantity: number } | { grams: number };

/** The label's portion, or 100 g when the product declares none. */
export const defaultPortion = (food: TPackagedFood): TPortion => (food.serving ? { measure: food.serving.measure, quantity: 1 } : { grams: 100 });

/** The front-of-pack magnifier of RDC 429/2020: black box, "ALTO EM" and the nutrient. */
function HighInSeal({ food }: { food: TPackagedFood }) {
  if (food.highIn.length === 0) return null;
  return (
    <div className="inline-flex items-stretch border-2 border-black bg-white text-black" data-testid="high-in" aria-label={`Alto em ${food.highIn.map((k) => HIGH_IN_LABELS[k]).join(", ")}`}>
      <span className="flex items-center bg-black px-2 text-white">
        <Search aria-hidden="true" size={18} strokeWidth={3} />
      </span>
      <span className="px-2 py-1 text-xs font-black uppercase leading-tight">
        Alto em
        {food.highIn.map((key) => (
          <span key={key} className="block">{HIGH_IN_LABELS[key]}</span>
        ))}
      </span>
    </div>
  );
}

/** A scanned product: its warnings first, then the portion to log and what it adds up to. */
export function PackagedFoodView({ food, onPortion }: { food: TPackagedFood; onPortion: (portion: TPortion | null) => void }) {
  const [measure, setMeasure] = useState(food.serving?.measure ?? PLAIN);
  const [amount, setAmount] = useState(food.serving ? "1" : "100");
  const unit = food.unit;
  const quantity = parseDecimal(amount) ?? 0;
  const perUnit = measure === PLAIN ? 1 : (food.measures.find((m) => m.name === measure)?.grams ?? 0);
  const grams = quantity * perUnit;
  const k = grams / 100;
  const max = measure === PLAIN ? (unit === "ml" ? 3000 : 2000) : maxQuantity(measure);
  const limit = quantity > max ? quantityLimitMessage(measure === PLAIN ? unit : measure) : null;

  function change(nextMeasure: string, nextAmount: string) {
    setMeasure(nextMeasure);
    setAmount(nextAmount);
    const q = parseDecimal(nextAmount) ?? 0;
    const ceiling = nextMeasure === PLAIN ? (unit === "ml" ? 3000 : 2000) : maxQuantity(nextMeasure);
    onPortion(q > 0 && q <= ceiling ? (nextMeasure === PLAIN ? { grams: q } : { measure: nextMeasure, quantity: q }) : null);
  }

  return (
    <div className="space-y-3 rounded-xl bg-slate-50 p-3" data-testid="packaged-food">
      <div>
        <p className="font-semibold text-slate-900">{food.name}</p>
        <p className="text-sm text-slate-600">
          {[food.brand, `código ${food.barcode}`].filter(Boolean).join(" · ")}
        </p>
        <div className="mt-1 flex flex-wrap gap-1.5">
          <Badge tone={food.origin === "LABEL" ? "warning" : "neutral"}>{food.origin === "LABEL" ? "Tabela do rótulo (usuário)" : "Open Food Facts"}</Badge>
          {food.novaGroup ? <Badge>NOVA {food.novaGroup} · {NOVA_LABELS[food.novaGroup]}</Badge> : null}
        </div>
      </div>
      {food.allergenWarnings.map((warning) => (
        <p key={warning.allergen} role="alert" className="flex gap-2 rounded-lg bg-rose-50 p-3 text-sm font-medium text-rose-900" data-testid="allergen-warning">
          <TriangleAlert aria-hidden="true" size={18} className="mt-0.5 shrink-0" /> {warning.message}
        </p>
      ))}
      <HighInSeal food={food} />
      {food.allergens.length > 0 ? (
        <p className="text-sm text-slate-800">
          <strong>Alérgicos:</strong> contém {food.allergens.map((a) => PACKAGED_ALLERGEN_LABELS[a]).join(", ")}.
        </p>
      ) : null}
      <div className="grid grid-cols-[6rem_1fr] gap-3">
        <TextField label="Quantidade" inputMode="decimal" autoComplete="off" value={amount} onChange={(e) => change(measure, e.target.value)} />
        <SelectField label="Medida" value={measure} onChange={(e) => change(e.target.value, amount)}>
          {food.measures.map((m) => (
            <option key={m.name} value={m.name}>
              {m.name} ({formatNumber(m.grams)} {unit})
            </option>
          ))}
          <option value={PLAIN}>{unit === "ml" ? "ml" : "gramas"}</option>
        </SelectField>
      </div>
      {limit ? (
        <p role="alert" className="text-sm font-medium text-rose-700">{limit}</p>
      ) : (
        <p className="text-sm text-slate-700" aria-live="polite" data-testid="portion-total">
          {formatNumber(grams)} {unit} · <strong>{formatNumber(Math.round(food.per100.calories * k))} kcal</strong> · P {formatNumber(Math.round(food.per100.protein * k * 10) / 10)} g · C{" "}
          {formatNumber(Math.round(food.per100.carbohydrates * k * 10) / 10)} g · G {formatNumber(Math.round(food.per100.fat * k * 10) / 10)} g
        </p>
      )}
      <p className="text-xs text-slate-600">
        {food.servingSize ? `Porção do rótulo: ${food.servingSize}. ` : ""}
        {food.licence}.
      </p>
    </div>
  );
}
