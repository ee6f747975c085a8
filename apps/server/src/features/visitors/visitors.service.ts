import { createHash, randomBytes } from "node:crypto";
import {
  deviceClass,
  trackedVisitorPath,
  VISITOR_SUMMARY_DEFAULT_DAYS,
  VISITOR_SUMMARY_MAX_DAYS,
  type TVisitorBreakdownRow,
  type TVisitorEvent,
  type TVisitorSummary,
  type TVisitorSummaryQuery,
} from "@nutriguia/domain";
import type { TDb } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { ensureSalt, insertVisitorEvent, loadSummaryGroups, type TSummaryDimension, type TSummaryGroup } from "./visitors.repository";

const DAY_MS = 86_400_000;
/** One report of visible time longer than this is a tab left open, not reading. */
const MAX_ENGAGED_MS = 30 * 60_000;
const TOP_ROWS = 10;
/** Crawlers, link previews, monitors, HTTP libraries and headless or automated browsers (Lighthouse included). */
const BOT_USER_AGENT =
  /bot|crawl|spider|slurp|archiver|facebookexternalhit|embedly|preview|lighthouse|pagespeed|headless|phantomjs|selenium|puppeteer|playwright|curl|wget|python|java\/|go-http|okhttp|axios|node-fetch|undici|libwww|httpclient|pingdom|uptime|monitor|scanner/i;

export const utcDayOf = (time: Date) => time.toISOString().slice(0, 10);

export function isBotUserAgent(userAgent: string | undefined): boolean {
  return !userAgent || userAgent.length < 20 || BOT_USER_AGENT.test(userAgent);
}

/** The referrer's host without "www.", or null when absent, not a web address, or this site itself. */
export function referrerHost(referrer: string | undefined, ownHosts: string[]): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    const host = url.hostname.toLowerCase().replace(/^www\./, "");
    return host && !ownHosts.includes(host) ? host.slice(0, 253) : null;
  } catch {
    return null;
  }
}

const utm = (value: string | undefined) => value?.trim().toLowerCase().slice(0, 100) || null;

export type TVisitorClient = {
  ip: string;
  userAgent: string | undefined;
  /** ISO country code from a trusted proxy header, when there is one. */
  country: string | null;
  /** The Host header the page was served from. */
  host: string | undefined;
};

/** Ingestion of the public pages' tracker; the day's salt is read once per process and day. */
export function createVisitorsService(db: TDb, publicUrl: string) {
  const site = new URL(publicUrl).host;
  const siteHost = new URL(publicUrl).hostname.replace(/^www\./, "");
  const salts = new Map<string, Promise<string>>();

  function saltOf(day: string): Promise<string> {
    let salt = salts.get(day);
    if (!salt) {
      salt = ensureSalt(db, day, randomBytes(32).toString("hex"));
      salt.catch(() => salts.delete(day));
      salts.clear();
      salts.set(day, salt);
    }
    return salt;
  }

  /** Stores the event unless it comes from a bot or names a page that is not counted; true when stored. */
  async function record(event: TVisitorEvent, client: TVisitorClient, now: Date): Promise<boolean> {
    const path = trackedVisitorPath(event.path);
    if (!path || isBotUserAgent(client.userAgent)) return false;
    const engagedMs = event.kind === "engagement" ? Math.min(event.engagedMs ?? 0, MAX_ENGAGED_MS) : 0;
    if (event.kind === "engagement" && engagedMs === 0) return false;
    const day = utcDayOf(now);
    const salt = await saltOf(day);
    const visitor = createHash("sha256").update(`${salt}\n${client.ip}\n${client.userAgent}\n${site}`).digest("hex");
    const ownHosts = [siteHost, (client.host ?? "").split(":")[0]!.toLowerCase().replace(/^www\./, "")];
    await insertVisitorEvent(db, {
      occurredAt: now,
      visitor,
      kind: event.kind,
      path,
      referrerHost: event.kind === "pageview" ? referrerHost(event.referrer, ownHosts) : null,
      utmSource: utm(event.utmSource),
      utmMedium: utm(event.utmMedium),
      utmCampaign: utm(event.utmCampaign),
      device: deviceClass(event.screenWidth),
      country: client.country,
      engagedMs,
    });
    return true;
  }

  return { record };
}

function rangeOf(query: TVisitorSummaryQuery, now: Date): { from: string; to: string; start: Date; end: Date } {
  const to = query.to ?? utcDayOf(now);
  const from = query.from ?? utcDayOf(new Date(Date.parse(`${to}T00:00:00Z`) - (VISITOR_SUMMARY_DEFAULT_DAYS - 1) * DAY_MS));
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS);
  const days = (end.getTime() - start.getTime()) / DAY_MS;
  if (days < 1) throw new AppError("VALIDATION_ERROR", "A data inicial deve ser anterior ou igual à data final.");
  if (days > VISITOR_SUMMARY_MAX_DAYS) throw new AppError("VALIDATION_ERROR", `O período pode ter no máximo ${VISITOR_SUMMARY_MAX_DAYS} dias.`);
  return { from, to, start, end };
}

const byVisitors = (a: TVisitorBreakdownRow, b: TVisitorBreakdownRow) => b.visitors - a.visitors || b.visits - a.visits || String(a.value).localeCompare(String(b.value));

function breakdown(groups: TSummaryGroup[], dimension: TSummaryDimension, keepUnknown: boolean): TVisitorBreakdownRow[] {
  return groups
    .filter((g) => g.dimension === dimension && (keepUnknown || g.value !== null) && g.visits + g.visitors > 0)
    .map((g) => ({ value: g.value, visitors: g.visitors, visits: g.visits }))
    .sort(byVisitors)
    .slice(0, TOP_ROWS);
}

/** The admin's summary of [from, to] (UTC days, both included; default the last 30 days). */
export async function loadVisitorSummary(db: TDb, query: TVisitorSummaryQuery, now: Date): Promise<TVisitorSummary> {
  const { from, to, start, end } = rangeOf(query, now);
  const groups = await loadSummaryGroups(db, start, end);
  const total = groups.find((g) => g.dimension === "total");
  const visits = total?.visits ?? 0;
  const perDay = new Map(groups.filter((g) => g.dimension === "day").map((g) => [g.value, g]));
  const daily = Array.from({ length: (end.getTime() - start.getTime()) / DAY_MS }, (_, i) => {
    const day = utcDayOf(new Date(start.getTime() + i * DAY_MS));
    const g = perDay.get(day);
    return { day, visitors: g?.visitors ?? 0, pageviews: g?.pageviews ?? 0 };
  });
  const topPages = groups
    .filter((g) => g.dimension === "path" && g.value !== null)
    .map((g) => ({ path: g.value!, visitors: g.pageVisitors, pageviews: g.pageviews }))
    .sort((a, b) => b.pageviews - a.pageviews || b.visitors - a.visitors || a.path.localeCompare(b.path))
    .slice(0, TOP_ROWS);
  return {
    from,
    to,
    visitors: total?.visitors ?? 0,
    pageviews: total?.pageviews ?? 0,
    visits,
    bounceRate: visits === 0 ? 0 : (total?.bounces ?? 0) / visits,
    avgVisitDurationMs: visits === 0 ? 0 : Math.round((total?.durationMs ?? 0) / visits),
    daily,
    topPages,
    referrers: breakdown(groups, "referrer", true),
    devices: breakdown(groups, "device", false) as TVisitorSummary["devices"],
    countries: breakdown(groups, "country", true),
    utmSources: breakdown(groups, "utm", false),
  };
}
