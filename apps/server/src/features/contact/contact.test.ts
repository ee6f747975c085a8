import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TTestApp } from "../../../test/build-test-app";
import { createUser, loginAdmin } from "../../../test/accounts";
import { buildTestAppWithSmtp } from "../../../test/build-test-app-with-smtp";
import type { TSmtpStandIn } from "../../../test/smtp-stand-in";
import { CONTACT_RECEIPT } from "./contact.service";

let app: TTestApp;
let smtp: TSmtpStandIn;
beforeAll(async () => {
  ({ app, smtp } = await buildTestAppWithSmtp());
});
afterAll(async () => app.close());

const valid = { name: "Carla Mendes", email: "carla@exemplo.com", subject: "duvida-planos", message: "Quero saber a diferença entre Pro e Pro+." };
let ip = 0;
const send = (payload: object) => app.inject({ method: "POST", url: "/api/contact", payload, remoteAddress: `172.30.0.${++ip}` });

describe("contact form", () => {
  it.each([
    [{ name: "Jo" }, "Nome precisa ter pelo menos 3 caracteres"],
    [{ email: "carla@" }, "E-mail inválido"],
    [{ subject: "" }, "Selecione um assunto"],
    [{ message: "Oi" }, "Mensagem precisa ter pelo menos 10 caracteres"],
  ])("refuses %j with the spec's message", async (change, message) => {
    const response = await send({ ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message, errorCode: "VALIDATION_ERROR" });
  });

  it("stores a message, lets the admin list and answer it once, and mails the answer", async () => {
    expect((await send(valid)).statusCode).toBe(201);
    const receipt = await smtp.waitFor("carla@exemplo.com", /Recebemos sua mensagem/);
    expect(receipt.text.trim()).toBe(CONTACT_RECEIPT);
    const admin = await loginAdmin(app);
    const unanswered = await app.inject({ method: "GET", url: "/api/contact/unanswered", headers: admin.auth });
    const [message] = unanswered.json();
    expect(message).toMatchObject({ name: "Carla Mendes", responded: false, responseMessage: null });

    const reply = await app.inject({
      method: "POST",
      url: `/api/contact/${message.id}/respond`,
      headers: admin.auth,
      payload: { responseMessage: "O Pro+ inclui relatórios detalhados." },
    });
    expect(reply.json()).toMatchObject({ responded: true, responseMessage: "O Pro+ inclui relatórios detalhados." });
    const mail = await smtp.waitFor("carla@exemplo.com", /^Re:/);
    expect(mail.text).toContain("O Pro+ inclui relatórios detalhados.");

    const twice = await app.inject({ method: "POST", url: `/api/contact/${message.id}/respond`, headers: admin.auth, payload: { responseMessage: "De novo" } });
    expect(twice.statusCode).toBe(409);
    expect((await app.inject({ method: "GET", url: "/api/contact/unanswered", headers: admin.auth })).json()).toEqual([]);
    expect((await app.inject({ method: "GET", url: "/api/contact", headers: admin.auth })).json()).toHaveLength(1);
  });

  it("never mails the sender's own words to the address typed in the form", async () => {
    const bait = { ...valid, email: "vitima@exemplo.com", name: "Ganhe um prêmio", message: "Clique em http://golpe.example para resgatar" };
    expect((await send(bait)).statusCode).toBe(201);
    const receipt = await smtp.waitFor("vitima@exemplo.com", /Recebemos sua mensagem/);
    expect(receipt.text).not.toContain("golpe.example");
    expect(receipt.text).not.toContain("Ganhe um prêmio");
  });

  it("keeps the admin list from regular users and visitors", async () => {
    const user = await createUser(app);
    expect((await app.inject({ method: "GET", url: "/api/contact", headers: user.auth })).statusCode).toBe(403);
    expect((await app.inject({ method: "GET", url: "/api/contact" })).statusCode).toBe(401);
  });

  it("refuses a blank reply", async () => {
    const admin = await loginAdmin(app);
    const response = await app.inject({
      method: "POST",
      url: "/api/contact/00000000-0000-4000-8000-000000000000/respond",
      headers: admin.auth,
      payload: { responseMessage: "   " },
    });
    expect(response.statusCode).toBe(400);
  });
});
