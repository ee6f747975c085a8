import { NUMBER_SAID } from "./number-words";
import { weightGoalSaid } from "./weight-goal";
import { foldText } from "../chat.text";

/** "faltam 4 meses", "tenho uns 3 meses", "é daqui a 10 semanas": only the time left, said as a message of its own. */
const TIME_LEFT = new RegExp(
  `^(?:(?:e|mas|so que|entao|ah|ai)\\s+)?(?:(?:faltam|falta|tenho|temos|sao|e|eh|fica|daqui a|daqui|em|ate|dentro de|prazo de)\\s+)*(?:uns |umas |so |apenas |quase |mais ou menos )?(${NUMBER_SAID}) (dias?|semanas?|mes|meses)\\b(?: (?:ainda|so|pra (?:isso|la|o casamento|a festa|a viagem|o evento)))*$`,
);

/**
 * "quero perder 8 kg até o casamento" then "faltam 4 meses": the goal said before, read again with the time now said,
 * so the pace is weighed. Null when the message says more than a time, or no goal without a time was said.
 */
export function goalWithTimeLeft(text: string, earlierTexts: readonly string[]): string | null {
  const time = TIME_LEFT.exec(foldText(text).replace(/[.!?]+$/, "").trim());
  if (!time) return null;
  const goal = [...earlierTexts].reverse().find((t) => weightGoalSaid(foldText(t)) !== null);
  if (!goal || weightGoalSaid(foldText(goal))!.weeks !== null) return null;
  return `${goal}, em ${time[1]} ${time[2]}`;
}
