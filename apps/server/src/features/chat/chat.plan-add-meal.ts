import { turnOf, type TTurn } from "./chat.turn";
import type { TRead, TTurnContext } from "./chat.pipeline";
import type { TAdjusted } from "../meal-plans";
import { readMealAdded, type TMealAdded } from "./understand/plan-add-meal";
import { num } from "./compose/format";

/** Up to four days, then how many more. */
function dayLines(result: TAdjusted): string[] {
  const lines = result.days.map((d) => `- **${d.label}:** ${d.foods.join(", ")}`);
  return lines.length > 4 ? [...lines.slice(0, 4), `- e mais ${lines.length - 4} dias`] : lines;
}

/** "café da noite" said back as the meal it is in the plan ("ceia"), so it is never read as breakfast. */
function composeMealAdded(added: TMealAdded, result: TAdjusted, link: string): string {
  const plan = `[${result.title}](${link})`;
  const meal = (result.meal ?? "").toLowerCase();
  const as = meal && added.slot !== null && !added.said.includes(meal) ? ` (o seu ${added.said})` : "";
  if (result.unchanged === "nothing" && result.days.length === 0) return `O seu plano já tem todas as refeições do dia (${result.mealsPerDay}). Se sentir fome em algum horário, me diga qual refeição quer mais reforçada. Veja em ${plan}.`;
  if (result.unchanged === "nothing") return [`O seu plano já tem **${meal}**${as} todos os dias:`, "", ...dayLines(result), "", `Se quiser outra coisa nela, me diga o que prefere. Veja tudo em ${plan}.`].join("\n");
  return [
    `Pronto: coloquei **${meal}**${as} em todos os dias do seu plano, que agora tem ${result.mealsPerDay} refeições por dia:`,
    "",
    ...dayLines(result),
    "",
    `Cada dia continua com cerca de ${num(result.calories)} kcal: as outras refeições ficaram um pouco menores para caber a nova, com os mesmos alimentos. Veja tudo em ${plan}.`,
  ].join("\n");
}

/** A meal added to the plan the conversation links to (decision 186); null when the message adds none. */
export async function mealAddedTurn(read: TRead, ctx: TTurnContext, planId: string, link: string): Promise<TTurn | null> {
  const added = ctx.adjustPlan && !/\b(?:plano|cardapio|dieta) (?:novo|nova|de \d)/.test(read.u.folded) ? readMealAdded(read.u.text) : null;
  const result = added ? await ctx.adjustPlan!(planId, { kind: "addMeal", slot: added.slot }) : null;
  return added && result ? turnOf("PLAN_REQUEST", composeMealAdded(added, result, link), "builtin") : null;
}
