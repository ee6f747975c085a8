/**
 * A spread said as put on the bread ("passei manteiga no pão", "2 colheres de mel no pão", "requeijão na torrada") is
 * the spread and the bread, two foods: never "pão de mel", nor a sentence read as nothing. Only spreads are taken so:
 * "pão na chapa", "café no copo" and "comi no bar" stay as they were.
 */
const SPREADS = String.raw`(?:mel|manteiga|margarina|requeij[aã]o|geleia|doce de leite|nutella|creme de avel[aã]|pasta de amendoim|cream cheese|maionese|azeite|patê|pate|creme de ricota)`;
const BREADS = String.raw`(?:p[aã]o(?: franc[eê]s| de forma| integral)?|p[aã]es|p[aã]ozinho|torradas?|tapiocas?|bolachas?|biscoitos?|cuscuz|cream crackers?)`;
const SPREAD_ON = new RegExp(String.raw`\b(${SPREADS})\s+(?:n[oa]s?)\s+(?:(?:meu|minha|um|uma)\s+)?(${BREADS})\b`, "gi");
/** "passei", "espalhei": the spreading verb, which the reader would otherwise take as a food's word. */
const SPREAD_VERB = /\b(?:passei|passo|espalhei|besuntei)\s+(?=(?:\d|um|uma|duas|dois|bastante|pouco|pouca|um pouco)?\s*\S)/gi;

export function withSpreadOnBread(text: string): string {
  if (!SPREAD_ON.test(text)) return text;
  SPREAD_ON.lastIndex = 0;
  return text.replace(SPREAD_VERB, "comi ").replace(SPREAD_ON, "$1 e $2");
}
