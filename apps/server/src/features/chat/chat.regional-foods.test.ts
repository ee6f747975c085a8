import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { converse, type TChatReply } from "../../../test/chat-fixtures";

/** Issue 27, decision 148: foods as Brazilians name them, from every region, on the meal card at the portion eaten. */
let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const items = (reply: TChatReply) => (reply.calculation?.items ?? []).map((i) => ({ food: i.food, grams: i.grams }));
const said = async (message: string) => (await converse(app, message))[0]!;

describe("foods as Brazilians name them", () => {
  it("reads a flavour as the picolé's and a pet's name as no food ('2 picolé de limão', 'a Mel, minha gata')", async () => {
    const lolly = await said("chupei 2 picolé de limão");
    expect(items(lolly)).toEqual([{ food: "Picolé de qualquer sabor industrializado", grams: 120 }]);
    expect(lolly.message).not.toMatch(/Limão|confira se está correto/);
    const cat = await said("a Mel, minha gata, pulou no meu prato kkk mas comi arroz e ovo frito");
    expect(items(cat).map((i) => i.food)).toEqual(["Arroz branco cozido", "Ovo frito"]);
  });

  it("knows the regional dishes the tables lack and gives a dish said alone a plate ('entrevero', 'virado à paulista')", async () => {
    const entrevero = await said("entrevero no almoço, uma concha grande");
    expect(items(entrevero).map((i) => i.food)).toEqual(["Entrevero (receita padrão)"]);
    expect(entrevero.message).not.toMatch(/Ideias de almoço/);
    expect(items(await said("almocei virado a paulista"))).toEqual([{ food: "Virado à paulista", grams: 300 }]);
    expect(items(await said("lanche: um pedaço de sopa paraguaia e um café")).map((i) => i.food)[0]).toBe("Sopa paraguaia (receita padrão)");
  });

  it("reads the fries beside a burger and an X by its filling as one sandwich ('big mac com batata', 'xis coração')", async () => {
    expect(items(await said("comi um big mac com batata media e coca")).map((i) => i.food)).toContain("Batata frita");
    expect(items(await said("almocei um xis coração e uma coca")).map((i) => i.food)).toEqual(["Xis coração (receita padrão)", "Refrigerante de cola"]);
  });

  it("reads everyday dishes as themselves and a count after a measure in that measure ('x-salada', 'barrinha de cereal', '2 de feijão')", async () => {
    expect(items(await said("comi um x-salada e uma coca")).map((i) => i.food)).toEqual(["X-salada", "Refrigerante de cola"]);
    expect(items(await said("almocei frango a parmegiana com arroz")).map((i) => i.food)).toEqual(["Frango à parmegiana (receita padrão)", "Arroz branco cozido"]);
    expect(items(await said("lanche: 1 barrinha de cereal e 1 maçã"))[0]).toEqual({ food: "Barra de cereais", grams: 22 });
    expect(items(await said("comi 4 colher de sopa de arroz e 2 de feijao"))).toEqual([
      { food: "Arroz branco cozido", grams: 100 },
      { food: "Feijão carioca cozido", grams: 34 },
    ]);
    const jackfruit = await said("ontem enfiei o pé na jaca na pizza, comi 4 fatias");
    expect(items(jackfruit).map((i) => i.food)).toEqual(["Pizza"]);
    expect(jackfruit.message).not.toMatch(/Não entendi/);
  });

  it("answers 'e o de queijo?' after a pastel told as the cheese pastel, never the cheese alone", async () => {
    const [, cheese] = await converse(app, "comi um pastel de feira", "e o de queijo?");
    expect(cheese!.message).toMatch(/Pastel de queijo/);
    expect(cheese!.message).not.toMatch(/Queijo mussarela/);
  });
});

