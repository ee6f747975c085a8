import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { converse, type TChatReply } from "../../../test/chat-fixtures";

/**
 * Issue 27, decision 156: an edit changes what it says and nothing else. A food added leaves the others at the portion the
 * card showed; "era um X, não Y" swaps the food; a size said with the card's measure sizes it; "desfaz o ovo" takes out the
 * food; a preparation said alone is never a food; a day's total told is never "1 refeição confirmada".
 */
let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const foods = (reply: TChatReply) => (reply.calculation?.items ?? []).map((i) => `${i.food}:${i.grams}`);

/** The meal, then the corrections: the reply to the last, which must edit the first card. */
async function corrected(meal: string, ...corrections: string[]): Promise<TChatReply> {
  const replies = await converse(app, meal, ...corrections);
  const [first, last] = [replies[0]!, replies.at(-1)!];
  expect(last.calculationId, corrections.join(" / ")).toBe(first.calculationId);
  return last;
}

describe("an edit changes only what it says", () => {
  it("a food added leaves the others at the portion the card showed ('também comi 2 torradas' never shrinks the soup)", async () => {
    const [soup, added] = await converse(app, "jantar: sopa de legumes com carne", "também comi 2 torradas");
    expect(foods(soup!)).toEqual(["Sopa (legumes, carne, etc.):520"]);
    expect(foods(added!)).toEqual(["Sopa (legumes, carne, etc.):520", "Torrada:20"]);
    const [plate, withBread] = await converse(app, "almoço: arroz, feijão tropeiro, couve e torresmo", "ah e teve salada de maionese tbm");
    expect(foods(withBread!).slice(0, 4)).toEqual(foods(plate!));
    expect(foods(withBread!)[4]).toMatch(/^Salada de maionese/);
  });

  it("'era um x-salada, não cachorro quente' swaps the food, and a count said against another count stays a count", async () => {
    expect(foods(await corrected("comi um cachorro quente e um suco de cupuaçu", "era um x-salada, não cachorro quente"))).toEqual(["X-salada:180", "Suco de cupuaçu:240"]);
    const kibe = foods(await corrected("lanchei um kibe e um guaraná", "foi uma coxinha, não kibe"));
    expect(kibe[0]).toMatch(/^Coxinha/);
    expect(kibe).toHaveLength(2);
    expect(foods(await corrected("comi 3 pastéis de carne", "foram 2 pastéis, não 3"))).toEqual(["Pastel de carne:160"]);
  });

  it("a size said with the card's measure sizes it ('foi uma fatia pequena', 'foi um pedaço grande')", async () => {
    expect(foods(await corrected("comi uma fatia de bolo de milho", "foi uma fatia pequena"))).toEqual(["Bolo de milho:42"]);
    const [cake] = await converse(app, "comi um pedaço de bolo de chocolate");
    const big = await corrected("comi um pedaço de bolo de chocolate", "foi um pedaço grande");
    expect(big.calculation!.items[0]!.grams).toBeGreaterThan(cake!.calculation!.items[0]!.grams);
  });

  it("a share said with its verb is the share of that food ('comi meio prato só', 'tomei só meia lata')", async () => {
    expect(foods(await corrected("comi um prato de feijoada", "comi meio prato so"))).toEqual(["Feijoada:125"]);
    expect(foods(await corrected("bebi uma lata de cerveja com amendoim", "tomei só meia lata"))[0]).toBe("Cerveja:175");
  });

  it("'desfaz o ovo' takes out the food just added, never a new card of an egg", async () => {
    const undone = await corrected("almocei arroz feijão e frango", "adiciona um ovo", "não, desfaz o ovo");
    expect(foods(undone).some((f) => f.startsWith("Ovo"))).toBe(false);
    expect(foods(undone)).toHaveLength(3);
    expect(foods(await corrected("lanche: tapioca com queijo e um suco de laranja", "desfaz o suco"))).not.toContain("Suco de laranja:240");
  });
});

describe("a preparation said of the card", () => {
  it("'foi frito' prepares the one food the tables have so, and 'foi frita' alone is never fries", async () => {
    expect(foods(await corrected("comi um bife com arroz", "foi frito"))[0]).toMatch(/^Carne bovina frita/);
    // Either food could have been fried: the card stays and the person is asked, with no new card of fries.
    const [, fried] = await converse(app, "comi mandioca e carne de sol", "foi frita");
    expect(fried!.calculationId).toBeNull();
    expect(fried!.message).toMatch(/\*mandioca\* ou \*carne de sol\*/);
    expect(fried!.message).toContain("O cartão acima continua como estava.");
    expect(foods(await corrected("almocei carne e arroz", "a carne era ao molho"))[0]).toMatch(/ao molho/);
  });
});

describe("a food of the card said to be of another meal or day", () => {
  it("is taken out of this card, with how to log it there ('o pudim foi no lanche da tarde', 'a banana foi ontem')", async () => {
    const pudding = await corrected("almocei arroz, feijão, frango e um pudim", "o pudim foi no lanche da tarde");
    expect(foods(pudding).some((f) => f.startsWith("Pudim"))).toBe(false);
    expect(foods(pudding)).toHaveLength(3);
    expect(pudding.message).toContain("lanche da tarde: pudim");
    const banana = await corrected("de manhã comi aveia com leite e uma banana", "a banana foi ontem");
    expect(foods(banana).some((f) => f.startsWith("Banana"))).toBe(false);
    // A kind said with "de" stays a kind: "o pudim foi de leite ninho" is no meal.
    const kind = await corrected("almocei arroz e um pudim", "o pudim foi de leite ninho");
    expect(foods(kind).some((f) => f.startsWith("Pudim"))).toBe(true);
  });

  it("a preparation said of a food inside a dish keeps the dish ('o ovo foi frito' on 'arroz com ovo')", async () => {
    const dish = await corrected("comi um prato de arroz com ovo e salada", "ah o ovo foi frito");
    expect(foods(dish)[0]).toMatch(/^Arroz com ovo/);
  });
});

describe("a day's total told", () => {
  it("is the total told, never '1 refeição confirmada' with 0 g of protein", async () => {
    const [, left] = await converse(app, "hoje já comi umas 1500 kcal", "quanto ainda posso comer?");
    expect(left!.message).toContain("Pelo que você me contou");
    expect(left!.message).not.toMatch(/confirmou 1 refeição|0 g de proteínas/);
    const [, day] = await converse(app, "acho que hj já comi umas 1800 calorias", "quanto falta pra minha meta?");
    expect(day!.message).not.toContain("confirmou 1 refeição");
  });
});
