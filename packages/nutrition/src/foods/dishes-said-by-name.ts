import type { TRecipe } from "./recipes";

/**
 * Dishes whose name was read as a nearby food (decision 219): abará is steamed, not fried (the survey's row copies
 * acarajé's); caldo de sururu was read as caldo de cana, mungunzá salgado as sweet canjica plus a bag of salgadinho,
 * torta capixaba as a sweet pie, bife and frango à parmegiana as the breaded meat without its cheese and sauce, polenta
 * frita as soft polenta (the survey's "angu frito" copies its values); xinxim, galinha à cabidela, mojica and caldeirada
 * were not read at all. Standard recipes of TACO and POF ingredients, grams in 100 g as served.
 */
const STEW = { concha: 150, "colher de servir": 80, prato: 300, "prato raso": 250, "prato fundo": 350, cumbuca: 250, tigela: 250, porção: 250 };
const PLATE_OF_FISH_STEW = { concha: 180, prato: 400, "prato raso": 350, "prato fundo": 450, cumbuca: 350, tigela: 350, porção: 350 };
const BREADED_WITH_CHEESE = { unidade: 220, bife: 220, filé: 220, pedaço: 110, porção: 220, prato: 220 };

export const DISHES_SAID_BY_NAME: readonly TRecipe[] = [
  {
    id: "receita-abara", name: "Abará (receita padrão)",
    aliases: ["abara", "abara baiano", "abara com camarao", "abara completo"],
    heads: ["abara"],
    ingredients: [
      { foodId: "feijao-fradinho-cozido-563", grams: 70 }, { foodId: "azeite-de-dende-259", grams: 8 },
      { foodId: "camarao-cozido-284", grams: 12 }, { foodId: "cebola-107", grams: 6 }, { foodId: "tomate-157", grams: 4 },
    ],
    measures: { unidade: 120, "unidade pequena": 80, "unidade grande": 160, porção: 120 },
    serving: { unit: "unidade", quantity: 1 }, tags: ["animal", "fish"],
  },
  {
    id: "receita-caldo-de-sururu", name: "Caldo de sururu (receita padrão)",
    aliases: ["caldo de sururu", "sopa de sururu", "caldinho de sururu"],
    // No head of its own: a plate of "sururu" is the shellfish, the broth only when it is said.
    heads: [],
    ingredients: [
      { foodId: "pof-7266101-13", grams: 20 }, { foodId: "leite-de-coco-523", grams: 8 }, { foodId: "tomate-157", grams: 5 },
      { foodId: "cebola-107", grams: 4 }, { foodId: "azeite-de-oliva-extra-virgem-260", grams: 1.5 }, { foodId: "agua", grams: 61.5 },
    ],
    measures: { concha: 130, copo: 250, caneca: 250, cumbuca: 300, tigela: 300, prato: 400, "prato fundo": 400, porção: 300 },
    serving: { unit: "porção", quantity: 1 }, tags: ["animal", "fish"],
  },
  {
    id: "receita-mungunza-salgado", name: "Mungunzá salgado (receita padrão)",
    aliases: ["mungunza salgado", "munguza salgado", "mungunza de sal", "mucunza salgado", "canjica salgada"],
    heads: [], rank: 12,
    ingredients: [
      { foodId: "canjica-branca-crua-19", grams: 12 }, { foodId: "charque-cozido-338", grams: 8 },
      { foodId: "linguica-porco-grelhada-423", grams: 6 }, { foodId: "toucinho-444", grams: 3 }, { foodId: "cebola-107", grams: 3 }, { foodId: "agua", grams: 68 },
    ],
    measures: { concha: 200, copo: 250, cumbuca: 300, tigela: 300, prato: 350, "prato fundo": 350, porção: 300, unidade: 300 },
    serving: { unit: "porção", quantity: 1 }, tags: ["animal", "meat", "high_sodium"],
  },
  {
    id: "receita-xinxim-de-galinha", name: "Xinxim de galinha (receita padrão)",
    aliases: ["xinxim", "xinxim de galinha", "xinxim de frango", "xinxim baiano"],
    heads: ["xinxim"],
    ingredients: [
      { foodId: "coxa-de-frango-sem-pele-cozida-398", grams: 45 }, { foodId: "camarao-cozido-284", grams: 8 },
      { foodId: "amendoim-torrado-558", grams: 5 }, { foodId: "castanha-de-caju-588", grams: 5 }, { foodId: "azeite-de-dende-259", grams: 5 },
      { foodId: "cebola-107", grams: 5 }, { foodId: "tomate-157", grams: 5 }, { foodId: "leite-de-coco-523", grams: 5 }, { foodId: "agua", grams: 17 },
    ],
    measures: STEW, serving: { unit: "porção", quantity: 1 }, tags: ["animal", "meat", "fish", "nuts", "peanuts"],
  },
  {
    id: "receita-galinha-a-cabidela", name: "Galinha à cabidela (molho pardo, receita padrão)",
    aliases: ["galinha a cabidela", "galinha de cabidela", "galinha cabidela", "cabidela", "frango a cabidela", "frango de cabidela", "galinha ao molho pardo", "frango ao molho pardo", "galinha de molho pardo", "molho pardo"],
    heads: ["cabidela", "pardo"],
    ingredients: [
      { foodId: "caipira-de-frango-inteiro-sem-pele-cozido-393", grams: 55 }, { foodId: "cebola-107", grams: 5 },
      { foodId: "tomate-157", grams: 5 }, { foodId: "oleo-de-soja-272", grams: 2 }, { foodId: "agua", grams: 33 },
    ],
    measures: STEW, serving: { unit: "porção", quantity: 1 }, tags: ["animal", "meat"],
  },
  {
    id: "receita-mojica-de-pintado", name: "Mojica de pintado (receita padrão)",
    aliases: ["mojica", "mojica de pintado", "mojica de peixe", "mojica de pacu", "mujica de pintado"],
    heads: ["mojica", "mujica"],
    ingredients: [
      { foodId: "pintado-grelhado-313", grams: 35 }, { foodId: "mandioca-cozida-129", grams: 35 }, { foodId: "tomate-157", grams: 5 },
      { foodId: "cebola-107", grams: 4 }, { foodId: "oleo-de-soja-272", grams: 2 }, { foodId: "agua", grams: 19 },
    ],
    measures: PLATE_OF_FISH_STEW, serving: { unit: "porção", quantity: 1 }, tags: ["animal", "fish"],
  },
  {
    id: "receita-caldeirada-de-peixe", name: "Caldeirada de peixe (receita padrão)",
    aliases: ["caldeirada", "caldeirada de peixe", "caldeirada de tucunare", "caldeirada de tambaqui", "caldeirada de pescada", "caldeirada de filhote"],
    heads: ["caldeirada"],
    ingredients: [
      { foodId: "pof-7400101-2", grams: 35 }, { foodId: "batata-inglesa-cozida-91", grams: 15 }, { foodId: "tomate-157", grams: 6 },
      { foodId: "cebola-107", grams: 5 }, { foodId: "pimentao-verde-144", grams: 3 }, { foodId: "ovo-cozido-488", grams: 4 },
      { foodId: "azeite-de-oliva-extra-virgem-260", grams: 2 }, { foodId: "agua", grams: 30 },
    ],
    measures: PLATE_OF_FISH_STEW, serving: { unit: "porção", quantity: 1 }, tags: ["animal", "fish", "eggs"],
  },
  {
    id: "receita-bife-a-parmegiana", name: "Bife à parmegiana (receita padrão)",
    aliases: ["bife a parmegiana", "carne a parmegiana", "parmegiana de carne", "file a parmegiana", "parmegiana", "bife parmegiana", "file mignon a parmegiana", "contra file a parmegiana"],
    heads: ["parmegiana"],
    ingredients: [
      { foodId: "contra-file-a-milanesa-340", grams: 55 }, { foodId: "queijo-mussarela-463", grams: 15 }, { foodId: "molho-de-tomate-159", grams: 30 },
    ],
    measures: BREADED_WITH_CHEESE, serving: { unit: "unidade", quantity: 1 }, tags: ["animal", "meat", "gluten", "lactose", "eggs"],
  },
  {
    id: "receita-frango-a-parmegiana", name: "Frango à parmegiana (receita padrão)",
    aliases: ["frango a parmegiana", "file de frango a parmegiana", "parmegiana de frango", "frango parmegiana", "file de frango parmegiana", "peito de frango a parmegiana"],
    heads: ["parmegiana"],
    ingredients: [
      { foodId: "file-de-frango-a-milanesa-401", grams: 55 }, { foodId: "queijo-mussarela-463", grams: 15 }, { foodId: "molho-de-tomate-159", grams: 30 },
    ],
    measures: BREADED_WITH_CHEESE, serving: { unit: "unidade", quantity: 1 }, tags: ["animal", "meat", "gluten", "lactose", "eggs"],
  },
  {
    id: "receita-polenta-frita", name: "Polenta frita (receita padrão)",
    aliases: ["polenta frita", "polentinha frita", "palito de polenta", "palitos de polenta", "angu frito", "polenta frita de bar"],
    heads: ["polenta"], rank: 4,
    ingredients: [{ foodId: "farinha-de-milho-amarela-33", grams: 25 }, { foodId: "oleo-de-soja-272", grams: 14 }, { foodId: "agua", grams: 61 }],
    measures: { palito: 30, pedaço: 30, unidade: 30, porção: 150, "colher de servir": 60 },
    serving: { unit: "porção", quantity: 1 }, tags: [],
  },
  {
    id: "receita-torta-capixaba", name: "Torta capixaba (receita padrão)",
    aliases: ["torta capixaba", "torta capixaba de bacalhau", "torta de frutos do mar capixaba", "torta da semana santa"],
    heads: ["capixaba"],
    ingredients: [
      { foodId: "bacalhau-refogado-280", grams: 20 }, { foodId: "pof-7261101-2", grams: 10 }, { foodId: "camarao-cozido-284", grams: 10 },
      { foodId: "palmito-jucara-138", grams: 10 }, { foodId: "ovo-cru-489", grams: 20 }, { foodId: "tomate-157", grams: 5 },
      { foodId: "cebola-107", grams: 4 }, { foodId: "azeite-de-oliva-extra-virgem-260", grams: 6 }, { foodId: "agua", grams: 15 },
    ],
    measures: { fatia: 200, pedaço: 200, porção: 200, prato: 300 },
    serving: { unit: "fatia", quantity: 1 }, tags: ["animal", "fish", "eggs"],
  },
];
