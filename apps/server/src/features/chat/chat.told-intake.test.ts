import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { chatUser, sayTo } from "../../../test/chat-fixtures";
import { toldIntakeIn } from "./understand/told-intake";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

describe("calories told as already eaten today (issue 27)", () => {
  it("sums the meals told from another app against the person's own target, logs nothing, and weighs a dinner asked next from that total", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "a meta q minha nutri passou é 1500 kcal por dia");
    const told = await sayTo(app, who, "hj ja foi cafe 280, almoço 610 e lanche 190, peguei do app");
    expect(told.message).toContain("**1.080 kcal**");
    expect(told.message).toContain("sobram cerca de **420 kcal**");
    expect(told.calculation).toBeNull();
    const dinner = await sayTo(app, who, "quanto sobra pra janta? da pra uma tapioca com frango desfiado?");
    expect(dinner.message).toContain("Hoje você já está com **1.080 kcal**");
    expect(dinner.message).toContain("**cabe**");
    expect(dinner.message).not.toMatch(/\*\*Café\*\*/);
  });

  it("adds the open card to what was eaten before it ('isso ainda cabe? antes disso eu já tinha comido uns 900')", async () => {
    const who = await chatUser(app);
    const card = await sayTo(app, who, "almocei 4 colheres de arroz, 1 concha de feijão e 1 bife grelhado");
    const reply = await sayTo(app, who, "isso ainda cabe no meu dia? antes disso eu ja tinha comido uns 900 kcal");
    expect(reply.message).toContain("**900 kcal**");
    expect(reply.message).toContain(`ainda aberta no cartão (${Math.round(card.calculation!.totalCalories).toLocaleString("pt-BR")} kcal)`);
  });

  it("reads the target said beside the intake in the same message", async () => {
    const reply = await sayTo(app, await chatUser(app), "quanto eu deixo pra la? ja comi uns 700 hj e minha meta é 1600");
    expect(reply.message).toContain("sobram cerca de **900 kcal**");
  });
});

describe("how near the target the day is", () => {
  it("'tá perto dos 3000 ou tá longe ainda?' is answered from the day and that number, never 'fora do que eu faço'", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "ja comi uns 1900 hoje");
    const reply = await sayTo(app, who, "ta perto dos 3000 ou ta longe ainda, mano?");
    expect(reply.message).toContain("3.000");
    expect(reply.message).toContain("1.900");
    expect(reply.message).not.toContain("fora do que eu faço");
  });
});

describe("intake told beside another question", () => {
  it("reads 'somando com o café q deu umas 300 kcal' as the breakfast eaten", () => {
    expect(toldIntakeIn("como ficou o almoço? e somando com o cafe q deu umas 300 kcal, quanto eu ja comi hj?")?.total).toBe(300);
  });
});

describe("what is no intake told", () => {
  it.each(["minha meta é 1600", "se eu comer 1200 hoje, emagreço?", "comi 2 pães hoje", "hoje no almoço comi 200g de arroz", "tomei café com 200 ml de leite hoje"])("'%s'", (text) => {
    expect(toldIntakeIn(text)).toBeNull();
  });
});
