import type { TRepeated } from "../../meal-plans";
import type { TPlanRepeat } from "../understand/plan-repeat";
import { lower } from "./format";


/** Days that share one meal, in the plan's order: "Sexta-feira e Sábado". */
function groups(result: TRepeated): { days: string[]; foods: string[] }[] {
  const out: { days: string[]; foods: string[] }[] = [];
  for (const copy of result.copies) {
    const group = out.find((g) => g.days[0] === copy.from);
    if (group) group.days.push(copy.to);
    else out.push({ days: [copy.from, copy.to], foods: copy.foods });
  }
  return out;
}

/** "repete o almoço 2 dias seguidos pra marmita": which days now share the meal, its foods, and the link to the same plan. */
export function composePlanRepeat(repeat: TPlanRepeat, result: TRepeated, planLink: string): string {
  const meal = lower(result.meal);
  const link = `[${result.title}](${planLink})`;
  if (result.missing === "meal") return `O seu plano não tem ${meal}, então não há o que repetir. Veja as refeições de cada dia em ${link}.`;
  if (result.missing === "days") return `O seu plano não tem esses dias da semana. Diga os dias entre os do plano; as refeições de cada dia estão em ${link}.`;
  const lead =
    repeat.ask.kind === "runs"
      ? `Pronto: no seu plano o ${meal} agora se repete de ${repeat.ask.length} em ${repeat.ask.length} dias, mesmos alimentos e porções, para você cozinhar uma vez e levar na marmita:`
      : repeat.ask.kind === "all"
        ? `Pronto: o seu plano agora tem o mesmo ${meal} todos os dias, com os alimentos e porções de ${lower(result.copies[0]!.from)}:`
        : `Pronto: copiei o ${meal} de ${lower(result.copies[0]!.from)} para ${result.copies.map((c) => lower(c.to)).join(" e ")} no seu plano:`;
  const lines = groups(result).map((g) => `- **${g.days.length > 2 ? `${g.days.slice(0, -1).join(", ")} e ${g.days.at(-1)}` : g.days.join(" e ")}:** ${g.foods.join(", ")}`);
  const rebalanced = result.rebalanced.length > 0 ? [`Para cada dia continuar perto das suas calorias, ajustei as porções das outras refeições em ${result.rebalanced.map(lower).join(", ")}.`] : [];
  const keep = repeat.ask.kind === "runs" ? ["Guarde a porção do dia seguinte na geladeira assim que parar de soltar vapor (até 2 horas depois de pronta) e reaqueça bem antes de comer."] : [];
  const rest = rebalanced.length > 0 ? `Veja tudo em ${link}.` : `As outras refeições continuam iguais. Veja tudo em ${link}.`;
  return [lead, "", ...lines, "", ...rebalanced, ...keep, rest].join("\n");
}
