import { onFirstUse } from "./on-first-use";

/** The product's clock (decision 201): days, meal slots, free months and reminders follow São Paulo. */
export const SAO_PAULO_TIME_ZONE = "America/Sao_Paulo";

/**
 * Built on first use, then kept: the first time-zone formatter loads the engine's zone data, which the web's first
 * screens must not pay at start-up (decision 018). The engine's time-zone database decides the offset, so if Brazil
 * brings daylight saving back, an updated Node or browser is right without a change here.
 */
const PARTS = onFirstUse(
  () =>
    new Intl.DateTimeFormat("en-US", {
      timeZone: SAO_PAULO_TIME_ZONE,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    }),
);

/** São Paulo's offset from UTC at `instant`, in milliseconds (−3 h since 2019, −2 h in the summers before). */
export function saoPauloOffsetMs(instant: Date): number {
  const time = instant.getTime();
  const hour = Math.floor(time / HOUR_MS);
  const known = time >= 0 ? offsetByHour.get(hour) : undefined;
  if (known !== undefined) return known;
  const part: Record<string, number> = {};
  for (const { type, value } of PARTS().formatToParts(instant)) part[type] = Number(value);
  const wall = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
  const offset = wall - (time - (((time % 1000) + 1000) % 1000));
  if (time >= 0) {
    if (offsetByHour.size >= MAX_HOURS) offsetByHour.clear();
    offsetByHour.set(hour, offset);
  }
  return offset;
}

/**
 * The offset of each UTC hour asked: since 1970 São Paulo's offset has changed only on the hour (whole-hour offsets,
 * changes at local midnight), and every message, meal and day asks it again.
 */
const HOUR_MS = 3_600_000;
const MAX_HOURS = 20_000;
const offsetByHour = new Map<number, number>();

/** A Date whose UTC fields read São Paulo's wall clock at `instant`. */
export function saoPauloWallClock(instant: Date): Date {
  return new Date(instant.getTime() + saoPauloOffsetMs(instant));
}

/** The instant at which São Paulo's wall clock reads `wall`, given as UTC fields (`Date.UTC(2026, 10, 1)`: 1 Nov, 00:00). */
export function saoPauloInstant(wall: number): Date {
  const guess = wall - saoPauloOffsetMs(new Date(wall));
  return new Date(wall - saoPauloOffsetMs(new Date(guess)));
}
