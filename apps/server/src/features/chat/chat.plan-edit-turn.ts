import { cautionBlock } from "./compose/cautions";
import { composePlanCreated, composePlanLimit } from "./compose/compose-replies";
import { composePlanDishes } from "./compose/compose-plan-dish";
import { composePlanEdit, composePlanNotApplied } from "./compose/compose-plan-edit";
import { composePlanSwap } from "./compose/compose-plan-swap";
import { withEditCheck } from "./compose/compose-plan-check";
import { remakeLactoseFree, remakeWithStated, restrictsThePlan } from "./facts/lactose-free-plan";
import { placeAskedDishes, placeDishes } from "./facts/plan-dishes";
import { readFreeMeal } from "./understand/plan-free-meal";
import { composeFreeMeal } from "./compose/compose-plan-free";
import { readPlanEdit, withTrainingTime } from "./understand/plan-edit";
import { wantedAgainstFacts } from "./chat.plan-wanted";
import { leaveOutEveryDay, withEveryDayLeftOut } from "./chat.plan-dislike";
import { turnOf, type TTurn } from "./chat.turn";
import type { TRead, TTurnContext } from "./chat.pipeline";

/** How an instruction about the plan begins: a request to take out, put in, change or prefer, never "comi". */
const PLAN_INSTRUCTION = /^(?:(?:mas|e|ah|entao|pode|por favor|da pra|so) )*(?:(?:no|na|pro|pra|para o|para a) (?:almoco|jantar|janta|cafe(?: da manha)?|lanche|ceia)(?: d[eo] \w+(?:-feira)?)?,? )?(?:tira|tire|sem|nada de|troca|troque|muda|mude|coloca|bota|poe|pode ser|prefiro|nao quero|odeio|detesto|nao gosto|inclui|acrescenta|adiciona|deixa|quero|queria|aumenta|aumente|diminui|diminua|reduz|reduza|libera|libere|mais|menos)\b/;

/**
 * A message about the plan just made: dishes placed in it, a fact that restricts it (the plan remade), a meal redrawn
 * without or with a food (a dislike then left out of every day), two foods swapped; after a plan, an instruction none of
 * these could apply is answered as such, never logged as a meal. Null when the message is not about the plan.
 */
export async function planEditTurn(read: TRead, ctx: TTurnContext): Promise<TTurn | null> {
  const { u, facts } = read;
  // "sexta à noite saio pra comer pizza, dá pra encaixar?", "domingo é dia do lixo": a free meal kept in the plan (decision 177).
  const free = read.planLink && ctx.putPlanDishes && u.type !== "plan-request" ? readFreeMeal(u.text) : null;
  if (free) {
    const placed = free.dish && !free.wholeDay ? await placeAskedDishes([{ dish: free.dish, weekday: free.weekday, slot: free.slot }], read.planLink!, ctx.putPlanDishes!, facts.profile?.dislikedFoods ?? []) : null;
    return turnOf("PLAN_REQUEST", composeFreeMeal(free, placed, read.planLink!), "builtin");
  }
  const dishes = read.planLink && ctx.putPlanDishes ? await placeDishes(u.text, read.planLink, ctx.putPlanDishes, facts.profile?.dislikedFoods ?? []) : null;
  if (dishes) return turnOf("PLAN_REQUEST", composePlanDishes(dishes, read.planLink!), "builtin");
  // "o lanche da tarde precisa ser sem geladeira" read with the plan asked before it: the meal made to travel, as typed (decision 203).
  const asTyped = u.type === "plan-request" ? readPlanEdit(ctx.text, 7) : null;
  const edit = read.planLink && ctx.redrawPlanMeal ? (asTyped?.portable || asTyped?.liquid ? asTyped : readPlanEdit(u.text, 7)) : null;
  // "muda o pré-treino" after "treino de manhã": the morning snack stands for it (decision 221).
  const planEdit = edit ? withTrainingTime(edit, `${u.earlier ?? ""} ${u.context ?? ""}`) : null;
  // "muda o almoço de quinta, não como peixe": the meal named is changed in this plan, the food left out of every day.
  // "o lanche da tarde tem que ser sem geladeira": that meal made to travel, never "geladeira" left out of a new plan.
  const mealNamed = planEdit !== null && planEdit.slot !== null && (planEdit.weekdays.length > 0 || planEdit.portable === true || planEdit.liquid === true);
  const restated = read.planLink && !mealNamed && u.type === "statement" && restrictsThePlan(u.stated) ? await remakeWithStated(u, facts, ctx.createPlan) : null;
  if (restated?.outcome.kind === "limit") return turnOf("PLAN_REQUEST", composePlanLimit(restated.outcome.message), "builtin", { counts: false });
  if (restated?.outcome.kind === "created") {
    const lead = "Obrigado por avisar. Refiz o plano levando isso em conta; o anterior continua em Planos alimentares.";
    return turnOf("PLAN_REQUEST", `${lead}\n\n${composePlanCreated(restated.outcome.plan, restated.profile, cautionBlock(facts.conditions))}`, "builtin", { isGeneratingMealPlan: true });
  }
  const remade = planEdit?.lactoseFree ? await remakeLactoseFree(u, facts, ctx.createPlan, planEdit.dairyFree ? planEdit.avoid : []) : null;
  if (remade?.outcome.kind === "limit") return turnOf("PLAN_REQUEST", composePlanLimit(remade.outcome.message), "builtin", { counts: false });
  if (remade?.outcome.kind === "created") {
    const lead = planEdit?.dairyFree
      ? "Refiz o plano **sem leite e derivados**: sem leite (nem o sem lactose), iogurte, queijos, requeijão e os outros laticínios; o anterior continua em Planos alimentares."
      : "Como o leite te faz mal, refiz o plano **sem lactose**: sem leite, iogurte, queijos e requeijão comuns.";
    return turnOf("PLAN_REQUEST", `${lead}

${composePlanCreated(remade.outcome.plan, remade.profile, cautionBlock(facts.conditions))}`, "builtin", { isGeneratingMealPlan: true });
  }
  const against = planEdit && read.planLink ? wantedAgainstFacts(u, planEdit.want, facts, read.planLink) : null;
  if (against) return turnOf("PLAN_REQUEST", against, "builtin");
  if (planEdit && read.planLink) {
    const redraw = await ctx.redrawPlanMeal!(read.planLink.replace("/meal-plans/", ""), planEdit);
    // "troca o salmão por sardinha", "pode trocar o frango por ovo?", "troca o peixe de quarta por frango" over a plan, day
    // or meal without that food says so, with how to get the food asked (decision 135).
    // Checked over every day before it is said (decision 162): no "não tem X no seu plano" the saved plan does not confirm.
    const edited = redraw ? composePlanEdit(planEdit.slot, redraw, read.planLink, planEdit.avoid, planEdit.want, { weekdays: planEdit.weekdays, everyDay: planEdit.days === "all", onlyNamed: planEdit.onlyNamed, add: planEdit.add ?? false, preWorkout: planEdit.preWorkout ?? false }) : null;
    // "troca o almoço de quinta, não gosto de peixe": the dislike holds on every day, not only the meal named.
    const everywhere = redraw ? await leaveOutEveryDay(planEdit, read.planLink.replace("/meal-plans/", ""), ctx) : null;
    if (redraw && everywhere) return turnOf("PLAN_REQUEST", withEditCheck(withEveryDayLeftOut(edited!, planEdit.never!, u.text, everywhere), everywhere.plan, facts.profile), "builtin");
    if (redraw) return turnOf("PLAN_REQUEST", withEditCheck(edited!, redraw.plan, facts.profile), "builtin");
  }
  if (read.planLink && u.foods.length >= 2 && /\b(troc\w*|substitu\w*|mudar|muda)\b/.test(u.folded)) {
    return turnOf("NUTRITION_QUESTION", composePlanSwap(u, read.planLink), "builtin");
  }
  // After a plan, an instruction none of the edits above could apply ("pode ser com…", "prefiro sem…") is never a meal.
  if (read.planLink && (u.type === "meal-to-log" || u.type === "general-question") && PLAN_INSTRUCTION.test(u.folded)) return turnOf("PLAN_REQUEST", composePlanNotApplied(read.planLink), "builtin", { counts: false });
  return null;
}
