import { localDate } from "@nutriguia/domain";
import type { TMealAnalysis, TTargets } from "@nutriguia/nutrition";
import { composeDayWithCard } from "./compose/compose-day-with-card";
import { composeMealQuestion } from "./compose/compose-meal-question";
import { foldText } from "./chat.text";
import type { TDayTotals } from "./facts/gather-facts";
import type { TTurnContext } from "./chat.pipeline";
import { asksAboutTheDay, caloriesInDayQuestion, namesTheDay } from "./understand/day-question";
import { splitAsked } from "./understand/edits/asked-clause";
import { readMealQuestion, slotOfMeal } from "./understand/meal-question";

/** The day's target, with daily calories named in the question itself ("passei dos 1400?") in its place. */
export function targetsAsked(targets: TTargets | null, folded: string): TTargets | null {
  const kcal = caloriesInDayQuestion(folded);
  return targets && kcal !== null ? { ...targets, calories: kcal } : targets;
}

/** A question about the day itself, not only about "tudo" on the card. */
export function dayQuestion(folded: string): boolean {
  return asksAboutTheDay(folded) && namesTheDay(folded);
}

/** The diary still holds the card as it was before this message: the day counts it as corrected. */
function withCardCorrected(day: TDayTotals, cards: { before: TMealAnalysis; corrected: TMealAnalysis }): TDayTotals {
  const open = day.unconfirmed;
  if (!open || open.count === 0) return day;
  const delta = (k: "calories" | "protein" | "carbohydrates" | "fat") => Math.max(0, open[k] - cards.before.totals[k] + cards.corrected.totals[k]);
  return { ...day, unconfirmed: { ...open, calories: delta("calories"), protein: delta("protein"), carbohydrates: delta("carbohydrates"), fat: delta("fat") } };
}

/** The answer's last paragraph asks to confirm the card; the corrected card already says so. */
const withoutConfirmLine = (text: string) => text.split("\n\n").filter((p) => !/^(?:Confirme|Ela ainda não entrou)/.test(p)).join("\n\n");

/** "isso é problema pra mim?", "faz mal pra mim?", "posso comer?": whether the corrected card suits the person. */
const FOR_ME = /\b(?:(?:e|eh|seria|vai ser|tem) (?:um )?problema|faz mal|pode fazer mal|da problema|atrapalha|posso (?:comer|ter comido|tomar)|tudo bem)\b.*\b(?:pra mim|para mim|comigo)\b|\bposso\b.*\?$|^(?:e |mas )?(?:isso|isto) (?:e|eh) (?:problema|ruim|perigoso)\b/;

/** What on the corrected card goes against what the person said or saved, or that nothing does. */
function composeForMe(corrected: TMealAnalysis): string {
  const against = corrected.warnings.filter((w) => w.level !== "info");
  if (against.length === 0) return "Pelo que você me contou e pelo seu perfil, nada neste cartão vai contra as suas restrições.";
  return ["**Sim, pede cuidado:**", ...against.map((w) => `- ${w.message}`)].join("\n");
}

/**
 * "não comi a farofa e o prato era pequeno, isso passa da minha meta?": the card corrected, and the question after the
 * correction answered from the corrected card (and the day), placed right after the line that says what changed.
 */
export async function withAnswerAsked(content: string, text: string, cards: { before: TMealAnalysis; corrected: TMealAnalysis }, targets: TTargets | null, ctx: TTurnContext): Promise<string> {
  const { corrected } = cards;
  const parts = splitAsked(text);
  if (!parts) return content;
  const folded = foldText(parts.asked);
  const pending = ctx.conversation.pending;
  let answer: string | null = null;
  if (FOR_ME.test(folded)) {
    answer = composeForMe(corrected);
  } else if (dayQuestion(folded)) {
    answer = composeDayWithCard(withCardCorrected(await ctx.loadDay(), cards), corrected, targetsAsked(targets, folded), pending?.consumedOn ?? localDate());
  } else {
    const question = readMealQuestion(folded, true);
    const day = question && targets ? await ctx.loadDay() : null;
    answer = question ? composeMealQuestion(question, corrected, targets, day, slotOfMeal(foldText(pending?.mealText ?? ""))) : null;
  }
  if (!answer) return content;
  const at = content.indexOf("\n\n");
  const said = withoutConfirmLine(answer);
  return at < 0 ? `${content}\n\n${said}` : `${content.slice(0, at)}\n\n${said}${content.slice(at)}`;
}
