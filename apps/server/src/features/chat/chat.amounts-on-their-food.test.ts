import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { cardItems, converse } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

type TReply = Awaited<ReturnType<typeof converse>>[number];
const grams = (reply: TReply, food: RegExp) => cardItems(reply).filter((i) => food.test(i.food)).reduce((sum, i) => sum + i.grams, 0);

describe("each amount of a correction lands on the food said next to it (issue 27, decision 200)", () => {
  it("two foods with an amount each in one message change both, each with its own", async () => {
    const [card, edit] = await converse(app, "almocei cuscuz com charque", "o cuscuz foi 3 colher e o charque uns 90g");
    expect(edit!.calculationId).toBe(card!.calculationId);
    expect(grams(edit!, /Charque/)).toBe(90);
    expect(grams(edit!, /Cuscuz/)).not.toBe(90);
    expect(edit!.message).toMatch(/cuscuz: 3 colher/i);
    const [, three] = await converse(app, "jantei arroz, feijao e bisteca", "arroz 2 colher, feijao meia concha e a bisteca 120g");
    expect(grams(three!, /Bisteca|Porco|suíno/i)).toBe(120);
    expect(grams(three!, /Feij/)).toBeLessThan(100);
  });

  it("a food said in the place of one taken out gets the measure said after it, and 'colher de chá' is never tea", async () => {
    const [card, edit] = await converse(app, "comi tapioca com requeijao", "tira o requeijao, foi doce de leite, uma colher de cha");
    expect(edit!.calculationId).toBe(card!.calculationId);
    expect(cardItems(edit!).map((i) => i.food).join(" ")).not.toMatch(/Requeij|Chá/);
    expect(grams(edit!, /Doce de leite/)).toBeGreaterThan(0);
    expect(grams(edit!, /Doce de leite/)).toBeLessThan(20);
    expect(grams(edit!, /Tapioca/)).toBe(grams(card!, /Tapioca/));
  });

  it("the amount of what a dish was eaten with is that food's, never the dish's", async () => {
    const [card, edit] = await converse(app, "comi crepioca com queijo", "o queijo foi 2 fatias finas");
    expect(grams(edit!, /Crepioca/)).toBe(grams(card!, /Crepioca/));
    expect(grams(edit!, /Queijo/)).toBeGreaterThan(0);
  });

  it("half of a plate said after the food is half of that plate of that food, the others kept", async () => {
    const [card, edit] = await converse(app, "almocei arroz, feijao e file de frango", "o arroz foi metade do prato fundo");
    const [, whole] = await converse(app, "almocei arroz, feijao e file de frango", "o arroz foi um prato fundo");
    expect(grams(edit!, /Arroz/)).toBeCloseTo(grams(whole!, /Arroz/) / 2, 0);
    expect(grams(edit!, /Frango/)).toBe(grams(card!, /Frango/));
  });

  it("a kind said with no food turns the card's food into it, and the line names the food that left", async () => {
    const [card, edit] = await converse(app, "tomei um guarana lata", "na vdd era zero");
    expect(edit!.calculationId).toBe(card!.calculationId);
    expect(cardItems(edit!).map((i) => i.food).join(" ")).toMatch(/zero/i);
    expect(edit!.message).toMatch(/Guaraná \d+ g, [\d,]+ kcal → Refrigerante zero/);
  });
});
