import { SAO_PAULO_TIME_ZONE, saoPauloWallClock } from "./sao-paulo-time";

/** The day a food counts for is the Brazilian calendar day (decision 201). */
export const TRACKING_TIME_ZONE = SAO_PAULO_TIME_ZONE;

/** YYYY-MM-DD of an instant in São Paulo. */
export function localDate(instant: Date = new Date()): string {
  return saoPauloWallClock(instant).toISOString().slice(0, 10);
}

/** Calendar arithmetic on YYYY-MM-DD strings (no time zone involved). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);
}
