const RETRY_STATUSES = new Set([429, 500, 502, 503, 504]);
const MAX_ATTEMPTS = 4;
const BASE_DELAY_MS = 250;
/** No single provider call may hang longer than this (decision 213). */
export const CALL_TIMEOUT_MS = 10_000;

export class OutboundError extends Error {}

function delayFor(response: Response | null, attempt: number) {
  const retryAfter = Number(response?.headers.get("retry-after"));
  if (Number.isFinite(retryAfter) && retryAfter > 0) return Math.min(retryAfter * 1000, 30_000);
  return BASE_DELAY_MS * 2 ** attempt;
}

/** A provider call retried with exponential back-off on 429, 5xx and network errors (Retry-After honoured). */
export async function fetchWithRetry(url: string, init: RequestInit, what: string): Promise<Response> {
  let last = "";
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    let response: Response | null = null;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
      if (response.ok) return response;
      last = `${what} answered ${response.status}`;
      if (!RETRY_STATUSES.has(response.status)) break;
    } catch (error) {
      last = `${what} failed: ${(error as Error).name}`;
    }
    if (attempt < MAX_ATTEMPTS - 1) await new Promise((resolve) => setTimeout(resolve, delayFor(response, attempt)));
  }
  throw new OutboundError(last);
}

/** Runs tasks one after another per key (one recipient), in parallel across keys. */
export function createKeyedQueue() {
  const tails = new Map<string, Promise<unknown>>();
  return function enqueue<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = tails.get(key) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(task);
    tails.set(key, next);
    void next.finally(() => {
      if (tails.get(key) === next) tails.delete(key);
    }).catch(() => undefined);
    return next;
  };
}

/** Background work started by webhooks; awaited when the app closes so nothing is cut mid-way. */
export function createBackgroundTasks(onError: (error: unknown) => void) {
  const running = new Set<Promise<void>>();
  return {
    run(task: () => Promise<void>) {
      const p = task().catch(onError);
      running.add(p);
      void p.finally(() => running.delete(p));
    },
    async drain() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
