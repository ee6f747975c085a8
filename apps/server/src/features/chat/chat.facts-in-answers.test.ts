import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { chatUser, sayTo } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

/** What the person said about themself shapes the later answers (issue 27). */
describe("facts said in passing, used in the answers", () => {
  it("answers 'is my protein enough for training?' with the range per kilo for someone who said they train", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "faço musculação 6x por semana");
    const reply = await sayTo(app, who, "to comendo proteina suficiente pro treino?");
    expect(reply.message).toContain("1,6 a 2,0 g por kg");
    expect(reply.message).not.toContain("Não tenho uma resposta verificada");
  });

  it("does not read 'de sobremesa' as a food when someone with diabetes asks which fruit", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "tenho diabetes tipo 2");
    const reply = await sayTo(app, who, "qual fruta posso comer de sobremesa?");
    expect(reply.message).not.toMatch(/sobremesa de qualquer tipo/i);
    expect(reply.message).toMatch(/fruta/i);
  });

  it("tells a nursing mother who wants her weight back how fast is safe, without a diet", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "to amamentando meu bebe de 2 meses");
    const reply = await sayTo(app, who, "quero voltar pro meu peso de antes");
    expect(reply.message).toContain("0,5 kg por semana");
    expect(reply.message).toContain("1.800 kcal");
    expect(reply.message).not.toContain("Anotei o que você contou");
  });

  it("says back only the regional foods a vegan plan of Minas food really has, never chicken or pork", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "sou vegana");
    const reply = await sayTo(app, who, "me faz um cardapio de 3 dias com comida mineira");
    expect(reply.message).toContain("comida mineira");
    expect(reply.message).not.toMatch(/frango|lombo|queijo/);
  });

  it("leaves very salty foods out of the protein foods suggested to someone with high blood pressure", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "tenho pressão alta");
    const reply = await sayTo(app, who, "quais alimentos ricos em proteina eu posso comer?");
    expect(reply.message).not.toMatch(/carne seca|charque|bacalhau salgado|presunto|salame|mortadela/i);
    expect(reply.message).not.toContain("Também posso falar sobre");
  });
});
