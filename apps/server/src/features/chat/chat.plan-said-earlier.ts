import type { TMealPlan } from "@nutriguia/domain";
import type { TRead } from "./chat.pipeline";
import { deadlinePlan, type TDeadlinePlan } from "./facts/plan-deadline";
import { computeTargets } from "@nutriguia/nutrition";
import { num } from "./compose/format";
import { weekdaysSaid } from "./understand/weekdays-said";

/** Lunch eaten at a self-service priced by weight: "restaurante por quilo", "self service", "buffet", "comida a quilo". */
const BY_WEIGHT = /\b(?:restaurantes? (?:por|a|de) (?:quilo|kilo|kg)|(?:comida|prato|almoco|bandejao) (?:por|a|no) (?:quilo|kilo|kg)|por quilo|self[ -]?service|selfie service|buffet|bufe|bufet)\b/;

/** What the plan did with the goal's time, said under the creation reply. */
function composeDeadline(plan: TDeadlinePlan): string {
  const pace = `cerca de **${num(plan.perWeek)} kg por semana**`;
  if (plan.reached) return `**Sua meta de perder ${num(plan.kg)} kg ${plan.said}:** montei o plano com **${num(plan.calories)} kcal por dia**, o corte que essa meta pede, ${pace}, dentro do ritmo seguro (0,5 a 1 kg por semana no máximo).`;
  return `**Sua meta de perder ${num(plan.kg)} kg ${plan.said}:** nesse prazo o corte passaria do seguro. Montei o plano no maior corte seguro para você, **${num(plan.calories)} kcal por dia** (${pace}); nesse ritmo os ${num(plan.kg)} kg levam cerca de **${plan.weeksSafe} semanas**. Chegar no dia com parte do caminho feito e seguir depois vale mais que uma dieta radical.`;
}

/**
 * "almoço todo dia em restaurante por quilo" said anywhere in the conversation (decision 186): the plan's lunch is a plate
 * weighed on the restaurant's scale, its grams and energy taken from the plan's own lunches, and how to fill it.
 */
function weighedLunch(plan: TMealPlan, said: string): string | null {
  const lunches = plan.days.flatMap((d) => d.meals.filter((m) => m.slot === "LUNCH"));
  if (lunches.length === 0) return null;
  const grams = lunches.map((m) => m.items.filter((i) => !/^azeite/i.test(i.food)).reduce((sum, i) => sum + i.grams, 0));
  const kcal = lunches.map((m) => m.totals.calories);
  const plate = Math.round(grams.reduce((a, b) => a + b, 0) / grams.length / 10) * 10;
  const energy = Math.round(kcal.reduce((a, b) => a + b, 0) / kcal.length / 10) * 10;
  const days = weekdaysSaid(said);
  const when = days.length > 0 && days.length < 7 ? "Nos dias de restaurante por quilo" : "No restaurante por quilo";
  return `**${when}, o almoço do plano é um prato pesado na balança:** cerca de **${num(plate)} g** no prato (uns ${num(energy)} kcal), montado como o almoço de cada dia: metade de salada e legumes, um quarto de arroz com feijão e um quarto de carne, frango ou peixe grelhado ou assado. Sirva a salada primeiro, evite frituras, molhos cremosos, maionese e farofa, e deixe a sobremesa de fora ou conte como o lanche. Se o prato passar muito desse peso, tire do arroz e da carne, nunca da salada.`;
}

/** The deadline that set the plan's kcal, or null when another reading did (a kcal asked, a target said). */
function deadlineOf(read: TRead, plan: TMealPlan): TDeadlinePlan | null {
  const profile = read.facts.profile;
  const deadline = profile ? deadlinePlan(`${read.u.earlier ?? ""} ${read.u.folded}`, computeTargets(profile), profile.gender) : null;
  return deadline && Math.abs(plan.targets.calories - deadline.calories) <= 5 ? deadline : null;
}

/** "1.491 kcal por dia, pelo que você me disse" is not what was said when the goal's time set the kcal: that clause is left to the deadline's line. */
export function withoutKcalSaid(content: string, read: TRead, plan: TMealPlan): string {
  if (!deadlineOf(read, plan)) return content;
  return content.replace(/[\d.]+ kcal por dia, pelo que você me disse \([^)]*\)(?:; )?/, "").replace(/^Levei em conta: ?\.?\n\n?/m, "");
}

/**
 * What the conversation said before the plan request that shapes the plan beyond foods, said under its creation reply:
 * the goal's time (the plan's kcal then comes from it) and a lunch at a restaurant priced by weight.
 */
export function saidEarlierLines(read: TRead, plan: TMealPlan): string[] {
  const said = `${read.u.earlier ?? ""} ${read.u.folded}`;
  const deadline = deadlineOf(read, plan);
  const fromDeadline = deadline ? composeDeadline(deadline) : null;
  const clause = said.split(/\b(?:e|mas|que)\b/).find((c) => BY_WEIGHT.test(c)) ?? "";
  const lunch = BY_WEIGHT.test(said) ? weighedLunch(plan, clause) : null;
  return [fromDeadline, lunch].filter((l): l is string => l !== null);
}
