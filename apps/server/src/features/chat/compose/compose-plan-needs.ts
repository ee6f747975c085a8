import type { TMealPlan } from "@nutriguia/domain";
import { getFood } from "@nutriguia/nutrition";
import { foldText } from "../chat.text";
import type { TPlanNeed } from "../understand/plan-needs";
import { num } from "./format";

/** A day's fibre from the tables, per item's grams: what a slow bowel is planned around. */
function dayFiber(day: TMealPlan["days"][number]): number {
  return day.meals.reduce((sum, m) => sum + m.items.reduce((s, i) => s + ((getFood(i.foodId)?.nutrients.fiber ?? 0) * i.grams) / 100, 0), 0);
}

/** The days whose foods still carry one of the words left out, by the plan's own item names. */
function daysWith(plan: TMealPlan, words: readonly string[]): string[] {
  const folded = words.map(foldText);
  return plan.days.filter((d) => d.meals.some((m) => m.items.some((i) => folded.some((w) => foldText(i.food).includes(w))))).map((d) => d.label.toLowerCase());
}

function bowel(plan: TMealPlan): string {
  const fibers = plan.days.map(dayFiber);
  const low = Math.round(Math.min(...fibers));
  const high = Math.round(Math.max(...fibers));
  const under = plan.days.filter((_, k) => fibers[k]! < 25).map((d) => d.label.toLowerCase());
  const checked = under.length === 0 ? `Conferi os ${plan.days.length} dias: de ${num(low)} a ${num(high)} g de fibra por dia (a meta é pelo menos 25 g).` : `Conferi os ${plan.days.length} dias: de ${num(low)} a ${num(high)} g de fibra por dia; ${under.join(", ")} ${under.length === 1 ? "ficou" : "ficaram"} abaixo de 25 g: ponha uma fruta com casca ou 1 colher de sopa de aveia ou linhaça a mais nesse dia.`;
  return [`**Intestino preso:** puxei o plano para fibras (aveia, mamão, ameixa, feijão, arroz e pão integrais). ${checked}`, "Fibra sem água piora o intestino: beba água ao longo do dia (cerca de 2 litros), mexa-se todos os dias e não segure a vontade. Procure um(a) médico(a) se durar semanas ou vier com sangue, dor forte ou perda de peso."].join(" ");
}

function reflux(plan: TMealPlan, need: TPlanNeed): string {
  const left = daysWith(plan, need.avoid);
  const supper = plan.meals.includes("SUPPER") ? " A ceia do plano é pequena: faça-a até 2 horas antes de deitar." : "";
  const checked = left.length === 0 ? `Conferi os ${plan.days.length} dias: sem frutas ácidas (laranja, abacaxi, mexerica, maracujá), chocolate e hortelã, além de café, pimenta, refrigerante e frituras.` : `Conferi os ${plan.days.length} dias: ainda ficou fruta ácida, chocolate ou hortelã em ${left.join(", ")}; troque por mamão, banana, maçã ou pera.`;
  return `**Refluxo e azia:** ${checked} Refeições menores e mais vezes ajudam; jante pelo menos 2 a 3 horas antes de deitar e não se deite logo depois de comer.${supper} Se a azia vem 2 vezes por semana ou mais, ou com dor para engolir, vômitos ou perda de peso, procure um(a) médico(a) (clínico ou gastroenterologista).`;
}

function gas(plan: TMealPlan, need: TPlanNeed): string {
  const left = daysWith(plan, need.avoid);
  const checked = left.length === 0 ? `Conferi os ${plan.days.length} dias: sem repolho, couve-flor, brócolis e refrigerante.` : `Conferi os ${plan.days.length} dias: ainda ficou repolho, couve-flor ou brócolis em ${left.join(", ")}.`;
  return `**Gases:** ${checked} O feijão ficou (é proteína e fibra do prato): deixe de molho de 8 a 12 horas e troque a água antes de cozinhar, que ele dá bem menos gases. Coma devagar e evite chiclete e bebida com gás. Se for sempre depois de leite, pode ser intolerância à lactose; com dor forte, perda de peso ou sangue nas fezes, procure um(a) médico(a).`;
}

/** What the plan did for each need said, checked over every day before it is said; empty when none was said. */
export function composePlanNeeds(needs: readonly TPlanNeed[], plan: TMealPlan): string[] {
  return needs.map((n) => (n.kind === "bowel" ? bowel(plan) : n.kind === "reflux" ? reflux(plan, n) : gas(plan, n)));
}
