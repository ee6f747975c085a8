import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { cardItems as items, converse } from "../../../test/chat-fixtures";

/**
 * Issue 27, decision 206: street, regional and drink items read as they are eaten. A juice or an açaí said without
 * sugar is the fruit's own TACO row; a skewer of queijo coalho, a churro and a stick of fried polenta weigh what they
 * weigh at the beach, the fair and the bar; a count said vaguely is a number the card says it assumed; a bottle shared
 * among friends is the person's part. Each said in other words than the probes.
 */
let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const said = async (message: string) => (await converse(app, message))[0]!;

describe("a juice or an açaí without sugar", () => {
  it("reads the fruit's own row at the amount said, and says so", async () => {
    const juice = await said("bebi 400ml de suco de maracujá natural, sem açúcar nenhum");
    expect(items(juice)).toEqual([{ food: "Maracujá polpa congelada", grams: 400 }]);
    expect(juice.calculation!.totalCalories).toBeLessThan(170);
    expect(juice.message).toMatch(/sem açúcar/);
    expect(items(await said("um copo de suco de caju sem adoçar"))[0]?.food).toBe("Caju polpa congelada");
    expect(items(await said("tomei um açaí de 400 ml, era só a polpa pura"))).toEqual([{ food: "Polpa de açaí", grams: 400 }]);
  });
});

describe("street and bar pieces at their size", () => {
  it("weighs a skewer of queijo coalho, a churro and a stick of fried polenta as sold", async () => {
    expect(items(await said("na orla comi 3 espetinhos de queijo coalho"))).toEqual([{ food: "Queijo coalho", grams: 138 }]);
    expect(items(await said("comi dois churros na saída da escola"))).toEqual([{ food: "Churro", grams: 120 }]);
    expect(items(await said("beliscei 4 palitos de polenta frita"))).toEqual([{ food: "Polenta frita (receita padrão)", grams: 120 }]);
  });
});

describe("a count said vaguely", () => {
  it("counts a plural said with 'umas' and a range as numbers, and tells the person", async () => {
    const beers = await said("sexta bebi umas latinhas de cerveja com o pessoal");
    expect(items(beers)).toEqual([{ food: "Cerveja", grams: 700 }]);
    expect(beers.message).toMatch(/contei 2/);
    const range = await said("foram uns 2 ou 3 copos de caldo de cana");
    expect(range.message).not.toMatch(/Não entendi/);
    expect(items(range)).toEqual([{ food: "Caldo de cana", grams: 750 }]);
    expect(range.message).toMatch(/entre 2 e 3/);
  });

  it("reads a bottle shared among friends as the person's part, with nothing left unread", async () => {
    const wine = await said("abrimos uma garrafa de vinho entre 3 amigas");
    expect(wine.message).not.toMatch(/Não entendi/);
    expect(items(wine)).toEqual([{ food: "Vinho tinto", grams: 250 }]);
  });

  it("keeps the share when the kind is said after", async () => {
    const [, kind] = await converse(app, "rachei uma pizza grande com a minha amiga", "foi de portuguesa");
    expect(items(kind!)[0]?.grams).toBe(440);
  });
});
