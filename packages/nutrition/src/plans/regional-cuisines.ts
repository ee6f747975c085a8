import type { TMealPlanCuisine } from "@nutriguia/domain";
import type { TRole } from "./plan-types";
import type { TPoolEntry } from "./pools";

/**
 * What a regional plan changes in the role pools (decision 117): the region's everyday foods added, the usual ones it
 * eats most drawn six times as often, and foods that read as foreign to it (kiwi, salmão, quinoa) left out.
 */
export type TRegionalPools = {
  add: Partial<Record<TRole, readonly TPoolEntry[]>>;
  favour: readonly (number | string)[];
  leaveOut: readonly (number | string)[];
};

const entry = (ref: number | string, unit: string, min: number, typical: number, max: number, step = 1): TPoolEntry => ({ ref, unit, min, typical, max, step, weight: 4 });
const cookedSpoons = (ref: number | string) => entry(ref, "colher de sopa", 2, 3, 5);
const grams = (ref: number | string, min: number, typical: number, max: number) => entry(ref, "g", min, typical, max, 10);

const QUIABO_REFOGADO = "pof-6705001-7";
const ABOBORA_REFOGADA = "pof-6703901-7";
const INHAME_COZIDO = "pof-6400501-2";
const FEIJAO_VERDE = "pof-6301634-99";
const FEIJAO_DE_CORDA = "pof-6301603-99";
const MANDIOCA = 129;
const POLENTA = 62;
const ACAI_POLPA = 168;
const CUPUACU = 192;
const TUCUMA = 253;
const PUPUNHA_COZIDA = 596;
const FARINHA_DE_MANDIOCA = 121;
const PINTADO_ASSADO = 311;
const CORVINA_ASSADA = 293;

/** Not everyday food anywhere in these regions' kitchens: imported or dear fruit, salmon, quinoa, chia, lentils and the rarer beans. */
const FOREIGN = [207, 243, 317, 276, "quinoa-cozida", "chia", 594, 597, 587, 577, 573, 565];
/** The Northeast's kitchen: no pão de forma or batata baroa at breakfast and lunch, no salmon. */
const NORTHEAST_LEAVE_OUT = [...FOREIGN, 239, 86, 48, "pao-de-forma"];

export const REGIONAL_POOLS: Readonly<Record<TMealPlanCuisine, TRegionalPools>> = {
  MINEIRA: {
    add: {
      cookedVeg: [grams(QUIABO_REFOGADO, 60, 80, 120), grams(ABOBORA_REFOGADA, 60, 80, 120)],
      starch: [entry(POLENTA, "colher de sopa", 2, 4, 6)],
      breakfastProtein: [entry(462, "fatia", 1, 1, 2)],
      mainProtein: [grams(398, 100, 120, 150)],
    },
    // Feijão carioca, couve refogada, mandioca, frango, lombo, queijo minas, pão de queijo (in its usual portion), café com leite.
    favour: [561, 116, MANDIOCA, 403, 408, 432, 371, 461, 140, "cafe-com-leite", 182, 225, 200, 238],
    leaveOut: [...FOREIGN, "tapioca-simples", 551, "queijo-coalho", 563, 313],
  },
  NORDESTINA: {
    add: {
      breakfastCarb: [entry(MANDIOCA, "pedaço", 1, 2, 3), grams(INHAME_COZIDO, 80, 100, 150)],
      legume: [entry(FEIJAO_VERDE, "concha", 0.5, 1, 2.5, 0.5), entry(FEIJAO_DE_CORDA, "concha", 0.5, 1, 2.5, 0.5)],
      starch: [grams(INHAME_COZIDO, 80, 120, 200)],
      cookedVeg: [grams(QUIABO_REFOGADO, 60, 80, 120), cookedSpoons(134), grams(ABOBORA_REFOGADA, 60, 80, 120)],
      mainProtein: [grams(384, 100, 110, 130)],
      fruit: [entry(186, "unidade", 1, 1, 2), entry(201, "xícara", 1, 1, 1), entry(246, "unidade", 1, 1, 1)],
    },
    // Cuscuz de milho, tapioca, macaxeira, queijo coalho, feijão de corda, frango, peixe, manga, goiaba, mamão.
    favour: [533, "tapioca-simples", "queijo-coalho", MANDIOCA, 88, 563, 403, 293, 318, 64, 231, 200, 225, 164],
    leaveOut: NORTHEAST_LEAVE_OUT,
  },
  BAIANA: {
    add: {
      breakfastCarb: [entry(MANDIOCA, "pedaço", 1, 2, 3), grams(INHAME_COZIDO, 80, 100, 150)],
      legume: [entry(FEIJAO_DE_CORDA, "concha", 0.5, 1, 2.5, 0.5)],
      starch: [grams(INHAME_COZIDO, 80, 120, 200)],
      cookedVeg: [grams(QUIABO_REFOGADO, 60, 80, 120), cookedSpoons(134)],
      mainProtein: [grams(384, 100, 110, 130), grams("pof-7200101-2", 100, 120, 150)],
      fruit: [entry(186, "unidade", 1, 1, 2), entry(201, "xícara", 1, 1, 1)],
    },
    // Peixe, frango, feijão fradinho, aipim, cuscuz, tapioca, quiabo (the caruru's), manga, caju, mamão.
    favour: [293, 301, 403, 563, MANDIOCA, 533, "tapioca-simples", "queijo-coalho", 231, 225, 164],
    leaveOut: NORTHEAST_LEAVE_OUT,
  },
  GAUCHA: {
    add: {
      starch: [entry(POLENTA, "colher de sopa", 2, 4, 6)],
      mainProtein: [grams(342, 100, 120, 150)],
      cookedVeg: [grams(ABOBORA_REFOGADA, 60, 80, 120)],
    },
    // Carne bovina (maminha, contra-filé, patinho), feijão preto, aipim, batata, abóbora, pão francês, bergamota, uva, maçã.
    favour: [368, 346, 377, 403, 567, MANDIOCA, 91, "macarrao-cozido", 64, 149, 53, 238, 256, 222, 461],
    leaveOut: [...FOREIGN, "tapioca-simples", 551, 533, "queijo-coalho", 563, 231],
  },
  NORTISTA: {
    add: {
      // Açaí unsweetened, eaten with fish and farinha at lunch in Pará and Amazonas; pupunha and tucumã at breakfast.
      fruit: [grams(ACAI_POLPA, 100, 150, 250), grams(CUPUACU, 100, 150, 200)],
      breakfastCarb: [entry(MANDIOCA, "pedaço", 1, 2, 3), grams(PUPUNHA_COZIDA, 50, 80, 120)],
      snackExtra: [grams(TUCUMA, 20, 30, 40)],
      starch: [grams(FARINHA_DE_MANDIOCA, 20, 30, 50)],
      mainProtein: [grams(PINTADO_ASSADO, 100, 120, 150), grams(CORVINA_ASSADA, 100, 120, 150)],
    },
    // Peixe de rio, açaí, farinha d'água, macaxeira, tapioca, castanha-do-pará, frango, cupuaçu, banana.
    favour: [ACAI_POLPA, FARINHA_DE_MANDIOCA, PINTADO_ASSADO, CORVINA_ASSADA, MANDIOCA, "tapioca-simples", 88, 403, CUPUACU, 182],
    leaveOut: [...FOREIGN, 239, 86, 48, "pao-de-forma"],
  },
};
