import { turnOf } from "./chat.turn";
import type { TChatIntent } from "@nutriguia/domain";
import { analyze } from "@nutriguia/nutrition";
import { foldText } from "./chat.text";
import type { TTurn, TTurnContext } from "./chat.pipeline";
import { splitAsked } from "./understand/edits/asked-clause";
import { editText } from "./understand/edits/edit-text";
import { keptPortions } from "./understand/edits/kept-portions";
import { kindInWords } from "./understand/edits/kind-in-words";
import { unsweetenedSaid } from "./understand/edits/unsweetened";
import { partsOf } from "./understand/meal-parts";
import { readMealMove } from "./understand/edits/meal-move";
import { moveBesideEdit } from "./understand/edits/move-beside-edit";
import { undoEdit } from "./understand/edits/undo";
import type { TConversationCard } from "./understand/conversation";
import { correctedMealText } from "./understand/follow-up";
import { detailedMeal, editMeal } from "./understand/meal-edits";
import { editClauses } from "./understand/meal-edits-chained";
import { slotOfMeal } from "./understand/meal-question";
import { nutrientsNamed } from "./understand/question-type";
import { understand, type TUnderstanding } from "./understand/understand";
import { appliedWhatIf } from "./understand/what-if";

/** An edit of the card read from a message: the meal's words after it and the line that says what changed. */
export type TAmended = { text: string; change: string | null; added?: string };

export const cardTurn = (intent: TChatIntent, content: string, extra: Partial<TTurn> = {}): TTurn => turnOf(intent, content, "builtin", extra);

/** The edit a message says in words: several clauses' edits, or one. */
export function readEdit(text: string, meal: string): TAmended | null {
  const clauses = editClauses(text, meal);
  // "o iogurte foi natural desnatado": a kind in two words, read only when no other reading of the edit holds.
  const edit = (clauses && clauses.edits >= 2 ? clauses.edit : null) ?? editMeal(text, meal) ?? clauses?.edit ?? kindInWords(editText(text), partsOf(meal)) ?? unsweetenedSaid(editText(text), partsOf(meal));
  return edit ? { ...edit, text: keptPortions(edit.text, meal) } : null;
}

/** A meal of the day opened by its own verb or slot ("almocei…", "e a janta foi…"), never an edit of another meal's card. */
const NEW_MEAL_OPENS = /^(?:(?:e|ai|depois|dai|agora|ja)\s+)?(?:almocei|jantei|lanchei|merendei|(?:(?:no|o|meu) )?(?:almoco|jantar|lanche)|(?:(?:na|a|minha) )?janta|(?:de|pela) (?:manha|tarde|noite)|(?:o|no|meu) cafe(?: da manha)?(?= (?:foi|comi|tomei)))\b/;

/** "almocei escondidinho, prato cheio" with the breakfast card open: a new meal of another slot, not a correction. */
function anotherMeal(text: string, meal: string): boolean {
  const folded = foldText(text);
  const now = slotOfMeal(folded);
  const card = slotOfMeal(foldText(meal));
  return NEW_MEAL_OPENS.test(folded) && now !== null && card !== null && now !== card;
}

/** The pending meal after the message's edit: an edit in words, a corrected amount or food, or the meal told in detail. */
function readAmendment(u: TUnderstanding, meal: string): TAmended | null {
  if (anotherMeal(u.text, meal)) return null;
  // "não comi a farofa e o prato era pequeno, isso passa da meta?": the correction, read without the question after it.
  // "e de sódio, como fica?" is one question in two clauses: the part before must name no nutrient.
  const parts = splitAsked(u.text);
  const saidFirst = parts && nutrientsNamed(foldText(parts.said)).length === 0 && !anotherMeal(parts.said, meal) ? readEdit(parts.said, meal) : null;
  if (saidFirst) return saidFirst;
  const edit = readEdit(u.text, meal);
  if (edit) return edit;
  const corrected = correctedMealText(u, meal);
  return corrected ? { text: corrected, change: null } : detailedMeal(u.text, meal);
}

/** Each turn reads the card's earlier corrections again: the readings are pure, so they are kept (bounded). */
const AMENDED = new Map<string, TAmended | null>();
const AMENDED_LIMIT = 2000;

export function amendMeal(text: string, meal: string, u?: TUnderstanding): TAmended | null {
  // Keyed by the words alone: a replay gives back what the live turn decided.
  const key = `${meal}\u0000${text}`;
  if (AMENDED.has(key)) return AMENDED.get(key) ?? null;
  const amended = readAmendment(u ?? understand(text), meal);
  if (AMENDED.size >= AMENDED_LIMIT) AMENDED.delete(AMENDED.keys().next().value as string);
  AMENDED.set(key, amended);
  return amended;
}

/** "foi um pudim, uma fatia" right after "ah e teve sobremesa" was asked about: the food that was missing, added to the card. */
export function answeredAddition(text: string, meal: string, before: string | null): TAmended | null {
  if (!before || text.includes("?")) return null;
  const asked = editMeal(before, meal);
  if (!asked?.added || analyze(asked.added).items.length > 0) return null;
  const what = text.replace(/^\s*(?:foi|era|foram|eram|teve)\s+/i, "").trim();
  return analyze(what).items.length > 0 ? { text: `${meal}, ${what}`, change: `acrescentei ${foldText(what)}` } : null;
}

/** "faz isso então" after "e se eu tirar o guaraná?": the what-if asked just before, applied to the card. */
export function whatIfApplied(text: string, meal: string, before: string | null): TAmended | null {
  const applied = appliedWhatIf(editText(text), meal, before);
  return applied ? { text: applied, change: null } : null;
}

/** The user's message before `text` in the conversation (what an answer answers). */
function userTextBefore(turns: TTurnContext["conversation"]["turns"], text: string): string | null {
  const users = turns.filter((t) => t.direction === "INCOMING").map((t) => t.content);
  const at = users.lastIndexOf(text);
  return at > 0 ? (users[at - 1] ?? null) : (users.at(-1) ?? null);
}

/** The card's meals as the conversation changed it: the meal told, then the meal after each correction, in order. */
export function mealsSoFar(card: TConversationCard, turns: TTurnContext["conversation"]["turns"]): string[] {
  const meals = [card.mealText];
  for (const earlier of card.corrections) {
    const meal = meals.at(-1) as string;
    if (!earlier.includes("?") && readMealMove(editText(earlier))) continue;
    const before = userTextBefore(turns, earlier);
    const beside = earlier.includes("?") ? null : moveBesideEdit(earlier);
    const next = (undoEdit(earlier, meals) ?? (beside ? amendMeal(beside.rest, meal) : null) ?? amendMeal(earlier, meal) ?? answeredAddition(earlier, meal, before) ?? whatIfApplied(earlier, meal, before))?.text;
    if (next && next !== meal) meals.push(next);
  }
  return meals;
}

/** The card as the conversation left it. */
export const currentMeal = (card: TConversationCard, turns: TTurnContext["conversation"]["turns"]) => mealsSoFar(card, turns).at(-1) as string;
