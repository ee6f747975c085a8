import type { TRedraw } from "../meal-plans";
import type { TTurnContext } from "./chat.pipeline";
import { SLOTS } from "./understand/plan-edit";
import { weekdaysSaid } from "./understand/weekdays-said";

/** "muda o domingo", "refaz o sábado todo", "troca o cardápio de quarta": a whole day of the plan, no meal nor food named. */
const DAY_REDRAW = /^(?:(?:e|mas|ah|agora|entao|pode|por favor|da pra|quero que|vc pode|voce pode) )*(?:muda|mude|mudar|troca|troque|trocar|refaz|refaca|refazer|varia|variar)\s+(?:o |a |os |as )?(?:cardapio |plano |dia |menu )?(?:d[eoa]s? |n[oa]s? )?(?:segunda|terca|quarta|quinta|sexta|sabado|domingo|fim de semana|fds)\b/;
/** What makes it another edit: a meal, a food swapped ("por"), something taken out or put in. */
const OTHER_EDIT = /\b(?:por|pelo|pela|tira|tirar|sem|coloca|bota|mais leve|rapid\w*)\b/;

/** The weekdays (0 = segunda) whose every meal is asked anew; null when the message asks something else. */
export function readDayRedraw(folded: string): number[] | null {
  if (!DAY_REDRAW.test(folded) || folded.split(" ").length > 14 || OTHER_EDIT.test(folded) || SLOTS.some(([, p]) => p.test(folded))) return null;
  const days = weekdaysSaid(folded);
  return days.length > 0 ? days : null;
}

/** Every meal of those days drawn again, one meal at a time, each day kept on its energy; null when nothing could be. */
export async function redrawDays(planId: string, weekdays: readonly number[], ctx: TTurnContext): Promise<TRedraw | null> {
  const slots = ctx.redrawPlanMeal ? await ctx.planSlots?.(planId) : null;
  if (!slots) return null;
  let last: TRedraw | null = null;
  const changed: TRedraw["changed"] = [];
  for (const slot of slots) {
    const redraw = await ctx.redrawPlanMeal!(planId, { slot, days: [], weekdays: [...weekdays], avoid: [], want: [], onlyNamed: false, common: false });
    if (!redraw) return null;
    changed.push(...redraw.changed);
    last = redraw;
  }
  return last ? { ...last, changed } : null;
}

/** What each day's meals are now, meal by meal. */
export function composeDaysRedrawn(redraw: TRedraw, link: string): string {
  const days = [...new Set(redraw.changed.map((c) => c.label))];
  if (days.length === 0) return `Não encontrei esse dia no seu plano. Veja os dias em [${redraw.title}](${link}).`;
  const lines = redraw.changed.map((c) => `- **${c.label}, ${c.meal.toLowerCase()}:** ${c.after.join(", ")}`);
  const meals = new Set(redraw.changed.map((c) => c.meal)).size;
  return [
    `Pronto, refiz ${days.length === 1 ? `o dia todo de ${days[0]!.toLowerCase()}` : `os dias ${days.map((d) => d.toLowerCase()).join(" e ")}`} no mesmo plano: ${meals === 1 ? "a refeição" : `as ${meals} refeições`} com outros alimentos, nas mesmas calorias e respeitando suas restrições:`,
    "",
    ...lines,
    "",
    `Os outros dias continuam iguais. Veja tudo em [${redraw.title}](${link}); lá você também pode usar **Trocar** em cada item.`,
  ].join("\n");
}

