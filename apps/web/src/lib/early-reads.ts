/**
 * Reads a signed-in page needs first, sent while its scripts are still arriving: without them the session is
 * asked for only after React's first render, and the page's data only after the session answers, two round
 * trips in a row before anything the user came for can show. Each early read serves the first GET of the same
 * address made with the same token within a few seconds; every other GET goes to the network as before.
 */
type TEarlyRead = { token: string; response: Promise<Response> };

/** An early read nobody asked for in this time is dropped, so a later visit never gets stale data. */
export const EARLY_READ_TTL_MS = 10_000;

const pending = new Map<string, TEarlyRead>();

function earlyReadHeaders(token: string): Record<string, string> {
  return { Accept: "application/json", "Cache-Control": "no-cache", Authorization: `Bearer ${token}` };
}

export function startEarlyReads(urls: readonly string[], token: string | null): void {
  if (!token) return;
  for (const url of urls) {
    if (pending.has(url)) continue;
    const response = fetch(url, { headers: earlyReadHeaders(token) });
    // A failed early read is reported to whoever takes it; nobody taking it must not raise an unhandled rejection.
    response.catch(() => undefined);
    pending.set(url, { token, response });
    setTimeout(() => pending.delete(url), EARLY_READ_TTL_MS);
  }
}

/** The early read of this address, once, if it was sent with this token. */
export function takeEarlyRead(url: string, token: string | null): Promise<Response> | undefined {
  const early = pending.get(url);
  if (!early) return undefined;
  pending.delete(url);
  return early.token === token ? early.response : undefined;
}
