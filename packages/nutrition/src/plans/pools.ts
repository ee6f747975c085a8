import type { TRole } from "./plan-types";

/**
 * A food a role may use, portioned in one household measure: `unit` is a key of the food's measures
 * ("g" for plain grams), min/typical/max count that measure and `step` is the smallest change (1 or ½;
 * 10 for grams). `label` replaces the unit's name in the text shown ("prato de sobremesa").
 */
export type TPoolEntry = {
  ref: number | string;
  unit: string;
  min: number;
  typical: number;
  max: number;
  step: number;
  label?: string;
  /** How often the food is drawn relative to the others of its role (1 unless said). */
  weight?: number;
};

function m(ref: number | string, unit: string, min: number, typical: number, max: number, step = 1, label?: string): TPoolEntry {
  return label ? { ref, unit, min, typical, max, step, label } : { ref, unit, min, typical, max, step };
}

/** A food drawn less often than the usual ones of its role (tofu at breakfast, feijão jalo). */
const rare = (entry: TPoolEntry, weight = 0.3): TPoolEntry => ({ ...entry, weight });

/** Meat, fish, chicken and tofu: 100 to 150 g cooked per main meal. */
const meat = (ref: number | string): TPoolEntry => m(ref, "g", 100, 120, 150, 10);
/** Drinks by IBGE's 150 ml glass, the portion the plans were solved with (the filled copo americano is 190 ml). */
const cup = (ref: number | string) => m(ref, "copo pequeno", 0.5, 1, 1.5, 0.5);
const pot = (ref: number | string) => m(ref, "pote", 1, 1, 1);
const spoons = (ref: number | string, min: number, typical: number, max: number) => m(ref, "colher de sopa", min, typical, max);
const salad = (ref: number) => m(ref, "prato", 1, 1, 1, 1, "prato de sobremesa");

/** Whole fruits only: one or two units, slices or cups (a mango or a cup of grapes is one). */
const fruit = (ref: number, unit: string, max = 2): TPoolEntry => m(ref, unit, 1, 1, max);

const FRUITS: readonly TPoolEntry[] = [
  fruit(182, "unidade"), fruit(222, "unidade"), fruit(225, "fatia"), fruit(214, "unidade"), fruit(239, "xícara", 1),
  fruit(231, "unidade", 1), fruit(235, "fatia"), fruit(236, "fatia"), fruit(164, "fatia"), fruit(200, "unidade"), fruit(207, "unidade"),
  fruit(243, "unidade"), fruit(256, "xícara", 1), fruit(226, "fatia"), fruit(238, "unidade"),
];

/** Foods each meal role draws from, portioned the way a nutritionist writes them. */
export const POOLS: Record<TRole, readonly TPoolEntry[]> = {
  breakfastCarb: [
    m(53, "unidade", 1, 1, 2), m(52, "fatia", 1, 2, 3), m("tapioca-simples", "unidade", 1, 1, 2), spoons(533, 2, 4, 8),
    spoons(7, 1, 2, 4), m(48, "fatia", 1, 2, 3), m("pao-de-forma", "fatia", 1, 2, 3), rare(m(140, "unidade", 2, 3, 5)),
    rare(m(551, "unidade", 1, 1, 2)),
  ],
  breakfastProtein: [
    m(488, "unidade", 1, 1, 4), m("ovo-mexido", "unidade", 1, 2, 4), m(461, "fatia", 1, 1, 4), m(463, "fatia", 1, 2, 4),
    spoons(469, 1, 2, 3), rare(m("queijo-coalho", "fatia", 1, 1, 2)), rare(m(584, "fatia", 1, 2, 4), 0.1),
    rare(m("pasta-de-amendoim", "colher de sopa", 1, 1, 2, 0.5)),
  ],
  breakfastDrink: [
    m("cafe-com-leite", "xícara", 1, 1, 2, 0.5), cup("leite-desnatado"), cup("leite-semidesnatado"), cup("leite-integral"),
    rare(cup(582)), m(471, "xícara de café", 1, 1, 2, 1),
  ],
  fruit: FRUITS,
  snackExtra: [
    // Castanha-do-pará: 1 to 2 a day already cover selenium; more every day passes its safe upper limit.
    m(589, "unidade", 1, 2, 2), m(588, "unidade", 4, 6, 15), m(597, "unidade", 2, 3, 8), m(587, "unidade", 8, 10, 25),
    spoons(558, 1, 1, 3), m("pasta-de-amendoim", "colher de sopa", 1, 1, 2, 0.5),
  ],
  snackDairy: [
    pot(448), pot(449), cup("leite-desnatado"), cup("leite-semidesnatado"), cup("leite-integral"), rare(cup(582)),
    m("whey-protein", "scoop", 1, 1, 1),
  ],
  snackCarb: [spoons("granola", 2, 3, 4), spoons(7, 1, 2, 3), spoons("chia", 1, 1, 1), spoons(594, 1, 1, 1)],
  snackBread: [
    m(52, "fatia", 1, 2, 3), m(53, "unidade", 1, 1, 2), m("tapioca-simples", "unidade", 1, 1, 2), m(13, "unidade", 3, 4, 6),
    spoons(533, 2, 3, 5),
  ],
  grain: [spoons(3, 2, 4, 6), rare(spoons(1, 2, 4, 6), 0.6)],
  starch: [
    m(91, "unidade", 1, 1, 3, 0.5), m(88, "unidade", 0.5, 1, 2, 0.5), m(129, "pedaço", 1, 2, 4), m("macarrao-cozido", "pegador", 1, 1, 2.5, 0.5),
    spoons("quinoa-cozida", 2, 4, 8), spoons(533, 2, 4, 8), m(86, "unidade", 1, 2, 4),
  ],
  legume: [
    m(561, "concha", 0.5, 1, 2.5, 0.5), m(567, "concha", 0.5, 1, 2.5, 0.5), rare(m(577, "concha", 0.5, 1, 2.5, 0.5)),
    rare(m(563, "concha", 0.5, 1, 2.5, 0.5)), rare(m(573, "concha", 0.5, 1, 2.5, 0.5)), rare(m(565, "concha", 0.5, 1, 2.5, 0.5)),
  ],
  mainProtein: [
    meat(410), meat(408), meat(403), meat(377), meat(346),
    meat(368), meat(371), meat(326), meat(432), meat(301),
    meat(313), meat(276), meat(293), meat(317), meat(318),
    rare(m(488, "unidade", 2, 2, 3), 0.5), rare(m("ovo-mexido", "unidade", 2, 2, 3), 0.5), rare(m(584, "g", 100, 150, 200, 10)),
    rare(spoons("proteina-de-soja-texturizada", 3, 4, 5)),
  ],
  rawVeg: [
    m(78, "folha", 5, 5, 5), m(77, "folha", 5, 5, 5), salad(152), salad(75), m(157, "unidade", 1, 1, 1), spoons(110, 2, 2, 2),
    m(142, "unidade", 0.5, 0.5, 0.5, 0.5), spoons(149, 3, 3, 3),
  ],
  cookedVeg: [
    spoons(100, 2, 3, 5), spoons(109, 2, 3, 5), spoons(70, 2, 3, 5), spoons(118, 2, 3, 5), rare(spoons(116, 1, 2, 3)), spoons(112, 2, 3, 5),
    spoons(97, 2, 3, 5), spoons(64, 2, 3, 5), spoons(95, 2, 3, 5), spoons(546, 2, 3, 5),
  ],
  oil: [m(260, "colher de sopa", 0.5, 1, 1, 0.5)],
  spread: [m(163, "pedaço", 1, 1, 3), m(261, "ponta de faca", 1, 1, 2), m(468, "colher de chá", 1, 1, 2), m("pasta-de-amendoim", "colher de sopa", 1, 1, 1.5, 0.5)],
  tea: [m(475, "xícara", 1, 1, 1)],
};

/** Roles whose food may repeat between meals of a day (the same rice and beans at lunch and dinner). */
export const STAPLE_ROLES: ReadonlySet<TRole> = new Set(["grain", "legume", "oil"]);

/** Roles the solver may leave out when the day has no room for them. */
export const OPTIONAL_ROLES: ReadonlySet<TRole> = new Set(["oil", "spread", "breakfastProtein", "snackExtra", "snackCarb"]);

/** Supplements appear only for users who consented to them. */
export const SUPPLEMENTS: ReadonlySet<string> = new Set(["whey-protein"]);
