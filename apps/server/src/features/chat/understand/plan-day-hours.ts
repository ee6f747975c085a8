import { foldText } from "../chat.text";
import { formatHour, readPlanTimes, type TPlanTime } from "./plan-time";

/**
 * The day a plan request describes (decision 119): meal hours said outright ("almoço às 11h"), and the hours a meal
 * follows from — waking ("acordo 5h"), a shift ("trabalho das 14h às 22h", "saio às 14h"), bedtime, a workout ("treino
 * às 6h"). `night`: a shift or sleep that turns the day around (decision 109's order, at the shift's hours when said).
 */
export type TPlanDay = { times: TPlanTime[]; asked: boolean; night: boolean; shiftEnd: number | null; shiftStart?: number | null; workout?: number | null; window?: { open: number; close: number }; awake?: TAwake };

/** A day that starts late or ends past midnight ("acordo meio-dia e durmo 4h"): minutes from waking to bedtime (past 24h when it crosses midnight). */
export type TAwake = { from: number; to: number };

const HOUR = "(\\d{1,2})(?:h(\\d{2})?|:(\\d{2})| ?horas?| ?hs)?(?: (da manha|da tarde|da noite|da madrugada))?";
const WAKE = new RegExp(`\\b(?:acordo|levanto|acordar|levantar)(?: (?:as|umas|la pelas|por volta das|cedo,? as))? ${HOUR}`);
const SHIFT_END = new RegExp(`\\b(?:trabalh\\w*|turno|expediente|servico|plantao|saio)\\b[a-z ]{0,30}?\\b(?:ate as|ate|as|saio as|termina as|acaba as) ${HOUR}`);
/** "entro 22h e saio 6h", "pego no plantão às 19h": the shift's start and end said apart. */
const SHIFT_IN = new RegExp(`\\b(?:entro|pego|comeco)(?: no (?:trabalho|servico|plantao|turno))?(?: as| umas| por volta das)? ${HOUR}`);
const SHIFT_OUT = new RegExp(`\\bsaio(?: do (?:trabalho|servico|plantao|turno))?(?: as| umas| por volta das)? ${HOUR}`);
const SHIFT_SPAN = new RegExp(`\\b(?:das|de) ${HOUR} (?:as|ate as|ate) ${HOUR}`);
const WORKOUT = new RegExp(`\\b(?:treino|treinar|treinando|malho|malhar|academia|corro|correr|musculacao|crossfit|futebol|pedal)\\b[a-z ]{0,25}?\\b(?:as|umas|la pelas|por volta das|de|cedo as) ${HOUR}`);
/** "só como das 12 às 20", "minha janela é das 11 às 19": an eating window, not a shift (the first meal at its start, dinner before it closes). */
const WINDOW = new RegExp(`\\b(?:como|comer|janela(?: alimentar| de alimentacao)?(?: e)?|me alimento|alimentacao)\\b[a-z ]{0,12}?\\b(?:das|de|entre) ${HOUR} (?:as|ate as|ate|e) ${HOUR}`);
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

/**
 * A shift by day that starts late ("das 14h às 22h"): lunch before leaving, dinner at the shift's break, supper at home
 * after it; a shift that starts early and ends by mid-afternoon: lunch when it ends.
 */
function aroundShift(start: number | null, end: number | null, said: ReadonlySet<string>): TPlanTime[] {
  const out: TPlanTime[] = [];
  if (start !== null && start >= 10 * 60 && start <= 16 * 60 && end !== null && end > start) {
    if (!said.has("LUNCH")) out.push(at("LUNCH", Math.max(11 * 60, start - 60)));
    if (end >= 21 * 60) {
      if (!said.has("DINNER")) out.push(at("DINNER", Math.round((start + (end - start) * 0.6) / 30) * 30));
      if (!said.has("SUPPER")) out.push(at("SUPPER", Math.min(23 * 60 + 30, end + 30)));
    } else if (!said.has("DINNER")) out.push(at("DINNER", end + 30));
  } else if (end !== null && end >= 11 * 60 && end <= 16 * 60 && !said.has("LUNCH")) out.push(at("LUNCH", end + 30));
  return out;
}

/** A workout at an hour: early, breakfast comes after it; later, the snack before it is about an hour ahead. */
function aroundWorkout(workout: number, used: ReadonlySet<string>): TPlanTime[] {
  if (workout < 9 * 60) return used.has("BREAKFAST") ? [] : [at("BREAKFAST", workout + 90)];
  const snack = workout < 14 * 60 ? "MORNING_SNACK" : workout < 21 * 60 ? "AFTERNOON_SNACK" : "SUPPER";
  return used.has(snack) ? [] : [at(snack, workout - 60)];
}

/**
 * Null when the request says no hour and asks for none. `earlier`: the conversation's messages before it, where a shift,
 * a waking hour or a workout said before the plan was asked still lays the day out ("trabalho das 14h às 22h", then "me
 * faz um plano com os horários").
 */
export function readPlanDay(text: string, earlier = ""): TPlanDay | null {
  const folded = `${foldText(earlier)} ${foldText(text)}`.trim().replace(/\bmeio ?dia\b/g, "12h").replace(/\bmeia ?noite\b/g, "0h");
  const times = readPlanTimes(text);
  const wake = WAKE.exec(folded);
  const span = SHIFT_SPAN.exec(folded);
  const end = span ?? SHIFT_END.exec(folded) ?? SHIFT_OUT.exec(folded);
  const shiftIn = span ? null : SHIFT_IN.exec(folded);
  const sleep = SLEEP.exec(folded);
  const window = WINDOW.exec(folded);
  if (window && minutesOf(window, 1) !== null && minutesOf(window, 5) !== null) {
    const [open, close] = [minutesOf(window, 1)!, minutesOf(window, 5)!];
    const said = new Set(times.map((t) => t.slot));
    const framed = [...(said.has("LUNCH") ? [] : [at("LUNCH", open)]), ...(said.has("DINNER") ? [] : [at("DINNER", Math.max(open + 240, close - 30))])];
    return { times: [...times, ...framed], asked: true, night: false, shiftEnd: null, window: { open, close } };
  }
  const startAt = span ? minutesOf(span, 1) : shiftIn ? minutesOf(shiftIn, 1) : null;
  // A shift from the afternoon on ("das 14h às 22h") leaves the morning free: waking is not an hour before it.
  const wakeAt = wake ? minutesOf(wake, 1) : startAt !== null && startAt < 10 * 60 ? Math.max(0, startAt - 60) : null;
  const endAt = span ? minutesOf(span, 5) : end ? minutesOf(end, 1) : null;
  const workoutSaid = WORKOUT.exec(folded);
  const workout = workoutSaid ? minutesOf(workoutSaid, 1) : null;
  // Bedtime not said: about 16 hours after waking, so an early riser's dinner and supper come early too.
  const sleepAt = sleep ? minutesOf(sleep, 1) : wakeAt !== null && wakeAt <= 7 * 60 ? wakeAt + 16 * 60 : null;
  const night = NIGHT.test(folded) || (endAt !== null && endAt < 10 * 60) || (startAt !== null && startAt >= 18 * 60);
  const asked = ASKED.test(folded);
  if (!asked && times.length === 0 && wakeAt === null && endAt === null && sleepAt === null && workout === null) return null;
  // "acordo 11h", "durmo 4h da manhã": the whole day moves later, the meals spread over the hours awake (a shift, a
  // workout or a meal's hour said lays the day out by them instead).
  if (!night && endAt === null && startAt === null && workout === null && times.length === 0 && ((wakeAt ?? 0) >= 10 * 60 || (sleepAt !== null && sleepAt >= 60 && sleepAt < 6 * 60))) {
    const from = wakeAt ?? (sleepAt! + 8 * 60) % (24 * 60);
    const to = sleepAt ?? from + 16 * 60;
    return { times, asked, night, shiftEnd: endAt, shiftStart: startAt, workout, awake: { from, to: to <= from ? to + 24 * 60 : to } };
  }
  const said = new Set(times.map((t) => t.slot));
  const derived: TPlanTime[] = [];
  // "trabalho de madrugada, acordo 11h": the night's order starts at the hour said.
  if (night && wakeAt !== null && !said.has("BREAKFAST")) derived.push(at("BREAKFAST", wakeAt + 30));
  if (!night) {
    if (workout !== null) derived.push(...aroundWorkout(workout, said));
    if (wakeAt !== null && !said.has("BREAKFAST") && !derived.some((d) => d.slot === "BREAKFAST")) derived.push(at("BREAKFAST", wakeAt + 30));
    // A shift that ends around midday: lunch when it ends, not at the clock's noon in the middle of the work.
    derived.push(...aroundShift(startAt, endAt, new Set([...said, ...derived.map((d) => d.slot)])));
    if (sleepAt !== null && sleepAt >= 20 * 60 && !said.has("DINNER") && !derived.some((d) => d.slot === "DINNER")) derived.push(at("DINNER", Math.min(sleepAt - 150, 20 * 60)));
  }
  return { times: [...times, ...derived], asked, night, shiftEnd: endAt, shiftStart: startAt, workout };
}
