import type { TFoodMention } from "./food-mentions";
import { understand, type TUnderstanding } from "./understand";

/** The night asked ("e de noite pode?", "antes de dormir", "tarde da noite", "de madrugada"). */
const AT_NIGHT = /\b(?:(?:de|a|na|durante a|tarde da) noite|noturn\w*|antes de (?:dormir|deitar|ir dormir|ir pra cama)|de madrugada|na madrugada)\b/;
/** Asking what to eat at night is its own question ("o que eu como de noite?"), not the food of the thread again. */
const OWN_QUESTION = /\b(?:o que|oque|qual|quais|que tipo)\b/;
/** "isso foi ontem à noite, não hoje", "foi na janta": when the meal was, a move of the card, never a question about the night. */
const WHEN_IT_WAS = /\b(?:foi|era|foram|eram)\b|\b(?:ontem|anteontem|nao (?:hj|hoje))\b/;

/**
 * "e de noite pode?", "pode comer de noite tb?", "e antes de dormir?" after a food was talked about: that food at night.
 * `text` is the message as typed, before any reading against the thread. Null when the message names a food of its own.
 */
export function nightOfThreadFood(text: string, previous: TUnderstanding | null): TFoodMention | null {
  const own = understand(text);
  if (own.foods.length > 0 || own.folded.split(" ").length > 8 || !AT_NIGHT.test(own.folded) || OWN_QUESTION.test(own.folded) || WHEN_IT_WAS.test(own.folded)) return null;
  return previous?.foods.find((f) => f.food) ?? null;
}
