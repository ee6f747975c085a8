import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TTestApp } from "../../../test/build-test-app";
import { createUser, loginAdmin, type TTestUser } from "../../../test/accounts";
import { buildTestAppWithSmtp } from "../../../test/build-test-app-with-smtp";
import { multipart, samplePng } from "../../../test/chat-fixtures";
import type { TSmtpStandIn } from "../../../test/smtp-stand-in";
import { sendUnreadReplyReminders, UNREAD_REPLY_DELAY_MS } from "./messages.reminders";

let app: TTestApp;
let smtp: TSmtpStandIn;
let admin: Awaited<ReturnType<typeof loginAdmin>>;
beforeAll(async () => {
  ({ app, smtp } = await buildTestAppWithSmtp());
  admin = await loginAdmin(app);
});
afterAll(async () => app.close());

const start = (user: TTestUser, subject = "Dúvida sobre o plano", body = "Posso trocar o almoço do plano?") =>
  app.inject({ method: "POST", url: "/api/messages/threads", headers: user.auth, payload: { subject, body } });
const get = async (user: { auth: Record<string, string> }, url: string) => (await app.inject({ method: "GET", url, headers: user.auth })).json();
const adminReply = (id: string, body: string) =>
  app.inject({ method: "POST", url: `/api/admin/messages/threads/${id}/messages`, headers: admin.auth, payload: { body } });

describe("messages", () => {
  it("validates the subject and the text with clear messages", async () => {
    const user = await createUser(app);
    const short = await start(user, "Oi");
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe("O assunto precisa ter pelo menos 3 caracteres");
    expect((await start(user, "Assunto ok", "   ")).json().message).toBe("Escreva sua mensagem");
    expect((await get(user, "/api/messages/threads")).threads).toEqual([]);
  });

  it("runs a thread: the admin sees it unanswered first, replies, the user sees the unread count and read receipts", async () => {
    const user = await createUser(app);
    const created = await start(user);
    expect(created.statusCode).toBe(201);
    const thread = created.json();
    expect(thread.messages).toEqual([expect.objectContaining({ sender: "USER", body: "Posso trocar o almoço do plano?", readAt: null })]);

    const inbox = (await get(admin, "/api/admin/messages/threads")).threads;
    expect(inbox[0]).toMatchObject({ id: thread.id, answered: false, userEmail: user.email, unreadCount: 1 });
    const opened = await get(admin, `/api/admin/messages/threads/${thread.id}`);
    expect(opened.messages[0].readAt).not.toBeNull();

    const reply = await adminReply(thread.id, "Pode sim! Troque por outra proteína magra.");
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({ answered: true, lastSender: "TEAM" });
    expect(await get(user, "/api/messages/unread-count")).toEqual({ unreadCount: 1 });
    expect((await get(user, "/api/messages/threads")).threads[0]).toMatchObject({ unreadCount: 1, lastSender: "TEAM" });

    const read = await get(user, `/api/messages/threads/${thread.id}`);
    expect(read.messages[1]).toMatchObject({ sender: "TEAM", authorName: "Equipe NutriGuia" });
    expect(read.messages[1].readAt).not.toBeNull();
    expect(await get(user, "/api/messages/unread-count")).toEqual({ unreadCount: 0 });
  });

  it("keeps threads private: another user gets 404 and regular users cannot reach the inbox", async () => {
    const owner = await createUser(app);
    const intruder = await createUser(app);
    const id = (await start(owner)).json().id;
    expect((await app.inject({ method: "GET", url: `/api/messages/threads/${id}`, headers: intruder.auth })).statusCode).toBe(404);
    expect(
      (await app.inject({ method: "POST", url: `/api/messages/threads/${id}/messages`, headers: intruder.auth, payload: { body: "Oi" } })).statusCode,
    ).toBe(404);
    expect((await app.inject({ method: "GET", url: "/api/admin/messages/threads", headers: owner.auth })).statusCode).toBe(403);
    expect((await app.inject({ method: "GET", url: "/api/messages/threads" })).statusCode).toBe(401);
  });

  it("accepts image attachments with the chat's rules and refuses what is not an image", async () => {
    const user = await createUser(app);
    const id = (await start(user, "Foto do prato", "Segue a foto")).json().id;
    const form = multipart({ body: "Meu almoço" }, { field: "file", name: "prato.png", type: "image/png", data: await samplePng() });
    const sent = await app.inject({ method: "POST", url: `/api/messages/threads/${id}/images`, headers: { ...user.auth, ...form.headers }, payload: form.payload });
    expect(sent.statusCode).toBe(201);
    const image = sent.json().messages[1];
    expect(image).toMatchObject({ body: "Meu almoço" });
    expect(image.imageUrl).toMatch(/^\/uploads\/users\/.+\/messages\/.+\.webp\?exp=\d+&sig=/);
    expect((await app.inject({ method: "GET", url: image.imageUrl })).statusCode).toBe(200);

    const fake = multipart({}, { field: "file", name: "nota.png", type: "image/png", data: Buffer.from("isto não é uma imagem") });
    const refused = await app.inject({ method: "POST", url: `/api/messages/threads/${id}/images`, headers: { ...user.auth, ...fake.headers }, payload: fake.payload });
    expect(refused.statusCode).toBe(415);
  });

  it("closes a thread: the user can no longer write in it", async () => {
    const user = await createUser(app);
    const id = (await start(user)).json().id;
    const closed = await app.inject({ method: "POST", url: `/api/admin/messages/threads/${id}/close`, headers: admin.auth });
    expect(closed.json().status).toBe("CLOSED");
    const refused = await app.inject({ method: "POST", url: `/api/messages/threads/${id}/messages`, headers: user.auth, payload: { body: "Mais uma dúvida" } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("Esta conversa foi encerrada. Abra uma nova conversa para falar com a equipe.");
  });

  it("e-mails a reply left unread for an hour, once, and not a reply already read", async () => {
    const unread = await createUser(app);
    const reader = await createUser(app);
    const a = (await start(unread, "Conversa sem leitura")).json().id;
    const b = (await start(reader, "Conversa lida")).json().id;
    await adminReply(a, "Resposta A");
    await adminReply(b, "Resposta B");
    await get(reader, `/api/messages/threads/${b}`);

    expect(await sendUnreadReplyReminders(app, new Date(Date.now() + UNREAD_REPLY_DELAY_MS - 60_000))).toBe(0);
    const later = new Date(Date.now() + UNREAD_REPLY_DELAY_MS + 60_000);
    expect(await sendUnreadReplyReminders(app, later)).toBe(1);
    const mail = await smtp.waitFor(unread.email, /Nova resposta: Conversa sem leitura/);
    expect(mail.text).toContain("/messages");
    expect(await sendUnreadReplyReminders(app, later)).toBe(0);
  });
});
