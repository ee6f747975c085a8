import type { TDb } from "../../db/client";
import { daysAwaitingRollup, deleteEventsBefore, deleteSaltsBefore, rollUpDay } from "./visitors.repository";
import { utcDayOf } from "./visitors.service";

const DAY_MS = 86_400_000;
export const VISITOR_RAW_RETENTION_DAYS = 30;

export type TVisitorMaintenanceResult = { daysRolledUp: number; hourlyRows: number; eventsDeleted: number; saltsDeleted: number };

/**
 * The hourly job (registered by the scheduler): rolls up the hours of every finished UTC day not rolled up yet,
 * then deletes raw events older than 30 days and salts older than 48 hours (today's and yesterday's are kept).
 * Idempotent, and safe to run on several instances at once. Only whole days are rolled up because a visitor hash
 * lives one UTC day: until the day ends, a visit that began in an earlier hour may still grow.
 */
export async function runVisitorMaintenance(db: TDb, now: Date): Promise<TVisitorMaintenanceResult> {
  const todayStart = new Date(`${utcDayOf(now)}T00:00:00Z`);
  let daysRolledUp = 0;
  let hourlyRows = 0;
  for (const day of await daysAwaitingRollup(db, todayStart)) {
    const rows = await rollUpDay(db, day);
    if (rows === null) continue;
    daysRolledUp += 1;
    hourlyRows += rows;
  }
  const eventsDeleted = await deleteEventsBefore(db, new Date(now.getTime() - VISITOR_RAW_RETENTION_DAYS * DAY_MS));
  const saltsDeleted = await deleteSaltsBefore(db, utcDayOf(new Date(todayStart.getTime() - DAY_MS)));
  return { daysRolledUp, hourlyRows, eventsDeleted, saltsDeleted };
}
