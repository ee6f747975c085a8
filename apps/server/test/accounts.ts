import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { users } from "../src/db/schema";
import { hashPassword } from "../src/shared/passwords";
import { TEST_ADMIN } from "./build-test-app";

let counter = 0;
const PASSWORD = "uma senha bem comprida";
/** Every test user has the same password: argon2 (about 25 ms of CPU) hashes it once per process, login still verifies it. */
let passwordHash: Promise<string> | undefined;

export type TTestUser = { id: string; email: string; password: string; token: string; auth: { authorization: string } };

/** An activated user (trial started now) signed in through the real login route. */
export async function createUser(app: FastifyInstance, overrides: { fullName?: string; unlimited?: boolean } = {}): Promise<TTestUser> {
  counter += 1;
  const email = `user${counter}-${Date.now()}@nutriguia.test`;
  const password = PASSWORD;
  const now = new Date();
  const [row] = await app.db
    .insert(users)
    .values({
      email,
      passwordHash: await (passwordHash ??= hashPassword(PASSWORD)),
      fullName: overrides.fullName ?? `Usuária Teste ${counter}`,
      activatedAt: now,
      trialStartedAt: now,
      trialEndsAt: new Date(now.getTime() + 7 * 86400_000),
      unlimited: overrides.unlimited ?? false,
    })
    .returning();
  if (!row) throw new Error("user not created");
  return { id: row.id, email, password, ...(await login(app, email, password)) };
}

let loginCounter = 0;

/** Signs in through the real route, each time from a new address so the per-IP login limit stays out of the way. */
export async function login(app: FastifyInstance, email: string, password: string) {
  loginCounter += 1;
  const remoteAddress = `10.${(loginCounter >> 16) & 255}.${(loginCounter >> 8) & 255}.${loginCounter & 255}`;
  const response = await app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password }, remoteAddress });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const token = response.json<{ token: string }>().token;
  return { token, auth: { authorization: `Bearer ${token}` } };
}

export async function loginAdmin(app: FastifyInstance) {
  loginCounter += 1;
  const remoteAddress = `10.255.${(loginCounter >> 8) & 255}.${loginCounter & 255}`;
  const response = await app.inject({ method: "POST", url: "/api/auth/admin-login", payload: TEST_ADMIN, remoteAddress });
  const token = response.json<{ token: string }>().token;
  const [admin] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, TEST_ADMIN.email));
  return { id: admin!.id, token, auth: { authorization: `Bearer ${token}` } };
}
