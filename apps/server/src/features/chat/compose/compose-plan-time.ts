import { MEAL_SLOT_LABELS, MEAL_SLOTS, type TMealSlot } from "@nutriguia/domain";
import { formatHour, type TPlanTime } from "../understand/plan-time";

/** Said after a night shift, an early start or a late wake-up: the day's order is built around sleep, not the clock. */
// A shift alone ("trabalho de turno até as 14h") is no night: only the night's words turn the day around (decision 119).
const SHIFT = /\b(noite|noturno|madrugada|plantao|plantoes|turno da noite|trabalho de noite|durmo de dia|durmo de manha|acordo tarde)\b/;

/** When a meal usually happens, in minutes from midnight: where the meals not given an hour go between those that were. */
const USUAL: Readonly<Record<TMealSlot, number>> = { BREAKFAST: 420, MORNING_SNACK: 600, LUNCH: 750, AFTERNOON_SNACK: 960, DINNER: 1170, SUPPER: 1320 };

const name = (slot: TMealSlot) => MEAL_SLOT_LABELS[slot].toLowerCase();
const half = (minutes: number) => Math.round(minutes / 30) * 30;
const num = (hours: number) => String(Math.round(hours * 2) / 2).replace(".", ",");
const list = (parts: readonly string[]) => (parts.length > 1 ? `${parts.slice(0, -1).join(", ")} e ${parts.at(-1)}` : (parts[0] ?? ""));

const MAIN: ReadonlySet<TMealSlot> = new Set(["BREAKFAST", "LUNCH", "DINNER"]);

/**
 * Each meal of the plan at an hour: the ones said; the main meals not said at their usual hour, kept 2½ hours off the
 * said ones; the snacks halfway between their neighbours (the supper 2 hours after the last).
 */
export function dayAtHours(slots: readonly TMealSlot[], said: readonly TPlanTime[]): { slot: TMealSlot; minutes: number; said: boolean }[] {
  const ordered = MEAL_SLOTS.filter((s) => slots.includes(s));
  const stated = new Map(said.map((t) => [t.slot, t.minutes]));
  const near = (k: number, step: 1 | -1, known: ReadonlyMap<TMealSlot, number>) => {
    for (let i = k + step; i >= 0 && i < ordered.length; i += step) if (known.has(ordered[i]!)) return known.get(ordered[i]!);
    return undefined;
  };
  const mains = new Map(stated);
  ordered.forEach((slot, k) => {
    if (!MAIN.has(slot) || mains.has(slot)) return;
    const before = near(k, -1, stated);
    const after = near(k, 1, stated);
    mains.set(slot, Math.min(Math.max(USUAL[slot], (before ?? 0) + 150), (after ?? 24 * 60) - 150));
  });
  return ordered.map((slot, k) => {
    const own = mains.get(slot);
    if (own !== undefined) return { slot, minutes: own, said: stated.has(slot) };
    const before = near(k, -1, mains);
    const after = near(k, 1, mains);
    const minutes = before !== undefined && after !== undefined ? half((before + after) / 2) : before !== undefined ? Math.max(USUAL[slot], before + 120) : Math.min(USUAL[slot], (after ?? USUAL[slot]) - 120);
    return { slot, minutes, said: false };
  });
}

/**
 * The night's order at the shift's hours (19h–7h: home 7h30, awake about 7 hours later, dinner an hour before leaving,
 * the light snack halfway through the shift). Null when the shift's start and end were not both said.
 */
export function nightHours(start: number | null | undefined, end: number | null | undefined): { wake: string; snack: string; dinner: string; middle: string; home: string } | null {
  if (start == null || end == null) return null;
  const home = end + 30;
  const length = (end - start + 24 * 60) % (24 * 60);
  const wake = Math.min(home + 7 * 60, start - 4 * 60 + 24 * 60 * (start < 12 * 60 ? 1 : 0));
  const dinner = start - 60;
  const day = (m: number) => formatHour(((Math.round(m / 30) * 30) % (24 * 60) + 24 * 60) % (24 * 60));
  return { wake: day(wake + 30), snack: day((wake + 30 + dinner) / 2), dinner: day(dinner), middle: day(start + length / 2), home: day(home) };
}

export const NIGHT_SHIFT = (meal: string, hour: string | null, at: ReturnType<typeof nightHours> = null) =>
  [
    "Para um turno da noite, uma ordem que costuma funcionar:",
    `- ${at ? `**${at.wake}**, ao acordar` : hour ? `**${hour}**, ao acordar` : "**ao acordar**"}: o ${meal}, a refeição mais completa do dia;`,
    `- ${at ? `**${at.snack}**, ` : ""}no fim da tarde: um lanche com fruta e uma proteína (iogurte, ovo, queijo branco);`,
    `- ${at ? `**${at.dinner}**, ` : ""}antes de sair para o trabalho: o jantar;`,
    `- ${at ? `**${at.middle}**, ` : ""}no meio do turno: um lanche leve, como sanduíche de pão integral com queijo branco ou iogurte com fruta;`,
    `- ${at ? `**${at.home}**, ` : ""}ao chegar em casa: algo leve antes de dormir, para não deitar com fome nem com o estômago cheio.`,
    "",
    "Mantenha os mesmos horários nos dias de folga, quando der, e beba água ao longo do turno; café só até umas 4 horas antes de dormir.",
  ].join("\n");

/**
 * Meals set at the hours the person keeps ("almoço às 11h e janto às 20h"): the plan's foods stay, and its day is laid
 * out at those hours, the other meals between them. `slots`: the plan's meals, when the plan could be read.
 */
export function composePlanTime(times: readonly TPlanTime[], slots: readonly TMealSlot[] | null, planLink: string, earlier: string): string {
  const first = times[0]!;
  const lead =
    times.length === 1
      ? `Pode, sim: o ${name(first.slot)} passa a ser às **${first.hour}**.`
      : `Combinado: ${list(times.map((t) => `${name(t.slot)} às **${t.hour}**`))}.`;
  const lines = [`${lead} O plano define o que comer em cada refeição, não o relógio, então os alimentos e as quantidades de [seu plano](${planLink}) continuam os mesmos.`];
  if (SHIFT.test(earlier)) return [...lines, NIGHT_SHIFT(name(first.slot), first.hour)].join("\n\n");
  const missing = times.filter((t) => slots && !slots.includes(t.slot));
  if (missing.length > 0) lines.push(`O seu plano não tem ${list(missing.map((t) => name(t.slot)))}; se quiser incluir, me peça um plano com essa refeição.`);
  if (!slots || slots.length < 2) return lines.join("\n\n");
  const day = dayAtHours(slots, times);
  lines.push(["Com esses horários, o dia do plano fica assim:", ...day.map((m) => `- **${formatHour(m.minutes)}**: ${name(m.slot)}${m.said ? "" : " (sugestão)"}`)].join("\n"));
  // Six hours or more without eating between two meals of the plan: hunger makes the next one bigger.
  const gap = day.slice(1).map((m, k) => ({ from: day[k]!, to: m, hours: (m.minutes - day[k]!.minutes) / 60 })).find((g) => g.hours >= 6);
  if (gap) lines.push(`Entre o ${name(gap.from.slot)} e o ${name(gap.to.slot)} ficam ${num(gap.hours)} horas: se a fome apertar, leve a fruta de um dos lanches para o meio desse intervalo, para chegar ao ${name(gap.to.slot)} sem exagerar.`);
  const last = day.at(-1)!;
  if (last.minutes >= 22 * 60 && last.slot === "DINNER") lines.push("Jantar tarde pede um prato mais leve e umas 2 horas antes de deitar, para o sono e a digestão.");
  return lines.join("\n\n");
}
