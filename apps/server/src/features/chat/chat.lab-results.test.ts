import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { chatUser, sayTo } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

/** A test result said with its number is read by the guidelines, with food and who to see (issue 27). */
describe("test results said in chat", () => {
  it("reads an LDL of 195 as very high, sends to a doctor and keeps it for the rest of the conversation", async () => {
    const who = await chatUser(app);
    const reply = await sayTo(app, who, "saiu meu exame, o LDL ta em 195");
    expect(reply.message).toContain("muito alto");
    expect(reply.message).toMatch(/médico/);
    expect(reply.message).toContain("gordura saturada");
    expect(reply.message).not.toContain("fora do que eu faço");
    expect(reply.calculation).toBeNull();
    const later = await sayTo(app, who, "me faz um plano de 3 dias");
    expect(later.message).toMatch(/colesterol/i);
  });

  it("calls fasting glucose 108 with glycated haemoglobin 5,9 pre-diabetes, never diabetes", async () => {
    const who = await chatUser(app);
    const reply = await sayTo(app, who, "fiz os exames: glicose de jejum 108 e hemoglobina glicada 5,9%");
    expect(reply.message).toContain("pré-diabetes");
    expect(reply.message).toContain("Pré-diabetes não é diabetes");
    expect(reply.message).not.toContain("Anotei o que você me contou");
  });

  it("puts SAMU first for a pressure of 18 by 12 with chest pain", async () => {
    const who = await chatUser(app);
    const reply = await sayTo(app, who, "minha pressão deu 18 por 12 e to com dor no peito");
    expect(reply.message.split("\n\n")[0]).toContain("192");
  });
});

/** Issue 27, decision 180: a marker the person wants to raise or lower, said without asking, asks what to eat for it. */
describe("a marker to raise or lower, said in passing", () => {
  it.each([["to querendo subir minha ferro pq deu baixo no exame"], ["quero aumentar meu ferro"]])("'%s' gets the foods with iron, never 'Anotei' alone", async (said) => {
    const reply = await sayTo(app, await chatUser(app), said);
    expect(reply.message).toContain("Boas fontes de **ferro**");
    expect(reply.message).not.toContain("O que você quer saber?");
  });

  it("'preciso baixar meu colesterol' gets what lowers LDL", async () => {
    const reply = await sayTo(app, await chatUser(app), "preciso baixar meu colesterol");
    expect(reply.message).toMatch(/fibra solúvel|gorduras saturadas/);
    expect(reply.message).not.toContain("Não tenho uma resposta verificada");
  });

  it("no red meat said first: the iron sources leave beef out", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "eu nao como carne vermelha de jeito nenhum, so frango e peixe");
    const reply = await sayTo(app, who, "to querendo subir minha ferro pq deu baixo no exame");
    expect(reply.message).toContain("Boas fontes de **ferro**");
    expect(reply.message).not.toMatch(/Patinho|Filé mignon|Carne seca/);
  });
});
