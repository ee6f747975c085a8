import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { converse } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const foods = (reply: { calculation: { items: { food: string }[] } | null }) => (reply.calculation?.items ?? []).map((i) => i.food).join(" | ");

/** Issue 27, decision 180: what a food was, said against what it was not, edits that food of the card. */
describe("a food of the card said against what it was not", () => {
  it("'o pastel era de queijo, nao de carne' after '2 pasteis de carne' is 2 cheese pastéis, never a new card", async () => {
    const [, edit] = await converse(app, "jantei 2 pasteis de carne", "o pastel era de queijo, nao de carne");
    expect(edit!.message).toMatch(/^Certo, troquei/);
    expect(foods(edit!)).toBe("Pastel de queijo");
  });

  it("'a bisteca era de boi nao de porco kkk' leaves no pork and no laugh on the card", async () => {
    const [, edit] = await converse(app, "almocei arroz feijao e uma bisteca de porco", "pera, a bisteca era de boi nao de porco kkk");
    expect(foods(edit!)).not.toMatch(/porco/i);
    expect(edit!.message).not.toMatch(/nao de porco|kkk/);
  });

  it.each([
    ["almoço no self service: arroz, feijao tropeiro, bife acebolado e salada. a balança deu 480g", "nao tinha bife, era frango grelhado, errei", /frango/i, /Carne bovina|Banana/],
    ["almocei arroz feijao e uma coca", "nao era coca, foi guarana", /Guaraná/, /Coca/],
  ])("'%s' then '%s': the food denied is swapped for the one it was", async (meal, said, has, hasNot) => {
    const [, edit] = await converse(app, meal, said);
    expect(foods(edit!)).toMatch(has);
    expect(foods(edit!)).not.toMatch(hasNot);
  });
});
