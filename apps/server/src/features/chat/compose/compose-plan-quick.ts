import { MEAL_SLOT_LABELS, type TMealSlot } from "@nutriguia/domain";
import { WEEKDAYS, type TNutritionProfile } from "@nutriguia/nutrition";
import type { TRedraw } from "../../meal-plans";
import { KITCHEN_AVOID } from "../facts/plan-constraints";
import { checkPlan } from "../facts/plan-check";
import { composePlanCheck } from "./compose-plan-check";

const HOW = "Não tenho o tempo de preparo de cada receita na minha base: contei como rápido o que fica pronto em uns 15 minutos (bife fino ou frango em tiras grelhados, ovos, carne moída, legumes no vapor, saladas, cuscuz, macarrão) e tirei o que leva mais (assados de forno, frango cozido, músculo, arroz integral, mandioca, beterraba). O feijão feito na hora leva bem mais que isso: use o já cozido, congelado em porções ou em lata, e o arroz deixe pronto na geladeira.";

const NAMES = ["segunda", "terça", "quarta", "quinta", "sexta", "sábado", "domingo"];

/** [0..4] "de segunda a sexta", [5, 6] "no sábado e no domingo", [2] "na quarta". */
function daysSaid(weekdays: readonly number[]): string {
  const run = weekdays.length > 2 && weekdays.every((w, k) => k === 0 || w === weekdays[k - 1]! + 1);
  if (run) return `de ${NAMES[weekdays[0]!]} a ${NAMES[weekdays.at(-1)!]}`;
  return weekdays.map((w) => `${w >= 5 ? "no" : "na"} ${NAMES[w]}`).join(" e ");
}

/**
 * A meal made quick after a plan (decision 162): what changed on which day, the meal checked on every day for what
 * takes long, and plainly that preparation times are an estimate, not data the base has.
 */
export function composePlanQuick(slot: TMealSlot | null, redraw: TRedraw, link: string, profile: TNutritionProfile | undefined, weekdays: readonly number[] = []): string {
  // "janta rápida de segunda a sexta": those days only, said and checked so.
  const onDays = weekdays.length > 0 ? ` ${daysSaid(weekdays)}` : "";
  const meal = `${slot ? `o ${MEAL_SLOT_LABELS[slot].toLowerCase()}` : "as refeições"}${onDays}`;
  const inMeal = slot ? `no ${MEAL_SLOT_LABELS[slot].toLowerCase()}` : "nas refeições";
  const changed = redraw.changed.slice(0, 5).map((c) => `- **${c.label}, ${c.meal.toLowerCase()}:** ${c.after.join(", ")}`);
  const more = redraw.changed.length > 5 ? [`- e mais ${redraw.changed.length - 5} ${redraw.changed.length - 5 === 1 ? "refeição" : "refeições"}`] : [];
  const checks = redraw.plan ? checkPlan(redraw.plan, { calories: null, profile, avoid: [], groups: [{ what: `${meal} só com preparos rápidos`, words: KITCHEN_AVOID.quick, ...(slot ? { slots: [slot] } : {}), ...(weekdays.length > 0 ? { days: weekdays.map((w) => WEEKDAYS[w]!) } : {}) }] }).filter((c) => c.kind === "group" || !c.ok) : [];
  const lead = redraw.changed.length > 0 ? `Pronto: troquei ${inMeal} o que demora para fazer, no mesmo plano e com as mesmas calorias:` : `Conferi ${meal}${onDays ? "" : " de todos os dias do plano"} e nada nele leva mais de uns 15 minutos; não mudei nada.`;
  const checked = redraw.plan ? composePlanCheck(checks, redraw.plan, true) : "";
  return [lead, ...(changed.length > 0 ? ["", ...changed, ...more] : []), ...(checked ? ["", checked] : []), "", HOW, "", `Veja tudo em [${redraw.title}](${link}).`].join("\n");
}
