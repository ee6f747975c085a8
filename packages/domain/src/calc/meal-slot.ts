import type { TMealSlot } from "./meal-slots";
import { addDays, localDate } from "./tracking-days";
import { saoPauloWallClock } from "./sao-paulo-time";

/**
 * Where a meal told in words belongs: its slot of the day log and the day it counts for (decision 210).
 * Words in the text win ("no café", "almocei", "de lanche", "jantei", "na ceia", "ontem à noite"); otherwise the
 * São Paulo clock decides, with these boundaries (start inclusive):
 *   04:00 café da manhã · 10:00 lanche da manhã · 11:30 almoço · 15:00 lanche da tarde · 18:30 jantar · 22:00 ceia.
 * "ontem" moves the day back one, "anteontem" two; the slot of "ontem à noite" is the jantar.
 */
export type TMealSlotReading = { meal: TMealSlot; consumedOn: string; fromWords: boolean };

/** Minutes after local midnight at which each slot starts; before 04:00 is still the previous evening's ceia. */
export const MEAL_SLOT_BOUNDARIES: readonly { meal: TMealSlot; from: number }[] = [
  { meal: "BREAKFAST", from: 4 * 60 },
  { meal: "MORNING_SNACK", from: 10 * 60 },
  { meal: "LUNCH", from: 11 * 60 + 30 },
  { meal: "AFTERNOON_SNACK", from: 15 * 60 },
  { meal: "DINNER", from: 18 * 60 + 30 },
  { meal: "SUPPER", from: 22 * 60 },
];

function localMinutes(instant: Date): number {
  const wall = saoPauloWallClock(instant);
  return wall.getUTCHours() * 60 + wall.getUTCMinutes();
}

/** The slot the São Paulo clock puts a meal in. */
export function slotAtTime(instant: Date): TMealSlot {
  const minutes = localMinutes(instant);
  let slot: TMealSlot = "SUPPER";
  for (const b of MEAL_SLOT_BOUNDARIES) if (minutes >= b.from) slot = b.meal;
  return slot;
}

function fold(text: string): string {
  return ` ${text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim()} `;
}

/** Checked in order: the more specific phrase first ("lanche da manhã" before "manhã", "café da tarde" before "café"). */
const SLOT_WORDS: readonly { meal: TMealSlot | "SNACK"; pattern: RegExp }[] = [
  { meal: "MORNING_SNACK", pattern: / (lanche|lanchinho) (da|de|no meio da) manha | colacao | meio da manha / },
  { meal: "AFTERNOON_SNACK", pattern: / (lanche|lanchinho|cafe) (da|de|no meio da) tarde | merenda | meio da tarde | (de|a|hoje a|ontem a|ontem de) tarde / },
  { meal: "SUPPER", pattern: / ceia | ceiei | antes de dormir | madrugada / },
  { meal: "BREAKFAST", pattern: / cafe da manha | desjejum | (no|de|pro|para o|pelo) cafe | (de|pela|na|hoje de) manha / },
  { meal: "LUNCH", pattern: / almo(c|ss)(o|ei|amos|ar|ou|ando)? / },
  { meal: "DINNER", pattern: / jant(a|ar|ei|amos|ou|ando)? | (a|de|ontem a|hoje a|esta|nesta) noite / },
  { meal: "SNACK", pattern: / (de|no|um|pro|para o|como) (lanche|lanchinho) | lanchei | lanchando |^ (lanche|lanchinho) / },
];

const DAY_WORDS: readonly { offset: number; pattern: RegExp }[] = [
  { offset: -2, pattern: / anteontem / },
  { offset: -1, pattern: / ontem / },
];

/** Slot and day of a meal described in `text`, sent at `now`. */
export function readMealSlot(text: string, now: Date = new Date()): TMealSlotReading {
  const folded = fold(text);
  const today = localDate(now);
  const dayWord = DAY_WORDS.find((d) => d.pattern.test(folded));
  const consumedOn = dayWord ? addDays(today, dayWord.offset) : today;
  const word = SLOT_WORDS.find((s) => s.pattern.test(folded));
  if (!word) {
    // "ontem" without a meal word says nothing about the hour; the clock's slot is the best guess.
    return { meal: slotAtTime(now), consumedOn, fromWords: false };
  }
  if (word.meal !== "SNACK") return { meal: word.meal, consumedOn, fromWords: true };
  const meal = localMinutes(now) < 12 * 60 && localMinutes(now) >= 4 * 60 ? "MORNING_SNACK" : "AFTERNOON_SNACK";
  return { meal, consumedOn, fromWords: true };
}
