import fs from "node:fs";
import path from "node:path";
import { isMainThread } from "node:worker_threads";

/** Files this process creates are readable by its own account only (0600 files, 0700 folders). */
export const PRIVATE_UMASK = 0o077;

/**
 * Runs first at boot (issue 29): every file Node creates afterwards — outbox e-mails, uploads, logs, the JWT secret,
 * whichever code creates it first — is private to the account running the server, and the data folder and the
 * folders directly in it are 0700 even when an older version created them more open (nothing inside can then be
 * reached by another account, whatever its own mode).
 */
export function keepDataPrivate(dataDir: string) {
  // Worker threads cannot set the umask; they share the main thread's.
  if (isMainThread) process.umask(PRIVATE_UMASK);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodPrivate(dataDir);
  for (const entry of fs.readdirSync(dataDir, { withFileTypes: true })) chmodPrivate(path.join(dataDir, entry.name));
}

/**
 * Brings a folder tree to 0700/0600. The database's files need it: PGlite sets them 0666 itself whatever the umask,
 * so this runs once the database is open (a few thousand files at most).
 */
export function tightenTree(dir: string) {
  const visit = (p: string) => {
    const stat = chmodPrivate(p);
    if (stat?.isDirectory()) for (const name of fs.readdirSync(p)) visit(path.join(p, name));
  };
  if (fs.existsSync(dir)) visit(dir);
}

function chmodPrivate(p: string): fs.Stats | null {
  try {
    const stat = fs.lstatSync(p);
    if (stat.isSymbolicLink()) return null;
    if ((stat.mode & 0o077) !== 0) fs.chmodSync(p, stat.isDirectory() ? 0o700 : 0o600);
    return stat;
  } catch {
    // Gone meanwhile, or owned by another account (its owner decides).
    return null;
  }
}
