import { asksSomething, foldText } from "./chat.text";
import { turnOf, type TTurn } from "./chat.turn";
import type { TRead, TTurnContext } from "./chat.pipeline";
import { cardEditTurn } from "./chat.card-edit";
import { currentMeal } from "./chat.card-state";
import { composeNotEaten } from "./compose/compose-not-eaten";
import { namesFoodOf } from "./understand/edits/correction-subject";
import { negatedFoods } from "./understand/negated-foods";
import { understand } from "./understand/understand";
import lexicon from "./understand/negated-foods.json" with { type: "json" };

const GLAD = new RegExp(`\\b(?:${lexicon.glad.join("|")})\\b`);
/** "tira o refri q eu n tomei": an edit said first is the card's edit, whatever reason follows it. */
const EDIT_FIRST = /^(?:(?:ah|ops|pera|e|entao|na vdd|na verdade)\s+)*(?:tira|tirar|tire|remove|remover|retira|exclui|apaga|corta)\b/;

/**
 * A message of only foods not eaten ("hj nada de refri, só água", "não comi pão hoje, tô tentando cortar", "sem açúcar
 * nenhum viu" after a card): nothing is logged (decision 201). A food of the open card said as not eaten is taken off
 * it, as "tira X" would; any other is acknowledged beside the card, which stays as it is. After a plan, "nada de X" is
 * the plan's edit; a question is answered as one. A question is answered as one.
 */
export async function notEatenTurn(read: TRead, ctx: TTurnContext): Promise<TTurn | null> {
  // "nada de ovo" after a plan is an edit of the plan.
  if (asksSomething(ctx.text) || read.planLink || EDIT_FIRST.test(foldText(ctx.text))) return null;
  const negated = negatedFoods(ctx.text);
  if (!negated?.only) return null;
  const pending = ctx.conversation.pending;
  const meal = pending ? currentMeal(pending, ctx.conversation.turns) : null;
  const onCard = meal ? negated.foods.filter((f) => namesFoodOf(meal, f)) : [];
  if (onCard.length > 0) {
    const edit = `tira ${onCard.join(" e ")}`;
    const edited = await cardEditTurn({ ...read, u: understand(edit) }, { ...ctx, text: edit });
    if (edited) return edited;
  }
  return turnOf("NUTRITION_QUESTION", composeNotEaten(negated.foods, GLAD.test(foldText(ctx.text)), meal !== null), "builtin", { counts: false });
}
