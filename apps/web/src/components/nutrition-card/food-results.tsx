import { formatNumber } from "@nutriguia/domain/calc";
import type { TFoodSearchResult } from "@nutriguia/domain";

/** The food search's answers as a pick list, with energy per 100 g; shared by the card's item editor and the day log. */
export function FoodResults({ foods, onChoose }: { foods: readonly TFoodSearchResult[] | undefined; onChoose: (food: TFoodSearchResult) => void }) {
  return (
    <ul className="max-h-60 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200" aria-label="Resultados">
      {foods?.map((f) => (
        <li key={f.id}>
          <button type="button" className="flex w-full justify-between gap-3 px-3 py-2 text-left text-sm hover:bg-emerald-50" onClick={() => onChoose(f)}>
            <span className="text-slate-900">{f.name}</span>
            <span className="shrink-0 text-slate-600">{formatNumber(f.per100g.calories)} kcal/100 g</span>
          </button>
        </li>
      ))}
      {foods && foods.length === 0 ? <li className="px-3 py-2 text-sm text-slate-600">Nenhum alimento encontrado.</li> : null}
    </ul>
  );
}
