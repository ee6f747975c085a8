import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { chatUser, sayTo, setProfile } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const newUser = async () => {
  const who = await chatUser(app);
  await setProfile(app, who.auth, { age: 34, weight: 68.5, height: 165, gender: "FEMALE", activityLevel: "LIGHTLY_ACTIVE", goal: "WEIGHT_LOSS" });
  return who;
};

const LITTLE = /para um dia inteiro, isso é pouco/i;

describe("a whole day told whose foods come to far less than the person needs is no success (issue 27)", () => {
  it.each([
    ["meu dia hj: 1 iogurte e umas 3 bolachas, to mandando bem?"],
    ["resumo do meu dia: cafe preto, 1 banana e 1 torrada. foco total kkk"],
    ["hoje comi 1 maça de manha e uma sopa de legumes a noite, so isso. ta otimo ne?"],
    ["ate agora (20h) so comi 2 ovos cozidos, to de parabens?"],
  ])("%s: not praised, the total against the target, a real meal now and who helps", async (message) => {
    const reply = await sayTo(app, await newUser(), message);
    expect(reply.message).toMatch(LITTLE);
    expect(reply.message).toMatch(/não é o caso de comemorar/);
    expect(reply.message).toMatch(/sua meta é de 1\.524 kcal/);
    expect(reply.message).toMatch(/refeição de verdade/);
    expect(reply.message).toMatch(/nutricionista|psicólogo/);
    expect(reply.message).not.toContain("Pontos positivos");
  });

  it("the day told with its foods is counted from them, not answered from an empty diary", async () => {
    const reply = await sayTo(app, await newUser(), "meu dia hj: 2 paes com manteiga, arroz, feijao e bife no almoco e uma pizza a noite");
    expect(reply.message).not.toContain("ainda não registrou");
    expect(reply.calculationId).not.toBeNull();
    expect(reply.message).not.toMatch(LITTLE);
  });

  it("one small meal told as a meal is just the meal", async () => {
    const reply = await sayTo(app, await newUser(), "no cafe comi 1 iogurte e 3 bolachas");
    expect(reply.message).not.toMatch(LITTLE);
    expect(reply.message).toContain("Confirme abaixo");
  });

  it("a whole day that reaches the target gets no warning", async () => {
    const reply = await sayTo(app, await newUser(), "hoje comi 2 paes com ovo e cafe com leite, no almoco 6 colheres de arroz, 2 conchas de feijao, 1 bife e salada, de tarde 1 banana com aveia e a noite 2 fatias de pizza, so isso");
    expect(reply.message).not.toMatch(LITTLE);
  });
});
