import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { chatUser, sayTo } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

/** A plan asked for another adult is never drawn from the person's own profile (issue 27). */
describe("a plan for someone else", () => {
  it("asks for the husband's data instead of a plan with her calories, then says his needs from them", async () => {
    const who = await chatUser(app);
    const asked = await sayTo(app, who, "faz um cardapio da semana pro meu marido, ele nao come carne de porco");
    expect(asked.message).not.toContain("/meal-plans/");
    expect(asked.message).toContain("idade, o peso, a altura");
    const needs = await sayTo(app, who, "ele tem 45 anos, 95 kg, 1,78 e trabalha em obra");
    expect(needs.message).toMatch(/ele gasta cerca de \*\*3\.\d{3} kcal por dia\*\*/);
    expect(needs.message).not.toContain("fora do que eu faço");
  });
});
