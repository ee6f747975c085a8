import { analyze } from "@nutriguia/nutrition";
import { foldText } from "../../chat.text";
import { findPart, render, type TMealEdit, type TPart } from "../meal-parts";

/**
 * "o suco não tinha açúcar, era natural", "o café era sem açúcar", "o de cima era sem açúcar" (decision 216): an item of
 * the card said to be unsweetened. The sugar said with it is taken out; a card that had none keeps its numbers and says so.
 */
const SUBJECT = /^(?:(?:e|ah|mas|na real|alias)\s+)*(?:o|a|os|as)\s+(\S+(?:\s+de\s+\S+)?)\s+(?:era|eram|foi|foram|tava|veio|vieram|nao tinha|tinha|nao levava|nao levou|sem)\b/;
const UNSWEETENED = /\b(?:sem acucar|sem adocar|sem adocante|nao tinha acucar|nao levava acucar|nao levou acucar|zero acucar|natural|sem nada)\b/;
const SUGAR_SAID = /\s*(?:com|c\/|\+)\s*(?:\d+\s*)?(?:(?:colher(?:es|inha|inhas)?|sache|saches|cubos?)\s+(?:de\s+)?(?:cha\s+|sopa\s+)?(?:de\s+)?)?acucar\b/;

export function unsweetenedSaid(folded: string, parts: TPart[]): TMealEdit | null {
  const subject = SUBJECT.exec(folded)?.[1];
  if (!subject || !UNSWEETENED.test(folded)) return null;
  const at = findPart(parts, subject);
  if (at < 0) return null;
  const part = parts[at] as TPart;
  const said = foldText(`${part.amount} ${part.food} ${part.after}`);
  if (SUGAR_SAID.test(said)) {
    const next = [...parts];
    next[at] = { ...part, amount: part.amount.replace(SUGAR_SAID, ""), food: part.food.replace(SUGAR_SAID, ""), after: foldText(part.after).replace(SUGAR_SAID, "") };
    return { text: render(next), change: `tirei o açúcar de ${part.food.replace(SUGAR_SAID, "")}` };
  }
  // A separate sugar on the card ("café e 2 colheres de açúcar") goes with the drink said to be unsweetened.
  const sugar = parts.findIndex((p, k) => k !== at && /^acucar\b/.test(foldText(p.food)));
  if (sugar >= 0) return { text: render(parts.filter((_, k) => k !== sugar)), change: `tirei o açúcar` };
  const reading = analyze(render([part])).items[0]?.food ?? part.food;
  return { text: render(parts), change: `mantive ${reading.toLowerCase()}: na conta já estava sem açúcar` };
}
