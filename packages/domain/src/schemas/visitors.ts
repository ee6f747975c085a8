import { z } from "zod";
import { VISITOR_DEVICES } from "../calc/visitors";

/** POST /api/visitors/events: one page view, or the visible time spent on the current page when it is hidden or left. */
export const ZVisitorEvent = z.object({
  kind: z.enum(["pageview", "engagement"]),
  path: z.string().min(1).max(512),
  referrer: z.string().max(2048).optional(),
  utmSource: z.string().max(200).optional(),
  utmMedium: z.string().max(200).optional(),
  utmCampaign: z.string().max(200).optional(),
  screenWidth: z.number().int().min(0).max(100_000).optional(),
  /** Visible milliseconds on the page since the previous report (engagement only). */
  engagedMs: z.number().int().min(0).max(86_400_000).optional(),
});
export type TVisitorEvent = z.infer<typeof ZVisitorEvent>;

export const VISITOR_SUMMARY_DEFAULT_DAYS = 30;
export const VISITOR_SUMMARY_MAX_DAYS = 366;
const isCalendarDay = (v: string) => {
  const time = Date.parse(`${v}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === v;
};
const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use o formato AAAA-MM-DD").refine(isCalendarDay, "Data inválida");

/** GET /api/admin/visitors/summary?from&to: UTC days, both included; default the last 30 days. */
export const ZVisitorSummaryQuery = z.object({ from: ZDay.optional(), to: ZDay.optional() });
export type TVisitorSummaryQuery = z.infer<typeof ZVisitorSummaryQuery>;

const ZCount = z.number().int().min(0);
export const ZVisitorBreakdownRow = z.object({ value: z.string().nullable(), visitors: ZCount, visits: ZCount });
export type TVisitorBreakdownRow = z.infer<typeof ZVisitorBreakdownRow>;

export const ZVisitorSummary = z.object({
  from: z.string(),
  to: z.string(),
  /** Daily unique visitors added up: the hash changes every UTC day, so nobody is followed across days. */
  visitors: ZCount,
  pageviews: ZCount,
  visits: ZCount,
  /** Share of visits with a single page view, 0–1. */
  bounceRate: z.number().min(0).max(1),
  avgVisitDurationMs: ZCount,
  daily: z.array(z.object({ day: z.string(), visitors: ZCount, pageviews: ZCount })),
  topPages: z.array(z.object({ path: z.string(), visitors: ZCount, pageviews: ZCount })),
  referrers: z.array(ZVisitorBreakdownRow),
  devices: z.array(ZVisitorBreakdownRow.extend({ value: z.enum(VISITOR_DEVICES) })),
  countries: z.array(ZVisitorBreakdownRow),
  utmSources: z.array(ZVisitorBreakdownRow),
});
export type TVisitorSummary = z.infer<typeof ZVisitorSummary>;
