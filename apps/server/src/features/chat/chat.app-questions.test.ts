import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { createUser } from "../../../test/accounts";
import { chatUser, sayTo, setProfile, COMPLETE_PROFILE } from "../../../test/chat-fixtures";
import { usageCounters } from "../../db/schema";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const usage = async (auth: { authorization: string }) => (await app.inject({ method: "GET", url: "/api/account/usage", headers: auth })).json<{ messagesUsed: number }>();

describe("a question about the app itself is answered from the help center, never 'fora do que eu faço' (issue 27)", () => {
  it.each([
    ["alias, como faco pra cancelar a assinatura?", "Cancelar assinatura", "/subscription?cancelar=1"],
    ["da pra usar vc no whatsapp?", "Conectar WhatsApp", "/profile"],
    ["como faço pra apagar minha conta", "Excluir minha conta", "/profile"],
    ["minhas mensagens acabaram?", "limite foi atingido", "/subscription"],
    ["me cobraram duas vezes, cade o recibo?", "Pagamentos", "/payments"],
    ["quanto custa o pro+?", "Qual a diferença entre o Pro e o Pro+?", "/subscription"],
    ["como troco minha senha?", "Alterar Senha", "/profile?tab=password"],
    ["como eu troco meu email?", "O e-mail não muda por lá", "/fale-conosco"],
    ["como atualizo meu peso?", "Peso, altura, idade", "/profile?tab=nutritional"],
  ])("%s", async (message, answer, link) => {
    const reply = await sayTo(app, await chatUser(app), message);
    expect(reply.message).toContain(answer);
    expect(reply.message).toContain(`(${link})`);
    expect(reply.message).not.toContain("fora do que eu faço");
    expect(reply.calculationId).toBeNull();
  });

  it("spends no message, and is answered even when the trial's messages ran out", async () => {
    const who = await createUser(app);
    await setProfile(app, who.auth, COMPLETE_PROFILE);
    await sayTo(app, who, "como assino o plano pro?");
    expect((await usage(who.auth)).messagesUsed).toBe(0);
    await app.db.update(usageCounters).set({ messagesUsed: 30 });
    const reply = await sayTo(app, who, "to sem mensagem, quero assinar o pro");
    expect(reply.message).toContain("Como assino ou troco de plano?");
  });

  it.each([["quero um plano pro meu marido"], ["cancela esse registro do almoço"], ["faz um plano mensal de dieta pra mim"]])("%s is not taken for a question about the app", async (message) => {
    const reply = await sayTo(app, await chatUser(app), message);
    expect(reply.message).not.toContain("Central de Ajuda");
  });
});
