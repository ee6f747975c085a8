import { foldText } from "../chat.text";
import { formatHour, readPlanTimes, type TPlanTime } from "./plan-time";

/**
 * The day a plan request describes (decision 119): meal hours said outright ("almoço às 11h"), and the hours a meal
 * follows from — waking ("acordo 5h"), a shift that ends ("trabalho de turno até as 14h", "saio às 14h"), bedtime.
 * `night`: a shift or sleep that turns the day around (decision 109's order, not the clock's).
 */
export type TPlanDay = { times: TPlanTime[]; asked: boolean; night: boolean; shiftEnd: number | null };

const HOUR = "(\\d{1,2})(?:h(\\d{2})?|:(\\d{2})| ?horas?| ?hs)?(?: (da manha|da tarde|da noite|da madrugada))?";
const WAKE = new RegExp(`\\b(?:acordo|levanto|acordar|levantar)(?: (?:as|umas|la pelas|por volta das|cedo,? as))? ${HOUR}`);
const SHIFT_END = new RegExp(`\\b(?:trabalh\\w*|turno|expediente|servico|plantao|saio)\\b[a-z ]{0,30}?\\b(?:ate as|ate|as|saio as|termina as|acaba as) ${HOUR}`);
const SHIFT_SPAN = new RegExp(`\\b(?:das|de) ${HOUR} (?:as|ate as|ate) ${HOUR}`);
const SLEEP = new RegExp(`\\b(?:durmo|deito|dormir|deitar)(?: (?:as|umas|la pelas|por volta das))? ${HOUR}`);
const NIGHT = /\b(trabalh\w* (?:a|de|durante a|pela|na) (?:noite|madrugada)|trabalho noturno|plantoes noturnos|turno da noite|turno noturno|plantao noturno|de madrugada|durmo de dia|durmo de manha|vigia noturno)\b/;
/** "com horários", "que horas comer": the plan's day laid out at hours even when none is said. */
const ASKED = /\b(horarios?|que horas|hora de cada|hora certa)\b/;

function minutesOf(m: RegExpExecArray, at: number): number | null {
  let hour = Number(m[at]);
  const minutes = Number(m[at + 1] ?? m[at + 2] ?? 0);
  const part = m[at + 3];
  if ((part === "da tarde" || part === "da noite") && hour < 12) hour += 12;
  return hour <= 23 && minutes < 60 ? hour * 60 + minutes : null;
}

const at = (slot: TPlanTime["slot"], minutes: number): TPlanTime => ({ slot, hour: formatHour(minutes), minutes });

/** Null when the request says no hour and asks for none. */
export function readPlanDay(text: string): TPlanDay | null {
  const folded = foldText(text);
  const times = readPlanTimes(text);
  const wake = WAKE.exec(folded);
  const span = SHIFT_SPAN.exec(folded);
  const end = span ?? SHIFT_END.exec(folded);
  const sleep = SLEEP.exec(folded);
  const wakeAt = wake ? minutesOf(wake, 1) : span ? Math.max(0, minutesOf(span, 1)! - 60) : null;
  const endAt = span ? minutesOf(span, 5) : end ? minutesOf(end, 1) : null;
  // Bedtime not said: about 16 hours after waking, so an early riser's dinner and supper come early too.
  const sleepAt = sleep ? minutesOf(sleep, 1) : wakeAt !== null && wakeAt <= 7 * 60 ? wakeAt + 16 * 60 : null;
  const night = NIGHT.test(folded) || (endAt !== null && endAt < 10 * 60) || (span !== null && minutesOf(span, 1)! >= 18 * 60);
  const asked = ASKED.test(folded);
  if (!asked && times.length === 0 && wakeAt === null && endAt === null && sleepAt === null) return null;
  const said = new Set(times.map((t) => t.slot));
  const derived: TPlanTime[] = [];
  if (!night) {
    if (wakeAt !== null && !said.has("BREAKFAST")) derived.push(at("BREAKFAST", wakeAt + 30));
    // A shift that ends around midday: lunch when it ends, not at the clock's noon in the middle of the work.
    if (endAt !== null && endAt >= 11 * 60 && endAt <= 16 * 60 && !said.has("LUNCH")) derived.push(at("LUNCH", endAt + 30));
    if (sleepAt !== null && sleepAt >= 20 * 60 && !said.has("DINNER")) derived.push(at("DINNER", Math.min(sleepAt - 150, 20 * 60)));
  }
  return { times: [...times, ...derived], asked, night, shiftEnd: endAt };
}
