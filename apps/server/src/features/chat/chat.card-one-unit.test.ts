import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { changeLineMismatches } from "../../../test/change-line";
import { cardItems, converse } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

type TReply = Awaited<ReturnType<typeof converse>>[number];
const grams = (reply: TReply, food: RegExp) => cardItems(reply).filter((i) => food.test(i.food)).reduce((sum, i) => sum + i.grams, 0);

describe("one unit of a counted food, one component of a dish, a plate share and a street measure, edited on the same card (issue 27, decision 220)", () => {
  it("'uma era de coco' on 2 cheese tapiocas makes one of them a coconut tapioca, on the same card", async () => {
    const [card, edit, total] = await converse(app, "comi 2 tapiocas de queijo no cafe", "uma era de coco", "quanto deu?");
    expect(edit!.calculationId).toBe(card!.calculationId);
    expect(grams(edit!, /Tapioca/)).toBe(grams(card!, /Tapioca/));
    expect(grams(edit!, /Queijo/)).toBe(grams(card!, /Queijo/) / 2);
    expect(grams(edit!, /Coco/)).toBeGreaterThan(0);
    expect(total!.message).toMatch(/Coco/);
  });

  it("'tira a salsicha de um deles', 'o segundo era de atum', 'troca o presunto por peito de peru' are edits, never refused or compared", async () => {
    const [dogs, one] = await converse(app, "jantei 2 cachorro quente", "tira a salsicha de um deles");
    expect(one!.calculationId).toBe(dogs!.calculationId);
    expect(cardItems(one!).map((i) => i.grams)).toEqual([150, 105]);
    const [, second] = await converse(app, "comi 2 sanduiches naturais de frango", "o segundo era de atum");
    expect(second!.message).not.toMatch(/Não entendi/);
    expect(second!.message).toMatch(/^Certo, anotei que 1 de 2 era de atum/);
    const [misto, swapped] = await converse(app, "comi um misto quente", "troca o presunto por peito de peru");
    expect(swapped!.calculationId).toBe(misto!.calculationId);
    expect(grams(swapped!, /Peito de peru/)).toBe(20);
    expect(swapped!.message).not.toMatch(/Comparando/);
  });

  it("a street measure said of a food of the card and a plate share said against a whole plate set that food's amount", async () => {
    const [, cheese] = await converse(app, "comi queijo coalho e uma cerveja na praia", "e o queijo foi 2 espetinho daqueles de praia");
    expect(grams(cheese!, /Queijo coalho/)).toBe(92);
    const [, couscous] = await converse(app, "jantei cuscuz com carne de sol", "foi meio prato de cuscuz nao um inteiro");
    expect(grams(couscous!, /Cuscuz/)).toBe(150);
  });

  it("the changed line of every edit reply is what the card shows, and a kind the table lacks is said as counted plain", async () => {
    const edits: [string, string][] = [
      ["comi 2 tapiocas de queijo no cafe", "uma era de coco"],
      ["lanchei 3 pasteis de carne na feira", "um era doce, de banana"],
      ["comi 2 coxinhas no lanche", "uma era de carne seca"],
      ["comi 2 paes de queijo", "um deles era grande"],
      ["comi 2 esfihas", "uma de carne e outra de frango"],
    ];
    for (const [meal, said] of edits) {
      const [card, edit] = await converse(app, meal, said);
      expect(edit!.calculationId, said).toBe(card!.calculationId);
      expect(changeLineMismatches(edit!), said).toEqual([]);
      if (Math.round(edit!.calculation!.totalCalories) === Math.round(card!.calculation!.totalCalories)) expect(edit!.message, said).toMatch(/a tabela não tem|na tabela isso não muda|a conta não muda/);
    }
  });
});
