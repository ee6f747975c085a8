const WORDS: Readonly<Record<string, number>> = {
  meio: 0.5,
  meia: 0.5,
  um: 1,
  uma: 1,
  dois: 2,
  duas: 2,
  tres: 3,
  quatro: 4,
  cinco: 5,
  seis: 6,
  sete: 7,
  oito: 8,
  nove: 9,
  dez: 10,
  onze: 11,
  doze: 12,
  quinze: 15,
  vinte: 20,
  trinta: 30,
};

/** Numbers as people write them in a folded message, in digits or words: "2", "2,5", "dois", "doze". */
export const NUMBER_SAID = `(?:\\d+(?:[.,]\\d+)?|${Object.keys(WORDS).join("|")})`;

/** The value of a number matched by NUMBER_SAID ("2,5" → 2.5, "duas" → 2). */
export function numberValue(said: string): number {
  return WORDS[said] ?? Number(said.replace(",", "."));
}
