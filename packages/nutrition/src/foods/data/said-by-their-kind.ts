import type { TFoodRecord } from "../food-types";

const USDA = "USDA FoodData Central (SR Legacy)";
const PARTS = "Receita padrão, valores das partes (TACO 4ª ed.)";

/**
 * Foods people name by their kind, which a nearer name used to take: lactose-free milk is whole milk with its lactose
 * split (same energy and protein, no lactose to warn about; the milk protein stays, see composition's name rules),
 * never skim milk; an X-frango is a snack-bar chicken sandwich, never the X-tudo; a Subway sub is its 15 cm bread and
 * filling, never a ham sandwich; a hazelnut spread is that spread, never creme de milho.
 */
export const saidByTheirKindFoods: readonly TFoodRecord[] = [
  {
    id: "leite-sem-lactose", name: "Leite sem lactose (integral)", category: "laticinios", source: `${USDA} 01077, lactose hidrolisada`,
    nutrients: { energy: 61, protein: 3.2, carbohydrates: 4.8, fat: 3.3, fiber: 0, sodium: 43, calcium: 113, cholesterol: 10 },
    aliases: ["leite sem lactose", "leite zero lactose", "leite zero lactose integral", "leite integral sem lactose", "leite integral zero lactose", "leite deslactosado"],
    heads: ["leite"], aliasHeads: [], rank: 3,
    measures: { "copo americano": 190, copo: 240, "copo duplo": 240, xícara: 240, "colher de sopa": 15, caixinha: 200, porção: 240 },
    serving: { unit: "copo", quantity: 1 }, tags: ["animal"],
  },
  {
    id: "leite-desnatado-sem-lactose", name: "Leite desnatado sem lactose", category: "laticinios", source: `${USDA} 01085, lactose hidrolisada`,
    nutrients: { energy: 34, protein: 3.4, carbohydrates: 5, fat: 0.1, fiber: 0, sodium: 42, calcium: 122 },
    aliases: ["leite desnatado sem lactose", "leite desnatado zero lactose", "leite zero lactose desnatado", "leite sem lactose desnatado"],
    heads: ["leite"], aliasHeads: [], rank: 4,
    measures: { "copo americano": 190, copo: 240, "copo duplo": 240, xícara: 240, caixinha: 200, porção: 240 },
    serving: { unit: "copo", quantity: 1 }, tags: ["animal"],
  },
  {
    id: "leite-semidesnatado-sem-lactose", name: "Leite semidesnatado sem lactose", category: "laticinios", source: `${USDA} 01082, lactose hidrolisada`,
    nutrients: { energy: 42, protein: 3.4, carbohydrates: 5, fat: 1, fiber: 0, sodium: 44, calcium: 125 },
    aliases: ["leite semidesnatado sem lactose", "leite semidesnatado zero lactose", "leite zero lactose semidesnatado", "leite sem lactose semidesnatado"],
    heads: ["leite"], aliasHeads: [], rank: 4,
    measures: { "copo americano": 190, copo: 240, "copo duplo": 240, xícara: 240, caixinha: 200, porção: 240 },
    serving: { unit: "copo", quantity: 1 }, tags: ["animal"],
  },
  {
    // Pão de hambúrguer 60 g, frango grelhado 80 g, muçarela 20 g, maionese 10 g, alface e tomate 30 g: 200 g, about 430 kcal.
    id: "x-frango", name: "X-frango", category: "preparados", source: `${PARTS}: 200 g`,
    nutrients: { energy: 215, protein: 17.5, carbohydrates: 15.5, fat: 9, fiber: 1, sodium: 450 },
    aliases: ["xfrango", "x frango", "xis frango", "x-frango", "x galinha", "xis galinha", "sanduiche de frango de lanchonete"],
    heads: ["x", "xis", "xfrango"], aliasHeads: [], rank: 1,
    measures: { unidade: 200, porção: 200, "unidade grande": 280 },
    serving: { unit: "unidade", quantity: 1 }, tags: ["animal", "meat", "gluten", "lactose", "eggs"],
  },
  {
    // Pão italiano de 15 cm 75 g, frango ao molho teriyaki 80 g, salada 50 g, sem queijo nem molho extra: 205 g, about 340 kcal.
    id: "subway-frango-teriyaki", name: "Sanduíche de frango teriyaki (Subway, 15 cm)", category: "preparados", source: `${PARTS}: 205 g`,
    nutrients: { energy: 166, protein: 11.5, carbohydrates: 22, fat: 3, fiber: 1.5, sodium: 420 },
    aliases: ["subway de frango teriyaki", "sanduiche do subway de frango teriyaki", "sub de frango teriyaki", "frango teriyaki do subway", "subway frango teriyaki", "frango teriyaki"],
    heads: ["teriyaki"], aliasHeads: [], rank: 2,
    measures: { unidade: 205, porção: 205, "15 cm": 205, "30 cm": 410 },
    serving: { unit: "unidade", quantity: 1 }, tags: ["animal", "meat", "gluten", "soy"],
  },
  {
    // The label's 100 g: 539 kcal, 6.3 g protein, 57.5 g carbohydrate, 30.9 g fat; its portion is a tablespoon of 20 g.
    id: "creme-de-avela", name: "Creme de avelã com cacau (tipo Nutella)", category: "doces", source: "Rótulo do fabricante (Nutella, porção de 20 g)",
    nutrients: { energy: 539, protein: 6.3, carbohydrates: 57.5, fat: 30.9, fiber: 3.4, sodium: 43 },
    aliases: ["nutella", "nutela", "creme de avela", "creme de avela com cacau", "pasta de avela"],
    heads: ["nutella", "nutela", "avela"], aliasHeads: [], rank: 1,
    measures: { "colher de sopa": 20, "colher de chá": 7, "colher de sobremesa": 12, "ponta de faca": 7, porção: 20 },
    serving: { unit: "colher de sopa", quantity: 1 }, tags: ["animal", "lactose", "nuts", "soy", "high_sugar"],
  },
];
