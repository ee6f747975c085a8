import { formatNumber, macroCalories, macroPercentages, type TMacros } from "@nutriguia/domain/calc";

export type TMacroSlice = { key: keyof TMacros; label: string; grams: number; percent: number; kcal: number; color: string };

const MACROS = [
  { key: "protein", label: "Proteínas", color: "#0f766e" },
  { key: "carbohydrates", label: "Carboidratos", color: "#d97706" },
  { key: "fat", label: "Gorduras", color: "#be123c" },
] as const;

/**
 * Protein, carbohydrates and fat with their share of the macro grams (001 §9) and their part of the total kcal in
 * proportion to 4/4/9 (decision 210), so the three never add up to more than the card's total.
 */
export function macroSlices(macros: TMacros & { totalCalories: number }): TMacroSlice[] {
  const percentages = macroPercentages(macros);
  const kcal = macroCalories(macros.totalCalories, macros);
  return MACROS.map((m) => ({
    ...m,
    grams: macros[m.key],
    percent: percentages[m.key],
    kcal: kcal[m.key],
  }));
}

export function MacroRows({ slices }: { slices: readonly TMacroSlice[] }) {
  return (
    <dl className="grid w-full gap-2">
      {slices.map((s) => (
        <div key={s.key} className="flex items-center justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2">
          <dt className="flex items-center gap-2 font-medium text-slate-800">
            <span aria-hidden="true" className="h-3 w-3 shrink-0 rounded-full" style={{ backgroundColor: s.color }} />
            {s.label}
          </dt>
          <dd className="text-right text-slate-700">
            {formatNumber(s.grams)} g · {formatNumber(s.percent)}% · {formatNumber(s.kcal)} kcal
          </dd>
        </div>
      ))}
    </dl>
  );
}
