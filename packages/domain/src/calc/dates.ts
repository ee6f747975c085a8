import { onFirstUse } from "./on-first-use";
import { SAO_PAULO_TIME_ZONE } from "./sao-paulo-time";

/**
 * Date normalisation (000 §3, 001 §3): dates may arrive as [y, m, d, h?, min?, s?],
 * an ISO date-time with or without zone (a "[Zone]" suffix is removed), or the
 * placeholders 1969-12-31 / 1970-01-01 meaning "no date". Anything unparseable is null.
 */
export function normalizeDate(value: unknown): Date | null {
  if (value === null || value === undefined || value === "") return null;
  let date: Date;
  if (Array.isArray(value)) {
    const [y, m = 1, d = 1, h = 0, min = 0, s = 0] = value.map(Number);
    if (y === undefined || [y, m, d, h, min, s].some((n) => !Number.isFinite(n))) return null;
    date = new Date(y, m - 1, d, h, min, s);
  } else if (typeof value === "string") {
    date = new Date(value.replace(/\[[^\]]*\]$/, "").trim());
  } else if (value instanceof Date) {
    date = value;
  } else if (typeof value === "number") {
    date = new Date(value);
  } else {
    return null;
  }
  if (Number.isNaN(date.getTime())) return null;
  const iso = date.toISOString().slice(0, 10);
  if (iso === "1969-12-31" || iso === "1970-01-01") return null;
  return date;
}

const DATE_TIME_FORMAT = onFirstUse(
  () =>
    new Intl.DateTimeFormat("pt-BR", {
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      timeZone: SAO_PAULO_TIME_ZONE,
    }),
);

/** Day, month, year, hour and minute in pt-BR; "N/A" when there is no date. */
export function formatDateTime(value: unknown): string {
  const date = normalizeDate(value);
  return date ? DATE_TIME_FORMAT().format(date) : "N/A";
}

/** "2026-03-10" → "10/03/2026" (a calendar day, no time zone involved). */
export function formatDateOnly(day: string): string {
  const [y, m, d] = day.split("-");
  return y && m && d ? `${d}/${m}/${y}` : day;
}
