import { MEAL_SLOT_LABELS } from "@nutriguia/domain";
import type { TPlanTime } from "../understand/plan-edit";

/** Said after a night shift, an early start or a late wake-up: the day's order is built around sleep, not the clock. */
const SHIFT = /\b(noite|noturno|madrugada|plantao|plantoes|turno|trabalho de noite|durmo de dia|durmo de manha|acordo tarde)\b/;

/** A meal moved to another hour: the plan's foods stay, and the order of the day is laid out around the new time. */
export function composePlanTime(time: TPlanTime, planLink: string, earlier: string): string {
  const meal = MEAL_SLOT_LABELS[time.slot].toLowerCase();
  const lines = [
    `Pode, sim: o ${meal} passa a ser às **${time.hour}**. O plano define o que comer em cada refeição, não o relógio, então os alimentos e as quantidades de [seu plano](${planLink}) continuam os mesmos.`,
  ];
  if (SHIFT.test(earlier)) {
    lines.push(
      [
        "Para um turno da noite, uma ordem que costuma funcionar:",
        `- **${time.hour}**, ao acordar: o ${meal}, a refeição mais completa do dia;`,
        "- no fim da tarde: um lanche com fruta e uma proteína (iogurte, ovo, queijo branco);",
        "- antes de sair para o trabalho: o jantar;",
        "- no meio do turno: um lanche leve, como sanduíche de pão integral com queijo branco ou iogurte com fruta;",
        "- ao chegar em casa: algo leve antes de dormir, para não deitar com fome nem com o estômago cheio.",
        "",
        "Mantenha os mesmos horários nos dias de folga, quando der, e beba água ao longo do turno; café só até umas 4 horas antes de dormir.",
      ].join("\n"),
    );
  }
  return lines.join("\n\n");
}
