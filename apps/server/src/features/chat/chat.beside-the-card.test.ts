import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { converse, converseAs } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

type TReply = { message: string; calculationId: string | null; calculation: { items: { food: string; grams: number }[] } | null };
const foods = (reply: TReply) => reply.calculation?.items.map((i) => i.food) ?? [];

describe("a food asked about right after a card is answered, never added to it (issue 27, decision 196)", () => {
  it("a celiac asking whether a corn food may be had gets the gluten answer and the card keeps its foods", async () => {
    const [, card, asked] = (await converseAs(app, null, "tenho doença celíaca", "jantei arroz, feijão e carne moída", "e polenta, aquela de fubá, pode?")) as TReply[];
    expect(asked!.message).not.toMatch(/acrescentei/i);
    expect(asked!.message).toMatch(/gl[úu]ten/i);
    expect(foods(asked!).some((f) => /Polenta|Fub/i.test(f))).toBe(false);
    expect(card!.calculation!.items.length).toBe(3);
  });

  it("a comparison or a how-much asked of another food is answered, and 'e teve' still adds", async () => {
    const [, compared] = (await converse(app, "comi 2 pães franceses com ovo", "e cuscuz, engorda mais que pão?")) as TReply[];
    expect(compared!.message).not.toMatch(/acrescentei/i);
    expect(foods(compared!).some((f) => /Cuscuz/i.test(f))).toBe(false);
    const [, freely] = (await converse(app, "almocei salada de folhas com frango", "e manteiga, posso passar a vontade?")) as TReply[];
    expect(freely!.message).not.toMatch(/acrescentei/i);
    const [, added] = (await converse(app, "almocei arroz e frango", "e teve pudim")) as TReply[];
    expect(foods(added!).some((f) => /Pudim/i.test(f))).toBe(true);
  });
});

describe("the pieces a whole had, said beside what was eaten of it, are never the amount eaten (issue 27, decision 196)", () => {
  it("'o bolo tinha 12 fatias' keeps the slices eaten, and 'o pudim rendeu 10 pedaços e eu comi 2' is two", async () => {
    const [card, two] = (await converse(app, "comi bolo de chocolate no lanche", "foram 2 fatias, o bolo tinha 12 fatias")) as TReply[];
    const grams = (reply: TReply) => reply.calculation?.items.reduce((sum, i) => sum + i.grams, 0) ?? 0;
    expect(two!.calculationId).toBe(card!.calculationId);
    expect(grams(two!)).toBeCloseTo(2 * grams(card!), 0);
    const [pudim, said] = (await converse(app, "comi pudim de leite", "o pudim rendeu 10 pedaços e eu comi 2")) as TReply[];
    expect(grams(said!)).toBeLessThanOrEqual(2 * grams(pudim!) + 1);
  });
});

describe("a little of a food that was in a food of the card is added small, the dish kept (issue 27, decision 196)", () => {
  it("'na canja tb tinha macarrão, bem pouco' adds a spoon beside the plate of soup, never a default portion", async () => {
    const [card, added] = (await converse(app, "jantei um prato de canja", "na canja tb tinha macarrão, bem pouco")) as TReply[];
    const soup = (reply: TReply) => reply.calculation?.items.find((i) => /Canja|Sopa|Caldo/i.test(i.food))?.grams ?? 0;
    expect(added!.calculationId).toBe(card!.calculationId);
    expect(soup(added!)).toBe(soup(card!));
    const pasta = added!.calculation!.items.find((i) => /Macarr/i.test(i.food));
    expect(pasta?.grams ?? 0).toBeGreaterThan(0);
    expect(pasta!.grams).toBeLessThanOrEqual(40);
    const [meal, bacon] = (await converse(app, "almocei arroz, feijão e frango", "no feijão tinha um pouco de bacon")) as TReply[];
    expect(bacon!.calculation!.items.length).toBe(meal!.calculation!.items.length + 1);
  });
});
