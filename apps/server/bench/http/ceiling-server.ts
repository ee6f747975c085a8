import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Fastify from "fastify";
import { jwtVerify } from "jose";
import pg from "pg";
import { PGlite } from "@electric-sql/pglite";

/**
 * What the stack allows: Fastify, an HS256 token verified with jose and one user row read with a
 * prepared statement, on on-disk PGlite in process or on PostgreSQL (argv[3] = URL). Port in argv[2];
 * the secret in JWT_SECRET; the row's id in CEILING_USER_ID.
 */
const port = Number(process.argv[2]);
const url = process.argv[3];
const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(process.env.JWT_SECRET), { name: "HMAC", hash: "SHA-256" }, false, ["verify"]);
const userId = process.env.CEILING_USER_ID!;
const SELECT = "SELECT id, roles, token_version FROM ceiling_users WHERE id = $1";
const SETUP = [
  "CREATE TABLE IF NOT EXISTS ceiling_users (id uuid PRIMARY KEY, roles text[] NOT NULL, token_version integer NOT NULL, full_name text NOT NULL)",
  `INSERT INTO ceiling_users SELECT gen_random_uuid(), ARRAY['USER'], 0, 'Usuária ' || g FROM generate_series(1, 1000) g`,
  `INSERT INTO ceiling_users VALUES ('${userId}', ARRAY['USER'], 0, 'Usuária Bench') ON CONFLICT DO NOTHING`,
];

let read: (id: string) => Promise<Record<string, unknown> | undefined>;
if (url) {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  for (const statement of SETUP) await pool.query(statement);
  read = async (id) => (await pool.query({ name: "ceiling_user", text: SELECT, values: [id] })).rows[0];
} else {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nutriguia-ceiling-"));
  const db = await PGlite.create(dir);
  for (const statement of SETUP) await db.exec(statement);
  read = async (id) => (await db.query<Record<string, unknown>>(SELECT, [id])).rows[0];
  process.on("SIGTERM", () => fs.rmSync(dir, { recursive: true, force: true }));
}

const app = Fastify();
app.get("/me", async (request, reply) => {
  const token = request.headers.authorization?.slice(7) ?? "";
  const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"] });
  const row = await read(String(payload.sub));
  if (!row) return reply.status(401).send({ success: false });
  return row;
});
process.on("SIGTERM", () => process.exit(0));
await app.listen({ port, host: "127.0.0.1" });
