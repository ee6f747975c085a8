import { MEAL_SLOTS, saoPauloWallClock, type TMealSlot } from "@nutriguia/domain";
import type { TReminderKind, TReminderSlots } from "../../../db/schema";

/** The weekly summary goes out on Sunday at this São Paulo time (docs/decisions/330). */
export const WEEKLY_SUMMARY_TIME = "19:00";
/** A reminder is still sent this long after its time (a pass missed by a restart); later, the slot is skipped. */
export const CATCH_UP_MINUTES = 60;

/** São Paulo's day, weekday (0 = Sunday) and minutes after midnight at `instant`. */
export function saoPauloClock(instant: Date) {
  const wall = saoPauloWallClock(instant);
  return { day: wall.toISOString().slice(0, 10), weekday: wall.getUTCDay(), minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes() };
}

export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Quiet hours from `start` to `end`, crossing midnight when `end` comes first (22:00–07:00). */
export function inQuietHours(minutes: number, quiet: { start: string; end: string } | null) {
  if (!quiet) return false;
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  if (start === end) return false;
  return start < end ? minutes >= start && minutes < end : minutes >= start || minutes < end;
}

const isDue = (time: string, minutes: number) => minutes >= minutesOf(time) && minutes < minutesOf(time) + CATCH_UP_MINUTES;

/** What is due at this clock for these choices, before looking at what was logged or already sent. */
export function dueKinds(
  choice: { slots: TReminderSlots; weeklySummary: boolean; quietStart: string | null; quietEnd: string | null },
  clock: { weekday: number; minutes: number },
): TReminderKind[] {
  const quiet = choice.quietStart && choice.quietEnd ? { start: choice.quietStart, end: choice.quietEnd } : null;
  if (inQuietHours(clock.minutes, quiet)) return [];
  const kinds: TReminderKind[] = MEAL_SLOTS.filter((slot: TMealSlot) => {
    const time = choice.slots[slot];
    return typeof time === "string" && isDue(time, clock.minutes);
  });
  if (choice.weeklySummary && clock.weekday === 0 && isDue(WEEKLY_SUMMARY_TIME, clock.minutes)) kinds.push("WEEKLY_SUMMARY");
  return kinds;
}
