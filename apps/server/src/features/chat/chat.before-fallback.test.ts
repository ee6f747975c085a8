import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { cardFoods, converse, converseAs } from "../../../test/chat-fixtures";
import { isCanned } from "./compose/canned-replies";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

/** Issue 27, decision 216: a message with a plain meaning in the dialogue is never met with a canned fallback. */
describe("before a canned fallback, the dialogue state", () => {
  it("asks one question naming the open card's items when only part of the meal was eaten", async () => {
    const [card, asked] = await converse(app, "almocei 4 colheres de arroz, 1 concha de feijao e um bife", "o resto eu deixei no prato");
    expect(isCanned(asked!.message, true)).toBe(false);
    expect(asked!.message).toMatch(/^Entendi que você não comeu tudo/);
    for (const food of cardFoods(card!)) expect(asked!.message).toContain(food.toLowerCase());
  });

  it("reads an item pointed to by where it stands on the card, and an unsweetened drink keeps its numbers", async () => {
    const [card, kept] = await converse(app, "tomei um cha e comi 2 torradas", "o primeiro era sem acucar");
    expect(kept!.message).toMatch(/^Certo, mantive chá/);
    expect(cardFoods(kept!)).toEqual(cardFoods(card!));
    const [, sugarOut] = await converse(app, "tomei um cafe com 2 colheres de acucar e um pao de queijo", "o cafe era sem acucar na real");
    expect(cardFoods(sugarOut!).some((f) => /açúcar/i.test(f))).toBe(false);
  });

  it("puts the risk first, with no canned line, for a drink asked in passing during pregnancy", async () => {
    const [, said] = await converse(app, "descobri que to gravida", "e um copinho de cerveja no churrasco?");
    expect(said!.message).toMatch(/^(?:🚫|\*\*Não: na gestação)/);
    expect(isCanned(said!.message)).toBe(false);
  });

  it("reads a bare number right after a plan as its daily kcal", async () => {
    const [, plan] = await converse(app, "monta um cardapio pra mim", "um de 1700 entao");
    expect(plan!.message).toContain("1.700 kcal por dia");
  });

  it("carries the nutrient of the question before into 'quanto precisa?'", async () => {
    const [, need] = await converse(app, "quanta proteina tem um ovo?", "e quem faz musculacao precisa de quanto?");
    expect(isCanned(need!.message)).toBe(false);
    expect(need!.message).toMatch(/g de proteína por dia/);
  });
});

describe("a meal skipped today", () => {
  it("says what it means for the day, is not a meal idea nor logged, and answers 'tudo bem?' after it", async () => {
    const [skip, ok] = await converse(app, "hoje vou ficar sem jantar", "tudo bem ne?");
    expect(skip!.calculationId).toBeNull();
    expect(skip!.message).toMatch(/^Entendi: hoje você vai ficar sem o jantar/);
    expect(skip!.message).toContain("kcal da sua meta");
    expect(isCanned(ok!.message)).toBe(false);
    expect(ok!.message).toMatch(/^De vez em quando/);
  });

  it("puts hypoglycaemia first when a sulfonylurea was said before", async () => {
    const [, skipped] = await converseAs(app, { healthConditions: ["DIABETES"] }, "tomo glimepirida", "hj nao consegui almocar");
    expect(skipped!.message).toMatch(/hipoglicemia/);
    expect(skipped!.message.indexOf("hipoglicemia")).toBeLessThan(skipped!.message.indexOf("Entendi"));
  });

  it("answers a day of only a drink so far with a meal to get in now, not a card of the drink", async () => {
    const [only] = await converse(app, "so tomei agua e cafe desde cedo ate agora");
    expect(only!.calculationId).toBeNull();
    expect(only!.message).toContain("vale comer algo agora");
  });
});
