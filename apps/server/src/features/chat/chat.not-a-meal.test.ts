import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { chatUser, sayTo } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

/** A symptom after eating, a food given up, a recipe asked for: answered, never logged (issue 27). */
describe("messages that name foods but are not a meal", () => {
  it("answers heartburn after a feijoada with what to do now and when to see a doctor, logging nothing", async () => {
    const who = await chatUser(app);
    const reply = await sayTo(app, who, "almocei feijoada e to com uma azia daquelas");
    expect(reply.calculation).toBeNull();
    expect(reply.message).toContain("não se deite");
    expect(reply.message).toContain("192");
  });

  it("praises a soft drink given up, and does not log it", async () => {
    const who = await chatUser(app);
    const reply = await sayTo(app, who, "larguei o refrigerante faz um mês");
    expect(reply.calculation).toBeNull();
    expect(reply.message).toContain("Ótima mudança");
  });

  it("says weakness after cutting rice and bread is too little food, and to eat today", async () => {
    const who = await chatUser(app);
    const reply = await sayTo(app, who, "tirei o pão e o arroz e to me sentindo fraca");
    expect(reply.calculation).toBeNull();
    expect(reply.message).toContain("volte a comer hoje");
  });

  it("offers to compute a recipe from its ingredients instead of logging a cake", async () => {
    const who = await chatUser(app);
    const reply = await sayTo(app, who, "me passa uma receita de bolo de cenoura mais leve");
    expect(reply.calculation).toBeNull();
    expect(reply.message).toContain("ingredientes com as quantidades");
  });

  it.each([
    ["meu marido comeu 2 pratos de feijoada e ainda pediu torresmo kkkk", "quantas calorias ele comeu mais ou menos?", "não foi você que comeu"],
    ["amanhã vou almoçar um x-tudo com batata frita", "quanto dá isso?", "Não registrei nada"],
  ])("estimates a meal someone else ate, or one still to come, when its calories are asked, and logs nothing: %s", async (told, asked, said) => {
    const who = await chatUser(app);
    await sayTo(app, who, told);
    const reply = await sayTo(app, who, asked);
    expect(reply.calculation).toBeNull();
    expect(reply.message).toMatch(/Pelo que você contou, (essa refeição )?dá cerca de \*\*[\d.]+ kcal\*\*/);
    expect(reply.message).toContain(said);
  });
});

describe("weight lost without a diet", () => {
  it("answers an older mother who lost weight without trying as a warning sign, never with a weight-loss plan", async () => {
    const who = await chatUser(app);
    const reply = await sayTo(app, who, "minha vó tem 84 anos e emagreceu 4 kg sem fazer dieta nenhuma");
    expect(reply.message).not.toContain("/meal-plans/");
    expect(reply.message).toMatch(/sinal de alerta/);
    expect(reply.message).toMatch(/médic|geriatra/);
  });
});
