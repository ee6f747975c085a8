/**
 * Words that name a health condition as people say them: what makes "tô com gastrite nervosa" no small talk about a bad
 * day, and "minha mãe tem pressão alta" something told of another person. "Pressão" is the blood pressure unless it is
 * the pressure of a place ("pressão no trampo").
 */
export const HEALTH_WORDS =
  /\b(?:gastrite|refluxo|azia|queimacao|ulcera|colite|diverticul\w*|sindrome do intestino irritavel|diabet\w*|pre diabet\w*|pressao(?! (?:no|na|do|da|de) )|hipertens\w*|colesterol|triglicerid\w*|anemi\w*|gota|acido urico|tireoide|hipotireoid\w*|enxaqueca|celiac\w*|intoleran\w*|alergi\w*|obes\w*|renal|rins?|glicose)\b/;
