import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, TEST_ADMIN, type TTestApp } from "../../../test/build-test-app";
import { users } from "../../db/schema";
import { eq } from "drizzle-orm";
import { closeStream, issueTicket, MAX_STREAMS_PER_ADMIN, openStream, redeemTicket, STREAM_LEASE_MS, TICKET_TTL_MS } from "./stream-tickets";

let app: TTestApp;
let adminId = "";
beforeAll(async () => {
  app = await buildTestApp();
  const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, TEST_ADMIN.email));
  adminId = row!.id;
});
afterAll(async () => app?.close());

const at = (ms: number) => new Date(1_800_000_000_000 + ms);

describe("log stream tickets", () => {
  it("are single use and expire after 30 s", async () => {
    const holder = { userId: adminId, tokenVersion: 2 };
    const used = await issueTicket(app.db, holder, at(0));
    expect(await redeemTicket(app.db, used, at(0))).toEqual(holder);
    expect(await redeemTicket(app.db, used, at(0))).toBeNull();
    const late = await issueTicket(app.db, holder, at(0));
    expect(await redeemTicket(app.db, late, at(TICKET_TTL_MS))).toBeNull();
    const inTime = await issueTicket(app.db, holder, at(0));
    expect(await redeemTicket(app.db, inTime, at(TICKET_TTL_MS - 1))).toEqual(holder);
  });

  it("count open streams per admin; a stream not refreshed for its lease stops counting", async () => {
    const opened: string[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_ADMIN; i++) opened.push((await openStream(app.db, adminId, at(0)))!);
    expect(opened.every(Boolean)).toBe(true);
    expect(await openStream(app.db, adminId, at(1))).toBeNull();
    await closeStream(app.db, opened.pop()!);
    const again = await openStream(app.db, adminId, at(2));
    expect(again).not.toBeNull();
    expect(await openStream(app.db, adminId, at(STREAM_LEASE_MS))).toBeNull();
    expect(await openStream(app.db, adminId, at(STREAM_LEASE_MS + 1))).not.toBeNull();
  });
});
