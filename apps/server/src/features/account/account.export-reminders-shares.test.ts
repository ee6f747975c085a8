import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startChannelsTestApp, type TChannelsTestApp } from "../../../test/channels-test-app";
import { createUser } from "../../../test/accounts";
import { linkTelegram } from "../../../test/channel-links";
import { TG } from "../../../test/telegram-fixtures";

let app: TChannelsTestApp["app"];
let botApi: TChannelsTestApp["botApi"];
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app, botApi, close } = await startChannelsTestApp({ PUBLIC_URL: "https://app.nutriguia.test" }));
});
afterAll(async () => close());

const NO_SLOTS = { BREAKFAST: null, MORNING_SNACK: null, LUNCH: null, AFTERNOON_SNACK: null, DINNER: null, SUPPER: null };

describe("GET /api/account/export (LGPD) with issue 31's records", () => {
  it("holds the reminder choices, the reminders sent, every diary link with its consent and revocation and the link's openings, but not the link itself", async () => {
    const user = await createUser(app);
    await linkTelegram(app, botApi, TG.secret, user, 83_000_001);
    const choices = { channels: { whatsapp: false, telegram: true }, slots: { ...NO_SLOTS, LUNCH: "12:30" }, weeklySummary: false, quietHours: { start: "22:30", end: "06:30" } };
    expect((await app.inject({ method: "PUT", url: "/api/reminders", headers: user.auth, payload: choices })).statusCode).toBe(200);
    await app.scheduler.run("channel-reminders", new Date("2026-11-24T12:40:00-03:00"));

    const kept = (await app.inject({ method: "POST", url: "/api/diary-shares", headers: user.auth, payload: { days: 30, expiresInDays: 14, recipientName: "Dra. Carla Mendes" } })).json<{ id: string; url: string }>();
    const revoked = (await app.inject({ method: "POST", url: "/api/diary-shares", headers: user.auth, payload: { days: 7, expiresInDays: 7 } })).json<{ id: string; url: string }>();
    expect((await app.inject({ method: "GET", url: `/api/public/diary-shares/${kept.url.split("/").pop()}` })).statusCode).toBe(200);
    expect((await app.inject({ method: "DELETE", url: `/api/diary-shares/${revoked.id}`, headers: user.auth })).statusCode).toBe(200);

    const response = await app.inject({ method: "GET", url: "/api/account/export", headers: user.auth });
    expect(response.statusCode).toBe(200);
    const records = response.json<{ records: Record<string, Record<string, unknown>[]> }>().records;
    expect(records.reminder_settings).toEqual([
      expect.objectContaining({ whatsapp: false, telegram: true, slots: expect.objectContaining({ LUNCH: "12:30" }), weekly_summary: false, quiet_start: "22:30", quiet_end: "06:30" }),
    ]);
    expect(records.reminder_sends).toEqual([expect.objectContaining({ channel: "TELEGRAM", kind: "LUNCH", local_day: "2026-11-24", status: "SENT" })]);
    const shares = new Map(records.diary_shares!.map((row) => [row.id, row]));
    expect(shares.get(kept.id)).toMatchObject({ recipient_name: "Dra. Carla Mendes", days: 30, consent_text: expect.stringContaining("com Dra. Carla Mendes"), revoked_at: null });
    expect(shares.get(kept.id)!.expires_at).toEqual(expect.any(String));
    expect(shares.get(revoked.id)).toMatchObject({ days: 7, revoked_at: expect.any(String) });
    expect(records.diary_share_accesses).toEqual([expect.objectContaining({ share_id: kept.id, kind: "page", accessed_at: expect.any(String) })]);
    for (const link of [kept.url, revoked.url]) expect(response.body).not.toContain(link.split("/").pop());
  });
});
