import { computeTargets } from "@nutriguia/nutrition";
import { foldText } from "./chat.text";
import { turnOf, type TTurn } from "./chat.turn";
import type { TRead, TTurnContext } from "./chat.pipeline";
import { composeCheaper } from "./compose/compose-cheaper";
import { costAnswer } from "./compose/compare-on-point";
import { comparePointAsked } from "./understand/compare-point";
import { foodFacts } from "./facts/food-facts";
import { findConflicts } from "./facts/food-conflicts";
import { composeGroupPicks } from "./compose/compose-group-picks";
import { composeSlimmingProduct } from "./compose/compose-slimming-product";
import { composeEatingOutLog } from "./compose/compose-eating-out";
import { composeAgainstYesterday } from "./compose/compose-yesterday";
import { composeLateHour, composeTimeOfFood } from "./compose/point-lead";
import { cheaperAsked } from "./understand/budget-said";
import { asksAgainstYesterday } from "./understand/day-question";
import { eatingOutLogAsked } from "./understand/eating-out-said";
import { readGroupAsked } from "./understand/group-asked";
import { slimmingProductAsked } from "./understand/slimming-thread";
import { lateHourOfThread, nightOfThreadFood } from "./understand/time-follow-up";
import { amountsCompared, measuresSummed } from "./understand/amounts-compared";
import { composeAmountsAsked } from "./compose/compose-amounts-compared";

/**
 * A message with no subject of its own, answered on the thread before any card edit or stock article: "tô sem grana esse
 * mês" gives the thread's foods, nutrient or meal for less money; "o bandejão conta como?" how to log it; "e de noite pode?" the food just talked about at night;
 * "e comparado com ontem?" after the day's total, today's diary against yesterday's; "quais carnes vc me indica?" a list that keeps
 * to what the person leaves out. Null for anything else.
 */
export async function threadTurn(read: TRead, ctx: TTurnContext): Promise<TTurn | null> {
  // "frango ou ovo, qual dá mais proteína pelo preço?": the two foods priced against each other, not a list of cheap foods.
  const priced = costCompared(read);
  if (priced) return turnOf("NUTRITION_QUESTION", priced, "builtin");
  const cheaper = cheaperAsked(read.u, read.previous, read.lastReply ?? null);
  if (cheaper) return turnOf("NUTRITION_QUESTION", composeCheaper(cheaper, read.facts.profile), "builtin");
  // "e o almoço do bandejão da firma, conta como?": how to log it, with the open card as that log.
  if (eatingOutLogAsked(read.u.folded)) return turnOf("NUTRITION_QUESTION", composeEatingOutLog(ctx.conversation.pending !== null), "builtin");
  // "quanto posso tomar por dia?" after "quero tomar o chá 'emagrece já'": the product asked about, never a plain tea's portion.
  const incoming = ctx.conversation.turns.filter((t) => t.direction === "INCOMING").map((t) => t.content);
  const product = slimmingProductAsked(read.u.folded, incoming);
  if (product) return turnOf("NUTRITION_QUESTION", composeSlimmingProduct(product, read.lastReply ?? null), "builtin");
  // "quais carnes vc me indica?" after "não como porco" and "vou num rodízio": a list for the occasion, without what is left out.
  const group = readGroupAsked(read.u.folded, incoming.slice(-4).map(foldText).join(" "));
  const picks = group ? composeGroupPicks(group, read.facts) : null;
  if (picks) return turnOf("NUTRITION_QUESTION", picks, "builtin");
  // "tipo 1 scoop vs 3 ovos" after whey against eggs; "faz a conta de 2 conchas + 1 escumadeira" after their grams.
  const amounts = amountsCompared(read.alone, read.previous) ?? measuresSummed(read.alone, incoming.slice(-4));
  if (amounts) return turnOf("NUTRITION_QUESTION", composeAmountsAsked(amounts), "builtin", { counts: true });
  const night = nightOfThreadFood(ctx.text, read.previous);
  const atNight = night ? composeTimeOfFood(["noite"], night.food?.name) : null;
  if (atNight) return turnOf("NUTRITION_QUESTION", atNight, "builtin");
  // "e depois das 22h?" after "comer carboidrato à noite engorda?": the hour asked, with no food to name.
  const late = night ? null : lateHourOfThread(ctx.text, read.previous);
  if (late !== null) return turnOf("NUTRITION_QUESTION", composeLateHour(late), "builtin");
  if (ctx.loadYesterday && read.u.foods.length === 0 && asksAgainstYesterday(read.u.folded, read.previous?.folded ?? null)) {
    const profile = read.facts.profile ? computeTargets(read.facts.profile) : null;
    const own = read.facts.own?.calories ?? null;
    const targets = profile && own !== null ? { ...profile, calories: own } : profile;
    return turnOf("DAY_SUMMARY", composeAgainstYesterday(await ctx.loadDay(), await ctx.loadYesterday(), targets), "builtin");
  }
  return null;
}

/** Two foods or more set against each other on their cost, with nothing in them the person must avoid (decision 218). */
function costCompared(read: TRead): string | null {
  const named = read.u.foods.flatMap((m) => (m.food ? [{ phrase: m.phrase, food: m.food }] : []));
  if (read.u.type !== "compare" || named.length < 2 || comparePointAsked(read.u.folded)?.point !== "cost") return null;
  const compared = named.slice(0, 3).map((m) => ({ facts: foodFacts(m.food, read.u.text), phrase: foldText(m.phrase) }));
  if (findConflicts(compared.map((c) => ({ name: c.facts.name, composition: c.facts.composition })), read.facts.avoid).length > 0) return null;
  return costAnswer(compared);
}
