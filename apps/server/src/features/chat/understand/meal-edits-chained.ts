import { foldText } from "../chat.text";
import { editMeal, type TMealEdit } from "./meal-edits";

/** "foi de 300 ml", "e sem o leite condensado", "troquei por banana", "e o arroz 3 colheres": clauses of one message, each an edit of its own. */
const CLAUSES = /[,;]|[.!](?=\s)|\s+e\s+(?=sem\b|tira|troquei|troca|era\b|foi\b|mais\b|tamb|(?:o|a|os|as)\s+\S+(?:\s+\S+)?\s+(?:foi|era|foram|eram|\d))/i;
/** "troquei por banana" after a food was taken out: the food that came in its place. */
const IN_ITS_PLACE = /^(?:e\s+)?(?:troquei|troca|troquei ele|troquei ela|substitui|coloquei|botei|pus|foi|era)\s+(?:por|pel[oa]s?)\s+(.+)$/;

/**
 * Several edits in one message ("pera, era de 300ml, e sem o leite condensado, troquei por banana"), applied in order
 * to the card; null unless at least `least` of its clauses are edits ("tira o camarão, n comi, dei pro meu filho" has one,
 * with reasons around it).
 */
export function editInClauses(message: string, mealText: string, least = 2): TMealEdit | null {
  const read = editClauses(message, mealText);
  return read && read.edits >= least ? read.edit : null;
}

/** The clauses' edits applied in order, and how many clauses were edits; null when the message has one clause. */
export function editClauses(message: string, mealText: string): { edit: TMealEdit; edits: number } | null {
  // "e qual é melhor, o bife ou frango?": a question in clauses is a question, never edits.
  if (message.includes("?")) return null;
  const clauses = message.split(CLAUSES).map((c) => c.trim()).filter(Boolean);
  if (clauses.length < 2 || clauses.some((c) => c.split(/\s+/).length > 8)) return null;
  let text = mealText;
  const changes: string[] = [];
  let tookOut = false;
  for (const clause of clauses) {
    const instead = IN_ITS_PLACE.exec(foldText(clause));
    if (instead && tookOut) {
      text = `${text}, ${instead[1]}`;
      changes.push(`coloquei ${instead[1]} no lugar`);
      tookOut = false;
      continue;
    }
    // "metade, dividi com minha namorada": the sharing is the reason for the half, not a second halving.
    if (changes.length > 0 && /\b(?:dividi|dividimos|rachei|repartimos)\b/.test(foldText(clause))) continue;
    const edit = editMeal(clause, text);
    if (!edit) continue;
    text = edit.text;
    if (edit.change) changes.push(edit.change);
    tookOut = /^tirei\b/.test(edit.change ?? "");
  }
  return changes.length > 0 ? { edit: { text, change: changes.join("; ") }, edits: changes.length } : null;
}
