import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { buildTestApp, type TTestApp } from "../../../../test/build-test-app";
import { createUser, type TTestUser } from "../../../../test/accounts";
import { startGraphStandIn } from "../../../../test/messaging-stand-ins";
import { WA, buttonReply, nextMessageId, signed, statusUpdate, textMessage } from "../../../../test/whatsapp-fixtures";
import { channelWebhookEvents, chatMessages } from "../../../db/schema";

let app: TTestApp;
let graph: Awaited<ReturnType<typeof startGraphStandIn>>;
beforeAll(async () => {
  graph = await startGraphStandIn(WA.phoneNumberId);
  app = await buildTestApp({
    WHATSAPP_TOKEN: WA.token,
    WHATSAPP_APP_SECRET: WA.appSecret,
    WHATSAPP_VERIFY_TOKEN: WA.verifyToken,
    WHATSAPP_PHONE_NUMBER_ID: WA.phoneNumberId,
    WHATSAPP_API_URL: graph.url,
  });
});
afterAll(async () => {
  await app.close();
  await graph.close();
});
beforeEach(() => {
  graph.requests.length = 0;
});

let numbers = 0;
const newNumber = () => `55119876${String((numbers += 1)).padStart(5, "0")}`;

const deliver = (payload: unknown, secret?: string) => {
  const { raw, signature } = signed(payload, secret);
  return app.inject({ method: "POST", url: "/api/webhooks/whatsapp", headers: { "content-type": "application/json", "x-hub-signature-256": signature }, payload: raw });
};

/** Delivers and waits for the reply the stand-in records; returns that reply's body. */
async function exchange(payload: unknown) {
  const before = graph.sends().length;
  expect((await deliver(payload)).statusCode).toBe(200);
  const sends = await graph.waitForSends(before + 1);
  return sends[before]!.body as Record<string, any>;
}

/** The event's row once the background handling has finished with it. */
async function settledEvent(eventId: string) {
  for (let i = 0; i < 500; i += 1) {
    const [row] = await app.db.select().from(channelWebhookEvents).where(eq(channelWebhookEvents.eventId, eventId));
    if (row && row.status !== "RECEIVED") return row;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`event ${eventId} never settled`);
}

const replyText = (body: Record<string, any>) => (body.type === "text" ? body.text.body : body.interactive.body.text) as string;

async function linkedUser(): Promise<TTestUser & { phone: string }> {
  const user = await createUser(app);
  const phone = newNumber();
  const { code } = (await app.inject({ method: "POST", url: "/api/channels/whatsapp/link", headers: user.auth })).json();
  const reply = await exchange(textMessage(phone, code));
  expect(replyText(reply)).toContain("conectada");
  return { ...user, phone };
}

describe("WhatsApp webhook (issue 17)", () => {
  it("answers Meta's verification handshake only with the verify token", async () => {
    const ok = await app.inject({ method: "GET", url: `/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${WA.verifyToken}&hub.challenge=1158201444` });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe("1158201444");
    const wrong = await app.inject({ method: "GET", url: "/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=nope&hub.challenge=1" });
    expect(wrong.statusCode).toBe(403);
  });

  it("refuses a bad signature with 401 and stores nothing", async () => {
    const id = nextMessageId();
    const forged = await deliver(textMessage(newNumber(), "Comi 2 ovos", id), "not-the-secret");
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ success: false, errorCode: "UNAUTHORIZED" });
    const unsigned = await app.inject({ method: "POST", url: "/api/webhooks/whatsapp", headers: { "content-type": "application/json" }, payload: JSON.stringify(textMessage(newNumber(), "oi", id)) });
    expect(unsigned.statusCode).toBe(401);
    expect(await app.db.select().from(channelWebhookEvents).where(eq(channelWebhookEvents.eventId, id))).toEqual([]);
    expect(graph.requests).toEqual([]);
  });

  it("tells an unknown number how to sign up and keeps only the webhook record", async () => {
    const id = nextMessageId();
    const reply = await exchange(textMessage(newNumber(), "Comi arroz e feijão", id));
    expect(replyText(reply)).toContain("crie sua conta grátis");
    expect(await settledEvent(id)).toMatchObject({ provider: "whatsapp", type: "text", status: "IGNORED", userId: null });
    expect(await app.db.select().from(chatMessages).where(eq(chatMessages.content, "Comi arroz e feijão"))).toEqual([]);
  });

  it("links with the site's code, answers a meal with the card and buttons, and the confirmed meal is in the web day log", async () => {
    const user = await linkedUser();
    const status = (await app.inject({ method: "GET", url: "/api/channels", headers: user.auth })).json();
    expect(status.whatsapp).toMatchObject({ enabled: true, linked: true, externalId: user.phone });
    expect(status.telegram).toMatchObject({ enabled: false, linked: false });

    const card = await exchange(textMessage(user.phone, "Comi 2 ovos cozidos e 1 pão francês"));
    expect(card).toMatchObject({ messaging_product: "whatsapp", to: user.phone, type: "interactive" });
    expect(card.interactive.body.text).toContain("Ovo cozido — 100 g");
    expect(card.interactive.body.text).toContain("Total: 296 kcal");
    const buttons = card.interactive.action.buttons.map((b: { reply: { id: string; title: string } }) => b.reply);
    expect(buttons.map((b: { title: string }) => b.title)).toEqual(["Registrar", "Descartar", "Ver no site"]);
    const last = graph.sends().at(-1)!;
    expect(last.headers.authorization).toBe(`Bearer ${WA.token}`);
    expect(last.path).toBe(`/${WA.phoneNumberId}/messages`);

    const confirmed = await exchange(buttonReply(user.phone, buttons[0].id, "Registrar"));
    expect(replyText(confirmed)).toContain("registrad");
    const day = (await app.inject({ method: "GET", url: "/api/dashboard/calories/day", headers: user.auth })).json();
    const entries = day.meals.flatMap((m: { entries: { source: string; totalCalories: number }[] }) => m.entries);
    expect(entries).toEqual([expect.objectContaining({ source: "WHATSAPP", totalCalories: 296 })]);

    const rows = await app.db.select().from(chatMessages).where(eq(chatMessages.userId, user.id));
    expect(rows.map((r) => r.channel)).toEqual(["WHATSAPP", "WHATSAPP"]);
    const history = (await app.inject({ method: "GET", url: "/api/chat/history", headers: user.auth })).json();
    expect(history.messages.map((m: { channel: string }) => m.channel)).toEqual(["WHATSAPP", "WHATSAPP"]);
  });

  it("answers the same message delivered twice only once, and records statuses without answering", async () => {
    const user = await linkedUser();
    const payload = textMessage(user.phone, "Comi 1 banana");
    await exchange(payload);
    expect((await deliver(payload)).statusCode).toBe(200);
    expect((await deliver(statusUpdate(user.phone, "wamid.out1", "delivered"))).statusCode).toBe(200);
    await exchange(textMessage(user.phone, "Comi 1 maçã"));
    const texts = graph.sends().map((s) => replyText(s.body as Record<string, any>));
    expect(texts.filter((t) => t.includes("Banana"))).toHaveLength(1);
    const [status] = await app.db.select().from(channelWebhookEvents).where(eq(channelWebhookEvents.eventId, "status:wamid.out1:delivered"));
    expect(status).toMatchObject({ type: "status.delivered", status: "PROCESSED" });
  });

  it("shares one trial allowance across the web chat and WhatsApp", async () => {
    const user = await linkedUser();
    for (let i = 0; i < 29; i += 1) {
      const web = await app.inject({ method: "POST", url: "/api/chat/message", headers: user.auth, payload: { message: `Comi ${i + 1} bananas` } });
      expect(web.statusCode).toBe(200);
    }
    expect(replyText(await exchange(textMessage(user.phone, "Comi 1 maçã")))).toContain("Refeição analisada");
    expect(replyText(await exchange(textMessage(user.phone, "Comi 1 pera")))).toContain("Trial plan limit reached");
    const web = await app.inject({ method: "POST", url: "/api/chat/message", headers: user.auth, payload: { message: "Oi" } });
    expect(web.json()).toMatchObject({ errorCode: "TRIAL_LIMIT_REACHED" });
  });

  it("retries a reply the Graph API refused with 429 or 5xx", async () => {
    const user = await linkedUser();
    graph.requests.length = 0;
    graph.failNext.push(429, 503);
    const reply = await exchange(textMessage(user.phone, "Comi 1 banana"));
    expect(replyText(reply)).toContain("Refeição analisada");
    expect(graph.sends()).toHaveLength(3);
  });

  it("unlinks on request: the number is unknown again", async () => {
    const user = await linkedUser();
    expect((await app.inject({ method: "DELETE", url: "/api/channels/whatsapp", headers: user.auth })).statusCode).toBe(200);
    expect(replyText(await exchange(textMessage(user.phone, "Comi 1 banana")))).toContain("crie sua conta grátis");
  });

  it("forgets the number when the account is deleted", async () => {
    const user = await linkedUser();
    const deleted = await app.inject({ method: "DELETE", url: "/api/account/delete", headers: user.auth, payload: { password: user.password } });
    expect(deleted.statusCode).toBe(200);
    expect(replyText(await exchange(textMessage(user.phone, "Comi 1 banana")))).toContain("crie sua conta grátis");
  });

  it("refuses a wrong or reused link code", async () => {
    const user = await createUser(app);
    const phone = newNumber();
    expect(replyText(await exchange(textMessage(phone, "0000000000")))).toContain("não é válido");
    const { code } = (await app.inject({ method: "POST", url: "/api/channels/whatsapp/link", headers: user.auth })).json();
    expect(replyText(await exchange(textMessage(phone, code)))).toContain("conectada");
    expect(replyText(await exchange(textMessage(newNumber(), code)))).toContain("não é válido");
  });
});

describe("WhatsApp link codes cannot be guessed (issue 29)", () => {
  const newCode = async (user: TTestUser) => (await app.inject({ method: "POST", url: "/api/channels/whatsapp/link", headers: user.auth })).json().code as string;
  /** A wrong guess aimed at `code`: its first 4 digits kept, the rest changed. */
  const wrong = (code: string, n: number) => code.slice(0, 4) + String((Number(code.slice(4)) + n) % 1_000_000).padStart(6, "0");

  it("codes have 10 digits and are accepted with the spaces a reader adds", async () => {
    const user = await createUser(app);
    const code = await newCode(user);
    expect(code).toMatch(/^\d{10}$/);
    expect(replyText(await exchange(textMessage(newNumber(), `${code.slice(0, 4)} ${code.slice(4, 7)} ${code.slice(7)}`)))).toContain("conectada");
  });

  it("a code dies after 5 wrong guesses from different numbers", async () => {
    const user = await createUser(app);
    const code = await newCode(user);
    for (const n of [1, 2, 3, 4, 5]) expect(replyText(await exchange(textMessage(newNumber(), wrong(code, n))))).toContain("não é válido");
    expect(replyText(await exchange(textMessage(newNumber(), code)))).toContain("não é válido");
    const { whatsapp } = (await app.inject({ method: "GET", url: "/api/channels", headers: user.auth })).json();
    expect(whatsapp.linked).toBe(false);
    expect(replyText(await exchange(textMessage(newNumber(), await newCode(user))))).toContain("conectada");
  });

  it("a number that sent 5 wrong codes is not heard for 15 minutes, even with a right code", async () => {
    const user = await createUser(app);
    const phone = newNumber();
    for (const n of [1, 2, 3, 4, 5]) expect(replyText(await exchange(textMessage(phone, String(1_000_000_000 + n * 7919))))).toContain("não é válido");
    const code = await newCode(user);
    expect(replyText(await exchange(textMessage(phone, code)))).toContain("Muitos códigos errados");
    expect(replyText(await exchange(textMessage(newNumber(), code)))).toContain("conectada");
  });
});

describe("channels switched off", () => {
  it("answer 404 when their variables are missing", async () => {
    const bare = await buildTestApp();
    try {
      const wa = await bare.inject({ method: "POST", url: "/api/webhooks/whatsapp", headers: { "content-type": "application/json" }, payload: "{}" });
      expect(wa.statusCode).toBe(404);
      expect(wa.json()).toMatchObject({ success: false, errorCode: "NOT_FOUND" });
      const tg = await bare.inject({ method: "POST", url: "/api/webhooks/telegram", payload: { update_id: 1 } });
      expect(tg.statusCode).toBe(404);
      const user = await createUser(bare);
      expect((await bare.inject({ method: "POST", url: "/api/channels/telegram/link", headers: user.auth })).statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
