/**
 * A Subway sub is named by the chain and its filling ("um sanduíche do subway de frango teriyaki de 15 cm"): one food
 * at the 15 cm the chain sells by default, two of them for a 30 cm, never a ham sandwich plus a filling not understood;
 * a sub whose filling is not said stays the generic sandwich.
 */
const FOOT_LONG = /\b(?:um|uma|1)\s+((?:sanduiche|sanduíche|lanche|sub|subway)\b[^,.;]*?)\s+(?:de\s+)?30\s?cm\b/gi;
const SIX_INCH = /\s+(?:de\s+)?15\s?cm\b/gi;
const THE_CHAIN = /\b(?:sanduiche|sanduíche|lanche|sub)\s+(?:do|no|da)\s+subway\s+de\b/gi;

export function withChainSubs(text: string): string {
  if (!/\bsubway\b/i.test(text)) return text;
  return text.replace(FOOT_LONG, "2 $1").replace(SIX_INCH, "").replace(THE_CHAIN, "subway de");
}
