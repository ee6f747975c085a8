import { describe, expect, it } from "vitest";
import { analyze } from "../analyze/analyze";

/** Regional dishes, flavours, names and the meal's plate as Brazilians say them (decision 148). */
function items(text: string) {
  return analyze(text).items.map((i) => ({ food: i.food, grams: i.grams }));
}
const foods = (text: string) => items(text).map((i) => i.food);
const kcal = (text: string) => analyze(text).totals.calories;

describe("comida regional, sabores, nomes e o prato da refeição", () => {
  it("o sabor depois de 'de' é do picolé, do sorvete, da gelatina ou da cuca, nunca a fruta", () => {
    expect(items("chupei 2 picolé de limão")).toEqual([{ food: "Picolé de qualquer sabor industrializado", grams: 120 }]);
    expect(foods("um sorvete de morango")).toEqual([expect.stringMatching(/^Sorvete/)]);
    expect(foods("gelatina de uva de sobremesa")).toEqual([expect.stringMatching(/^Gelatina/)]);
    expect(items("uma fatia de cuca de uva")).toEqual([{ food: "Cuca de qualquer tipo", grams: 70 }]);
    expect(items("comi 3 balas de menta")).toEqual([{ food: "Bala", grams: 15 }]);
    expect(foods("suco de limão")).toEqual([expect.stringMatching(/limão/)]);
    expect(foods("uma fatia de bolo de abacaxi")).toEqual(["Bolo de trigo"]);
    expect(foods("torta de maçã")).toEqual(["Tortas doces de qualquer sabor"]);
  });

  it("um nome com quem ele é ('a Mel, minha gata', 'meu cachorro Pipoca') não é comida", () => {
    expect(foods("a Mel, minha gata, pulou no meu prato kkk mas comi arroz e ovo frito")).toEqual(["Arroz branco cozido", "Ovo frito"]);
    expect(foods("meu cachorro Pipoca latiu a noite toda, jantei uma sopa")).toEqual([expect.stringMatching(/^Sopa/)]);
    expect(foods("tomei chá com mel")).toEqual([expect.stringMatching(/^Chá/), "Mel"]);
  });

  it("pratos regionais que as tabelas não têm saem da receita padrão, com a porção de quem come", () => {
    expect(foods("entrevero no almoço, uma concha")).toEqual(["Entrevero (receita padrão)"]);
    expect(foods("um pedaço de sopa paraguaia e um café")).toEqual(["Sopa paraguaia (receita padrão)", "Café"]);
    expect(kcal("um pedaço de sopa paraguaia")).toBeGreaterThan(150);
    expect(foods("pirarucu de casaca, um prato")).toEqual(["Pirarucu de casaca (receita padrão)"]);
    expect(foods("jantei rubacão")).toEqual(["Rubacão (receita padrão)"]);
    expect(foods("arroz com pequi e frango")).toEqual(["Arroz com pequi (receita padrão)", "Frango em pedaços"]);
    // A recipe never takes its dish's first word from another dish: these stay a soup, a rice and a fish.
    expect(foods("um prato de sopa de capeletti")).toEqual([expect.stringMatching(/^Sopa \(/)]);
    expect(foods("arroz de forno")).toEqual(["Arroz branco cozido"]);
    expect(foods("pirarucu desfiado")[0]).toMatch(/^Peixe de água doce/);
  });

  it("peixes de rio pelo nome são o peixe de água doce da POF, no preparo dito", () => {
    expect(foods("tambaqui assado com farinha")[0]).toBe("Peixe de água doce (inteiro, em posta, em filé, etc.) assado");
    expect(foods("jaraqui frito")).toEqual(["Peixe de água doce (inteiro, em posta, em filé, etc.) frito"]);
  });

  it("um prato regional dito sozinho, sem quantidade, é a refeição: um prato dele, não uma colherada", () => {
    expect(items("almocei virado a paulista")).toEqual([{ food: "Virado à paulista", grams: 300 }]);
    expect(items("jantei maniçoba e uma coca")[0]).toEqual({ food: "Maniçoba", grams: 300 });
    expect(items("comi maniçoba com arroz")[0]).toEqual({ food: "Maniçoba", grams: 100 });
    expect(items("comi farofa")[0]?.grams).toBeLessThan(100);
  });

  it("a salad or greens beside the dish leave it the meal ('macarrão com carne moída e salada'); farofa does not (decision 199)", () => {
    expect(items("janta de hoje foi: macarrao com carne moida e salada")[0]).toEqual({ food: "Macarrão com carne", grams: 400 });
    expect(items("jantei maniçoba e alface")[0]).toEqual({ food: "Maniçoba", grams: 300 });
    expect(items("baiao de dois com farofa")[0]?.grams).toBeLessThan(200);
  });

  it("ao lado de um hambúrguer, 'batata' é a batata frita que vem com ele", () => {
    expect(foods("comi um big mac com batata media e coca")).toEqual([expect.any(String), "Batata frita", "Refrigerante de cola"]);
    expect(foods("x-salada e batata")[1]).toBe("Batata frita");
    expect(foods("hamburguer com pure de batata")[1]).toBe("Purê de batata");
    expect(foods("x-bacon e batata doce")[1]).toBe("Batata doce cozida");
    expect(foods("arroz, feijão e batata cozida")[2]).toBe("Batata inglesa cozida");
  });

  it("farinha, açúcar, geleia e gordura sem quantidade vêm às colheradas, nunca 100 g", () => {
    expect(items("açaí com farinha de tapioca")[1]).toEqual({ food: "Farinha de tapioca", grams: 32 });
    expect(items("café com açúcar mascavo")[1]?.grams).toBeLessThan(15);
    expect(items("pão com geleia")[1]).toEqual({ food: "Geleia de frutas de qualquer marca ou sabor", grams: 15 });
    expect(items("um fio de óleo de dendê")[0]?.grams).toBeLessThan(15);
  });

  it("um xis pelo recheio é um sanduíche só; '2x' conta vezes, nunca vira x-egg", () => {
    expect(foods("almocei um xis coração e uma coca")).toEqual(["Xis coração (receita padrão)", "Refrigerante de cola"]);
    expect(foods("um x-frango")).toEqual(["X-frango"]);
    expect(foods("um x-picanha")).toEqual(["X-tudo"]);
    expect(items("comi 2x arroz")).toEqual([{ food: "Arroz branco cozido", grams: 200 }]);
    expect(foods("tomei 3x café hoje")).toEqual(["Café"]);
    expect(foods("o preço foi 3 x mais caro que ontem")).toEqual([]);
  });

  it("diminutivos de bebida e de bar: 'coquinha' é Coca, 'caldinho' é um caldo pequeno, 'churrasquinho de gato' é espetinho", () => {
    expect(foods("tomei uma coquinha")).toEqual(["Refrigerante de cola"]);
    expect(items("um caldinho de feijão")[0]?.grams).toBeLessThan(items("um caldo de feijão")[0]?.grams ?? 0);
    expect(foods("comi um churrasquinho de gato")).toEqual(["Churrasco"]);
    expect(foods("cartola de sobremesa")).toEqual(["Cartola (receita padrão)"]);
  });
});
