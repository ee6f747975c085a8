/**
 * São Paulo's wall clock without the time-zone database. The zone has kept UTC−3 all year since its last daylight-saving
 * period ended at 2019-02-17 00:00 local time (Decree 9,772/2019). Reading the offset from Intl loads the engine's
 * time-zone data, tens of milliseconds on a phone, at the start of every signed-in page. The test compares this with
 * Intl over the years ahead, so a change of the zone's rules in the engines' data fails it.
 */
const FIXED_OFFSET_SINCE = Date.UTC(2019, 1, 17, 2);
const OFFSET_MS = -3 * 3600_000;

/** A Date whose UTC fields read São Paulo's wall clock at `instant`; null before 2019-02-17, when the offset varied. */
export function saoPauloWallClock(instant: Date): Date | null {
  const time = instant.getTime();
  return time >= FIXED_OFFSET_SINCE ? new Date(time + OFFSET_MS) : null;
}
