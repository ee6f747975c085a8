// The embedded PostgreSQL (PGlite, WebAssembly) on its own thread, so its queries never block the
// HTTP event loop (docs/decisions/020-serving-performance.md). Plain JavaScript: it runs as is under
// tsx, vitest and the compiled server. Messages: { id, op: "query" | "exec" | "close", sql, params, rowMode }.
// Also runs as a child process (`node pglite-worker.mjs <dir>`, forked with IPC) for the instance that
// creates and migrates a new data folder, so that memory leaves with it (docs/decisions/021).
import { parentPort, workerData } from "node:worker_threads";
import { parse, PGlite, protocol, types } from "@electric-sql/pglite";

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
 * than half the cost of a one-row read) and its query() crosses into WebAssembly six times; a SELECT
 * seen twice is parsed once as a named statement, then each run is one Bind/Describe/Execute/Sync
 * batch with its values bound as real parameters, serialised by the types PostgreSQL inferred, exactly
 * as PGlite's own query() serialises them. A statement that cannot be prepared takes the ordinary path.
 */
const MAX_PREPARED = 300;
/** Statements seen once; SQL built per call (an IN list of varying length) must not grow it without end. */
const MAX_SEEN = 2_000;
const seen = new Map();
/** SQL → { name, parameterTypes }, or null for a statement that could not be prepared. */
const prepared = new Map();
let statementNames = 0;

function concat(...parts) {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

async function preparedStatement(db, sql) {
  const known = prepared.get(sql);
  if (known !== undefined) return known;
  if (prepared.size >= MAX_PREPARED || !/^\s*select\s/i.test(sql)) return null;
  if (seen.size >= MAX_SEEN) seen.clear();
  const sightings = (seen.get(sql) ?? 0) + 1;
  seen.set(sql, sightings);
  if (sightings < 2) return null;
  seen.delete(sql);
  statementNames += 1;
  const name = `ng_${statementNames}`;
  try {
    const { messages } = await db.execProtocol(
      concat(protocol.serialize.parse({ name, text: sql }), protocol.serialize.describe({ type: "S", name }), protocol.serialize.sync()),
    );
    const statement = { name, parameterTypes: parse.parseDescribeStatementResults(messages) };
    prepared.set(sql, statement);
    return statement;
  } catch (error) {
    // Inside a failed transaction nothing can be prepared; the statement may qualify later.
    if (error?.code !== "25P02") prepared.set(sql, null);
    return null;
  }
}

function bindValues(db, parameterTypes, params) {
  return params.map((value, i) => {
    if (value === null || value === undefined) return null;
    const serialise = db.serializers[parameterTypes[i]];
    return serialise ? serialise(value) : value.toString();
  });
}

async function runPrepared(db, sql, statement, params, rowMode) {
  try {
    const { messages } = await db.execProtocol(
      concat(
        protocol.serialize.bind({ statement: statement.name, values: bindValues(db, statement.parameterTypes, params) }),
        protocol.serialize.describe({ type: "P" }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ),
    );
    return parse.parseResults(messages, db.parsers, { rowMode, parsers: PARSERS })[0];
  } catch (error) {
    // "cached plan must not change result type": a table it reads changed shape; prepare it again next time.
    if (error?.code === "0A000") {
      prepared.delete(sql);
      await db.execProtocol(concat(protocol.serialize.close({ type: "S", name: statement.name }), protocol.serialize.sync())).catch(() => undefined);
    }
    throw error;
  }
}

async function query(db, sql, params, rowMode) {
  const statement = await preparedStatement(db, sql);
  if (statement) return runPrepared(db, sql, statement, params, rowMode);
  return db.query(sql, params, { rowMode, parsers: PARSERS });
}

/** WebAssembly aborted (or PostgreSQL exited): this instance can answer nothing any more. */
function isFatal(db, error) {
  return error instanceof WebAssembly.RuntimeError || error?.name === "ExitStatus" || db.closed;
}

const channel = parentPort ?? { postMessage: (message) => process.send(message), on: (event, listener) => process.on(event, listener) };
// A child process whose parent went away has no one to answer.
if (!parentPort) process.on("disconnect", () => process.exit(0));
const dir = parentPort ? workerData.dir : process.argv[2];

/**
 * PGlite only calls arrayBuffer() on the Blobs it is given; Node 20's Blob hands a 43 MB data folder
 * over in small chunks it then joins (about a second of CPU), this gives the bytes at once.
 */
function asBlob(bytes) {
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  return { type: "", size: bytes.byteLength, arrayBuffer: async () => (whole ? bytes.buffer : bytes.slice().buffer) };
}

const options = { startParams: START_PARAMS };
/** A data folder as dumpDataDir() wrote it, to start from instead of an empty one (in memory only). */
if (parentPort && workerData.loadDataDir) options.loadDataDir = asBlob(workerData.loadDataDir);
/** PGlite's WebAssembly already compiled by the parent and its file bundle already read (pglite-host.ts). */
if (parentPort && workerData.wasmModule) {
  options.pgliteWasmModule = workerData.wasmModule;
  options.fsBundle = asBlob(workerData.fsBundle);
}

const db = await PGlite.create(dir ?? undefined, options).catch((error) => {
  channel.postMessage({ id: 0, error: serialiseError(error) });
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
      channel.postMessage({ id, result });
    } catch (error) {
      // The parent fails every waiting call as unavailable when the thread exits, and starts another.
      if (op !== "close" && isFatal(db, error)) process.exit(1);
      channel.postMessage({ id, error: serialiseError(error) });
    }
  };
  // One message at a time, in arrival order: a statement that is first prepared must not let a later one overtake it.
  let previous = Promise.resolve();
  channel.on("message", (message) => {
    previous = previous.then(() => handle(message));
  });
  channel.postMessage({ id: 0, result: "ready" });
}
