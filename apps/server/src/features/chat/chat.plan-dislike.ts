import type { TRedraw } from "../meal-plans";
import type { TTurnContext } from "./chat.pipeline";
import { foldText } from "./chat.text";
import type { TPlanEdit } from "./understand/plan-edit";

/** A group's first word as the tables list it, said as people say the group. */
const GROUP_SAID: Readonly<Record<string, string>> = { camarao: "frutos do mar", "carne bovina": "carne vermelha", porco: "carne de porco" };

/**
 * "troca o almoço de quinta, não gosto de peixe": a dislike is about the person, not the meal named. After that meal is
 * drawn again, what was said is taken out of every other day too and noted on the plan, so no later change brings it back.
 */
export async function leaveOutEveryDay(edit: TPlanEdit, planId: string, ctx: TTurnContext): Promise<TRedraw | null> {
  if (!edit.never?.length || !edit.slot || !ctx.redrawPlanMeal) return null;
  return ctx.redrawPlanMeal(planId, { slot: null, days: "all", weekdays: [], avoid: edit.never, want: [], onlyNamed: true, common: false, remember: true });
}

/** The meal edit's reply with the other days said: where the food came out, or that no other day had it. */
export function withEveryDayLeftOut(content: string, never: readonly string[], text: string, everywhere: TRedraw): string {
  const what = GROUP_SAID[never[0]!] ?? never[0]!;
  const verb = /\b(gosto|curto|suporto|odeio|detesto)\b/.test(foldText(text)) ? "não gosta de" : "não come";
  const lines = everywhere.changed.slice(0, 6).map((c) => {
    const out = c.before.filter((b) => !c.after.some((a) => a.startsWith(`${b} (`)));
    const added = c.after.filter((a) => !c.before.some((b) => a.startsWith(`${b} (`)));
    return `- **${c.label}, ${c.meal.toLowerCase()}:** ${out.join(", ")}${added.length > 0 ? ` → ${added.join(", ")}` : " (as outras porções cobrem as calorias)"}`;
  });
  const more = everywhere.changed.length > 6 ? [`- e mais ${everywhere.changed.length - 6} refeições`] : [];
  const said =
    lines.length > 0
      ? [`Como você ${verb} ${what}, tirei também dos outros dias, no mesmo plano e com as mesmas calorias:`, "", ...lines, ...more]
      : [`Como você ${verb} ${what}, conferi os outros dias: nenhum tinha.`];
  const noted = `Anotei no plano: as próximas trocas e ajustes também deixam ${what} de fora.`;
  return content.replace(/^O resto do plano continua igual\. /m, `${[...said, "", noted].join("\n")}\n\n`);
}
