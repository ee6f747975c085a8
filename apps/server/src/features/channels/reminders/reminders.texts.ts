import { MEAL_SLOT_LABELS, type TMealSlot } from "@nutriguia/domain";
import type { TWeekSummary } from "./reminders.weekly";

/** The payload of the one-tap stop: WhatsApp reply/quick-reply button id, Telegram callback data. */
export const STOP_PAYLOAD = "stop-reminders";
export const STOP_BUTTON = { whatsapp: "PARAR", telegram: "Parar lembretes" } as const;

const STOP_FOOTER = "Para não receber mais lembretes por aqui, responda PARAR.";

/** "PARAR", "parar lembretes", "/parar", "Pare", "stop": the user asks to stop the reminders on this channel. */
export function isStopRequest(text: string) {
  const folded = text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").trim().toLowerCase();
  return /^\/?(parar|pare|stop|sair)( (os )?lembretes)?[.!]*$/.test(folded);
}

export const stoppedText = (publicUrl: string) =>
  `Pronto, você não vai mais receber lembretes por aqui. Para voltar a recebê-los, ative em ${publicUrl}/profile, na seção Lembretes.`;

const mealName = (slot: TMealSlot) => MEAL_SLOT_LABELS[slot].toLowerCase();

export function mealReminderText(slot: TMealSlot) {
  return [`⏰ Você ainda não registrou o ${mealName(slot)} de hoje.`, `Me conte o que comeu (por exemplo, "arroz, feijão e frango") ou mande uma foto do prato.`, STOP_FOOTER].join("\n");
}

/** The body variables of the approved templates (docs/decisions/330): the meal, or the summary in one line. */
export const mealTemplateParams = (slot: TMealSlot) => [mealName(slot)];

const num = (n: number) => Math.round(n).toLocaleString("pt-BR");
const dm = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;
const WEEKDAYS = ["domingo", "segunda", "terça", "quarta", "quinta", "sexta", "sábado"];
const weekday = (date: string) => WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()]!;
const against = (value: string, target: number | null, unit: string, word = "meta") => (target === null ? value : `${value} (${word} ${num(target)} ${unit})`);

function weightLine(w: TWeekSummary["weight"]) {
  if (w.weeklyChangeKg === null) return w.currentKg === null ? "registre seu peso para ver a tendência" : `${w.currentKg.toLocaleString("pt-BR")} kg (registre mais pesagens para ver a tendência)`;
  const change = Math.abs(w.weeklyChangeKg) < 0.05 ? "estável" : `${w.weeklyChangeKg > 0 ? "+" : "−"}${Math.abs(w.weeklyChangeKg).toLocaleString("pt-BR", { maximumFractionDigits: 1 })} kg por semana`;
  return w.currentKg === null ? change : `${w.currentKg.toLocaleString("pt-BR")} kg, ${change}`;
}

/** The figures of the summary, one per line; the template version joins them in one line. */
function summaryLines(w: TWeekSummary) {
  return [
    `Dias registrados: ${w.loggedDays} de 7`,
    `Calorias: média de ${against(`${num(w.calories.average)} kcal`, w.calories.target, "kcal")}`,
    `Proteínas: ${against(`${num(w.protein.average)} g`, w.protein.target, "g")}`,
    `Fibras: ${against(`${w.fiber.average.toLocaleString("pt-BR")} g`, w.fiber.goal, "g")}`,
    `Sódio: ${against(`${num(w.sodium.average)} mg`, w.sodium.limit, "mg", "limite")}`,
    `Peso: ${weightLine(w.weight)}`,
    w.bestDay ? `Melhor dia: ${weekday(w.bestDay.date)}, ${dm(w.bestDay.date)} (${num(w.bestDay.calories)} kcal)` : null,
  ].filter((line): line is string => line !== null);
}

export function weeklySummaryText(w: TWeekSummary) {
  return [`📊 Seu resumo da semana (${dm(w.from)} a ${dm(w.to)}) — médias dos dias registrados`, ...summaryLines(w), `Sugestão: ${w.suggestion}`, STOP_FOOTER].join("\n");
}

/** Template variables may not carry line breaks: the period, then the figures and the suggestion in one line. */
export const summaryTemplateParams = (w: TWeekSummary) => [`${dm(w.from)} a ${dm(w.to)}`, `${summaryLines(w).join(" · ")}. Sugestão: ${w.suggestion}`];
