import { getFood } from "../foods/catalog";
import type { TFoodCategory } from "../foods/food-types";
import { formatQuantity, plural } from "../analyze/resolve";
import type { TMealPlan } from "./plan-types";
import { purchaseFor, type TPurchase } from "./purchase-units";

/** `grams`: what is bought, raw or dry (decision 108); `quantity`: in the unit it is bought in. */
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

/** "1,2 kg", "600 g": weights rounded up to 50 g under a kilo and to 100 g above. */
function formatWeight(grams: number): string {
  if (grams >= 1000) return `${formatQuantity(Math.ceil(grams / 100) / 10)} kg`;
  return `${Math.max(50, Math.ceil(grams / 50) * 50)} g`;
}

/** What to buy: "1,2 kg (cru)", "14 unidades", "2 pacotes de 1 kg", "1 garrafa de 500 ml". */
function describePurchase(purchase: TPurchase, grams: number): string {
  const { unit } = purchase;
  if (unit.kind === "weight") return `${formatWeight(grams)}${unit.raw ? " (cru)" : ""}`;
  const n = Math.max(1, Math.ceil(grams / unit.grams - 0.05));
  if (unit.kind === "count") return `${n} ${n === 1 ? "unidade" : "unidades"}`;
  const [head = unit.label, ...rest] = unit.label.split(" ");
  return [String(n), plural(head, n), ...rest].join(" ");
}

/**
 * The plan's foods merged over all days into what one buys (decision 108): raw or dry weights for meat, rice, beans
 * and pasta, whole units for eggs, fruit and bread, packs for staples; grouped by shop section.
 */
export function buildGroceryList(plan: TMealPlan): TGroceryGroup[] {
  const lines = new Map<string, { foodId: string; category: TFoodCategory; purchase: TPurchase; grams: number }>();
  for (const item of plan.days.flatMap((d) => d.meals.flatMap((m) => m.items))) {
    const food = getFood(item.foodId);
    if (!food) continue;
    const purchase = purchaseFor(food);
    const line = lines.get(purchase.name) ?? { foodId: food.id, category: food.category, purchase, grams: 0 };
    line.grams += item.grams * purchase.raw;
    lines.set(purchase.name, line);
  }
  const groups = new Map<string, TGroceryItem[]>();
  for (const [name, line] of lines) {
    const label = CATEGORY_LABELS[line.category];
    const grams = Math.round(line.grams);
    groups.set(label, [...(groups.get(label) ?? []), { foodId: line.foodId, food: name, grams, quantity: describePurchase(line.purchase, grams) }]);
  }
  return [...groups.entries()]
    .map(([category, items]) => ({ category, items: items.sort((a, b) => a.food.localeCompare(b.food, "pt-BR")) }))
    .sort((a, b) => a.category.localeCompare(b.category, "pt-BR"));
}
