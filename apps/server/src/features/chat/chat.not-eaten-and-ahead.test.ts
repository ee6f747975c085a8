import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { cardFoods, chatUser, converse, sayTo } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

/** Foods said as not eaten, foods still to come, a swap asked of a question and a misspelt food (decision 201). */
describe("what was not eaten, what is still to come", () => {
  it("logs nothing for a food said as not eaten, however the negation is said", async () => {
    for (const message of ["hoje nada de cerveja, so agua com gas", "nao tomei coca hj, to firme", "n comi doce nenhum hoje!", "hj nada de pao, to cortando"]) {
      const reply = await sayTo(app, await chatUser(app), message);
      expect(reply.calculationId, message).toBeNull();
      expect(reply.message, message).toContain("Não registrei nada no seu dia");
      expect(reply.message, message).not.toContain("Analisei sua refeição");
    }
  });

  it("keeps the open card as it is when a food not on it is said as not eaten", async () => {
    const [lunch, aside] = await converse(app, "jantei omelete de 2 ovos com salada", "e nada de refri viu");
    expect(cardFoods(lunch!).length).toBeGreaterThan(0);
    expect(aside!.calculationId).toBeNull();
    expect(aside!.message).toContain("O cartão acima não inclui");
    expect(aside!.message).not.toContain("Não consegui aplicar essa correção");
  });

  it("leaves out of the meal a food said as not eaten beside what was", async () => {
    const [reply] = await converse(app, "almocei frango grelhado e salada, nao comi arroz");
    expect(cardFoods(reply!).join(" ")).toMatch(/frango/i);
    expect(cardFoods(reply!).join(" ")).not.toMatch(/arroz/i);
  });

  it("answers the numbers of a food still to come and offers no card", async () => {
    for (const message of ["mais tarde vou tomar um chopp, quantas calorias tem um copo?", "amanha vou comer lasanha no almoço, quanto tem um pedaço?"]) {
      const reply = await sayTo(app, await chatUser(app), message);
      expect(reply.calculationId, message).toBeNull();
      expect(reply.message, message).toMatch(/\d+(,\d)? kcal/);
      expect(reply.message, message).toContain("ainda não foi consumido");
    }
  });

  it("reads a drink and the amount asked of it as one drink", async () => {
    const [reply] = await converse(app, "vou beber um guarana daqui a pouco, quantas calorias tem uma lata?");
    expect(reply!.message).not.toContain("Isso soma");
    expect((reply!.message.match(/Guaraná/g) ?? []).length).toBeGreaterThan(0);
    expect(reply!.message).toContain("ainda não foi consumido");
  });

  it("asks the question before again of the food a swap names", async () => {
    const [, swapped] = await converse(app, "sou diabetica, pao frances pode?", "e se trocar por tapioca?");
    expect(swapped!.message).not.toMatch(/^\*\*Pão francês/);
    expect(swapped!.message).toMatch(/tapioca[^.]*\d+ g de carboidratos/i);
    expect(swapped!.calculationId).toBeNull();
  });
});

