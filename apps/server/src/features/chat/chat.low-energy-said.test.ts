import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { chatUser, sayTo, setProfile } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const TOO_LITTLE = /kcal por dia é pouco demais, e não é seguro[\s\S]*baixa disponibilidade de energia/;

const runner = async () => {
  const who = await chatUser(app);
  await setProfile(app, who.auth, { age: 30, weight: 58, height: 165, gender: "FEMALE", activityLevel: "LIGHTLY_ACTIVE", goal: "WEIGHT_LOSS" });
  await sayTo(app, who, "to treinando pra maratona, corro uns 60km na semana");
  return who;
};

describe("a day's calories set or eaten far below what the training spends is low energy availability (issue 27)", () => {
  it.each([
    ["minha meta é 1200 kcal pra secar antes da prova, ta bom?"],
    ["quero perder 3kg, vou comer 1300 por dia"],
    ["tô comendo uns 1400 por dia e me sinto cansada, é normal?"],
  ])("%s", async (message) => {
    const reply = await sayTo(app, await runner(), message);
    expect(reply.message).toMatch(TOO_LITTLE);
    expect(reply.message).not.toContain("fora do que eu faço");
  });

  it("a target that fits the training is taken, with no warning", async () => {
    const reply = await sayTo(app, await runner(), "minha meta é 2300 kcal por dia");
    expect(reply.message).not.toMatch(TOO_LITTLE);
  });
});

describe("a 24-hour fast asked about gets its risks, not 'no verified answer' (issue 27)", () => {
  it("says it does not slim more and not to do it at physical work in the sun", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "sou pedreiro, trabalho no sol o dia todo");
    const reply = await sayTo(app, who, "amanha vou fazer jejum de 24h no trabalho, alguma dica?");
    expect(reply.message).toContain("**Não faça** se você trabalha com esforço físico, no sol");
    expect(reply.message).not.toContain("resposta verificada");
  });
});
