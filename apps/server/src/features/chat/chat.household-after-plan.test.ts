import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { chatUser, sayTo } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

describe("how many eat at home, said after a plan (issue 27)", () => {
  it.each([
    ["somos eu e minha esposa", 2],
    ["sao 4 pessoas em casa", 4],
  ])("'%s' after a cheap plan: the plan is per person, the shopping list times %i, and what the other's own plan needs", async (message, people) => {
    const who = await chatUser(app);
    const plan = await sayTo(app, who, "preciso de um cardapio barato, to desempregado, uns 150 reais pra semana toda");
    expect(plan.message).toMatch(/\/meal-plans\//);
    const reply = await sayTo(app, who, message);
    expect(reply.message).not.toContain("fora do que eu faço");
    expect(reply.message).toContain(`são **${people} pessoas**`);
    expect(reply.message).toMatch(/por pessoa/);
    expect(reply.message).toMatch(new RegExp(`multiplique as quantidades por ${people}`));
    expect(reply.message).toMatch(/idade, peso, altura/);
  });

  it("said with no plan before, it makes no plan talk", async () => {
    const reply = await sayTo(app, await chatUser(app), "somos eu e minha esposa");
    expect(reply.message).not.toMatch(/multiplique as quantidades/);
  });
});
