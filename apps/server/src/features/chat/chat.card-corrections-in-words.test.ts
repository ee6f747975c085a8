import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { converse, type TChatReply } from "../../../test/chat-fixtures";

/**
 * Issue 27, decision 141: a correction in words edits the food it names on the same card — its kind, what came with it,
 * a half or a count, the food eaten in its place — never a new line beside it, and never another food of the card.
 */
let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const foods = (reply: TChatReply) => (reply.calculation?.items ?? []).map((i) => `${i.food}:${i.grams}`);

/** The meal, then the correction: the reply to the correction, which must edit the first card. */
async function corrected(meal: string, correction: string): Promise<TChatReply> {
  const [first, last] = await converse(app, meal, correction);
  expect(last!.calculationId, correction).toBe(first!.calculationId);
  return last!;
}

describe("a correction said in words", () => {
  it("halves or recounts the food it names, and keeps what it had with it ('na vdd era meio pão', 'só uma banana, a outra dei pro meu filho')", async () => {
    expect(foods(await corrected("de manhã comi um pão francês com manteiga e café com leite", "na vdd era meio pão"))).toEqual(["Pão com manteiga:30", "Café com leite:200"]);
    expect(foods(await corrected("lanche: 2 bananas e um iogurte", "só uma banana, a outra dei pro meu filho"))).toEqual(["Banana prata:70", "Iogurte de qualquer sabor:200"]);
    expect(foods(await corrected("lanche: 3 pães de queijo e um café", "só 2 pão de queijo, o outro meu marido comeu"))).toEqual(["Pão de queijo:60", "Café:50"]);
    expect(foods(await corrected("jantei omelete de 2 ovos e salada", "na real a omelete foi de 3 ovos"))[0]).toMatch(/^Omelete.*:165$/);
  });

  it("reads the kind said alone as the kind of the food before it ('não foi arroz branco, foi integral', 'o iogurte era natural, não grego')", async () => {
    expect(foods(await corrected("almoço: arroz branco, feijão e filé de frango", "não foi arroz branco, foi integral"))[0]).toBe("Arroz integral cozido:100");
    expect(foods(await corrected("lanche: maçã e um iogurte grego", "o iogurte era natural, não grego"))[1]).toMatch(/^Iogurte natural/);
  });

  it("makes the food what it came with when the tables have it so ('o café foi com leite'), and swaps a filling on its own line", async () => {
    const milk = await corrected("tomei café e comi um pão de queijo", "o café foi com leite");
    expect(foods(milk)).toEqual(["Café com leite:200", "Pão de queijo:30"]);
    expect(foods(await corrected("lanchei um misto quente e um café preto", "o café era com leite, esqueci de falar"))).toEqual(["Misto quente ou frio:100", "Café com leite:200"]);
    const filling = foods(await corrected("cafe da manha: tapioca com queijo e café preto", "a tapioca era com ovo, não com queijo"));
    expect(filling.some((f) => f.startsWith("Queijo"))).toBe(false);
    expect(filling.some((f) => f.startsWith("Ovo"))).toBe(true);
    expect(foods(await corrected("comi um pão francês com manteiga e café", "o pão era com requeijão, não manteiga")).some((f) => f.startsWith("Pão com manteiga"))).toBe(false);
  });

  it("puts the food said in the place of the one named, with the count said for it ('o refri era guaraná zero', 'por um pão francês')", async () => {
    expect(foods(await corrected("almoço: lasanha à bolonhesa e um refri", "o refri era guaraná zero"))).toEqual(["Lasanha:190", "Refrigerante zero:350"]);
    expect(foods(await corrected("jantei sopa de legumes e 2 torradas", "troca as torradas por um pão francês"))[1]).toBe("Pão francês:50");
    expect(foods(await corrected("almocei arroz, feijão e farofa", "não foi farofa, foi salada"))).not.toContain("Farofa:30");
    expect(foods(await corrected("tomei um cappuccino e comi um croissant", "tira o croissant, era um pão de queijo"))).toEqual(["Café tipo cappuccino:200", "Pão de queijo:30"]);
    expect(foods(await corrected("jantei 3 fatias de pizza de mussarela e uma coca", "foi coca zero, e só 2 fatias"))).toEqual(["Pizza muçarela:200", "Refrigerante zero:350"]);
  });

  it("moves the card to the meal said, not to the one denied ('e foi no jantar, não no almoço')", async () => {
    const [first, moved] = await converse(app, "almocei macarrão com frango e salada", "e foi no jantar, não no almoço");
    expect(moved!.message).toContain("passei para o jantar");
    expect(moved!.calculationId ?? first!.calculationId).toBe(first!.calculationId);
  });
});
