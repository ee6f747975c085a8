import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { chatUser, sayTo } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

/** Sport: a weigh-in in days and a big cut for a race are refused with why and who to see, never a plan (issue 27). */
describe("cutting weight for sport", () => {
  it("refuses a diet to make weight for a fight this week, with no plan", async () => {
    const who = await chatUser(app);
    const reply = await sayTo(app, who, "to 2 kg acima da categoria e a pesagem é domingo, faz um cardapio pra eu fazer o peso");
    expect(reply.message).toContain("Não vou montar um corte de peso para a pesagem");
    expect(reply.message).toContain("192");
    expect(reply.message).not.toContain("/meal-plans/");
  });

  it("reads 'secar 3 kg até sábado' as a crash pace", async () => {
    const who = await chatUser(app);
    const reply = await sayTo(app, who, "quero secar 3 kg ate sabado pro aniversario");
    expect(reply.message).toContain("Não posso montar dieta radical");
  });

  it("tells a marathon runner who wants 1200 kcal that it is far too little for the training", async () => {
    const who = await chatUser(app);
    const reply = await sayTo(app, who, "corro maratona e quero baixar pra 1200 kcal pra ficar leve na prova");
    expect(reply.message).toContain("1200 kcal por dia é pouco demais");
    expect(reply.message).toContain("RED-S");
  });
});
