import { MEAL_SLOT_LABELS, MEAL_SLOTS, type TMealPlan, type TMealSlot } from "@nutriguia/domain";
import type { TRepeated } from "../../meal-plans";
import type { TAwake, TPlanDay } from "../understand/plan-day-hours";
import { formatHour } from "../understand/plan-time";
import { preferredAs } from "../understand/plan-prefer";
import { foldText } from "../chat.text";
import { dayAtHours, NIGHT_SHIFT, nightHours } from "./compose-plan-time";
import { lower } from "./format";

const name = (slot: TMealSlot) => MEAL_SLOT_LABELS[slot].toLowerCase();

/**
 * A plan asked with the person's day ("acordo 5h e trabalho de turno até as 14h", "com horários"): the new plan's meals
 * at hours that fit it (decision 119). A snack that falls inside the shift is said as one to take along.
 */
export function composePlanDay(day: TPlanDay, slots: readonly TMealSlot[]): string {
  if (day.night) return NIGHT_SHIFT(name(slots.includes("BREAKFAST") ? "BREAKFAST" : slots[0]!), day.times[0]?.hour ?? null, nightHours(day.shiftStart, day.shiftEnd));
  if (slots.length < 2) return day.times[0] ? `Horário combinado para o ${name(slots[0]!)}: **${day.times[0].hour}**.` : "";
  if (day.awake && day.times.length === 0) return composeAwakeDay(day.awake, slots);
  const laid = dayAtHours(slots, day.times);
  const duringShift = (minutes: number) => day.shiftEnd !== null && minutes < day.shiftEnd && minutes >= (day.shiftStart ?? 0);
  const along = (slot: TMealSlot, minutes: number) => (!duringShift(minutes) ? "" : slot.endsWith("SNACK") ? " (leve na bolsa e coma no intervalo do trabalho)" : slot === "DINNER" || slot === "LUNCH" ? " (marmita, no intervalo do trabalho)" : "");
  const workout = (minutes: number) => (day.workout == null ? "" : minutes === day.workout - 60 ? " (antes do treino)" : minutes === day.workout + 90 ? " (depois do treino)" : "");
  const lines = laid.map((m) => `- **${formatHour(m.minutes)}**: ${name(m.slot)}${along(m.slot, m.minutes)}${workout(m.minutes)}`);
  const outside = day.window ? laid.filter((m) => m.minutes < day.window!.open || m.minutes > day.window!.close) : [];
  const windowLine = outside.length > 0 ? [`O seu plano tem ${outside.map((m) => name(m.slot)).join(", ")} fora dessa janela; se quiser, me peça *refaz o plano com jejum intermitente* e eu monto só com almoço, lanche da tarde e jantar.`] : [];
  const early = day.workout != null && day.workout < 9 * 60 ? [`Antes do treino das ${formatHour(day.workout)}, se quiser, algo pequeno e fácil de digerir (uma banana ou meio copo de leite); o café da manhã completo vem depois.`] : [];
  const shift = day.shiftStart != null && day.shiftEnd !== null ? `das ${formatHour(day.shiftStart)} às ${formatHour(day.shiftEnd)}` : null;
  const lead = day.window ? `Dentro da sua janela das ${formatHour(day.window.open)} às ${formatHour(day.window.close)}, o dia do plano fica assim:` : shift ? `Com o seu trabalho ${shift}, o dia do plano fica assim:` : day.shiftEnd !== null ? `Com o seu turno terminando às ${formatHour(day.shiftEnd)}, o dia do plano fica assim:` : "O dia do plano, com horários que combinam com a sua rotina:";
  return [lead, ...lines, "", ...early, ...windowLine, ...(early.length + windowLine.length > 0 ? [""] : []), "Os horários valem para todos os dias do plano; se algum não encaixar, me diga o horário certo e eu reorganizo."].join("\n");
}

const clock = (minutes: number) => formatHour((Math.round(minutes / 30) * 30) % (24 * 60));

/**
 * A day that starts late or ends past midnight: the plan's meals in their order, the first half an hour after waking,
 * the last about an hour and a half before bed, the others evenly between.
 */
function composeAwakeDay(awake: TAwake, slots: readonly TMealSlot[]): string {
  const ordered = MEAL_SLOTS.filter((s) => slots.includes(s));
  const first = awake.from + 30;
  const step = (awake.to - 90 - first) / (ordered.length - 1);
  const lines = ordered.map((slot, k) => `- **${clock(first + step * k)}**: ${name(slot)}${k === 0 ? " (ao acordar)" : k === ordered.length - 1 ? " (a última, antes de dormir)" : ""}`);
  return [
    `Com o seu dia começando por volta das ${clock(awake.from)} e indo até ${clock(awake.to)}, as refeições do plano ficam na mesma ordem, espaçadas pelo tempo em que você está acordado:`,
    ...lines,
    "",
    "Os nomes das refeições continuam os mesmos no plano; o que vale é a ordem: a primeira ao acordar, a última umas 1 a 2 horas antes de deitar. Os horários valem para todos os dias; se algum não encaixar, me diga o horário certo e eu reorganizo.",
  ].join("\n");
}

/** A meal repeated at creation ("quero repetir o mesmo almoço de seg a sex"): the days that share it. */
export function composeRepeatAtCreation(result: TRepeated): string {
  if (result.missing || result.copies.length === 0) return "";
  const first = result.copies[0]!;
  const days = [first.from, ...result.copies.filter((c) => c.from === first.from).map((c) => c.to)].map(lower);
  const rebalanced = result.rebalanced.length > 0 ? " Para cada dia continuar perto das suas calorias, ajustei as porções das outras refeições desses dias." : "";
  return `O **${lower(result.meal)}** é o mesmo em ${days.slice(0, -1).join(", ")} e ${days.at(-1)}: ${first.foods.join(", ")}.${rebalanced}`;
}

/** Words for the plate's vegetables: a lunch or dinner of the plan always has them. */
const VEGETABLES = /^(legumes?|verduras?|salada|hortalicas?|vegetais)$/;
const listed = (parts: readonly string[]) => (parts.length > 1 ? `${parts.slice(0, -1).join(", ")} e ${parts.at(-1)}` : (parts[0] ?? ""));

/** "pode ser com frango, arroz integral e legumes": which of the foods asked the plan has (`put`: the ones put in after the draw, with their days), and which it could not. */
export function composePreferred(asked: readonly string[], plan: TMealPlan, put: ReadonlyMap<string, number> = new Map()): string {
  if (asked.length === 0) return "";
  const names = plan.days.flatMap((d) => d.meals.flatMap((m) => m.items.map((i) => foldText(i.food))));
  const hasPlate = plan.meals.some((m) => m === "LUNCH" || m === "DINNER");
  const daysWith = (food: string) => plan.days.filter((d) => d.meals.some((m) => m.items.some((i) => foldText(i.food).includes(foldText(preferredAs(food)))))).length;
  const found = asked.filter((f) => (VEGETABLES.test(f) ? hasPlate : put.has(f) || names.some((n) => n.includes(foldText(preferredAs(f))))));
  const missing = asked.filter((f) => !found.includes(f));
  const lines = found.length > 0 ? [`Dei preferência ao que você pediu: ${listed(found.map((f) => (VEGETABLES.test(f) ? `${f} (em todo almoço e jantar)` : `${preferredAs(f)} (em ${Math.max(put.get(f) ?? 0, daysWith(f))} de ${plan.days.length} dias)`)))}.`] : [];
  if (missing.length > 0) lines.push(`${listed(missing.map((f) => f.charAt(0).toUpperCase() + f.slice(1)))} não ${missing.length === 1 ? "está" : "estão"} entre os alimentos que eu uso para montar planos; se quiser, me peça para trocar um item por ${missing.length === 1 ? "ele" : "eles"} depois.`);
  return lines.join(" ");
}
