import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { converse, converseAs } from "../../../test/chat-fixtures";
import { askedAfterWant } from "./knowledge/question-parts";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

/** Issue 27, decision 189: a want said beside a question, and a goal said beside training. */
describe("the question after a want", () => {
  it.each([
    ["quero ganhar massa, oq é bom de lanche pre treino?", "oq e bom de lanche pre treino"],
    ["to querendo secar; qual fruta posso comer à noite?", "qual fruta posso comer a noite"],
    ["preciso engordar. como faço pra comer mais?", "como faco pra comer mais"],
  ])("'%s' asks '%s'", (said, question) => {
    expect(askedAfterWant(said)).toBe(question);
  });

  it.each(["quero ganhar massa", "sou celiaca, posso comer aveia?", "quero ganhar massa, me ajuda"])("'%s' has no question after a want", (said) => {
    expect(askedAfterWant(said)).toBeNull();
  });

  it("a lactose-intolerant person's 'quero ganhar massa, oq é bom de lanche pré-treino?' gets the pre-workout answer, without dairy", async () => {
    const [, reply] = await converse(app, "tenho intolerancia a lactose bem forte", "quero ganhar massa, oq é bom de lanche pre treino?");
    expect(reply!.message).toMatch(/antes do treino/i);
    expect(reply!.message).not.toMatch(/lanches de iogurte/);
  });
});

describe("training said, and the target asked", () => {
  const RUNNER = { age: 35, weight: 68, height: 176, gender: "MALE" as const, activityLevel: "LIGHTLY_ACTIVE" as const, goal: "WEIGHT_MAINTENANCE" as const };

  it("a marathon runner keeping his weight hears that the target is what he spends, never of a deficit", async () => {
    const [, reply] = await converseAs(app, RUNNER, "to treinando pra maratona de porto alegre, corro uns 70km por semana", "qual minha meta de kcal pra manter o peso?");
    expect(reply!.message).toMatch(/para manter o peso, a meta é o próprio gasto/);
    expect(reply!.message).not.toMatch(/déficit fica pequeno/);
  });
});
