import { types } from "@electric-sql/pglite";

/** A result column as PGlite describes it. */
export type TField = { name: string; dataTypeID: number };
export type TQueryResult = { rows: unknown[]; fields: TField[]; affectedRows?: number; rowCount?: number; command?: string };
/** What the PGlite thread reports when it opens (pglite-worker.mjs, valueTypes): types kept as text, array → element type. */
export type TValueTypes = { text: number[]; arrays: [number, number][] };
type TParser = (value: string, typeId?: number) => unknown;
export type TParsers = Record<number, TParser>;

const keepText: TParser = (value) => value;

/**
 * The value parsers PGlite's thread would apply: its defaults, every array type with its element's parser (as PGlite
 * sets them up when it opens), and the types drizzle-orm reads as text (dates, times, intervals), which win.
 */
export function valueParsers(valueTypes: TValueTypes): TParsers {
  const parsers: TParsers = { ...(types.parsers as TParsers) };
  for (const [array, element] of valueTypes.arrays) {
    parsers[array] = (value) => types.arrayParser(value, parsers[element] ?? keepText, array);
  }
  for (const oid of valueTypes.text) parsers[oid] = keepText;
  return parsers;
}

const decoder = new TextDecoder();
const DATA_ROW = 0x44; // 'D'
const COMMAND_COMPLETE = 0x43; // 'C'

/**
 * The rows of a prepared SELECT from the protocol's bytes as PostgreSQL wrote them (text format): one pass over the
 * messages, each value decoded from its place in the buffer. Same result as PGlite's parseResults for such an answer.
 */
export function decodeRows(bytes: Uint8Array, fields: TField[], parsers: TParsers, rowMode: "array" | "object"): TQueryResult {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const columnParsers = fields.map((field) => parsers[field.dataTypeID]);
  const rows: unknown[] = [];
  let rowCount: number | undefined;
  let offset = 0;
  while (offset + 5 <= bytes.length) {
    const type = bytes[offset];
    const end = offset + 1 + view.getInt32(offset + 1);
    if (type === DATA_ROW) {
      const count = view.getInt16(offset + 5);
      const values: unknown[] = new Array(count);
      let at = offset + 7;
      for (let i = 0; i < count; i += 1) {
        const length = view.getInt32(at);
        at += 4;
        if (length < 0) values[i] = null;
        else {
          const text = decoder.decode(bytes.subarray(at, at + length));
          const parse = columnParsers[i];
          values[i] = parse ? parse(text, fields[i]!.dataTypeID) : text;
          at += length;
        }
      }
      rows.push(rowMode === "array" ? values : Object.fromEntries(fields.map((field, i) => [field.name, values[i]])));
    } else if (type === COMMAND_COMPLETE) {
      const tag = decoder.decode(bytes.subarray(offset + 5, end - 1));
      rowCount = Number.parseInt(tag.slice(tag.lastIndexOf(" ") + 1), 10);
    }
    offset = end;
  }
  return { rows, fields, command: "SELECT", affectedRows: 0, ...(Number.isNaN(rowCount) || rowCount === undefined ? {} : { rowCount }) };
}
