import type { TFoodRecord, TNutrients } from "./food-types";
import { REGIONAL_RECIPES } from "./regional-recipes";
import { SNACK_AND_SWEET_RECIPES } from "./snack-and-sweet-recipes";
import { DISHES_SAID_BY_NAME } from "./dishes-said-by-name";

export type TRecipe = {
  id: string;
  name: string;
  aliases: readonly string[];
  heads: readonly string[];
  /** Grams of each ingredient (ids of the database) in 100 g of the dish, as cooked. */
  ingredients: readonly { foodId: string; grams: number }[];
  measures: Readonly<Record<string, number>>;
  serving: { unit: string; quantity: number };
  tags: TFoodRecord["tags"];
  /** Below the default (5) when the dish's first word is a generic one ("sopa"): the generic dish keeps that word. */
  rank?: number;
};

/**
 * Standard recipes for dishes neither TACO nor the POF table lists. Their values are the sum of their ingredients'
 * (TACO, POF or our own entries), so each dish says what it was computed from. See decision 121.
 */
const RECIPES: readonly TRecipe[] = [
  {
    id: "receita-escondidinho-de-carne-seca", name: "Escondidinho de carne seca (receita padrão)",
    aliases: ["escondidinho", "escondidinho de carne seca", "escondidinho de charque", "escondidinho de mandioca", "escondidinho de macaxeira", "escondidinho de aipim", "escondidinho de macaxeira com carne seca", "escondidinho de mandioca com carne seca", "escondidinho de aipim com carne seca"],
    heads: ["escondidinho"],
    ingredients: [
      { foodId: "mandioca-cozida-129", grams: 55 }, { foodId: "leite-integral", grams: 8 }, { foodId: "manteiga-261", grams: 3 },
      { foodId: "seca-cozida-384", grams: 25 }, { foodId: "queijo-mussarela-463", grams: 6 }, { foodId: "oleo-de-soja-272", grams: 1 },
      { foodId: "cebola-107", grams: 2 },
    ],
    measures: { "colher de servir": 100, "colher de sopa": 30, pedaço: 200, porção: 200, "prato raso": 300, prato: 300, "prato fundo": 350 },
    serving: { unit: "porção", quantity: 1 }, tags: ["animal", "lactose", "meat", "high_sodium"],
  },
  {
    id: "receita-escondidinho-de-carne-moida", name: "Escondidinho de carne moída (receita padrão)",
    aliases: ["escondidinho de carne moida", "escondidinho de carne"],
    heads: ["escondidinho"],
    ingredients: [
      { foodId: "mandioca-cozida-129", grams: 55 }, { foodId: "leite-integral", grams: 8 }, { foodId: "manteiga-261", grams: 3 },
      { foodId: "acem-moido-cozido-326", grams: 25 }, { foodId: "queijo-mussarela-463", grams: 6 }, { foodId: "oleo-de-soja-272", grams: 1 },
      { foodId: "cebola-107", grams: 2 },
    ],
    measures: { "colher de servir": 100, "colher de sopa": 30, pedaço: 200, porção: 200, "prato raso": 300 },
    serving: { unit: "porção", quantity: 1 }, tags: ["animal", "lactose", "meat"],
  },
  {
    id: "receita-escondidinho-de-frango", name: "Escondidinho de frango (receita padrão)",
    aliases: ["escondidinho de frango", "escondidinho de frango com catupiry", "escondidinho de frango com requeijao"],
    heads: ["escondidinho"],
    ingredients: [
      { foodId: "mandioca-cozida-129", grams: 55 }, { foodId: "leite-integral", grams: 8 }, { foodId: "manteiga-261", grams: 3 },
      { foodId: "peito-de-frango-sem-pele-cozido-408", grams: 22 }, { foodId: "requeijao-cremoso-468", grams: 6 },
      { foodId: "oleo-de-soja-272", grams: 1 }, { foodId: "cebola-107", grams: 2 },
    ],
    measures: { "colher de servir": 100, "colher de sopa": 30, pedaço: 200, porção: 200, "prato raso": 300 },
    serving: { unit: "porção", quantity: 1 }, tags: ["animal", "lactose", "meat"],
  },
  {
    id: "receita-molho-branco", name: "Molho branco (receita padrão)",
    aliases: ["molho branco", "molho bechamel", "bechamel", "molho branco caseiro"],
    heads: ["molho"],
    ingredients: [{ foodId: "leite-integral", grams: 86 }, { foodId: "manteiga-261", grams: 6 }, { foodId: "farinha-de-trigo-35", grams: 7 }],
    measures: { "colher de sopa": 15, concha: 80, porção: 60 },
    serving: { unit: "porção", quantity: 1 }, tags: ["animal", "lactose", "gluten"],
  },
  {
    id: "receita-bolinho-de-chuva", name: "Bolinho de chuva (receita padrão)",
    aliases: ["bolinho de chuva", "bolinhos de chuva", "bolinho de chuva com acucar e canela"],
    heads: ["bolinho"],
    ingredients: [
      { foodId: "farinha-de-trigo-35", grams: 40 }, { foodId: "leite-integral", grams: 22 }, { foodId: "ovo-cru-489", grams: 15 },
      { foodId: "acucar-refinado-494", grams: 13 }, { foodId: "oleo-de-soja-272", grams: 10 },
    ],
    measures: { unidade: 30, porção: 90 },
    serving: { unit: "unidade", quantity: 3 }, tags: ["animal", "gluten", "eggs", "lactose", "high_sugar"],
  },
  {
    id: "receita-macarrao-com-frango", name: "Macarrão com frango (receita padrão)",
    aliases: ["macarrao com frango", "macarrao com frango desfiado", "macarronada de frango", "espaguete com frango"],
    heads: ["macarrao"],
    ingredients: [
      { foodId: "macarrao-cozido", grams: 62 }, { foodId: "peito-de-frango-sem-pele-cozido-408", grams: 25 },
      { foodId: "molho-de-tomate-159", grams: 11 }, { foodId: "oleo-de-soja-272", grams: 2 },
    ],
    measures: { pegador: 110, escumadeira: 110, concha: 100, "colher de servir": 55, "colher de sopa": 25, "prato fundo": 400, "prato raso": 320, porção: 200 },
    serving: { unit: "pegador", quantity: 2 }, tags: ["animal", "gluten", "meat"],
  },
  {
    id: "receita-milk-shake", name: "Milk-shake (receita padrão)",
    aliases: ["milkshake", "milk shake", "milk-shake", "milkshake de chocolate", "milk shake de chocolate", "milkshake de morango", "milkshake de ovomaltine", "milkshake de baunilha", "shake de sorvete"],
    heads: ["milkshake", "milk"],
    ingredients: [
      { foodId: "sorvete-de-creme", grams: 50 }, { foodId: "leite-integral", grams: 42 }, { foodId: "achocolatado-em-po-491", grams: 8 },
    ],
    measures: { copo: 300, "copo pequeno": 200, "copo grande": 500, "copo americano": 190, porção: 300, unidade: 300 },
    serving: { unit: "copo", quantity: 1 }, tags: ["animal", "lactose"],
  },
  {
    id: "receita-crepioca", name: "Crepioca (receita padrão)",
    aliases: ["crepioca", "crepioca simples", "crepioca de frango", "crepioca com queijo"],
    heads: ["crepioca"],
    ingredients: [{ foodId: "ovo-cru-489", grams: 60 }, { foodId: "fecula-de-mandioca-124", grams: 35 }, { foodId: "oleo-de-soja-272", grams: 5 }],
    measures: { unidade: 85, porção: 85 },
    serving: { unit: "unidade", quantity: 1 }, tags: ["animal"],
  },
  {
    id: "receita-panqueca-de-banana", name: "Panqueca de banana (receita padrão)",
    aliases: ["panqueca de banana", "panqueca fit", "panqueca de banana com aveia", "panqueca de aveia"],
    heads: ["panqueca"],
    ingredients: [{ foodId: "banana-prata-182", grams: 45 }, { foodId: "ovo-cru-489", grams: 40 }, { foodId: "aveia-em-flocos-7", grams: 15 }],
    measures: { unidade: 120, porção: 120 },
    serving: { unit: "unidade", quantity: 1 }, tags: ["animal", "gluten"],
  },
  {
    id: "receita-temaki", name: "Temaki (receita padrão)",
    aliases: ["temaki", "temaki de salmao", "temaki de salmao com cream cheese", "temaki de atum", "temaki filadelfia"],
    heads: ["temaki"],
    ingredients: [
      { foodId: "arroz-branco-cozido-3", grams: 55 }, { foodId: "salmao-cru-316", grams: 30 }, { foodId: "requeijao-cremoso-468", grams: 10 },
      { foodId: "pepino-142", grams: 5 },
    ],
    measures: { unidade: 130, porção: 130 },
    serving: { unit: "unidade", quantity: 1 }, tags: ["animal", "fish", "lactose"],
  },
  {
    id: "receita-temaki-grelhado", name: "Temaki de salmão grelhado (receita padrão)",
    aliases: ["temaki de salmao grelhado", "temaki grelhado", "temaki skin", "temaki de skin", "temaki de salmao skin", "temaki de pele de salmao", "temaki de salmao grelhado com cream cheese"],
    heads: ["temaki"],
    ingredients: [
      { foodId: "arroz-branco-cozido-3", grams: 55 }, { foodId: "salmao-com-pele-grelhado-315", grams: 30 }, { foodId: "requeijao-cremoso-468", grams: 10 },
      { foodId: "pepino-142", grams: 5 },
    ],
    measures: { unidade: 130, porção: 130 },
    serving: { unit: "unidade", quantity: 1 }, tags: ["animal", "fish", "lactose"],
  },
  {
    id: "receita-temaki-camarao", name: "Temaki de camarão cozido (receita padrão)",
    aliases: ["temaki de camarao", "temaki de camarao cozido", "temaki de kani", "temaki kani"],
    heads: ["temaki"],
    ingredients: [
      { foodId: "arroz-branco-cozido-3", grams: 55 }, { foodId: "camarao-cozido-284", grams: 30 }, { foodId: "requeijao-cremoso-468", grams: 10 },
      { foodId: "pepino-142", grams: 5 },
    ],
    measures: { unidade: 130, porção: 130 },
    serving: { unit: "unidade", quantity: 1 }, tags: ["animal", "fish", "lactose"],
  },
  {
    id: "receita-arrumadinho", name: "Arrumadinho (receita padrão)",
    aliases: ["arrumadinho", "arrumadinho de charque", "arrumadinho de carne de sol", "arrumadinho de carne seca", "arrumadinho nordestino"],
    heads: ["arrumadinho"],
    ingredients: [
      { foodId: "feijao-fradinho-cozido-563", grams: 40 }, { foodId: "seca-cozida-384", grams: 25 }, { foodId: "farofa-131", grams: 10 },
      { foodId: "tomate-157", grams: 14 }, { foodId: "cebola-107", grams: 8 }, { foodId: "oleo-de-soja-272", grams: 3 },
    ],
    measures: { prato: 350, "prato raso": 350, "prato fundo": 400, "prato de sobremesa": 200, marmitex: 450, "colher de servir": 60, concha: 120, porção: 300 },
    serving: { unit: "porção", quantity: 1 }, tags: ["animal", "meat", "high_sodium"],
  },
  {
    // Festa junina: cachaça boiled with water, sugar and ginger (ginger and spices left out: under 1 kcal a cup).
    id: "receita-quentao", name: "Quentão (receita padrão)",
    aliases: ["quentao", "quentao de cachaca", "quentao de pinga"],
    heads: ["quentao"],
    ingredients: [{ foodId: "cachaca-472", grams: 22 }, { foodId: "agua", grams: 60 }, { foodId: "acucar-refinado-494", grams: 18 }],
    measures: { "copo americano": 150, copo: 240, copinho: 150, caneca: 300, xícara: 200, porção: 150 },
    serving: { unit: "copo americano", quantity: 1 }, tags: ["alcohol", "high_sugar"],
  },
  {
    id: "receita-vinho-quente", name: "Vinho quente (receita padrão)",
    aliases: ["vinho quente", "quentao de vinho", "quentao gaucho"],
    heads: ["vinho", "quentao"],
    ingredients: [{ foodId: "vinho-tinto", grams: 75 }, { foodId: "agua", grams: 13 }, { foodId: "acucar-refinado-494", grams: 12 }],
    measures: { "copo americano": 150, copo: 240, caneca: 300, xícara: 200, porção: 150 },
    serving: { unit: "copo americano", quantity: 1 }, tags: ["alcohol", "high_sugar"],
  },
];

const KEYS = ["energy", "protein", "carbohydrates", "fat", "fiber", "sodium", "cholesterol", "calcium", "iron", "potassium", "vitaminC"] as const;

function sumNutrients(recipe: TRecipe, byId: ReadonlyMap<string, TFoodRecord>): TNutrients {
  const total: Record<string, number> = {};
  for (const { foodId, grams } of recipe.ingredients) {
    const food = byId.get(foodId);
    if (!food) throw new Error(`Receita ${recipe.id}: ingrediente ${foodId} não existe`);
    for (const key of KEYS) total[key] = (total[key] ?? 0) + ((food.nutrients[key] ?? 0) * grams) / 100;
  }
  const grams = recipe.ingredients.reduce((sum, i) => sum + i.grams, 0);
  const per100 = (key: (typeof KEYS)[number]) => Math.round(((total[key] ?? 0) * 100 * 100) / grams) / 100;
  return {
    energy: per100("energy"), protein: per100("protein"), carbohydrates: per100("carbohydrates"), fat: per100("fat"),
    fiber: per100("fiber"), sodium: per100("sodium"), cholesterol: per100("cholesterol"), calcium: per100("calcium"),
    iron: per100("iron"), potassium: per100("potassium"), vitaminC: per100("vitaminC"),
  };
}

/** The standard recipes as foods of the database, computed from the foods they are made of. */
export function recipeFoods(byId: ReadonlyMap<string, TFoodRecord>): TFoodRecord[] {
  return [...RECIPES, ...REGIONAL_RECIPES, ...SNACK_AND_SWEET_RECIPES, ...DISHES_SAID_BY_NAME].map((recipe) => ({
    id: recipe.id,
    name: recipe.name,
    category: "preparados",
    nutrients: sumNutrients(recipe, byId),
    aliases: recipe.aliases,
    heads: recipe.heads,
    aliasHeads: [],
    rank: recipe.rank ?? 5,
    measures: recipe.measures,
    serving: recipe.serving,
    tags: recipe.tags,
    source: `Receita padrão NutriGuia: ${recipe.ingredients.map((i) => `${i.foodId} ${i.grams} g`).join(" + ")}`,
    dish: "receita",
    recipe: recipe.ingredients,
  }));
}
