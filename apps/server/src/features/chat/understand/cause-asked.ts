import lexicon from "./cause-asked-lexicon.json" with { type: "json" };
import { understand, type TUnderstanding } from "./understand";

/** "pode ser isso?", "tem a ver?", "é por isso?": whether what was just logged caused it. */
const CAUSE = new RegExp(`\\b(?:${lexicon.cause.join("|")})\\b`);
/** What is felt: sleep, the heart, nerves, the stomach. */
const FELT = new RegExp(`\\b(?:${lexicon.felt.join("|")})\\b`);

/**
 * "to dormindo mal, pode ser isso?" right after a card of 4 coffees: "isso" is the card, so the question is whether
 * those foods, in that amount, cause what is felt. Read as the card's words and the feeling asked together, a question
 * about them, never "não tenho na minha base" for the symptom alone (decision 207).
 */
export function causeOfTheCard(current: TUnderstanding, previous: TUnderstanding | null): TUnderstanding | null {
  if (!previous || previous.type !== "meal-to-log" || previous.foods.length === 0 || current.foods.length > 0) return null;
  if (current.folded.split(" ").length > 16 || !CAUSE.test(current.folded) || !FELT.test(current.folded)) return null;
  const joined = understand(`${previous.text.replace(/[.!?\s]+$/, "")} faz mal? ${current.text}`);
  return { ...joined, type: "general-question", followUp: "variant" };
}
