import { getFood } from "../foods/catalog";
import type { TFoodCategory } from "../foods/food-types";
import type { TMealPlan } from "./plan-types";

export type TGroceryItem = { foodId: string; food: string; grams: number; quantity: string };
export type TGroceryGroup = { category: string; items: TGroceryItem[] };

const CATEGORY_LABELS: Record<TFoodCategory, string> = {
  cereais: "Cereais, pães e massas",
  hortalicas: "Verduras, legumes e tubérculos",
  frutas: "Frutas",
  gorduras: "Óleos e gorduras",
  pescados: "Peixes e frutos do mar",
  carnes: "Carnes e aves",
  laticinios: "Leite e derivados",
  bebidas: "Bebidas",
  ovos: "Ovos",
  doces: "Doces e açúcares",
  diversos: "Diversos",
  industrializados: "Industrializados",
  preparados: "Pratos prontos",
  leguminosas: "Leguminosas",
  oleaginosas: "Castanhas e sementes",
};

function formatGrams(grams: number): string {
  if (grams >= 1000) return `${(Math.round(grams / 100) / 10).toString().replace(".", ",")} kg`;
  return `${Math.round(grams)} g`;
}

/** The plan's foods summed over all days, grouped by shop section (quantities as cooked/served). */
export function buildGroceryList(plan: TMealPlan): TGroceryGroup[] {
  const totals = new Map<string, number>();
  for (const day of plan.days) {
    for (const meal of day.meals) {
      for (const item of meal.items) totals.set(item.foodId, (totals.get(item.foodId) ?? 0) + item.grams);
    }
  }
  const groups = new Map<string, TGroceryItem[]>();
  for (const [foodId, grams] of totals) {
    const food = getFood(foodId);
    if (!food) continue;
    const label = CATEGORY_LABELS[food.category];
    const list = groups.get(label) ?? [];
    list.push({ foodId, food: food.name, grams, quantity: formatGrams(grams) });
    groups.set(label, list);
  }
  return [...groups.entries()]
    .map(([category, items]) => ({ category, items: items.sort((a, b) => a.food.localeCompare(b.food, "pt-BR")) }))
    .sort((a, b) => a.category.localeCompare(b.category, "pt-BR"));
}
