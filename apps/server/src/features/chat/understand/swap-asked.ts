import { foldText } from "../chat.text";
import { findFoodMentions } from "./food-mentions";
import { understand, type TUnderstanding } from "./understand";

/**
 * Questions of judgement on a food, whose food a "e se trocar por X?" replaces. A nutrient asked ("quanto de caloria tem
 * 1 coxinha?") is left to the follow-up readers, which give the new food's numbers without a card.
 */
const ASKED_OF_A_FOOD = new Set<TUnderstanding["type"]>(["does-it-contain", "is-it-fattening", "is-it-safe-for-me", "general-question", "compare"]);

/** "e se trocar por tapioca?", "e se eu substituir por cuscuz", "e trocando pela esfiha?", "e se usar farinha pura?". */
const SWAP_ASKED = /^(?:(?:e|mas e|ah|ta|tá|ok|entendi|hmm|hum)\s+)*(?:se (?:eu )?)?(?:trocar|trocasse|troco|trocando|substituir|substituisse|substituindo|usar|usasse|usando)(?: (?:ele|ela|isso|o \w+|a \w+))?(?: (?:por|pel[oa]s?|com))? (.+)$/;

/**
 * "e se trocar por tapioca?" after "tenho pré-diabetes, pão branco é ruim?": the question before, asked again of the new
 * food (decision 201), with everything else it said (the condition, the amount, the point). Null when the message asks
 * no swap, the turn before asked of no single food, or the new food is not one the tables know.
 */
export function swapAskedOf(current: TUnderstanding, previous: TUnderstanding | null): TUnderstanding | null {
  if (!previous || !ASKED_OF_A_FOOD.has(previous.type) || previous.foods.length !== 1 || current.folded.split(" ").length > 9) return null;
  const swap = SWAP_ASKED.exec(current.folded);
  if (!swap) return null;
  const [food] = findFoodMentions(swap[1]!);
  const [old] = previous.foods;
  if (!food || !old || food.food?.id === old.food?.id) return null;
  const said = foldText(previous.text);
  const at = said.indexOf(foldText(old.phrase));
  if (at < 0) return null;
  const asked = `${said.slice(0, at)}${food.phrase}${said.slice(at + foldText(old.phrase).length)}`;
  return { ...understand(/\?/.test(previous.text) ? asked.replace(/\??$/, "?") : asked), followUp: "variant" };
}
