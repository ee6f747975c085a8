import { localDate } from "@nutriguia/domain/calc";
import { paths } from "../config/paths";
import { RECENT_MEALS_URL } from "../features/dashboard/api/get-recent-meals";
import { dayLogUrl } from "../features/dashboard/api/get-today";
import { CHAT_HISTORY_URL } from "../features/chat/api/get-history";
import { USAGE_URL } from "../features/chat/api/get-usage";
import { CURRENT_USER_URL, SUBSCRIPTION_URL } from "../lib/session/session-api";

/** What the session asks for on every start with a stored token. */
const SESSION_READS = [CURRENT_USER_URL, SUBSCRIPTION_URL];

/** What the most visited signed-in pages show first. */
const PAGE_READS: Record<string, () => string[]> = {
  [paths.dashboard.path]: () => [dayLogUrl(localDate()), RECENT_MEALS_URL],
  [paths.webChat.path]: () => [CHAT_HISTORY_URL, USAGE_URL],
};

/** The reads to send early for a start at this address (lib/early-reads). */
export function earlyReadsFor(pathname: string): string[] {
  return [...SESSION_READS, ...(PAGE_READS[pathname]?.() ?? [])];
}
