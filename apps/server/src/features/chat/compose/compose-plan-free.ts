import { MEAL_SLOT_LABELS, type TMealSlot } from "@nutriguia/domain";
import type { TPutDishes } from "../../meal-plans";
import type { TFreeMeal } from "../understand/plan-free-meal";
import { composePlanDishes } from "./compose-plan-dish";

const DAY_SAID: Readonly<Record<string, string>> = { segunda: "segunda", terca: "terça", quarta: "quarta", quinta: "quinta", sexta: "sexta", sabado: "sábado", domingo: "domingo" };
const mealName = (slot: TMealSlot | null) => (slot ? MEAL_SLOT_LABELS[slot].toLowerCase() : "refeição");

/** How a free meal is kept without undoing the week: one meal, eaten calmly, never paid back by skipping meals. */
const HOW = "Aproveite sem culpa: um prato bem servido, com salada ou verdura antes e água ou bebida zero junto; evite repetir e emendar com sobremesa e beliscos pelo resto do dia. No dia seguinte, volte ao plano na refeição seguinte, sem compensar pulando refeições ou fazendo jejum.";

/**
 * A free meal placed in the plan, or said as kept free (decision 177): where it went and how the day was balanced, and
 * how to enjoy it without undoing the week. A whole day said free is answered with one free meal instead, and why.
 */
export function composeFreeMeal(free: TFreeMeal, placed: TPutDishes | null, planLink: string): string {
  const day = DAY_SAID[free.said] ?? free.said;
  if (free.wholeDay) {
    return [`**Dia do lixo no ${day}:** um dia inteiro livre costuma desfazer o déficit da semana (um dia de 3.000 a 4.000 kcal come quase tudo o que os outros seis economizaram). O que funciona melhor é **uma refeição livre**: o almoço ou o jantar de ${day} do jeito que você quiser, e as outras refeições desse dia como estão no plano.`, `Me diga qual e o prato (por exemplo, *${day} o almoço é livre pra feijoada*) que eu coloco no plano e ajusto as porções do dia. ${HOW}`, `Veja as refeições em [seu plano](${planLink}).`].join("\n\n");
  }
  const meal = mealName(free.slot);
  if (placed && placed.placed.length > 0) return [`**${meal.charAt(0).toUpperCase()}${meal.slice(1)} livre de ${day}:** está no plano, e o resto do dia foi ajustado para a semana seguir nas suas calorias.`, composePlanDishes(placed, planLink), HOW].join("\n\n");
  if (placed && placed.refused.length > 0) return [composePlanDishes(placed, planLink), HOW].join("\n\n");
  return [`**${meal.charAt(0).toUpperCase()}${meal.slice(1)} livre de ${day}:** combinado; nessa refeição o plano fica só como sugestão, e as outras refeições do dia seguem como estão.${free.dish ? "" : " Se me disser o prato, eu coloco no plano e ajusto as porções do dia."}`, HOW, `Veja as refeições em [seu plano](${planLink}).`].join("\n\n");
}
