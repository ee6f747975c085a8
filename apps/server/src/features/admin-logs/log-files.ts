import fs from "node:fs";
import path from "node:path";
import { AppError } from "../../lib/app-error";

/** Log files under DATA_DIR/logs, newest first. Only names from this listing are ever opened. */
export function listLogFiles(dir: string): string[] {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .filter((e) => e.isFile() && e.name.endsWith(".log"))
    .map((e) => ({ name: e.name, mtime: fs.statSync(path.join(dir, e.name)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime || b.name.localeCompare(a.name))
    .map((e) => e.name);
}

export function resolveLogFile(dir: string, name: string): string {
  if (!listLogFiles(dir).includes(name)) throw new AppError("NOT_FOUND", "Arquivo de log não encontrado.");
  return path.join(dir, name);
}

const CHUNK = 64 * 1024;

/** The last `lines` lines of a file, read backwards in chunks so a large file is never loaded whole. */
export function tailFile(file: string, lines: number): string {
  const fd = fs.openSync(file, "r");
  try {
    const size = fs.fstatSync(fd).size;
    let position = size;
    let text = "";
    while (position > 0 && text.split("\n").length <= lines + 1) {
      const length = Math.min(CHUNK, position);
      position -= length;
      const buffer = Buffer.alloc(length);
      fs.readSync(fd, buffer, 0, length, position);
      text = buffer.toString("utf8") + text;
    }
    const all = text.split("\n");
    if (all[all.length - 1] === "") all.pop();
    return all.slice(-lines).join("\n");
  } finally {
    fs.closeSync(fd);
  }
}

/** A burst larger than this between two polls is read from its last megabyte only. */
const MAX_FOLLOW_BYTES = 1024 * 1024;

/** Follows the newest log file: calls onLines with each batch of complete lines appended since the last poll. */
export function followLogs(dir: string, onLines: (lines: string[]) => void, intervalMs = 200): () => void {
  let current = listLogFiles(dir)[0] ?? null;
  let offset = current ? fs.statSync(path.join(dir, current)).size : 0;
  let pending = "";
  const poll = () => {
    const newest = listLogFiles(dir)[0] ?? null;
    if (newest !== current) {
      current = newest;
      offset = 0;
      pending = "";
    }
    if (!current) return;
    const file = path.join(dir, current);
    let size: number;
    try {
      size = fs.statSync(file).size;
    } catch {
      return;
    }
    if (size < offset) offset = 0;
    if (size === offset) return;
    if (size - offset > MAX_FOLLOW_BYTES) {
      offset = size - MAX_FOLLOW_BYTES;
      pending = "";
    }
    const fd = fs.openSync(file, "r");
    try {
      const buffer = Buffer.alloc(size - offset);
      fs.readSync(fd, buffer, 0, buffer.length, offset);
      offset = size;
      const parts = (pending + buffer.toString("utf8")).split("\n");
      pending = parts.pop() ?? "";
      const lines = parts.filter((l) => l.length > 0);
      if (lines.length > 0) onLines(lines);
    } finally {
      fs.closeSync(fd);
    }
  };
  const timer = setInterval(poll, intervalMs);
  return () => clearInterval(timer);
}
