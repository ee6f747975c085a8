import type { TAdjusted } from "../../meal-plans";
import { num } from "./format";

const DAY_NAMES = ["segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira", "sábado", "domingo"];
const listed = (parts: readonly string[]) => (parts.length > 1 ? `${parts.slice(0, -1).join(", ")} e ${parts.at(-1)}` : (parts[0] ?? ""));
/** "na segunda-feira e no sábado". */
const onDays = (days: readonly string[]) => listed(days.map((d) => `${d.endsWith("feira") ? "na" : "no"} ${d}`));

/**
 * "no sábado e domingo quero janta mais caprichada": the meal made bigger on the days asked, said with what it has
 * now, its energy before and after, the days where it could not grow said plainly, and the days' energy kept.
 * `weekdays`: the days asked (0 = segunda), every day when empty; `atCreation`: said inside the new plan's reply.
 */
export function composePlanRicher(result: TAdjusted, weekdays: readonly number[], planLink: string, atCreation = false): string {
  const meal = (result.meal ?? "refeição").toLowerCase();
  const asked = weekdays.length > 0 ? weekdays.map((w) => DAY_NAMES[w]!) : null;
  const changed = result.days.map((d) => d.label.toLowerCase());
  const missed = (asked ?? []).filter((d) => !changed.includes(d));
  const where = asked ? onDays(asked) : "em todos os dias";
  if (result.unchanged !== null || result.days.length === 0) {
    return `⚠️ **Não consegui deixar o ${meal} mais caprichado ${where}:** as porções dele já estão perto do maior que costumo indicar sem passar das calorias do dia. Se quiser um prato especial, me diga qual (por exemplo, *coloca uma lasanha no ${meal} de sábado*) que eu encaixo nas calorias. Veja o plano em [${result.title}](${planLink}).`;
  }
  const energy = result.mealCalories ? ` (em média de cerca de ${num(result.mealCalories.before)} para ${num(result.mealCalories.after)} kcal)` : "";
  const lines = [
    `${atCreation ? "**" : "Pronto: deixei o **"}${atCreation ? `${meal[0]!.toUpperCase()}${meal.slice(1)} mais caprichado ${where}:**` : `${meal} mais caprichado** ${where}:`} porções maiores${energy}, e as outras refeições desses dias ficaram um pouco menores para cada dia continuar com cerca de **${num(result.calories)} kcal**.${atCreation ? "" : " Os outros dias não mudaram."}`,
    ...result.days.map((d) => `- **${d.label}:** ${d.foods.join(", ")}`),
    ...(missed.length > 0 ? [`⚠️ ${onDays(missed).replace(/^n/, "N")} não deu para aumentar sem passar das calorias do dia; ficou como estava.`] : []),
    `Se quiser um prato especial, me diga qual (por exemplo, *coloca uma lasanha no ${meal} de sábado*) que eu encaixo nas calorias.`,
  ];
  return atCreation ? lines.join("\n") : `${lines.join("\n")}\nVeja tudo em [${result.title}](${planLink}).`;
}
