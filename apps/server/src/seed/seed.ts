import { parseArgs } from "node:util";
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { migrate } from "../db/migrate";
import { hashPassword } from "../shared/passwords";
import { seedBatch, seedEmail, type TSeedShape } from "./seed-batch";

/**
 * `npm run seed -- --users 100000 --days 365`: fills the database the server would open (DATABASE_URL, or the
 * embedded one under DATA_DIR) with realistic users, diaries and chats for load tests and demos (docs/decisions/022).
 * Every seeded user signs in with SEED_PASSWORD. Running it again adds only the users not there yet.
 */
export const SEED_PASSWORD = "semente nutriguia 2026";
const BATCH_USERS = 5000;

const { values } = parseArgs({
  options: {
    users: { type: "string", default: "1000" },
    days: { type: "string", default: "365" },
    messages: { type: "string", default: "20" },
    meals: { type: "string", default: "10" },
    heavy: { type: "string", default: "100" },
  },
});
const count = (name: keyof typeof values, min: number) => {
  const value = Number(values[name]);
  if (!Number.isInteger(value) || value < min) throw new Error(`--${name} precisa ser um inteiro ≥ ${min}`);
  return value;
};
const users = count("users", 1);
const shape: TSeedShape = { days: count("days", 1), messages: count("messages", 0), meals: count("meals", 0), heavy: Math.min(count("heavy", 0), users) };

const config = loadConfig(process.env);
const database = await openDatabase({ url: config.DATABASE_URL, dir: config.dbDir, statementTimeoutMs: 30 * 60_000 });
try {
  await migrate(database);
  const hash = await hashPassword(SEED_PASSWORD);
  const started = performance.now();
  let inserted = 0;
  for (let from = 1; from <= users; from += BATCH_USERS) {
    const to = Math.min(users, from + BATCH_USERS - 1);
    const result = await database.db.execute<{ inserted: number }>(seedBatch(from, to, hash, shape));
    inserted += Number(result.rows[0]?.inserted ?? 0);
    console.log(`semente: ${to}/${users} usuários (${Math.round((performance.now() - started) / 1000)} s)`);
  }
  // Rows written with past times are in no dashboard snapshot: the next read (or the admin-stats job) computes a new one.
  await database.execute("DELETE FROM admin_stats_snapshots");
  // Fresh statistics and visibility maps: the planner's choices and index-only scans as on a database that has lived.
  await database.execute(database.kind === "postgres" ? "VACUUM ANALYZE" : "ANALYZE");
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`semente: ${inserted} usuários novos em ${seconds} s; entre como ${seedEmail(1)} com a senha "${SEED_PASSWORD}"`);
} finally {
  await database.close();
}
