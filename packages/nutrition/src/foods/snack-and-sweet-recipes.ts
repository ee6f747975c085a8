import type { TRecipe } from "./recipes";

/**
 * Snacks and sweets named by what they are filled with, whose last word is another food (decision 176): the acarajé
 * completo, the gaúcho xis
 * coração (an X of grilled chicken hearts, not the X-tudo), a bombom or truffle filled with a fruit cream (not the
 * fruit), and the Amazon's creme de cupuaçu (cupuaçu pulp whipped with condensed milk and cream, not creme de milho).
 * Standard recipes of TACO ingredients, grams in 100 g as served; unit weights are our estimates of what is sold.
 */
export const SNACK_AND_SWEET_RECIPES: readonly TRecipe[] = [
  {
    // Bahia's acarajé as the baiana sells it: the fritter (TACO's acarajé) opened and filled with vatapá, shrimp and salad.
    id: "receita-acaraje-completo", name: "Acarajé completo (receita padrão)",
    aliases: ["acaraje completo", "acaraje com tudo", "acaraje recheado", "acaraje com vatapa e camarao", "acaraje de baiana"],
    heads: ["acaraje"], rank: 20,
    ingredients: [
      { foodId: "acaraje-525", grams: 53 }, { foodId: "vatapa-554", grams: 25 }, { foodId: "camarao-frito-286", grams: 7 },
      { foodId: "tomate-157", grams: 10 }, { foodId: "cebola-107", grams: 5 },
    ],
    measures: { unidade: 220, "unidade pequena": 150, "unidade grande": 300, porção: 220 },
    serving: { unit: "unidade", quantity: 1 }, tags: ["animal", "fish", "high_sodium"],
  },
  {
    id: "receita-xis-coracao", name: "Xis coração (receita padrão)",
    aliases: ["xis coracao", "x coracao", "xis de coracao", "x de coracao", "xis coracaozinho", "xis de coracaozinho", "cheese coracao"],
    heads: ["xis"], rank: 20,
    ingredients: [
      { foodId: "pao-frances-53", grams: 24 }, { foodId: "coracao-de-frango-grelhado-395", grams: 28 }, { foodId: "ovo-frito-490", grams: 10 },
      { foodId: "queijo-mussarela-463", grams: 8 }, { foodId: "presunto-439", grams: 5 }, { foodId: "maionese-524", grams: 5 },
      { foodId: "alface-crespa-78", grams: 4 }, { foodId: "tomate-157", grams: 6 }, { foodId: "milho-verde-em-conserva-45", grams: 5 },
      { foodId: "ervilha-em-lata-560", grams: 5 },
    ],
    measures: { unidade: 400, "unidade pequena": 280, "unidade grande": 520, sanduíche: 400, porção: 400 },
    serving: { unit: "unidade", quantity: 1 }, tags: ["animal", "meat", "eggs", "lactose", "gluten", "high_sodium"],
  },
  {
    id: "receita-bombom-recheado", name: "Bombom recheado (receita padrão)",
    aliases: [
      "bombom recheado", "bombom de cupuacu", "bombom de maracuja", "bombom de morango", "bombom de coco", "bombom de castanha",
      "bombom de acai", "bombom de bacuri", "bombom de doce de leite", "trufa", "trufa de chocolate", "trufa de cupuacu",
      "trufa de maracuja", "trufa de morango", "trufa de limao", "trufa de coco",
    ],
    heads: ["bombom", "trufa"], rank: 3,
    ingredients: [
      { foodId: "chocolate-ao-leite-495", grams: 55 }, { foodId: "leite-condensado-453", grams: 25 }, { foodId: "creme-de-leite-447", grams: 8 },
      { foodId: "cupuacu-polpa-congelada-193", grams: 12 },
    ],
    measures: { unidade: 22, "unidade grande": 35, "unidade pequena": 12, caixa: 250, porção: 22 },
    serving: { unit: "unidade", quantity: 1 }, tags: ["animal", "lactose", "high_sugar"],
  },
  {
    id: "receita-creme-de-cupuacu", name: "Creme de cupuaçu (receita padrão)",
    aliases: ["creme de cupuacu", "mousse de cupuacu", "musse de cupuacu", "doce de cupuacu cremoso", "creme de cupu"],
    heads: ["cupuacu"], rank: 20,
    ingredients: [
      { foodId: "cupuacu-polpa-congelada-193", grams: 45 }, { foodId: "leite-condensado-453", grams: 30 }, { foodId: "creme-de-leite-447", grams: 25 },
    ],
    measures: { taça: 150, tigela: 200, pote: 150, "colher de sopa": 25, "colher de servir": 50, unidade: 120, porção: 120 },
    serving: { unit: "porção", quantity: 1 }, tags: ["animal", "lactose", "high_sugar"],
  },
];
