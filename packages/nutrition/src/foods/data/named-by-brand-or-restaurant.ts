import type { TFoodRecord } from "../food-types";

const LABEL = "Média de rótulos nacionais (valores de referência)";

/** Plant drinks come in boxes of 1 l and are poured like milk. */
const PLANT_DRINK_MEASURES = { copo: 240, "copo americano": 150, xícara: 240, caneca: 300, caixinha: 200, "colher de sopa": 15, porção: 200 };

/** Foods people name by a brand or a restaurant's word that neither TACO nor the POF table lists (decision 124). */
export const brandAndRestaurantFoods: readonly TFoodRecord[] = [
  {
    id: "amendoim-japones", name: "Amendoim japonês", category: "oleaginosas", source: `${LABEL}: amendoim com cobertura crocante de farinha e shoyu`,
    nutrients: { energy: 505, protein: 17, carbohydrates: 45, fat: 28, fiber: 4, sodium: 450 },
    aliases: ["amendoim japones", "amendoim japonesinho", "amendoim crocante", "amendoim dori", "amendoim japones dori"],
    heads: ["amendoim"], aliasHeads: [], rank: 20,
    measures: { pacote: 100, pacotinho: 30, punhado: 30, "colher de sopa": 12, unidade: 1.5, porção: 30 },
    serving: { unit: "punhado", quantity: 1 }, tags: ["peanuts", "gluten", "soy", "high_sodium"],
  },
  {
    id: "missoshiro", name: "Missoshiro (sopa de missô)", category: "preparados", source: `${LABEL}: missoshiro preparado (missô, tofu, cebolinha)`,
    nutrients: { energy: 20, protein: 1.5, carbohydrates: 2, fat: 0.7, fiber: 0.3, sodium: 350 },
    aliases: ["missoshiro", "misoshiro", "missoshiru", "sopa de misso", "sopa de miso", "caldo de misso"],
    heads: ["missoshiro"], aliasHeads: ["misoshiro", "missoshiru"], rank: 5,
    measures: { tigela: 200, cumbuca: 200, unidade: 200, copo: 200, concha: 130, "prato fundo": 300, porção: 200 },
    serving: { unit: "tigela", quantity: 1 }, tags: ["soy", "high_sodium"],
  },
  {
    id: "sashimi-de-salmao", name: "Sashimi de salmão", category: "pescados", source: "TACO 4ª ed., alimento nº 316 (salmão cru), em fatias de sashimi",
    nutrients: { energy: 170, protein: 19.3, carbohydrates: 0, fat: 9.7, sodium: 64, cholesterol: 53, calcium: 9, iron: 0.2, potassium: 376 },
    aliases: ["sashimi", "sashimi de salmao", "fatia de sashimi"],
    heads: ["sashimi"], aliasHeads: [], rank: 5,
    measures: { unidade: 15, fatia: 15, porção: 75 },
    serving: { unit: "unidade", quantity: 5 }, tags: ["animal", "fish"],
  },
  {
    id: "iogurte-grego", name: "Iogurte grego", category: "laticinios", source: `${LABEL}: iogurte grego tradicional adoçado`,
    nutrients: { energy: 125, protein: 4.5, carbohydrates: 12, fat: 6.5, fiber: 0, sodium: 50, calcium: 150 },
    aliases: ["iogurte grego", "iogurte tipo grego", "grego", "iogurte grego de morango", "iogurte grego natural"],
    heads: ["iogurte"], aliasHeads: ["grego"], rank: 5,
    measures: { pote: 100, unidade: 100, potinho: 100, "colher de sopa": 20, porção: 100 },
    serving: { unit: "pote", quantity: 1 }, tags: ["animal", "lactose", "high_sugar"],
  },
  {
    id: "bebida-de-soja-com-suco", name: "Bebida de soja com suco", category: "bebidas", source: `${LABEL}: bebidas de soja sabor fruta (Ades, Mupy)`,
    nutrients: { energy: 45, protein: 0.6, carbohydrates: 9.5, fat: 0.4, fiber: 0, sodium: 10 },
    aliases: ["mupy", "ades", "mupy de soja", "ades de soja", "suco de soja", "bebida de soja com suco", "suco de soja de caixinha"],
    heads: ["mupy", "ades"], aliasHeads: [], rank: 5,
    measures: { caixinha: 200, copo: 240, "copo americano": 150, unidade: 200, porção: 200 },
    serving: { unit: "caixinha", quantity: 1 }, tags: ["soy"],
  },
  {
    id: "bebida-de-aveia", name: "Bebida vegetal de aveia", category: "bebidas", source: `${LABEL}: bebidas de aveia prontas (Nude, Silk, A Tal da Castanha)`,
    nutrients: { energy: 45, protein: 0.6, carbohydrates: 6.8, fat: 1.6, fiber: 0.6, sodium: 45, calcium: 120 },
    aliases: ["leite de aveia", "bebida de aveia", "bebida vegetal de aveia", "leite vegetal de aveia"],
    heads: ["bebida"], aliasHeads: [], rank: 5,
    measures: PLANT_DRINK_MEASURES, serving: { unit: "copo", quantity: 1 }, tags: ["gluten"],
  },
  {
    id: "bebida-de-amendoas", name: "Bebida vegetal de amêndoas", category: "bebidas", source: `${LABEL}: bebidas de amêndoas prontas, original (Silk, Almond Breeze, Nude)`,
    nutrients: { energy: 25, protein: 0.6, carbohydrates: 2.5, fat: 1.4, fiber: 0.3, sodium: 60, calcium: 120 },
    aliases: ["leite de amendoa", "leite de amendoas", "bebida de amendoa", "bebida de amendoas", "leite vegetal de amendoas", "almond milk"],
    heads: ["bebida"], aliasHeads: [], rank: 5,
    measures: PLANT_DRINK_MEASURES, serving: { unit: "copo", quantity: 1 }, tags: ["nuts"],
  },
  {
    id: "bebida-de-castanha", name: "Bebida vegetal de castanha de caju", category: "bebidas", source: `${LABEL}: bebidas de castanha de caju prontas (A Tal da Castanha)`,
    nutrients: { energy: 40, protein: 0.8, carbohydrates: 4.5, fat: 2.1, fiber: 0.2, sodium: 40, calcium: 120 },
    aliases: ["leite de castanha", "leite de castanha de caju", "bebida de castanha", "bebida de castanha de caju", "leite de caju"],
    heads: ["bebida"], aliasHeads: [], rank: 5,
    measures: PLANT_DRINK_MEASURES, serving: { unit: "copo", quantity: 1 }, tags: ["nuts"],
  },
  {
    id: "bebida-de-arroz", name: "Bebida vegetal de arroz", category: "bebidas", source: `${LABEL}: bebidas de arroz prontas`,
    nutrients: { energy: 50, protein: 0.1, carbohydrates: 10, fat: 1, fiber: 0.1, sodium: 40, calcium: 120 },
    aliases: ["leite de arroz", "bebida de arroz", "bebida vegetal de arroz"],
    heads: ["bebida"], aliasHeads: [], rank: 5,
    measures: PLANT_DRINK_MEASURES, serving: { unit: "copo", quantity: 1 }, tags: [],
  },
  {
    id: "nectar-de-fruta", name: "Néctar de fruta (suco de caixinha)", category: "bebidas", source: `${LABEL}: néctares de fruta adoçados (Del Valle, Maguary, Dafruta)`,
    nutrients: { energy: 50, protein: 0.2, carbohydrates: 12, fat: 0, fiber: 0.3, sodium: 10, vitaminC: 20 },
    aliases: ["nectar", "nectar de fruta", "suco de caixinha", "suco de caixa", "suco del valle", "del valle", "suco maguary", "suco dafruta", "suco pronto", "suco industrializado"],
    heads: ["nectar"], aliasHeads: ["del"], rank: 5,
    measures: { caixinha: 200, copo: 240, "copo americano": 150, lata: 290, garrafa: 1000, unidade: 200, porção: 200 },
    serving: { unit: "copo", quantity: 1 }, tags: ["high_sugar"],
  },
  {
    id: "torrada-integral", name: "Torrada integral", category: "cereais", source: `${LABEL}: torradas integrais de pacote (Bauducco, Wickbold, Visconti)`,
    nutrients: { energy: 390, protein: 13, carbohydrates: 68, fat: 6, fiber: 8, sodium: 600 },
    aliases: ["torrada integral", "torradinha integral", "torrada integral de pacote"],
    heads: ["torrada"], aliasHeads: [], rank: 5,
    measures: { unidade: 10, fatia: 10, pacote: 160, pacotinho: 30, porção: 30 },
    serving: { unit: "unidade", quantity: 1 }, tags: ["gluten"],
  },
];
