import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { converse } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

type TReply = { calculation: { items: { food: string; grams: number; measure?: string }[] } | null };
const foods = (reply: TReply) => reply.calculation?.items.map((i) => i.food) ?? [];
const grams = (reply: TReply, food: RegExp) => reply.calculation?.items.filter((i) => food.test(i.food)).reduce((sum, i) => sum + i.grams, 0) ?? 0;

describe("the pending card edited in words: counts, ways of cooking, plates shared and questions on it (issue 27, decision 184)", () => {
  it("one more or one fewer of the card's counted food, with the food unsaid, moves its count on the same card", async () => {
    const [card, more] = await converse(app, "comi 1 coxinha de frango", "pera, comi outra");
    expect(more!.calculationId).toBe(card!.calculationId);
    expect(grams(more!, /Coxinha/i)).toBeCloseTo(2 * grams(card!, /Coxinha/i), 0);
    expect(more!.message).toMatch(/de 1 para 2/);

    const [, two, three] = await converse(app, "tomei 2 latinhas de cerveja", "e mais uma", "teve outra ainda");
    expect(two!.message).toMatch(/de 2 para 3/);
    expect(three!.message).toMatch(/de 3 para 4/);

    const [, slice, half] = await converse(app, "comi 2 fatias de pizza de frango", "teve mais um pedaço", "e mais meia");
    expect(slice!.message).toMatch(/de 2 para 3/);
    expect(half!.message).toMatch(/de 3 para 3,5/);

    const [fourCard, fewer] = await converse(app, "foram 4 pastéis de carne", "foi um a menos");
    expect(fewer!.calculationId).toBe(fourCard!.calculationId);
    expect(fewer!.message).toMatch(/de 4 para 3/);
  });

  it("'mais um' on a card of two counted foods asks which, and changes nothing", async () => {
    const [, asked] = await converse(app, "comi 2 esfihas e tomei 1 lata de guaraná", "comi mais um");
    expect(asked!.message).toMatch(/qual/);
    expect(asked!.message).toMatch(/continua como estava/);
    expect(asked!.message).not.toMatch(/Certo,/);
  });

  it("how a food was cooked, said with what it was cooked in, changes that food alone", async () => {
    const [, fried] = await converse(app, "café da manhã: 2 ovos e 1 pão francês", "o ovo foi frito no azeite");
    expect(foods(fried!).some((f) => /^Ovo frito/.test(f))).toBe(true);
    expect(fried!.message).not.toMatch(/Não consegui/);

    const [, baked] = await converse(app, "jantei batata cozida e 1 filé de tilápia", "a batata foi assada no forno");
    expect(foods(baked!).some((f) => /^Batata.*assada/i.test(f))).toBe(true);
    expect(foods(baked!).some((f) => /til[aá]pia/i.test(f))).toBe(true);
  });

  it("'e frito?' asked of the card is answered as the card would be, never the card changed", async () => {
    const [, , fried] = await converse(app, "almocei aipim cozido", "quantas calorias deu?", "e frito?");
    expect(fried!.message).toMatch(/Se fosse frit/);
    expect(fried!.message).toMatch(/Não mudei o cartão/);
  });

  it("a plate said after a dish and its side is shared by both, and 'metade era arroz' gives the rice half the plate", async () => {
    const [plate] = await converse(app, "comi lasanha com arroz, um prato fundo");
    const lasanha = grams(plate!, /^Lasanha/);
    const rice = grams(plate!, /^Arroz/);
    expect(rice).toBeGreaterThan(0);
    expect(lasanha).toBeLessThan(lasanha + rice - 50);

    const [before, half] = await converse(app, "almocei um prato de arroz, feijão e carne moída", "metade do prato era arroz");
    const total = (r: TReply) => r.calculation?.items.reduce((sum, i) => sum + i.grams, 0) ?? 0;
    expect(grams(half!, /^Arroz/)).toBeCloseTo(total(before!) / 2, -1);
    expect(grams(half!, /^Feij/)).toBeLessThan(grams(before!, /^Feij/));
    expect(total(half!)).toBeCloseTo(total(before!), -1);
  });
});
