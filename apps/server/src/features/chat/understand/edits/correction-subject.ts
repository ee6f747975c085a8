import { singular } from "@nutriguia/nutrition";
import { foldText } from "../../chat.text";
import { partsOf } from "../meal-parts";
import { editText } from "./edit-text";

/**
 * The food a correction is said of: "ah o leite era desnatado" → "leite", "as pizzas eram de mussarela" → "pizzas",
 * "o café foi sem açúcar" → "café", "tira o suco" → "suco". Null when the message names no such subject.
 */
const SAID_OF = /^(?:(?:e|ah|ahh|aliás|alias|so|tambem)\s+)*(?:o|a|os|as)\s+(\S+(?:\s+\S+)?)\s+(?:era|foi|eram|foram|tava|veio|vieram|tinha)\b/;
const TAKEN_OUT = /^(?:(?:e|ah)\s+)?(?:tira|tire|retira|remove|esquece|sem)\s+(?:o|a|os|as)\s+(\S+)/;

export function correctionSubject(message: string): string | null {
  const folded = editText(message).trim();
  const said = SAID_OF.exec(folded) ?? TAKEN_OUT.exec(folded);
  return said ? (said[1] as string) : null;
}

/** Whether a food of the meal is named by the subject's first word ("pizzas" names "pizza de calabresa"). */
export function namesFoodOf(meal: string, subject: string): boolean {
  const word = singular(foldText(subject).split(" ")[0] as string);
  if (word.length < 3) return false;
  return partsOf(meal).some((p) => foldText(`${p.food} ${p.item.text}`).split(/[\s-]+/).some((w) => singular(w) === word));
}
