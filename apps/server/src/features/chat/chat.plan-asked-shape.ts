import type { TMealPlan } from "@nutriguia/domain";
import type { TTurnContext } from "./chat.pipeline";
import { num } from "./compose/format";

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
  return lines;
}
