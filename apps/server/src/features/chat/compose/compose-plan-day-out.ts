import { MEAL_SLOT_LABELS } from "@nutriguia/domain";
import type { TPlanDayOut } from "../understand/plan-day-out";

/** A meal eaten out on a day of the plan: the plan kept, and how to choose at the restaurant to stay near it. */
export function composePlanDayOut(out: TPlanDayOut, planLink: string): string {
  const meal = MEAL_SLOT_LABELS[out.slot].toLowerCase();
  const when = out.day ? ` de ${out.day}` : "";
  return [
    `Combinado: ${out.day ? `o ${meal}${when}` : `nos dias em que comer fora, o ${meal}`} fica por conta do restaurante, e o resto de [seu plano](${planLink}) continua igual; não precisa mudar nada nele.`,
    "",
    `Para ficar perto do que o plano prevê para o ${meal}: metade do prato com salada e legumes, arroz e feijão nas medidas do plano (umas 4 colheres de sopa de arroz e 1 concha de feijão) e uma carne, frango ou peixe grelhado do tamanho da palma da mão. Fritura, molhos com maionese, refrigerante e sobremesa ficam para ocasiões; água, suco sem açúcar ou uma fruta fecham bem a refeição.`,
    "",
    `Se passar do combinado, deixe a refeição seguinte desse dia mais leve; não precisa compensar nos outros dias.`,
  ].join("\n");
}
