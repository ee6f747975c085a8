import type { TRecipe } from "./recipes";

/**
 * Regional dishes neither table lists, as standard recipes of TACO and POF ingredients (grams in 100 g of the dish as
 * served; decision 148): the South's entrevero, Mato Grosso do Sul's sopa paraguaia (a baked corn-and-cheese cake, not a
 * soup), Pará's pirarucu de casaca, Paraíba's rubacão, Goiás's arroz com pequi and Pernambuco's cartola; and (decision
 * 171) the Pantanal's caribéu and quebra-torto, Goiás's chica doida, Manaus's x-caboquinho and the convent sweets toucinho do céu and baba
 * de moça, whose names would otherwise be read word by word as bacon or a candy.
 */
export const REGIONAL_RECIPES: readonly TRecipe[] = [
  {
    id: "receita-entrevero", name: "Entrevero (receita padrão)",
    aliases: ["entrevero", "entrevero de pinhao", "entrevero gaucho", "entrevero de carnes", "entrevero serrano"],
    heads: ["entrevero"],
    ingredients: [
      { foodId: "acem-sem-gordura-cozido-328", grams: 20 }, { foodId: "lombo-de-porco-assado-432", grams: 15 },
      { foodId: "sobrecoxa-de-frango-sem-pele-assada-413", grams: 15 }, { foodId: "linguica-porco-grelhada-423", grams: 12 },
      { foodId: "pof-8101005-99", grams: 4 }, { foodId: "pinhao-cozido-595", grams: 15 }, { foodId: "cebola-107", grams: 8 },
      { foodId: "pimentao-verde-144", grams: 5 }, { foodId: "tomate-157", grams: 5 }, { foodId: "oleo-de-soja-272", grams: 1 },
    ],
    measures: { concha: 140, "colher de servir": 70, escumadeira: 70, "colher de sopa": 30, prato: 350, "prato raso": 300, "prato fundo": 400, porção: 250 },
    serving: { unit: "porção", quantity: 1 }, tags: ["animal", "meat", "high_sodium"],
  },
  {
    id: "receita-sopa-paraguaia", name: "Sopa paraguaia (receita padrão)",
    aliases: ["sopa paraguaia", "sopa paraguaya", "torta paraguaia"],
    // Ranked after the survey's soup: a soup of anything else ("sopa de capeletti") stays a soup.
    heads: ["paraguaia"], rank: 12,
    ingredients: [
      { foodId: "farinha-de-milho-amarela-33", grams: 22 }, { foodId: "queijo-minas-meia-cura-462", grams: 18 },
      { foodId: "leite-integral", grams: 30 }, { foodId: "ovo-cru-489", grams: 14 }, { foodId: "cebola-107", grams: 10 },
      { foodId: "oleo-de-soja-272", grams: 6 },
    ],
    measures: { pedaço: 100, fatia: 100, quadrado: 100, unidade: 100, porção: 100 },
    serving: { unit: "pedaço", quantity: 1 }, tags: ["animal", "eggs", "lactose"],
  },
  {
    id: "receita-pirarucu-de-casaca", name: "Pirarucu de casaca (receita padrão)",
    aliases: ["pirarucu de casaca", "casaca de pirarucu", "pirarucu a casaca"],
    heads: ["pirarucu"], rank: 16,
    ingredients: [
      { foodId: "pof-7400101-2", grams: 30 }, { foodId: "farofa-131", grams: 20 }, { foodId: "pof-6801101-5", grams: 10 },
      { foodId: "pof-8501503-99", grams: 4 }, { foodId: "ovo-cozido-488", grams: 8 }, { foodId: "tomate-157", grams: 8 },
      { foodId: "cebola-107", grams: 6 }, { foodId: "leite-de-coco-523", grams: 6 }, { foodId: "pimentao-verde-144", grams: 5 },
      { foodId: "oleo-de-soja-272", grams: 3 },
    ],
    measures: { "colher de servir": 70, escumadeira: 70, pedaço: 150, prato: 300, "prato raso": 300, "prato fundo": 350, porção: 250 },
    serving: { unit: "porção", quantity: 1 }, tags: ["animal", "fish", "eggs"],
  },
  {
    id: "receita-rubacao", name: "Rubacão (receita padrão)",
    aliases: ["rubacao", "rubacao paraibano", "baiao de dois com queijo", "baiao com queijo coalho"],
    heads: ["rubacao"],
    ingredients: [
      { foodId: "arroz-branco-cozido-3", grams: 35 }, { foodId: "feijao-fradinho-cozido-563", grams: 28 },
      { foodId: "queijo-coalho", grams: 12 }, { foodId: "creme-de-leite-447", grams: 6 }, { foodId: "charque-cozido-338", grams: 10 },
      { foodId: "pof-8101005-99", grams: 3 }, { foodId: "cebola-107", grams: 3 }, { foodId: "oleo-de-soja-272", grams: 2 },
      { foodId: "manteiga-261", grams: 1 },
    ],
    measures: { "colher de servir": 45, "colher de sopa": 25, escumadeira: 90, concha: 95, prato: 250, "prato raso": 250, "prato fundo": 300, porção: 180 },
    serving: { unit: "escumadeira", quantity: 2 }, tags: ["animal", "meat", "lactose", "high_sodium"],
  },
  {
    id: "receita-arroz-com-pequi", name: "Arroz com pequi (receita padrão)",
    aliases: ["arroz com pequi", "arroz de pequi", "arroz com piqui", "arroz de piqui"],
    heads: ["arroz"], rank: 12,
    ingredients: [
      { foodId: "arroz-branco-cozido-3", grams: 82 }, { foodId: "pequi-241", grams: 12 }, { foodId: "cebola-107", grams: 3 },
      { foodId: "alho-82", grams: 1 }, { foodId: "oleo-de-soja-272", grams: 2 },
    ],
    measures: { "colher de servir": 45, "colher de sopa": 25, escumadeira: 85, concha: 100, prato: 250, "prato raso": 200, "prato fundo": 250, porção: 135 },
    serving: { unit: "colher de servir", quantity: 3 }, tags: [],
  },
  {
    id: "receita-cartola", name: "Cartola (receita padrão)",
    aliases: ["cartola", "cartola pernambucana", "banana com queijo coalho", "banana frita com queijo"],
    heads: ["cartola"],
    ingredients: [
      { foodId: "pof-6801101-5", grams: 55 }, { foodId: "queijo-coalho", grams: 30 }, { foodId: "acucar-refinado-494", grams: 8 },
      { foodId: "manteiga-261", grams: 7 },
    ],
    measures: { porção: 150, unidade: 150, "prato de sobremesa": 150, pedaço: 75, fatia: 75 },
    serving: { unit: "porção", quantity: 1 }, tags: ["animal", "lactose", "high_sugar"],
  },
  {
    id: "receita-caribeu", name: "Caribéu (receita padrão)",
    aliases: ["caribeu", "caribeu pantaneiro", "carne com mandioca", "carne de panela com mandioca", "vaca atolada pantaneira"],
    heads: ["caribeu"],
    ingredients: [
      { foodId: "acem-sem-gordura-cozido-328", grams: 32 }, { foodId: "mandioca-cozida-129", grams: 48 }, { foodId: "tomate-157", grams: 8 },
      { foodId: "cebola-107", grams: 6 }, { foodId: "pimentao-verde-144", grams: 3 }, { foodId: "oleo-de-soja-272", grams: 3 },
    ],
    measures: { concha: 150, "colher de servir": 70, escumadeira: 70, prato: 350, "prato raso": 300, "prato fundo": 400, porção: 250 },
    serving: { unit: "porção", quantity: 1 }, tags: ["animal", "meat"],
  },
  {
    id: "receita-chica-doida", name: "Chica doida (receita padrão)",
    aliases: ["chica doida", "chica doida goiana", "pamonha de forno"],
    heads: ["chica"],
    ingredients: [
      { foodId: "milho-verde-cru-44", grams: 45 }, { foodId: "leite-integral", grams: 15 }, { foodId: "queijo-minas-meia-cura-462", grams: 15 },
      { foodId: "linguica-porco-grelhada-423", grams: 12 }, { foodId: "pequi-241", grams: 5 }, { foodId: "cebola-107", grams: 5 },
      { foodId: "oleo-de-soja-272", grams: 3 },
    ],
    measures: { "colher de servir": 70, pedaço: 150, prato: 300, "prato raso": 250, porção: 250 },
    serving: { unit: "porção", quantity: 1 }, tags: ["animal", "meat", "lactose", "high_sodium"],
  },
  {
    id: "receita-x-caboquinho", name: "X-caboquinho (receita padrão)",
    aliases: ["x caboquinho", "x-caboquinho", "xis caboquinho", "caboquinho", "sanduiche de tucuma", "pao com tucuma"],
    heads: ["caboquinho"],
    ingredients: [
      { foodId: "pao-frances-53", grams: 35 }, { foodId: "tucuma-253", grams: 20 }, { foodId: "pof-6801101-5", grams: 25 },
      { foodId: "queijo-coalho", grams: 20 },
    ],
    measures: { unidade: 180, sanduíche: 180, porção: 180 },
    serving: { unit: "unidade", quantity: 1 }, tags: ["animal", "lactose", "gluten"],
  },
  {
    id: "receita-toucinho-do-ceu", name: "Toucinho do céu (receita padrão)",
    aliases: ["toucinho do ceu", "toicinho do ceu", "doce toucinho do ceu"],
    heads: ["toucinho"], rank: 70,
    ingredients: [
      { foodId: "acucar-refinado-494", grams: 40 }, { foodId: "gema-de-ovo-cozida-487", grams: 28 }, { foodId: "amendoa-torrada-587", grams: 22 },
      { foodId: "manteiga-261", grams: 6 }, { foodId: "farinha-de-trigo-35", grams: 4 },
    ],
    measures: { fatia: 60, pedaço: 60, unidade: 60, quadrado: 60, porção: 60 },
    serving: { unit: "fatia", quantity: 1 }, tags: ["animal", "eggs", "lactose", "gluten", "nuts", "high_sugar"],
  },
  {
    id: "receita-baba-de-moca", name: "Baba de moça (receita padrão)",
    aliases: ["baba de moca", "baba de mocinha", "creme baba de moca"],
    heads: ["baba"],
    ingredients: [{ foodId: "leite-de-coco-523", grams: 40 }, { foodId: "acucar-refinado-494", grams: 38 }, { foodId: "gema-de-ovo-cozida-487", grams: 22 }],
    measures: { "colher de sopa": 20, taça: 100, pote: 100, porção: 80 },
    serving: { unit: "porção", quantity: 1 }, tags: ["animal", "eggs", "high_sugar"],
  },
  {
    id: "receita-quebra-torto", name: "Quebra-torto (receita padrão)",
    aliases: ["quebra torto", "quebra-torto", "quebra torto pantaneiro", "quebratorto"],
    heads: ["quebra"], rank: 70,
    ingredients: [
      { foodId: "arroz-branco-cozido-3", grams: 35 }, { foodId: "acem-sem-gordura-cozido-328", grams: 25 }, { foodId: "ovo-frito-490", grams: 20 },
      { foodId: "farofa-131", grams: 8 }, { foodId: "mandioca-cozida-129", grams: 10 }, { foodId: "oleo-de-soja-272", grams: 2 },
    ],
    measures: { prato: 350, "prato raso": 300, porção: 300 },
    serving: { unit: "prato", quantity: 1 }, tags: ["animal", "meat", "eggs"],
  },
];
