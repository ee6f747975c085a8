import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { chatUser, sayTo } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

/** What follows a plan in the conversation is about the plan, and a plan below the resting energy says so (issue 27). */
describe("around a plan", () => {
  it("says a day's energy asked below the resting energy is below it, and offers the estimated target", async () => {
    const reply = await sayTo(app, await chatUser(app), "monta uma dieta de 1200 calorias pra mim");
    expect(reply.message).toContain("**1.200 kcal por dia**");
    expect(reply.message).toContain("abaixo do que o seu corpo gasta só em repouso");
  });

  it("takes out a food the person hates even when said with the reason, and never logs it as a meal", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "faz um cardapio de 3 dias pra mim");
    const reply = await sayTo(app, who, "tira a beterraba q eu odeio");
    expect(reply.calculationId).toBeNull();
    expect(reply.intent).toBe("PLAN_REQUEST");
    expect(reply.message).toContain("beterraba");
  });

  it("answers an instruction about the plan it cannot apply without logging a meal", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "faz um cardapio de 3 dias pra mim");
    const reply = await sayTo(app, who, "prefiro frango desfiado e abobora");
    expect(reply.calculationId).toBeNull();
    expect(reply.message).not.toContain("Analisei sua refeição");
  });

  it("answers swelling in pregnancy beside a refused slimming tea, with when to go to the maternity", async () => {
    const reply = await sayTo(app, await chatUser(app), "to gravida de 7 meses e inchada, posso tomar cha de cavalinha pra desinchar?");
    expect(reply.intent).toBe("SAFETY");
    expect(reply.message).toContain("procure a maternidade no mesmo dia");
  });
});
