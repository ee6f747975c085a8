import { riskSigns } from "./risk-lexicon";

/**
 * Purging, laxatives or diuretics for weight, days without food, eating disorders, self-harm (folded text), including
 * the way people say it: "botei tudo pra fora", "dedo na goela", a laxative brand "pra compensar", a day without food
 * told as a success. The words live in risk-lexicon.json; a sign whose reply is "support" is a crisis.
 */
export function suggestsCrisis(folded: string): boolean {
  return riskSigns(folded).some((s) => s.reply === "support");
}
