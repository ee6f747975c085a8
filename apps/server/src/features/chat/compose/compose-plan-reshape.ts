import { MEAL_SLOT_LABELS } from "@nutriguia/domain";
import type { TReshaped } from "../../meal-plans";
import type { TPlanReshape } from "../understand/plan-reshape";
import { lower, num } from "./format";


/** "o lanche da tarde e a ceia": the meals taken out, each with its article. */
function mealsTaken(ask: Extract<TPlanReshape, { kind: "drop" }>): string {
  const named = [ask.slot, ...(ask.also ?? [])].map((slot) => lower(MEAL_SLOT_LABELS[slot])).map((m) => `${m === "ceia" ? "a" : "o"} ${m}`);
  return named.length > 1 ? `${named.slice(0, -1).join(", ")} e ${named.at(-1)}` : named[0]!;
}

const WEEK_ORDER = ["segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira", "sábado", "domingo"];

/** "no sábado e no domingo", "na segunda-feira, na quarta-feira e na sexta-feira": the days in the week's order. */
function onDays(labels: readonly string[]): string {
  const said = labels.map(lower).sort((a, b) => WEEK_ORDER.indexOf(a) - WEEK_ORDER.indexOf(b)).map((d) => `${d.endsWith("feira") ? "na" : "no"} ${d}`);
  return said.length > 1 ? `${said.slice(0, -1).join(", ")} e ${said.at(-1)}` : (said[0] ?? "");
}

/** "tira o lanche da manhã", "menos arroz no jantar": what changed in the same plan, how the day keeps its energy, and its link. */
export function composePlanReshape(ask: TPlanReshape, result: TReshaped, planLink: string): string {
  const link = `[${result.title}](${planLink})`;
  const meal = result.meal ? lower(result.meal) : null;
  const where = meal ? ` no ${meal}` : "";
  if (result.unchanged === "no-meal") return `O seu plano não tem ${meal}. Veja as refeições de cada dia em ${link}.`;
  if (result.unchanged === "only-meal") return `O ${meal} é a única refeição desse plano; para tirá-lo, é melhor apagar o plano em ${link} ou me pedir outro.`;
  if (ask.kind !== "drop" && result.unchanged === "no-food") return `Não encontrei ${ask.food}${where} no seu plano, então não mudei nada. Se quiser incluir, me peça *coloca ${ask.food}${where || " no almoço"}*. Veja as refeições em ${link}.`;
  if (ask.kind === "more" && result.unchanged === "no-room")
    return `Não aumentei ${ask.food}${where}: com uma porção maior, o dia passaria mais de 5 % das suas ${num(result.calories)} kcal, e o que eu tiraria das outras refeições deixaria o dia sem equilíbrio. Se quiser, me peça *menos* de outro alimento desse dia (por exemplo *menos arroz${where}*) e depois aumente este. Veja o plano em ${link}.`;
  if (ask.kind === "less" && result.unchanged === "at-least")
    return `O ${ask.food}${where} do seu plano já está na menor porção que costumo indicar (${result.smallest}); menos que isso, o prato fica sem a energia que o resto do dia conta com ele. Se não quiser ${ask.food} nessa refeição, me diga *tira o ${ask.food}${where}* e eu troco por outro alimento. Veja o plano em ${link}.`;
  if (ask.kind === "drop") {
    const days = ask.weekdays.length > 0 ? ` ${onDays(result.days.map((d) => d.label))}` : "";
    return [
      `Pronto: tirei ${mealsTaken(ask)} do seu plano${days}${days ? "" : `; agora são ${result.mealsPerDay} refeições por dia`}.`,
      `Para cada dia continuar com cerca de ${num(result.calories)} kcal, as porções das outras refeições foram ajustadas um pouco para cima, sem sair das medidas de costume. Os alimentos continuam os mesmos.`,
      `Veja tudo em ${link}.`,
    ].join("\n\n");
  }
  const lines = result.days.map((d) => `- **${d.label}:** ${d.before} → ${d.after}`);
  const shown = lines.length > 4 ? [...lines.slice(0, 4), `- e mais ${lines.length - 4} dias`] : lines;
  if (ask.kind === "more") {
    const kept = result.days.length < result.withFood ? ` Nos outros ${result.withFood - result.days.length} dias com ${ask.food}${where} a porção ficou como estava: aumentar passaria o dia de 5 % das calorias.` : "";
    const without = result.withFood < result.asked ? ` ${result.withFood === 1 ? "Só 1 dia" : `Só ${result.withFood} dias`} de ${result.asked} ${result.withFood === 1 ? "tem" : "têm"} ${ask.food}${where}; nos outros não mudei nada.` : "";
    return [
      `Pronto: aumentei ${ask.factor >= 2 ? "para o dobro (ou perto disso) " : ""}a porção de ${ask.food}${where} no seu plano:`,
      "",
      ...shown,
      "",
      `Para o dia continuar com cerca de ${num(result.calories)} kcal, diminuí um pouco outras porções do mesmo dia, dentro das medidas de costume.${kept}${without} Veja tudo em ${link}.`,
    ].join("\n");
  }
  return [
    `Pronto: diminuí o ${ask.food}${where} no seu plano:`,
    "",
    ...shown,
    "",
    `Para o dia continuar com cerca de ${num(result.calories)} kcal, aumentei um pouco outras porções do mesmo dia (feijão, legumes, proteína ou fruta), dentro das medidas de costume. Veja tudo em ${link}.`,
  ].join("\n");
}
