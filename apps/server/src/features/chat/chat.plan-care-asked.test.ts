import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { chatUser, sayTo } from "../../../test/chat-fixtures";
import { planId } from "../../../test/plan-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const ask = async (message: string) => (await sayTo(app, await chatUser(app), message)).message;

describe("protein on dialysis is answered, not refused (issue 27)", () => {
  it.each([["faço hemodiálise 3x por semana, quanta proteína devo comer? monta um plano"], ["estou em diálise, posso comer mais proteína?"]])("'%s'", async (message) => {
    const reply = await ask(message);
    expect(reply).toContain("1,0 a 1,2 g de proteína por kg");
    expect(reply).toContain("nefrologista");
    expect(reply).not.toContain("não aumente a proteína");
    expect(planId(reply)).toBeNull();
  });

  it("'tenho doença renal crônica, posso comer mais proteína?': before dialysis the answer still holds it back", async () => {
    expect(await ask("tenho doença renal crônica, posso comer mais proteína?")).toContain("não aumente a proteína");
  });
});

describe("a gluten-free plan for a coeliac teenager is help, never a refusal (issue 27)", () => {
  it("'sou celíaco, tenho 15 anos e jogo futebol todo dia, monta um cardápio sem glúten': a day without gluten, no deficit, with who to see", async () => {
    const reply = await ask("sou celíaco, tenho 15 anos e jogo futebol todo dia, monta um cardápio sem glúten");
    expect(reply).toContain("sem cortar calorias");
    expect(reply).toContain("Antes do treino");
    expect(reply).toContain("NÃO CONTÉM GLÚTEN");
    expect(reply).toMatch(/pediatra|hebiatra/);
    expect(reply).not.toMatch(/\d+ kcal/);
  });

  it("'tenho 15 anos, sou celíaca e quero emagrecer, monta uma dieta sem glúten': losing weight at 15 is still refused", async () => {
    expect(await ask("tenho 15 anos, sou celíaca e quero emagrecer, monta uma dieta sem glúten")).toContain("Não monto dieta restritiva");
  });
});
