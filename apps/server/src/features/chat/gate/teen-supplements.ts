/** Whey, creatine, thermogenics and the like, named in an answer. */
const SUPPLEMENT = /\b(whey|creatina|suplement\w*|termogenic\w*|pre treino|hipercaloric\w*|bcaa|albumina|cafeina em capsula)\b/;

/** What holds at that age for a teenager asking about supplements (SBP; the adult position stands are not for them). */
export const TEEN_SUPPLEMENTS =
  "**Na adolescência:** a proteína e a energia para crescer e treinar vêm da comida (arroz e feijão, ovos, carnes, leite e iogurte, frutas), em 5 ou 6 refeições; whey, creatina e outros suplementos só com indicação de um(a) pediatra, hebiatra ou nutricionista, que avalia se há necessidade e a dose.";

/** "tenho 16 anos" then "whey ajuda a ganhar massa?": the adult answer is preceded by what holds for a teenager, once. */
export function withTeenSupplements(text: string, folded: string): string {
  return SUPPLEMENT.test(folded) && !/\badolescen\w*\b/.test(folded) ? `${TEEN_SUPPLEMENTS}\n\n${text}` : text;
}
