/** Dairy said as a whole ("lactose", "laticínios", "derivados do leite"), folded: what a plan leaves out or a diet goes without. */
export const DAIRY_AS_A_WHOLE = "(?:lactose|laticinios?|derivados do leite|leite e (?:seus )?derivados)";

/** The folded words name dairy as a whole and nothing else ("tira a lactose" leaves out "lactose"). */
export const isDairyAsAWhole = (folded: string): boolean => new RegExp(`^${DAIRY_AS_A_WHOLE}$`).test(folded);
