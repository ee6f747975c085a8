// The embedded PostgreSQL (PGlite, WebAssembly) on its own thread, so its queries never block the
// HTTP event loop (docs/decisions/020-serving-performance.md). Plain JavaScript: it runs as is under
// tsx, vitest and the compiled server. Messages: { id, op: "query" | "exec" | "close", sql, params, rowMode }.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, types } from "@electric-sql/pglite";

/** The parsers drizzle-orm's PGlite driver asks for: dates, times and intervals stay text. */
const keepText = (value) => value;
const PARSERS = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [oid, keepText]),
);
const ERROR_FIELDS = ["code", "detail", "hint", "severity", "constraint", "table", "column", "schema", "dataType", "position", "where"];

function serialiseError(error) {
  const out = { message: error instanceof Error ? error.message : String(error), name: error?.name ?? "Error" };
  for (const field of ERROR_FIELDS) if (error?.[field] !== undefined) out[field] = error[field];
  return out;
}

/** 32 MB of shared buffers instead of initdb's 128 MB: about 100 MB less resident memory, enough for this app's working set. */
const START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=32MB"];

const db = await PGlite.create(workerData.dir ?? undefined, { startParams: START_PARAMS }).catch((error) => {
  parentPort.postMessage({ id: 0, error: serialiseError(error) });
  return null;
});
if (db) {
  parentPort.on("message", async ({ id, op, sql, params, rowMode }) => {
    try {
      let result;
      if (op === "query") result = await db.query(sql, params, { rowMode, parsers: PARSERS });
      else if (op === "exec") result = await db.exec(sql);
      else if (op === "close") {
        await db.close();
        result = null;
      }
      parentPort.postMessage({ id, result });
    } catch (error) {
      parentPort.postMessage({ id, error: serialiseError(error) });
    }
  });
  parentPort.postMessage({ id: 0, result: "ready" });
}
