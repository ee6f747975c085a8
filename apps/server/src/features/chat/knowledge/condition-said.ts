import { contentTokens, foldText } from "../chat.text";

/** "tenho lúpus", "to com labirintite", "sofro de enxaqueca": the condition as the person wrote it. */
const CONDITION_SAID = /\b(?:tenho|tem|to com|tô com|estou com|ta com|tá com|está com|to na|tô na|estou na|entrei na|sofro de|sofre de|fui diagnosticad[oa] com|descobri)\s+(?:uma?\s+|o\s+|a\s+)?([a-zà-ú]+(?:\s+(?:de|do|da)\s+[a-zà-ú]+|\s+(?:cr[oô]nic[oa]|do sono|de repeti[cç][aã]o))?)/i;

/** Words that name a disease or a body condition, so "tenho fome", "tô com apetite" or "tenho 30 anos" is not one. */
const DISEASE_LIKE = /^(?!(apetite|limite|convite|leite|palpite|frete|base|fase|dose|frase|prova|pressa|pressao|duvida|familia|academia)$)(\w+(ite|ose|ase|ismo|emia|algia|oma)|lupus|sindrome|doenca|hemorroidas?|acne|menopausa|apneia|insonia|azia|alergia|enxaqueca|asma)$/;

/** The condition a message says the person (or someone close) has, as written; null when none is said. */
export function conditionSaid(text: string): string | null {
  const said = CONDITION_SAID.exec(text)?.[1]?.trim().toLowerCase();
  return said && DISEASE_LIKE.test(foldText(said).split(" ")[0]!) ? said : null;
}

/** The stem of the word that names the condition said ("apnei" of "apneia do sono", "celiac" of "doença celíaca"). */
export function conditionWord(text: string | undefined): string | null {
  const said = text ? conditionSaid(text) : null;
  const word = said ? contentTokens(foldText(said)).find((w) => w !== "doenca" && w !== "sindrome") : undefined;
  return word && word.length >= 4 ? word.slice(0, -1) : null;
}

/** Names of a disease the profile's reader does not take, some with a food's word ("fígado gorduroso"): no food is asked. */
export const DISEASE_NAMES: Readonly<Record<string, RegExp>> = {
  INFLAMMATORY_BOWEL_DISEASE: /\b(colite|colite ulcerativa|doenca de crohn)\b/,
  LIVER_DISEASE: /\b(figado gordur\w*|figado gordo|gordura no figado|esteatose( hepatica)?|figado inflamado|vesicula|calculo biliar|pancreatite)\b/,
};

/** The disease names of the message whose words would otherwise read as a food ("figado gorduroso"). */
export function foodsInDiseaseNames(folded: string): string[] {
  return Object.values(DISEASE_NAMES).flatMap((names) => names.exec(folded)?.[0] ?? []);
}

/** "os kg da gravidez", "depois do parto": the pregnancy is over, it is not stated as current. */
export const POSTPARTUM = /\b((kg|quilos|peso|barriga) (da|que ganhei na|que ficou da) (gravidez|gestacao)|(depois|pos|apos) (da |do |o |a )?(gravidez|gestacao|parto)|pos parto|posparto|puerperio|resguardo|tive (o |a |meu |minha )?(bebe|nene|filh[oa]))\b/;
