import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { cardItems, converse } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

/** Issue 27, decision 199: "comi uma dessas" after a question about a food is that food eaten, on a card, in the count said. */
describe("the food just asked about, then eaten", () => {
  it("'acabei de comer uma dessas no café' after asking about an esfiha: one esfiha on the card", async () => {
    const [, reply] = await converse(app, "quanto tem uma esfiha de carne?", "acabei de comer uma dessas no cafe");
    expect(cardItems(reply!).map((i) => i.food).join(" ")).toMatch(/Esf/);
  });

  it("'comi 3 desses agora, registra aí' after asking about pão de queijo: three of them", async () => {
    const [asked, reply] = await converse(app, "quantas calorias tem 1 pao de queijo?", "comi 3 desses agora, registra ai");
    const one = cardItems(asked!)[0]?.grams ?? 0;
    const items = cardItems(reply!);
    expect(items[0]?.food).toMatch(/Pão de queijo/);
    expect(items[0]?.grams).toBe(one * 3);
  });
});
