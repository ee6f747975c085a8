import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { cardFoods, converse, converseAs } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

/** Issue 27, decision 216: a message with a plain meaning in the dialogue is never met with a canned fallback. */
describe("before a canned fallback, the dialogue state", () => {
  it("reads an item pointed to by where it stands on the card, and an unsweetened drink keeps its numbers", async () => {
    const [card, kept] = await converse(app, "tomei um cha e comi 2 torradas", "o primeiro era sem acucar");
    expect(kept!.message).toMatch(/^Certo, mantive chá/);
    expect(cardFoods(kept!)).toEqual(cardFoods(card!));
    const [, sugarOut] = await converse(app, "tomei um cafe com 2 colheres de acucar e um pao de queijo", "o cafe era sem acucar na real");
    expect(cardFoods(sugarOut!).some((f) => /açúcar/i.test(f))).toBe(false);
  });
});

describe("a meal skipped today", () => {
  it("says what it means for the day, and is not a meal idea nor logged", async () => {
    const [skip] = await converse(app, "hoje vou ficar sem jantar");
    expect(skip!.calculationId).toBeNull();
    expect(skip!.message).toMatch(/^Entendi: hoje você vai ficar sem o jantar/);
    expect(skip!.message).toContain("kcal da sua meta");
  });

  it("puts hypoglycaemia first when a sulfonylurea was said before", async () => {
    const [, skipped] = await converseAs(app, { healthConditions: ["DIABETES"] }, "tomo glimepirida", "hj nao consegui almocar");
    expect(skipped!.message).toMatch(/hipoglicemia/);
    expect(skipped!.message.indexOf("hipoglicemia")).toBeLessThan(skipped!.message.indexOf("Entendi"));
  });
});
