import type { TMealPlanCuisine } from "@nutriguia/domain";

/** "com comida mineira", "cardápio nordestino", "comida da Bahia", "estilo gaúcho": a region's kitchen asked for a plan (decision 117). */
const CUISINES: readonly [TMealPlanCuisine, RegExp][] = [
  ["BAIANA", /\b(?:comida|culinaria|cozinha|cardapio|dieta|plano|pratos?|estilo|jeito|tempero) (?:tipica |tipicamente |regional )?(?:baian[oa]s?|da bahia|de salvador)\b|\bbaian(?:o|a|inha) raiz\b/],
  ["NORDESTINA", /\b(?:comida|culinaria|cozinha|cardapio|dieta|plano|pratos?|estilo|jeito|tempero) (?:tipica |tipicamente |regional )?(?:nordestin[oa]s?|do nordeste|sertanej[oa]|pernambucan[oa]|cearense|paraiban[oa]|potiguar|maranhense|piauiense|alagoan[oa]|sergipan[oa])\b/],
  ["MINEIRA", /\b(?:comida|culinaria|cozinha|cardapio|dieta|plano|pratos?|estilo|jeito|tempero) (?:tipica |tipicamente |regional )?(?:mineir[oa]s?|de minas|da roca mineira)\b|\bcomida caseira mineira\b/],
  ["GAUCHA", /\b(?:comida|culinaria|cozinha|cardapio|dieta|plano|pratos?|estilo|jeito|tempero) (?:tipica |tipicamente |regional )?(?:gauch[oa]s?|do rio grande do sul|do rs|sulista)\b/],
];

export function readPlanCuisine(folded: string): TMealPlanCuisine | null {
  return CUISINES.find(([, pattern]) => pattern.test(folded))?.[0] ?? null;
}
