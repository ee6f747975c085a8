import { useState, type FormEvent } from "react";
import { formatNumber, parseDecimal } from "@nutriguia/domain/calc";
import {
  PACKAGED_ALLERGEN_LABELS,
  PACKAGED_ALLERGENS,
  ZLabelEntryRequest,
  type TLabelEntryRequest,
  type TPackagedAllergen,
} from "@nutriguia/domain";
import { Button } from "../ui/button";
import { Checkbox, SelectField, TextField } from "../ui/field";

const NUTRIENTS = [
  ["calories", "Valor energético (kcal)", true],
  ["carbohydrates", "Carboidratos (g)", true],
  ["addedSugars", "Açúcares adicionados (g)", false],
  ["protein", "Proteínas (g)", true],
  ["fat", "Gorduras totais (g)", true],
  ["saturatedFat", "Gorduras saturadas (g)", false],
  ["fiber", "Fibra alimentar (g)", false],
  ["sodium", "Sódio (mg)", false],
] as const;
type TNutrientKey = (typeof NUTRIENTS)[number][0];

const number = (text: string) => (text.trim() === "" ? null : parseDecimal(text));

/**
 * The label's "Tabela de Informação Nutricional" (RDC 429/2020): the per-100 g column is typed, the per-portion column
 * is shown back so it can be checked against the label.
 */
export function LabelForm({ barcode, saving, failure, onSubmit }: { barcode: string; saving: boolean; failure: string | null; onSubmit: (entry: TLabelEntryRequest) => void }) {
  const [text, setText] = useState<Record<string, string>>({});
  const [unit, setUnit] = useState<"g" | "ml">("g");
  const [allergens, setAllergens] = useState<TPackagedAllergen[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Typing in a field clears what was said about it (and about the table as a whole).
  const set = (key: string) => (e: { target: { value: string } }) => {
    setText((t) => ({ ...t, [key]: e.target.value }));
    setErrors(({ [key]: _field, [`per100.${key}`]: _nutrient, per100: _table, ...rest }) => rest);
  };
  const serving = number(text.servingGrams ?? "");

  function submit(event: FormEvent) {
    event.preventDefault();
    const per100 = Object.fromEntries(NUTRIENTS.map(([key, , required]) => [key, number(text[key] ?? "") ?? (required ? undefined : null)]));
    const parsed = ZLabelEntryRequest.safeParse({
      name: text.name ?? "",
      brand: text.brand?.trim() || null,
      unit,
      servingGrams: serving ?? undefined,
      servingMeasure: text.servingMeasure?.trim() || null,
      packageGrams: number(text.packageGrams ?? ""),
      per100,
      allergens,
    });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[issue.path.join(".")] ??= issue.message;
      return setErrors(found);
    }
    setErrors({});
    onSubmit(parsed.data);
  }

  const perPortion = (key: TNutrientKey) => {
    const value = number(text[key] ?? "");
    return value !== null && serving ? `Por porção: ${formatNumber(Math.round(((value * serving) / 100) * 10) / 10)}` : undefined;
  };

  return (
    <form onSubmit={submit} className="space-y-4" aria-label="Tabela nutricional do rótulo" noValidate>
      <p className="text-sm text-slate-700">
        Digite a <strong>Tabela de Informação Nutricional</strong> da embalagem (código {barcode}). Ela fica salva para todos os usuários, marcada como informada pelo rótulo.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="Nome do produto" value={text.name ?? ""} onChange={set("name")} error={errors.name} data-autofocus />
        <TextField label="Marca (opcional)" value={text.brand ?? ""} onChange={set("brand")} />
        <TextField label={`Porção (${unit})`} inputMode="decimal" value={text.servingGrams ?? ""} onChange={set("servingGrams")} error={errors.servingGrams} />
        <TextField label="Medida caseira da porção" placeholder="Ex.: 3 biscoitos" value={text.servingMeasure ?? ""} onChange={set("servingMeasure")} />
        <TextField label={`Conteúdo da embalagem (${unit}, opcional)`} inputMode="decimal" value={text.packageGrams ?? ""} onChange={set("packageGrams")} error={errors.packageGrams} />
        <SelectField label="A tabela é por" value={unit} onChange={(e) => setUnit(e.target.value as "g" | "ml")}>
          <option value="g">100 g (alimento)</option>
          <option value="ml">100 ml (bebida)</option>
        </SelectField>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-slate-900">Valores por 100 {unit}</legend>
        {errors.per100 ? <p role="alert" className="text-sm text-red-700">{errors.per100}</p> : null}
        <div className="grid grid-cols-2 gap-3">
          {NUTRIENTS.map(([key, label, required]) => (
            <TextField
              key={key}
              label={required ? label : label.replace(/\)$/, ", opcional)")}
              inputMode="decimal"
              autoComplete="off"
              value={text[key] ?? ""}
              onChange={set(key)}
              hint={perPortion(key)}
              error={errors[`per100.${key}`]}
            />
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">Alérgicos: contém</legend>
        <div className="mt-2 grid grid-cols-2 gap-2">
          {PACKAGED_ALLERGENS.map((a) => (
            <Checkbox
              key={a}
              label={PACKAGED_ALLERGEN_LABELS[a]}
              checked={allergens.includes(a)}
              onChange={(e) => setAllergens((list) => (e.target.checked ? [...list, a] : list.filter((x) => x !== a)))}
            />
          ))}
        </div>
      </fieldset>
      {failure ? <p role="alert" className="rounded-lg bg-rose-50 p-3 text-sm font-medium text-rose-800">{failure}</p> : null}
      <Button type="submit" loading={saving} className="w-full sm:w-auto">Salvar tabela do produto</Button>
    </form>
  );
}
