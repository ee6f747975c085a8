import type { TFoodRecord } from "../food-types";

/**
 * Street food as sold, where the tables only weigh a smaller thing (decision 127). The pastel de feira is TACO's fried
 * pastel (nº 56 carne, nº 58 queijo) at the size of a fair stall's (about 120 g; IBGE's "pastel" unit is a 32 g snack).
 */
export const streetFoods: readonly TFoodRecord[] = [
  {
    id: "pastel-de-feira", name: "Pastel de feira", category: "cereais", source: "TACO 4ª ed., alimento nº 56 (pastel de carne frito), no tamanho de feira",
    nutrients: { energy: 388, protein: 10.1, carbohydrates: 43.8, fat: 20.1, fiber: 1, sodium: 1040, cholesterol: 25, calcium: 13, iron: 2.5, potassium: 156 },
    aliases: ["pastel de feira", "pastel de feira de carne", "pastel grande de feira", "pastel da feira"],
    heads: ["pastel"], aliasHeads: [], rank: 5,
    measures: { unidade: 120, metade: 60, pedaço: 60, porção: 120 },
    serving: { unit: "unidade", quantity: 1 }, tags: ["animal", "gluten", "high_sodium", "meat"],
  },
  {
    id: "pastel-de-feira-de-queijo", name: "Pastel de feira de queijo", category: "cereais", source: "TACO 4ª ed., alimento nº 58 (pastel de queijo frito), no tamanho de feira",
    nutrients: { energy: 422, protein: 8.7, carbohydrates: 48.1, fat: 22.7, fiber: 0.9, sodium: 821, cholesterol: 15, calcium: 126, iron: 1.3, potassium: 124, vitaminC: 0 },
    aliases: ["pastel de feira de queijo", "pastel de queijo de feira", "pastel de feira de pizza"],
    heads: ["pastel"], aliasHeads: [], rank: 6,
    measures: { unidade: 120, metade: 60, pedaço: 60, porção: 120 },
    serving: { unit: "unidade", quantity: 1 }, tags: ["animal", "gluten", "high_sodium", "lactose"],
  },
];
