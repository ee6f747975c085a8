import type { TTurn, TTurnContext, TRead } from "./chat.pipeline";
import { composePlanRepeat } from "./compose/compose-plan-repeat";
import { composePlanReshape } from "./compose/compose-plan-reshape";
import { composePlanTime } from "./compose/compose-plan-time";
import { readPlanRepeat } from "./understand/plan-repeat";
import { readPlanReshape } from "./understand/plan-reshape";
import { readPlanTimes } from "./understand/plan-time";

const planTurn = (content: string): TTurn => ({ intent: "PLAN_REQUEST", content, analysis: null, nutritionRelated: true, profileRequired: false, composer: "builtin" });

/**
 * Changes to the plan the conversation links to that no redraw makes (decision 117): meal hours ("almoço às 11h"), a
 * meal repeated ("repete o almoço 2 dias seguidos pra marmita"), a meal taken out or a food made smaller ("tira o lanche
 * da manhã", "menos arroz no jantar"). Null when the message asks none of them.
 */
export async function planChangeTurn(read: TRead, ctx: TTurnContext): Promise<TTurn | null> {
  const link = read.planLink;
  if (!link) return null;
  const { u } = read;
  const planId = link.replace("/meal-plans/", "");
  const times = readPlanTimes(u.text);
  if (times.length > 0) return planTurn(composePlanTime(times, (await ctx.planSlots?.(planId)) ?? null, link, `${u.earlier ?? ""} ${u.context ?? ""} ${u.folded}`));
  const repeat = ctx.repeatPlanMeal ? readPlanRepeat(u.text) : null;
  const repeated = repeat ? await ctx.repeatPlanMeal!(planId, repeat) : null;
  if (repeat && repeated) return planTurn(composePlanRepeat(repeat, repeated, link));
  const reshape = ctx.reshapePlan ? readPlanReshape(u.text) : null;
  const reshaped = reshape ? await ctx.reshapePlan!(planId, reshape) : null;
  return reshape && reshaped ? planTurn(composePlanReshape(reshape, reshaped, link)) : null;
}
