import { addDays, localDate } from "@nutriguia/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { converse } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

type TReply = { message: string; calculationId: string | null; calculation: { consumedOn?: string; items: { food: string; grams: number }[] } | null };
const grams = (reply: TReply, food: RegExp) => reply.calculation?.items.filter((i) => food.test(i.food)).reduce((sum, i) => sum + i.grams, 0) ?? 0;
const foods = (reply: TReply) => reply.calculation?.items.map((i) => i.food) ?? [];

describe("corrections applied to the same card, each saying what changed (issue 27, decision 191)", () => {
  it("a move to another day said beside an edit does both, and the reply says each item before → after", async () => {
    const [card, both] = (await converse(app, "jantei 3 pedaços de lasanha e 2 latas de cerveja", "anotei errado, foi ontem, e a cerveja foi só uma")) as TReply[];
    expect(both!.calculationId).toBe(card!.calculationId);
    expect(both!.calculation!.consumedOn).toBe(addDays(localDate(), -1));
    expect(grams(both!, /Cerveja/)).toBeCloseTo(grams(card!, /Cerveja/) / 2, 0);
    expect(both!.message).toMatch(/passei para ontem/);
    expect(both!.message).toMatch(/Cerveja \d+ → \d+ g, [\d,]+ → [\d,]+ kcal/);
  });

  it("a size said of a pronoun or with no food is the card's food of that gender or its only food", async () => {
    const [card, big] = (await converse(app, "comi uma esfiha e um guaraná lata", "ela era das grandes")) as TReply[];
    expect(grams(big!, /Esf/)).toBeGreaterThan(grams(card!, /Esf/));
    expect(grams(big!, /Guaran/)).toBe(grams(card!, /Guaran/));
    const [shake, small] = (await converse(app, "tomei um milkshake de morango de 700ml", "era o pequeno")) as TReply[];
    expect(small!.calculationId).toBe(shake!.calculationId);
    expect(grams(small!, /Milk/)).toBeLessThan(grams(shake!, /Milk/) / 2);
    const [half, whole] = (await converse(app, "comi meia pizza de calabresa", "nada, comi ela inteira")) as TReply[];
    expect(grams(whole!, /Pizza/)).toBeCloseTo(2 * grams(half!, /Pizza/), 0);
    const [both, halfOfIt] = (await converse(app, "comi uma esfiha e tomei uma coca", "comi metade dela")) as TReply[];
    expect(grams(halfOfIt!, /Esf/)).toBeCloseTo(grams(both!, /Esf/) / 2, 0);
    expect(grams(halfOfIt!, /Refrigerante/)).toBe(grams(both!, /Refrigerante/));
  });

  it("a share said with the verb in the participle, or of one of a count, is the person's part", async () => {
    const [pizza, third] = (await converse(app, "pedi uma pizza média de frango", "foi dividida com mais 2 amigas")) as TReply[];
    expect(grams(third!, /Pizza/)).toBeCloseTo(grams(pizza!, /Pizza/) / 3, -1);
    const [, oneAndHalf] = (await converse(app, "comi 2 cuscuz recheado", "um deles eu dividi com minha mãe")) as TReply[];
    expect(oneAndHalf!.message).toMatch(/1,5/);
  });

  it("a vessel said against the card's keeps the drink and its count; what was put on a food takes the amount said after it", async () => {
    const [, cans] = (await converse(app, "tomei 3 long neck", "eram 3 latão, não long neck")) as TReply[];
    expect(grams(cans!, /Cerveja/)).toBeGreaterThan(1300);
    const [, bottles] = (await converse(app, "bebi 2 cervejas no churrasco", "eram garrafa de 600")) as TReply[];
    expect(grams(bottles!, /Cerveja/)).toBe(1200);
    const [card, butter] = (await converse(app, "comi tapioca com ovo", "passei manteiga na tapioca, uma colher de chá")) as TReply[];
    expect(grams(butter!, /Manteiga/)).toBeLessThanOrEqual(10);
    expect(grams(butter!, /Tapioca/)).toBe(grams(card!, /Tapioca/));
  });

  it("a count said of a food of the card without its article is a correction, never one more of it; 'os bifes foram 3' keeps the steak", async () => {
    const [card, one] = (await converse(app, "jantei um cachorro quente e 3 latas de guaraná", "e guaraná foi só 1")) as TReply[];
    expect(grams(one!, /Guaran/)).toBeCloseTo(grams(card!, /Guaran/) / 3, 0);
    expect(one!.calculation!.items.filter((i) => /Guaran/.test(i.food))).toHaveLength(1);
    const [plate, steaks] = (await converse(app, "almocei arroz e 2 bifes", "os bifes foram 3")) as TReply[];
    expect(grams(steaks!, /Contra-fil/)).toBeCloseTo(1.5 * grams(plate!, /Contra-fil/), 0);
  });

  it("a dish's part said as a share splits the dish; a way of cooking keeps the amount; an ingredient swapped stays in the dish", async () => {
    const [, split] = (await converse(app, "almocei 400g de arroz com frango", "metade era frango")) as TReply[];
    expect(grams(split!, /Arroz/)).toBe(200);
    expect(grams(split!, /Frango/)).toBe(200);
    const [fries, baked] = (await converse(app, "comi um x-salada e batata frita", "a batata eu fiz na airfryer")) as TReply[];
    expect(foods(baked!).join(" ")).toMatch(/assada/);
    expect(grams(baked!, /Batata/)).toBe(grams(fries!, /Batata/));
    const [, swapped] = (await converse(app, "comi pão francês com manteiga e um café", "tira a manteiga, foi margarina")) as TReply[];
    expect(foods(swapped!).join(" ")).toMatch(/P[aã]o/);
    expect(foods(swapped!).join(" ")).toMatch(/margarina/i);
    expect(foods(swapped!).join(" ")).not.toMatch(/manteiga/i);
  });
});
