import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { converse } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const RAW_WARNING = /evite alimentos crus ou malpassados/;

/** Issue 27, decision 189: a sushi piece with a cooked filling is that piece, and pregnancy warns only of the raw ones. */
describe("a sushi piece named with its cooked filling", () => {
  it.each([
    ["comi um temaki de salmão grelhado agora no almoço", /Temaki de salmão grelhado/],
    ["almocei 1 temaki skin", /Temaki de salmão grelhado/],
    ["jantei um temaki de camarao", /Temaki de camarão cozido/],
  ])("'%s' in pregnancy: that dish on the card, no raw-food warning", async (said, dish) => {
    const [, card] = await converse(app, "to gravida de 5 meses", said);
    expect(card!.message).toMatch(dish);
    expect(card!.message).not.toMatch(RAW_WARNING);
  });

  it.each(["comi um temaki de salmao e um sushi de kani", "jantei sushi de kani e uns sashimi de atum", "almocei um quibe cru no restaurante arabe"])(
    "'%s' in pregnancy: a raw piece beside a cooked one, or a raw dish the recipes know, is warned",
    async (said) => {
      const [, card] = await converse(app, "to gravida de 5 meses", said);
      expect(card!.message).toMatch(RAW_WARNING);
    },
  );

  it("'e temaki de salmão grelhado com cream cheese?' after asking about sushi is about that temaki, not sushi with it", async () => {
    const [, , reply] = await converse(app, "to gravida de 4 meses", "posso comer sushi?", "e temaki de salmao grelhado com cream cheese?");
    expect(reply!.message).not.toMatch(/Sushi com temaki/);
  });
});
