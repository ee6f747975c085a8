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

/**
 * Server-side prepared statements. PGlite plans every statement again (in WebAssembly, often more
 * than half the cost of a one-row read); a SELECT seen twice is prepared once and then run with
 * EXECUTE, its parameters written as literals. Only plain values qualify; anything else, or a
 * statement PostgreSQL cannot prepare, takes the ordinary path.
 */
const MAX_PREPARED = 300;
/** Statements seen once; SQL built per call (an IN list of varying length) must not grow it without end. */
const MAX_SEEN = 2_000;
const seen = new Map();
const prepared = new Map();

function literal(value) {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "string") return `'${value.replaceAll("'", "''")}'`;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value === "boolean") return value ? "true" : "false";
  return undefined;
}

async function preparedName(db, sql) {
  const known = prepared.get(sql);
  if (known !== undefined) return known;
  if (prepared.size >= MAX_PREPARED || !/^\s*select\s/i.test(sql)) return null;
  if (seen.size >= MAX_SEEN) seen.clear();
  const sightings = (seen.get(sql) ?? 0) + 1;
  seen.set(sql, sightings);
  if (sightings < 2) return null;
  seen.delete(sql);
  const name = `ng_${prepared.size + 1}`;
  try {
    await db.exec(`PREPARE ${name} AS ${sql}`);
    prepared.set(sql, name);
    return name;
  } catch (error) {
    // Inside a failed transaction nothing can be prepared; the statement may qualify later.
    if (error?.code !== "25P02") prepared.set(sql, null);
    return null;
  }
}

async function query(db, sql, params, rowMode) {
  const literals = params.map(literal);
  const name = literals.includes(undefined) ? null : await preparedName(db, sql);
  if (name) return db.query(literals.length ? `EXECUTE ${name}(${literals.join(", ")})` : `EXECUTE ${name}`, [], { rowMode, parsers: PARSERS });
  return db.query(sql, params, { rowMode, parsers: PARSERS });
}

const db = await PGlite.create(workerData.dir ?? undefined, { startParams: START_PARAMS }).catch((error) => {
  parentPort.postMessage({ id: 0, error: serialiseError(error) });
  return null;
});
if (db) {
  const handle = async ({ id, op, sql, params, rowMode }) => {
    try {
      let result;
      if (op === "query") result = await query(db, sql, params, rowMode);
      else if (op === "exec") result = await db.exec(sql);
      else if (op === "close") {
        await db.close();
        result = null;
      }
      parentPort.postMessage({ id, result });
    } catch (error) {
      parentPort.postMessage({ id, error: serialiseError(error) });
    }
  };
  // One message at a time, in arrival order: a statement that is first prepared must not let a later one overtake it.
  let previous = Promise.resolve();
  parentPort.on("message", (message) => {
    previous = previous.then(() => handle(message));
  });
  parentPort.postMessage({ id: 0, result: "ready" });
}
