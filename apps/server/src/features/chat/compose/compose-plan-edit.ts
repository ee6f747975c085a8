import { MEAL_SLOT_LABELS, type TMealSlot } from "@nutriguia/domain";
import type { TRedraw } from "../../meal-plans";

/** The plan's meal drawn again: what changed, day by day, and the link to the same plan. */
export function composePlanEdit(slot: TMealSlot | null, redraw: TRedraw, planLink: string, avoid: readonly string[], want: readonly string[] = []): string {
  if (!slot) return composeTakenOut(redraw, planLink, avoid, want);
  const name = MEAL_SLOT_LABELS[slot].toLowerCase();
  if (redraw.changed.length === 0 && avoid.length > 0) return `Não encontrei ${avoid.join(", ")} no ${name} do seu plano. Veja as refeições de cada dia em [${redraw.title}](${planLink}).`;
  if (redraw.changed.length === 0) return `Esse plano não tem ${name} nos dias que você pediu. Abra [o plano](${planLink}) para ver as refeições de cada dia.`;
  const days = redraw.changed.map((c) => `- **${c.label}:** ${c.after.join(", ")}`);
  const shown = days.length > 3 ? [...days.slice(0, 3), `- e mais ${days.length - 3} dias`] : days;
  const without = avoid.length > 0 ? `, sem ${avoid.join(", ")}` : "";
  const when = redraw.changed.length === 1 ? ` de ${redraw.changed[0]!.label.toLowerCase()}` : "";
  const lead =
    want.length === 0
      ? `Pronto, troquei o ${name}${when} no seu plano por opções equivalentes em calorias${without}, respeitando suas restrições:`
      : redraw.wantMet
        ? `Pronto, o ${name}${when} agora tem ${want.join(", ")}, em porção equivalente em calorias ao item que saiu${without}; o resto da refeição ficou igual:`
        : `Não encontrei ${want.join(", ")} entre as opções que cabem no ${name} dentro das suas restrições e metas, então troquei a refeição por outras opções equivalentes em calorias${without}:`;
  return [
    lead,
    "",
    ...shown,
    "",
    `O resto do plano continua igual. Veja tudo em [${redraw.title}](${planLink}); lá você também pode usar **Trocar** em cada item.`,
  ].join("\n");
}

/** "tira o peixe": the items that named it, swapped in every meal, and where. */
function composeTakenOut(redraw: TRedraw, planLink: string, avoid: readonly string[], want: readonly string[]): string {
  const what = avoid.length > 3 ? `${avoid[0]} e derivados (${avoid.slice(1, 4).join(", ")} e outros)` : avoid.join(", ");
  if (redraw.changed.length === 0) return `Não encontrei ${what} no seu plano. Veja as refeições em [${redraw.title}](${planLink}).`;
  if (redraw.kept > 0) {
    return `Não há um substituto equivalente para ${what} em ${redraw.kept} ${redraw.kept === 1 ? "refeição" : "refeições"} do plano, então ${what} ficou nelas; nas outras, troquei. Em [${redraw.title}](${planLink}) você pode usar **Trocar** no item ou pedir um plano novo sem ${what}.`;
  }
  const lines = redraw.changed.map((c) => `- **${c.label}, ${c.meal.toLowerCase()}:** ${c.after.join(", ")}`);
  const shown = lines.length > 6 ? [...lines.slice(0, 6), `- e mais ${lines.length - 6} refeições`] : lines;
  const lead = redraw.wantMet ? `Pronto, troquei ${what} por ${want.join(", ")} no seu plano, em porções equivalentes em calorias:` : `Pronto, tirei ${what} do seu plano e troquei por opções equivalentes em calorias, respeitando suas restrições:`;
  return [lead, "", ...shown, "", `O resto continua igual. Veja tudo em [${redraw.title}](${planLink}).`].join("\n");
}
