import type { TMealPlanCuisine } from "@nutriguia/domain";

/** "com comida mineira", "cardápio nordestino", "comida da Bahia", "estilo gaúcho", "quero coisa mineira": a region's kitchen asked for a plan (decisions 117, 186). */
const CUISINES: readonly [TMealPlanCuisine, RegExp][] = [
  ["BAIANA", /\b(?:comidas?|comidinhas?|culinaria|cozinha|cardapio|dieta|plano|pratos?|estilo|jeito|tempero|coisas?|algo|receitas?)(?: mais)? (?:tipica |tipicamente |regional )?(?:baian[oa]s?|da bahia|de salvador)\b|\bbaian(?:o|a|inha) raiz\b/],
  ["NORDESTINA", /\b(?:comidas?|comidinhas?|culinaria|cozinha|cardapio|dieta|plano|pratos?|estilo|jeito|tempero|coisas?|algo|receitas?)(?: mais)? (?:tipica |tipicamente |regional )?(?:nordestin[oa]s?|do nordeste|sertanej[oa]|pernambucan[oa]|cearense|paraiban[oa]|potiguar|maranhense|piauiense|alagoan[oa]|sergipan[oa])\b/],
  ["MINEIRA", /\b(?:comidas?|comidinhas?|culinaria|cozinha|cardapio|dieta|plano|pratos?|estilo|jeito|tempero|coisas?|algo|receitas?)(?: mais)? (?:tipica |tipicamente |regional )?(?:mineir[oa]s?|de minas|da roca mineira)\b|\bcomida caseira mineira\b/],
  ["GAUCHA", /\b(?:comidas?|comidinhas?|culinaria|cozinha|cardapio|dieta|plano|pratos?|estilo|jeito|tempero|coisas?|algo|receitas?)(?: mais)? (?:tipica |tipicamente |regional )?(?:gauch[oa]s?|do rio grande do sul|do rs|sulista|do sul)\b/],
  ["NORTISTA", /\b(?:comidas?|comidinhas?|culinaria|cozinha|cardapio|dieta|plano|pratos?|estilo|jeito|tempero|coisas?|algo|receitas?)(?: mais)? (?:tipica |tipicamente |regional )?(?:nortistas?|do norte|paraense|amazonense|amazonic[oa]|da amazonia|do para|do amazonas|de belem|de manaus)\b/],
];

/** "com o que tem no Nordeste", "do jeito que se come em Belém": a region's kitchen named by where its food is found. */
const FOUND_IN = /\b(?:o que (?:tem|se come|a gente come|e comum|encontra)|que (?:tem|se come|e comum)|do jeito que se come|como se come|facil de achar|facil de encontrar) (?:aqui )?(?:no|na|em|pro|pra)\b/;

/** "comida daqui", "coisas da minha terra", "comida regional": the kitchen of the place the person said they are from. */
const FROM_HERE = /\b(?:comida|comidas|culinaria|cozinha|pratos?|coisas?|cardapio|alimentos?) (?:daqui|de ca|da minha terra|da minha regiao|da regiao|da terra|regional|regionais|tipic[oa]s? daqui|local|locais|da minha cidade|do meu estado)\b/;
/** Where the person says they live or come from, as its region's kitchen. */
const PLACES: readonly [TMealPlanCuisine, RegExp][] = [
  ["BAIANA", /\b(?:bahia|salvador|feira de santana|baian[oa]s?)\b/],
  ["NORDESTINA", /\b(?:nordeste|nordestin[oa]s?|ceara|cearense|fortaleza|pernambuco|pernambucan[oa]|recife|paraiba|paraiban[oa]|joao pessoa|rio grande do norte|potiguar|natal|maranhao|maranhense|sao luis|piaui|piauiense|teresina|alagoas|alagoan[oa]|maceio|sergipe|sergipan[oa]|aracaju|sertao|sertanej[oa])\b/],
  ["MINEIRA", /\b(?:minas gerais|minas|mineir[oa]s?|belo horizonte|bh|juiz de fora|uberlandia|montes claros)\b/],
  ["GAUCHA", /\b(?:rio grande do sul|gauch[oa]s?|porto alegre|caxias do sul|pelotas|santa maria)\b/],
  // "zona norte" is part of a city; "para" alone is the preposition.
  ["NORTISTA", /(?<!zona )\bnorte\b|\b(?:nortistas?|(?:do|no|em) para|paraense|belem|santarem|maraba|amazonas|amazonense|manaus|amazonia|acre|rio branco|rondonia|porto velho|roraima|amapa|macapa|tocantins)\b/],
];

/** Foods only the North eats every day: a plan asked "com açaí com peixe, tacacá, maniçoba" is a Northern plan. */
const NORTHERN_FOODS = /\b(?:tacaca|manicoba|tucupi|jambu|tucuma|pupunha|tambaqui|pirarucu|farinha d ?agua|acai com peixe|peixe com acai|x caboquinho|pato no tucupi)\b/;

/**
 * Where one lives or comes from, said in passing ("moro em Belém", "sou gaúcho", "aqui no interior de Minas", "sou de
 * Fortaleza"): the words right after the cue name the place. "sou alérgica" or "moro sozinha" name none.
 */
const LIVES = /\b(?:moro|morando|vivo|resido|sou|nasci|cresci|aqui)(?: (?:em|no|na|de|do|da|pro|pra))?(?: (?:o|a))?(?: (?:interior|sertao|capital|litoral|regiao|zona rural|roca|norte|sul)(?: (?:de|do|da))?)? /g;
/** A place said after the cue, up to this many characters ("belem do para", "rio grande do sul"). */
const PLACE_SPAN = 24;

/** The kitchen of the place the person last said they live in or come from; none when the place lived in has no kitchen here. */
function placeSaid(folded: string): TMealPlanCuisine | null {
  let last: TMealPlanCuisine | null = null;
  for (const m of folded.matchAll(LIVES)) {
    const after = folded.slice(m.index + m[0].length, m.index + m[0].length + PLACE_SPAN);
    const place = PLACES.find(([, pattern]) => pattern.test(` ${after}`.replace(/^ (?=para\b)/, " do ")))?.[0];
    // "sou de Recife mas moro em São Paulo": the place lived in now, whose kitchen may be none of these.
    if (place) last = place;
    else if (/^(?:moro|vivo|resido) (?:em|no|na) /.test(m[0])) last = null;
  }
  return last;
}

/** `folded`: the request read with the conversation before it, where a place ("sou do Ceará") gives "comida daqui" its region. */
export function readPlanCuisine(folded: string): TMealPlanCuisine | null {
  const named = CUISINES.find(([, pattern]) => pattern.test(folded))?.[0];
  if (named) return named;
  if (NORTHERN_FOODS.test(folded)) return "NORTISTA";
  const found = FOUND_IN.exec(folded);
  // "com o que tem no Nordeste": the place said right after, not one said earlier in the conversation.
  if (found) return PLACES.find(([, pattern]) => pattern.test(folded.slice(found.index)))?.[0] ?? null;
  return FROM_HERE.test(folded) ? (PLACES.find(([, pattern]) => pattern.test(folded))?.[0] ?? null) : placeSaid(folded);
}
