import type { TFoodRecord } from "../food-types";

const CHAIN = "Tabela nutricional publicada pela rede (valores por unidade, arredondados)";
const TAGS = ["animal", "meat", "gluten", "lactose", "high_sodium"] as const;

/**
 * A chain's sandwich named by its own name is that sandwich at the size the chain sells and publishes, never a generic
 * X-burguer of 130 g: its figures per 100 g are the published unit's divided by its weight.
 */
export const fastFoodChainFoods: readonly TFoodRecord[] = [
  {
    id: "big-mac", name: "Big Mac (McDonald's)", category: "preparados", source: `${CHAIN}: 204 g, 504 kcal`,
    nutrients: { energy: 247, protein: 11.3, carbohydrates: 22.1, fat: 12.3, fiber: 1.5, sodium: 470 },
    aliases: ["big mac", "bigmac", "big mac do mc", "big mac do mcdonalds"],
    heads: ["big", "bigmac"], aliasHeads: [], rank: 5,
    measures: { unidade: 204, porção: 204 },
    serving: { unit: "unidade", quantity: 1 }, tags: [...TAGS],
  },
  {
    id: "quarteirao-com-queijo", name: "Quarteirão com queijo (McDonald's)", category: "preparados", source: `${CHAIN}: 200 g, 520 kcal`,
    nutrients: { energy: 260, protein: 15, carbohydrates: 21, fat: 13, fiber: 1.2, sodium: 550 },
    aliases: ["quarteirao", "quarteirao com queijo", "quarterao", "quarterao com queijo", "quarter pounder"],
    heads: ["quarteirao", "quarterao", "quarter"], aliasHeads: [], rank: 5,
    measures: { unidade: 200, porção: 200 },
    serving: { unit: "unidade", quantity: 1 }, tags: [...TAGS],
  },
  {
    id: "mcchicken", name: "McChicken (McDonald's)", category: "preparados", source: `${CHAIN}: 150 g, 410 kcal`,
    nutrients: { energy: 273, protein: 10, carbohydrates: 26.7, fat: 14, fiber: 1.3, sodium: 380 },
    aliases: ["mcchicken", "mc chicken", "mac chicken", "mcchiken"],
    heads: ["mcchicken", "mcchiken"], aliasHeads: [], rank: 5,
    measures: { unidade: 150, porção: 150 },
    serving: { unit: "unidade", quantity: 1 }, tags: ["animal", "gluten", "eggs", "high_sodium"],
  },
  {
    id: "whopper", name: "Whopper (Burger King)", category: "preparados", source: `${CHAIN}: 290 g, 670 kcal`,
    nutrients: { energy: 231, protein: 9.7, carbohydrates: 17.6, fat: 13.8, fiber: 1, sodium: 340 },
    aliases: ["whopper", "woper", "whoper", "wopper", "whopper do bk", "whopper com queijo"],
    heads: ["whopper", "woper", "whoper", "wopper"], aliasHeads: [], rank: 5,
    measures: { unidade: 290, porção: 290 },
    serving: { unit: "unidade", quantity: 1 }, tags: ["animal", "meat", "gluten", "eggs", "high_sodium"],
  },
];
