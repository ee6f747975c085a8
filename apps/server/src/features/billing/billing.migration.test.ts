import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openTestDatabase } from "../../../test/test-database";
import { migrate } from "../../db/migrate";
import type { TDatabase } from "../../db/client";

const MIGRATION = "0910_one_live_subscription.sql";
let database: TDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  await migrate(database);
});
afterAll(async () => database.close());

const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => (await database.db.execute<T>(query)).rows;

describe("migration 0910 on a database holding the doubles of issue 29", () => {
  it("keeps the paid, newest live subscription, marks the others duplicates and carries past withdrawals over", async () => {
    // The state before 0910: no index, no duplicate_of, no billing_withdrawals.
    await database.db.execute(sql`DROP INDEX subscriptions_one_live_per_user_idx`);
    await database.db.execute(sql`DROP INDEX subscriptions_duplicates_idx`);
    await database.db.execute(sql`ALTER TABLE subscriptions DROP COLUMN duplicate_of`);
    await database.db.execute(sql`DROP TABLE billing_withdrawals`);
    await database.db.execute(sql`DELETE FROM schema_migrations WHERE name = ${MIGRATION}`);

    const [user] = await rows<{ id: string }>(sql`INSERT INTO users (email, password_hash, full_name) VALUES ('dobro@exemplo.com', 'x', 'Dobro') RETURNING id`);
    const insert = (plan: string, provider: string, daysAgo: number, status = "ACTIVE") =>
      rows<{ id: string }>(
        sql`INSERT INTO subscriptions (user_id, plan, status, provider, start_date) VALUES (${user!.id}, ${plan}, ${status}, ${provider}, now() - make_interval(days => ${daysAgo})) RETURNING id`,
      );
    const [older] = await insert("PRO", "stripe", 5);
    const [newer] = await insert("PRO_PLUS", "stripe", 1);
    const [granted] = await insert("PRO", "manual", 0);
    const [withdrawn] = await insert("PRO", "local", 30, "CANCELLED");
    const [payment] = await rows<{ id: string }>(
      sql`INSERT INTO payments (user_id, subscription_id, provider, provider_payment_id, description, amount_cents, status, paid_at) VALUES (${user!.id}, ${withdrawn!.id}, 'local', 'p1', 'Pro', 2990, 'REFUNDED', now()) RETURNING id`,
    );
    await database.db.execute(sql`INSERT INTO billing_audit (user_id, action, detail) VALUES (${user!.id}, 'REFUND', ${JSON.stringify({ paymentId: payment!.id, amountCents: 2990 })}::jsonb)`);

    expect(await migrate(database)).toEqual([MIGRATION]);

    const after = await rows<{ id: string; status: string; duplicate_of: string | null }>(sql`SELECT id, status, duplicate_of FROM subscriptions WHERE user_id = ${user!.id}`);
    const byId = (id: string) => after.find((r) => r.id === id)!;
    expect(byId(newer!.id)).toMatchObject({ status: "ACTIVE", duplicate_of: null });
    expect(byId(older!.id)).toMatchObject({ status: "CANCELLED", duplicate_of: newer!.id });
    expect(byId(granted!.id)).toMatchObject({ status: "CANCELLED", duplicate_of: newer!.id });
    expect(byId(withdrawn!.id)).toMatchObject({ status: "CANCELLED", duplicate_of: null });
    expect(await rows(sql`SELECT plan FROM billing_withdrawals WHERE user_id = ${user!.id}`)).toEqual([{ plan: "PRO" }]);
    const audit = await rows<{ detail: { subscriptionId: string } }>(sql`SELECT detail FROM billing_audit WHERE user_id = ${user!.id} AND action = 'DUPLICATE_SUBSCRIPTION'`);
    expect(audit.map((a) => a.detail.subscriptionId).sort()).toEqual([older!.id, granted!.id].sort());
    await expect(database.db.execute(sql`UPDATE subscriptions SET status = 'ACTIVE' WHERE id = ${older!.id}`)).rejects.toThrow();
  });
});
