import { localDate, type TMealSlot } from "@nutriguia/domain";
import { analyze } from "@nutriguia/nutrition";
import { targetsOf } from "./understand/own-targets";
import { cautionBlock } from "./compose/cautions";
import { changeLine } from "./compose/compose-change";
import { composeCorrection } from "./compose/compose-replies";
import { composeLoggedCorrection, composeLoggedRemoval, composeNothingToUndo, loggedWhere } from "./compose/compose-logged-edit";
import { cardTurn, currentMeal, mealsSoFar, readEdit } from "./chat.card-state";
import { foldText, restoreAccents } from "./chat.text";
import type { TRead, TTurn, TTurnContext } from "./chat.pipeline";
import { editText } from "./understand/edits/edit-text";
import { readMealMove, type TMealMove } from "./understand/edits/meal-move";
import { moveBesideEdit } from "./understand/edits/move-beside-edit";
import { saysUndo, undoEdit } from "./understand/edits/undo";
import { readCardSettle } from "./understand/card-settle";

/** The same card, placed in another meal or day ("era no domingo", "coloca como jantar"), its numbers unchanged. */
export function movedTurn(read: TRead, meal: string, move: TMealMove, calculationId: string, logged = false): TTurn | null {
  const analysis = analyze(meal, read.facts.profile);
  if (analysis.items.length === 0) return null;
  const targets = targetsOf(read.facts);
  const caution = cautionBlock(read.facts.conditions);
  const content = logged ? composeLoggedCorrection(analysis, targets, caution, move.said, null) : composeCorrection(analysis, targets, caution, move.said);
  const moveTo = { meal: move.meal, consumedOn: move.consumedOn };
  return cardTurn("FOOD_LOG", content, { analysis, correctsCalculationId: calculationId, moveTo, counts: false, ...(logged ? { correctsLogged: true } : {}) });
}

/** Nothing was said since the card's last message but "pode registrar" (or its like). */
function rightAfter(turns: TTurnContext["conversation"]["turns"], calculationId: string): boolean {
  const last = turns.findLastIndex((t) => t.calculationId === calculationId);
  return last >= 0 && turns.slice(last + 1).every((t) => t.direction === "OUTGOING" || readCardSettle(foldText(t.content)) !== null);
}

/** "tira", "apaga", "esquece" the whole meal already logged: the diary's page removes it. */
const WHOLE_MEAL_GONE = /^(?:pode\s+)?(?:apaga|apague|exclui|exclua|tira|tire|remove|remova|cancela|cancele|deleta|esquece)\s+(?:(?:esse|essa|o|a|isso|tudo|aquilo|esse registro|essa refeicao|o registro|a refeicao|o almoco|a janta|o jantar|o lanche|o cafe)\s*)+(?:que\s+(?:eu\s+)?(?:registrei|confirmei|anotei|lancei))?$/;

/** "no almoço o arroz foi…", "do jantar, tira o refri": the meal a correction names before it. */
const NAMED_MEAL = /^(?:no|na|do|da|pro|pra) (almoco|jantar|janta|cafe da manha|cafe|lanche(?: da tarde| da manha)?|ceia)\b,?\s+(?=\S)/;
const SLOT_WORDS: Readonly<Record<TMealSlot, RegExp>> = {
  BREAKFAST: /^cafe/,
  MORNING_SNACK: /^lanche/,
  LUNCH: /^almoco$/,
  AFTERNOON_SNACK: /^lanche/,
  DINNER: /^(?:jantar|janta)$/,
  SUPPER: /^(?:ceia|jantar|janta)$/,
};

/**
 * A correction of the card already confirmed into the day ("apaga o refri que eu registrei", "o arroz de hoje foi só
 * 2 colheres"): that logged meal is recalculated in place and stays confirmed; the reply says which meal and what
 * changed. Only an edit said outright counts here: after a meal is logged, a meal told again is a new one.
 */
export async function loggedEditTurn(read: TRead, ctx: TTurnContext): Promise<TTurn | null> {
  const logged = ctx.conversation.logged;
  if (!logged || read.u.text.includes("?")) return null;
  const meal = currentMeal(logged, ctx.conversation.turns);
  const folded = editText(read.u.text);
  if (WHOLE_MEAL_GONE.test(folded)) return cardTurn("FOOD_LOG", composeLoggedRemoval(), { counts: false });
  const move = readMealMove(folded);
  if (move) return movedTurn(read, meal, move, logged.calculationId, true);
  // "pera, no almoço o peixe foi 2 postas": the meal named first is the logged one, or the edit is not for it.
  const named = NAMED_MEAL.exec(folded);
  if (named && logged.meal && !SLOT_WORDS[logged.meal].test(named[1]!)) return null;
  const told = named ? folded.slice(named[0].length) : read.u.text;
  // "isso foi sábado, e a cerveja foi só 1": the logged meal moved and edited in one message.
  const beside = named ? null : moveBesideEdit(read.u.text);
  const besideEdit = beside ? readEdit(beside.rest, meal) : null;
  const edit = undoEdit(read.u.text, mealsSoFar(logged, ctx.conversation.turns)) ?? besideEdit ?? readEdit(told, meal);
  // "e um suco" right after the lunch's card (or its "pode registrar") adds to it; said after other turns, it is a new
  // snack. "esqueci, teve pudim" says it belonged to the meal logged.
  const forgot = /\b(?:esqueci|esqueceu|faltou|tinha esquecido)\b/.test(folded);
  if (!edit && saysUndo(read.u.text)) return cardTurn("FOOD_LOG", composeNothingToUndo(loggedWhere(logged.meal ?? null, logged.consumedOn ?? localDate())), { counts: false });
  if (!edit || (edit.added && !forgot && !rightAfter(ctx.conversation.turns, logged.calculationId) && /^(?:e|com|mais|e mais)\s/.test(folded))) return null;
  if (edit.added && analyze(edit.added).items.length === 0) return null;
  const corrected = analyze(edit.text, read.facts.profile);
  if (corrected.items.length === 0) return null;
  const targets = targetsOf(read.facts);
  const change = edit.change && restoreAccents(edit.change, [logged.mealText, ...logged.corrections, read.u.text, ...corrected.items.map((i) => i.food)]);
  const moved = besideEdit && beside ? beside.move : null;
  const said = moved ? [moved.said, change].filter(Boolean).join("; ") : change;
  const where = loggedWhere(logged.meal ?? null, logged.consumedOn ?? localDate());
  // "sem açúcar" on a lunch without sugar: nothing to change, and nothing is stored.
  if (said?.startsWith("mantive")) return cardTurn("FOOD_LOG", `Certo, ${said}; ${where} continua como você registrou.`, { counts: false });
  const content = composeLoggedCorrection(corrected, targets, cautionBlock(read.facts.conditions), changeLine(said, analyze(meal, read.facts.profile), corrected), where);
  const moveTo = moved ? { moveTo: { meal: moved.meal, consumedOn: moved.consumedOn } } : {};
  return cardTurn("FOOD_LOG", content, { analysis: corrected, correctsCalculationId: logged.calculationId, correctsLogged: true, counts: false, ...moveTo });
}
