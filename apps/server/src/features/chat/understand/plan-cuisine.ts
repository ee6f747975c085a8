import type { TMealPlanCuisine } from "@nutriguia/domain";

/** "com comida mineira", "cardápio nordestino", "comida da Bahia", "estilo gaúcho": a region's kitchen asked for a plan (decision 117). */
const CUISINES: readonly [TMealPlanCuisine, RegExp][] = [
  ["BAIANA", /\b(?:comida|culinaria|cozinha|cardapio|dieta|plano|pratos?|estilo|jeito|tempero) (?:tipica |tipicamente |regional )?(?:baian[oa]s?|da bahia|de salvador)\b|\bbaian(?:o|a|inha) raiz\b/],
  ["NORDESTINA", /\b(?:comida|culinaria|cozinha|cardapio|dieta|plano|pratos?|estilo|jeito|tempero) (?:tipica |tipicamente |regional )?(?:nordestin[oa]s?|do nordeste|sertanej[oa]|pernambucan[oa]|cearense|paraiban[oa]|potiguar|maranhense|piauiense|alagoan[oa]|sergipan[oa])\b/],
  ["MINEIRA", /\b(?:comida|culinaria|cozinha|cardapio|dieta|plano|pratos?|estilo|jeito|tempero) (?:tipica |tipicamente |regional )?(?:mineir[oa]s?|de minas|da roca mineira)\b|\bcomida caseira mineira\b/],
  ["GAUCHA", /\b(?:comida|culinaria|cozinha|cardapio|dieta|plano|pratos?|estilo|jeito|tempero) (?:tipica |tipicamente |regional )?(?:gauch[oa]s?|do rio grande do sul|do rs|sulista)\b/],
];

/** "comida daqui", "coisas da minha terra", "comida regional": the kitchen of the place the person said they are from. */
const FROM_HERE = /\b(?:comida|comidas|culinaria|cozinha|pratos?|coisas?|cardapio|alimentos?) (?:daqui|de ca|da minha terra|da minha regiao|da regiao|da terra|regional|regionais|tipic[oa]s? daqui|local|locais|da minha cidade|do meu estado)\b/;
/** Where the person says they live or come from, as its region's kitchen. */
const PLACES: readonly [TMealPlanCuisine, RegExp][] = [
  ["BAIANA", /\b(?:bahia|salvador|feira de santana|baian[oa]s?)\b/],
  ["NORDESTINA", /\b(?:nordeste|nordestin[oa]s?|ceara|cearense|fortaleza|pernambuco|pernambucan[oa]|recife|paraiba|paraiban[oa]|joao pessoa|rio grande do norte|potiguar|natal|maranhao|maranhense|sao luis|piaui|piauiense|teresina|alagoas|alagoan[oa]|maceio|sergipe|sergipan[oa]|aracaju|sertao|sertanej[oa])\b/],
  ["MINEIRA", /\b(?:minas gerais|minas|mineir[oa]s?|belo horizonte|bh|juiz de fora|uberlandia|montes claros)\b/],
  ["GAUCHA", /\b(?:rio grande do sul|gauch[oa]s?|porto alegre|caxias do sul|pelotas|santa maria)\b/],
];

/** `folded`: the request read with the conversation before it, where a place ("sou do Ceará") gives "comida daqui" its region. */
export function readPlanCuisine(folded: string): TMealPlanCuisine | null {
  const named = CUISINES.find(([, pattern]) => pattern.test(folded))?.[0];
  if (named) return named;
  return FROM_HERE.test(folded) ? (PLACES.find(([, pattern]) => pattern.test(folded))?.[0] ?? null) : null;
}
