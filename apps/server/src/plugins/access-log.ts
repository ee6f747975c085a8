import type { FastifyInstance, FastifyRequest, onResponseHookHandler } from "fastify";
import fp from "fastify-plugin";
import { sql } from "drizzle-orm";
import type { TNewAccessLog } from "../db/schema";
import { onAccountDeletion } from "../shared/account-deletion";

/** Written at most this long after the request, or as soon as this many wait. */
export const ACCESS_LOG_FLUSH_MS = 2000;
export const ACCESS_LOG_BATCH = 2000;
/** Held while the database does not take them; beyond this the oldest are dropped (and counted). */
export const ACCESS_LOG_MAX_BUFFERED = 10_000;

/** How long a deleted account's id is kept out of records still being written (requests in flight). */
const FORGET_FOR_MS = 10 * 60 * 1000;

/** Probes, not accesses by a person: logging them would bury the records the law asks for. */
const NOT_LOGGED = new Set(["/api/health", "/api/health/ready"]);

export type TAccessLogStats = { buffered: number; written: number; dropped: number; failedFlushes: number };
export type TAccessLog = {
  flush: () => Promise<void>;
  stats: () => TAccessLogStats;
  /** An /api path that matched no route (the not-found handler records it: no route hook ran). */
  recordNotFound: (request: FastifyRequest) => void;
};

declare module "fastify" {
  interface FastifyInstance {
    accessLog: TAccessLog;
  }
}

/**
 * One statement with one parameter, whatever the batch size: a VALUES list would bind seven parameters
 * per row and cost more to build than the requests it records. A row names its user only if the account still
 * exists: another instance may have deleted it while this one held the row (docs/decisions/023).
 */
async function insertAccessLogs(app: FastifyInstance, batch: TNewAccessLog[]) {
  const rows = JSON.stringify(
    batch.map((e) => ({ t: e.occurredAt, ip: e.ip, port: e.port ?? null, user: e.userId ?? null, m: e.method, route: e.route ?? null, s: e.status })),
  );
  await app.db.execute(sql`
    INSERT INTO access_logs (occurred_at, ip, port, user_id, method, route, status)
    SELECT t, ip, port, (SELECT u.id FROM users u WHERE u.id = r."user"), m, route, s
    FROM jsonb_to_recordset(${rows}::jsonb) AS r(t timestamptz, ip text, port integer, "user" uuid, m text, route text, s smallint)`);
}

/**
 * Marco Civil da Internet art. 15 access records of API requests (docs/decisions/510). The request path only
 * pushes an object: rows are written in one INSERT every ACCESS_LOG_FLUSH_MS or ACCESS_LOG_BATCH
 * entries and on close, and a failed write is logged and retried with the next batch, never thrown.
 */
export default fp(
  async function accessLogPlugin(app: FastifyInstance, opts: { enabled: boolean }) {
    let buffer: TNewAccessLog[] = [];
    let flushing: Promise<void> | null = null;
    const counts = { written: 0, dropped: 0, failedFlushes: 0 };

    const bound = () => {
      const excess = buffer.length - ACCESS_LOG_MAX_BUFFERED;
      if (excess > 0) {
        buffer.splice(0, excess);
        counts.dropped += excess;
      }
    };

    const write = async () => {
      while (buffer.length > 0) {
        const batch = buffer.splice(0, ACCESS_LOG_BATCH);
        try {
          await insertAccessLogs(app, batch);
          counts.written += batch.length;
        } catch (error) {
          counts.failedFlushes += 1;
          buffer = batch.concat(buffer);
          bound();
          app.log.error({ err: error, buffered: buffer.length, dropped: counts.dropped }, "access log write failed");
          return;
        }
      }
    };

    const flush = () => {
      flushing ??= write().finally(() => {
        flushing = null;
      });
      return flushing;
    };

    // A deleted account's records stay (Marco Civil art. 15, six months) but no longer name it (LGPD): its id is
    // dropped from the buffer, from written rows and from the requests still answering (the deletion's own).
    const forgotten = new Map<string, number>();
    const forget = async (userId: string) => {
      const now = Date.now();
      for (const [id, at] of forgotten) if (now - at > FORGET_FOR_MS) forgotten.delete(id);
      forgotten.set(userId, now);
      for (const entry of buffer) if (entry.userId === userId) entry.userId = null;
      await flush();
      await app.db.execute(sql`UPDATE access_logs SET user_id = NULL WHERE user_id = ${userId}`);
    };

    const record = (request: FastifyRequest, route: string | null, status: number) => {
      if (!opts.enabled) return;
      const direct = request.ip === request.socket.remoteAddress;
      buffer.push({
        occurredAt: app.clock.now(),
        ip: request.ip,
        // Behind a proxy the socket's port is the proxy's, not the user's: recorded only for direct connections.
        port: direct ? (request.socket.remotePort ?? null) : null,
        userId: request.auth?.userId && !forgotten.has(request.auth.userId) ? request.auth.userId : null,
        method: request.method,
        route,
        status,
      });
      bound();
      if (buffer.length >= ACCESS_LOG_BATCH) void flush();
    };

    app.decorate("accessLog", {
      flush,
      stats: () => ({ buffered: buffer.length, ...counts }),
      recordNotFound: (request) => record(request, null, 404),
    } satisfies TAccessLog);
    if (!opts.enabled) return;
    onAccountDeletion(app, forget);

    // A hook on each /api route (its pattern known here), not on every request: the probes carry none, and a
    // response with no onResponse hook is sent without the listeners Fastify would otherwise attach to time it.
    app.addHook("onRoute", (route) => {
      if (!route.url.startsWith("/api/") || NOT_LOGGED.has(route.url)) return;
      const url = route.url;
      const hook: onResponseHookHandler = (request, reply, done) => {
        record(request, url, reply.statusCode);
        done();
      };
      const existing = route.onResponse;
      route.onResponse = existing ? [...(Array.isArray(existing) ? existing : [existing]), hook] : [hook];
    });

    const timer = setInterval(() => void flush(), ACCESS_LOG_FLUSH_MS);
    timer.unref();
    // Registered after the database plugin, so this runs before it closes: the last entries are written.
    app.addHook("onClose", async () => {
      clearInterval(timer);
      await flush();
    });
  },
  { name: "access-log", dependencies: ["db"] },
);
