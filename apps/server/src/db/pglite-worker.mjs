// The embedded PostgreSQL (PGlite, WebAssembly) on its own thread, so its queries never block the
// HTTP event loop (docs/decisions/020-serving-performance.md). Plain JavaScript: it runs as is under
// tsx, vitest and the compiled server. Messages: { id, op: "query" | "exec" | "close", sql, textId, params, rowMode }
// (a query's text comes once with its textId, later the textId alone);
// replies: { id, result } or, for a prepared SELECT, { id, raw, statement, fields? } (see runPrepared), or { id, error }.
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
 * seen twice is parsed once as a named statement (its parameter and column types described then),
 * then each run is one Bind/Execute/Sync batch with its values bound as real parameters, serialised by
 * the types PostgreSQL inferred, exactly as PGlite's own query() serialises them. Its answer leaves
 * this thread as the protocol's bytes, unparsed (pglite-rows.ts decodes them on the caller's thread):
 * parsing and copying rows here took half of this thread's time (docs/decisions/026).
 * A statement that cannot be prepared takes the ordinary path.
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
    const description = messages.find((message) => message.name === "rowDescription");
    const fields = description?.fields.map(({ name: field, dataTypeID }) => ({ name: field, dataTypeID })) ?? [];
    const statement = { name, parameterTypes: parse.parseDescribeStatementResults(messages), fields, announced: false };
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

/** The first ErrorResponse ('E') among the protocol messages in bytes, as PGlite would throw it; null when there is none. */
function databaseError(bytes) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let offset = 0; offset + 5 <= bytes.length; offset += 1 + view.getInt32(offset + 1)) {
    if (bytes[offset] !== 0x45) continue;
    let error = null;
    new protocol.Parser().parse(bytes.slice(offset), (message) => (error ??= message.name === "error" ? message : null));
    return error ?? new Error("The embedded database answered an unreadable error");
  }
  return null;
}

/** The answer's bytes as PostgreSQL wrote them, copied out of WebAssembly's memory and not parsed. */
async function execRaw(db, message) {
  const chunks = [];
  await db.execProtocolRawStream(message, {
    onRawData: (chunk) => {
      chunks.push(chunk.slice());
    },
  });
  return chunks.length === 1 ? chunks[0] : concat(...chunks);
}

/** { raw, statement, fields? }: the columns go with a statement's first answer only; the caller keeps them by name. */
async function runPrepared(db, sql, statement, params) {
  const raw = await execRaw(
    db,
    concat(
      protocol.serialize.bind({ statement: statement.name, values: bindValues(db, statement.parameterTypes, params) }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    ),
  );
  const error = databaseError(raw);
  if (error) {
    // "cached plan must not change result type": a table it reads changed shape; prepare it again next time.
    if (error.code === "0A000") {
      prepared.delete(sql);
      await db.execProtocol(concat(protocol.serialize.close({ type: "S", name: statement.name }), protocol.serialize.sync())).catch(() => undefined);
    }
    throw error;
  }
  const announce = !statement.announced;
  statement.announced = true;
  return { raw, statement: statement.name, ...(announce ? { fields: statement.fields } : {}) };
}

/** A prepared statement's answer is { raw, … } (see runPrepared), any other { result }. */
async function query(db, sql, params, rowMode) {
  const statement = await preparedStatement(db, sql);
  if (statement) return runPrepared(db, sql, statement, params);
  return { result: await db.query(sql, params, { rowMode, parsers: PARSERS }) };
}

/**
 * What the caller's thread needs to parse column values as this thread would: the types kept as text, and each array
 * type with its element type, read from the catalogue as PGlite reads them when it opens.
 */
async function valueTypes(db) {
  const { rows } = await db.query(
    "SELECT b.oid, b.typarray FROM pg_catalog.pg_type a LEFT JOIN pg_catalog.pg_type b ON b.oid = a.typelem WHERE a.typcategory = 'A' GROUP BY b.oid, b.typarray",
  );
  return { text: Object.keys(PARSERS).map(Number), arrays: rows.map((row) => [row.typarray, row.oid]) };
}

/** WebAssembly aborted (or PostgreSQL exited): this instance can answer nothing any more. */
function isFatal(db, error) {
  return error instanceof WebAssembly.RuntimeError || error?.name === "ExitStatus" || db.closed;
}

/** A thread hands the answer's bytes over without copying them (the transfer list); a child process sends a copy. */
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
  /** Statement texts by the number the caller gave them (pglite-thread.ts). */
  const texts = new Map();
  const handle = async ({ id, op, sql, textId, params, rowMode }) => {
    try {
      if (op === "query") {
        if (textId !== undefined && sql !== undefined) texts.set(textId, sql);
        const answer = await query(db, sql ?? texts.get(textId), params, rowMode);
        if (answer.raw) channel.postMessage({ id, ...answer }, [answer.raw.buffer]);
        else channel.postMessage({ id, result: answer.result });
        return;
      }
      let result = null;
      if (op === "exec") result = await db.exec(sql);
      else if (op === "close") await db.close();
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
  channel.postMessage({ id: 0, result: "ready", types: await valueTypes(db) });
}
