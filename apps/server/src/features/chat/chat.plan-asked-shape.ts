import type { TMealPlan } from "@nutriguia/domain";
import type { TTurnContext } from "./chat.pipeline";
import { num } from "./compose/format";
import { checkPlan } from "./facts/plan-check";
import { COLD_MARMITA_AVOID, QUICK_BREAKFAST_AVOID, readPlanConstraints } from "./facts/plan-constraints";
import { composePlanCheck } from "./compose/compose-plan-check";
import { composePlanRicher } from "./compose/compose-plan-richer";
import { readRicherMeal } from "./understand/plan-richer";
import { readPlanNeeds } from "./understand/plan-needs";
import { readFreeMeal } from "./understand/plan-free-meal";
import { composeFreeMeal } from "./compose/compose-plan-free";
import { placeAskedDishes } from "./facts/plan-dishes";
import { composePlanNeeds } from "./compose/compose-plan-needs";

/** "lanche pra levar pro trabalho", "lanches que dê pra levar na bolsa": snacks eaten away from a fridge. */
const PACKED_SNACKS = /\blanches?\b.{0,30}\b(?:pra|para|de|da pra|dar pra|d[ae] pra|facil de) levar\b|\blevo (?:o |os )?lanches?\b|\blanches? (?:pro|pra|para o|para a|no|na) (?:trabalho|servico|serviço|faculdade|escola|obra|firma)\b|\blanches? (?:na|pra) (?:bolsa|mochila|lancheira)\b/;
/** "café da manhã pequeno", "não tenho fome de manhã": a breakfast smaller than the day's usual share. */
const SMALL_BREAKFAST = /\bcafe(?: da manha)? (?:pequeno|pequenininho|leve|levinho|mais leve|reduzido|simples)\b|\b(?:nao tenho|sem|pouca|quase nao tenho|nao sinto) fome (?:de|pela|logo de) manha\b|\bcomo pouco de manha\b/;

/**
 * What a plan request asks of its meals beyond the foods (decision 166): snacks that travel without a fridge, a small
 * breakfast. Done on the plan just made, through the same edits said after a plan, and said back; empty lines when not asked.
 */
export async function shapeAskedMeals(folded: string, plan: TMealPlan, ctx: TTurnContext): Promise<string[]> {
  const lines: string[] = [];
  const snacks = (["MORNING_SNACK", "AFTERNOON_SNACK"] as const).filter((s) => plan.meals.includes(s));
  if (PACKED_SNACKS.test(folded) && ctx.redrawPlanMeal && snacks.length > 0) {
    let changed = 0;
    for (const slot of snacks) changed += (await ctx.redrawPlanMeal(plan.id, { slot, days: "all", weekdays: [], avoid: [], want: [], onlyNamed: false, common: false, portable: true }))?.changed.length ?? 0;
    lines.push(`**Lanches para levar:** ${changed > 0 ? "tirei deles o que precisa de geladeira (leite, iogurte, queijo) e, onde coube, coloquei castanhas ou amendoim" : "nenhum deles precisa de geladeira"}; fruta inteira, castanhas, pão e biscoito aguentam horas na bolsa. Se tiver geladeira no trabalho, me diga que eu volto com o iogurte.`);
  }
  if (SMALL_BREAKFAST.test(folded) && ctx.adjustPlan && plan.meals.includes("BREAKFAST")) {
    const lighter = await ctx.adjustPlan(plan.id, { kind: "lighter", slot: "BREAKFAST" });
    const kcal = lighter?.mealCalories;
    if (kcal) lines.push(`**Café da manhã pequeno:** deixei as porções dele menores em todos os dias (de cerca de ${num(kcal.before)} para ${num(kcal.after)} kcal) e passei essa energia para as outras refeições do dia.`);
  }
  // "no fim de semana quero um jantar mais especial": that meal bigger on those days of the new plan.
  const richer = readRicherMeal(folded);
  const enriched = richer && ctx.adjustPlan && plan.meals.includes(richer.slot) ? await ctx.adjustPlan(plan.id, { kind: "richer", ...richer }) : null;
  if (richer && enriched) lines.push(composePlanRicher(enriched, richer.weekdays, `/meal-plans/${plan.id}`, true));
  lines.push(...(await coldMarmita(folded, plan, ctx)), ...(await quickBreakfast(folded, plan, ctx)));
  // "no sábado quero liberar o almoço pra feijoada": the free meal placed in the new plan, its day balanced (decision 177).
  const free = ctx.putPlanDishes ? readFreeMeal(folded) : null;
  const placed = free?.dish && !free.wholeDay ? await placeAskedDishes([{ dish: free.dish, weekday: free.weekday, slot: free.slot }], `/meal-plans/${plan.id}`, ctx.putPlanDishes!, plan.avoidFoods) : null;
  if (free) lines.push(composeFreeMeal(free, placed, `/meal-plans/${plan.id}`));
  // "tenho intestino preso", "tenho refluxo": what the plan did for it, checked over every day (decision 177).
  lines.push(...composePlanNeeds(readPlanNeeds(folded), plan));
  return lines;
}

/** "só tenho 10 minutos de manhã": breakfast drawn again on every day with what is ready in a few minutes, then checked. */
async function quickBreakfast(folded: string, plan: TMealPlan, ctx: TTurnContext): Promise<string[]> {
  if (!readPlanConstraints(folded).quickBreakfast || !ctx.redrawPlanMeal || !plan.meals.includes("BREAKFAST")) return [];
  const redraw = await ctx.redrawPlanMeal(plan.id, { slot: "BREAKFAST", days: "all", weekdays: [], avoid: [...QUICK_BREAKFAST_AVOID], want: [], onlyNamed: true, common: false });
  const checks = redraw?.plan ? checkPlan(redraw.plan, { calories: null, profile: undefined, avoid: [], groups: [{ what: "café da manhã pronto em poucos minutos (sem tapioca, cuscuz, ovos ou mingau)", words: QUICK_BREAKFAST_AVOID, slots: ["BREAKFAST"] }] }).filter((k) => k.kind === "group" || !k.ok) : [];
  const lead = "**Café da manhã rápido:** ficou com o que fica pronto em poucos minutos, sem fogão (pão, fruta, leite ou iogurte, queijo, aveia); as outras refeições seguem como de costume. Se quiser adiantar, deixe a fruta lavada e cortada na véspera.";
  return [lead, composePlanCheck(checks, redraw?.plan ?? plan, true)].filter(Boolean);
}

/**
 * "levo marmita e lá não tem micro-ondas", "como fria na obra": the packed meal (lunch, or dinner on a night shift) is
 * drawn again without what is not eaten cold, on every day, and checked over every day before it is said.
 */
async function coldMarmita(folded: string, plan: TMealPlan, ctx: TTurnContext): Promise<string[]> {
  const c = readPlanConstraints(folded);
  const slot = c.nightShift ? "DINNER" : "LUNCH";
  if (!c.coldMarmita || !ctx.redrawPlanMeal || !plan.meals.includes(slot)) return [];
  const redraw = await ctx.redrawPlanMeal(plan.id, { slot, days: "all", weekdays: [], avoid: [...COLD_MARMITA_AVOID], want: [], onlyNamed: true, common: false });
  const meal = slot === "DINNER" ? "jantar" : "almoço";
  const checks = redraw?.plan ? checkPlan(redraw.plan, { calories: null, profile: undefined, avoid: [], groups: [{ what: `${meal} que se come frio (sem peixe, ovo mexido, fritura ou sopa)`, words: COLD_MARMITA_AVOID, slots: [slot] }] }).filter((k) => k.kind === "group" || !k.ok) : [];
  return [composePlanCheck(checks, redraw?.plan ?? plan, true)].filter(Boolean);
}
