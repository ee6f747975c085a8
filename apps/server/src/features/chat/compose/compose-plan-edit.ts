import { MEAL_SLOT_LABELS, type TMealSlot } from "@nutriguia/domain";
import type { TRedraw } from "../../meal-plans/meal-plans.redraw";

/** The plan's meal drawn again: what changed, day by day, and the link to the same plan. */
export function composePlanEdit(slot: TMealSlot, redraw: TRedraw, planLink: string, avoid: readonly string[]): string {
  const name = MEAL_SLOT_LABELS[slot].toLowerCase();
  if (redraw.changed.length === 0) return `Esse plano não tem ${name} nos dias que você pediu. Abra [o plano](${planLink}) para ver as refeições de cada dia.`;
  const days = redraw.changed.map((c) => `- **${c.label}:** ${c.after.join(", ")}`);
  const shown = days.length > 3 ? [...days.slice(0, 3), `- e mais ${days.length - 3} dias`] : days;
  const without = avoid.length > 0 ? `, sem ${avoid.join(", ")}` : "";
  return [
    `Pronto, troquei o ${name}${redraw.changed.length === 1 ? ` de ${redraw.changed[0]!.label.toLowerCase()}` : ""} no seu plano por opções equivalentes em calorias${without}, respeitando suas restrições:`,
    "",
    ...shown,
    "",
    `O resto do plano continua igual. Veja tudo em [${redraw.title}](${planLink}); lá você também pode usar **Trocar** em cada item.`,
  ].join("\n");
}
