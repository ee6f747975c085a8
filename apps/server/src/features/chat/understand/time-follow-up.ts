import type { TFoodMention } from "./food-mentions";
import { understand, type TUnderstanding } from "./understand";
import { saysKeyPhrase } from "../knowledge/knowledge-retrieval";

/** An evening hour ("depois das 18h", "após as 20 horas", "a partir das 19", "lá pelas 22h"), 17h to 23h or midnight. */
const EVENING = /(?:depois|apos|a partir|passad[oa]|la pelas|perto) d?[ao]s? (?:1[7-9]|2[0-3]|00|meia noite)(?: ?(?:h|hs|hrs?|horas?)\b)?/;

/** The night asked ("e de noite pode?", "antes de dormir", "tarde da noite", "de madrugada"). */
const AT_NIGHT = new RegExp(
  String.raw`\b(?:(?:de|a|na|durante a|tarde da) noite|noturn\w*|antes de (?:dormir|deitar|ir dormir|ir pra cama)|de madrugada|na madrugada|(?:logo )?(?:depois|apos) d[oa] (?:jantar|janta)|${EVENING.source})\b`,
);
/** Asking what to eat at night is its own question ("o que eu como de noite?"), not the food of the thread again. */
const OWN_QUESTION = /\b(?:o que|oque|qual|quais|que tipo)\b|\b(?:me )?(?:indica|sugere|sugira|recomenda|passa|manda|da uma ideia de)\b.*\b(?:sobremesas?|lanches?|lanchinho|jantar|janta|ceia|doce)\b/;
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

/** "e depois das 22h?" after "comer carboidrato à noite engorda?": the hour asked of eating at night, with no food of its own. */
export function lateHourOfThread(text: string, previous: TUnderstanding | null): string | null {
  const own = understand(text);
  if (!previous || own.foods.length > 0 || own.folded.split(" ").length > 8 || OWN_QUESTION.test(own.folded) || WHEN_IT_WAS.test(own.folded)) return null;
  if (!AT_NIGHT.test(previous.folded) && !/\b(?:jantar|janta|ceia)\b/.test(previous.folded)) return null;
  // "e o pré-treino de cafeína à noite?" names a subject of its own beside the hour: its own question, not eating late.
  if (saysKeyPhrase(own.folded, AT_NIGHT)) return null;
  const hour = EVENING.exec(own.folded);
  return hour ? hour[0] : AT_NIGHT.test(own.folded) ? "" : null;
}
