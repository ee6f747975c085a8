import { describe, expect, it } from "vitest";
import { singular } from "../text/normalize";
import { analyze } from "./analyze";

/** The food and its portion as sold, said and made (decision 188); every line is said in other words than the probes. */
const items = (text: string) => analyze(text).items.map((i) => ({ food: i.food, grams: i.grams }));
const foods = (text: string) => items(text).map((i) => i.food);
const grams = (text: string) => items(text).map((i) => i.grams);

describe("bebidas pelo recipiente", () => {
  it("um litrão, um latão ou uma long neck sem bebida dita são cerveja, no volume do recipiente", () => {
    for (const text of ["bebi um litrão ontem", "2 litroes no bar", "tomei 1 litrao"]) expect(foods(text), text).toEqual(["Cerveja"]);
    expect(grams("bebi um litrão ontem")).toEqual([1000]);
    expect(grams("2 litroes no bar")).toEqual([2000]);
  });

  it("chope contado vem na tulipa, nunca em lata", () => {
    expect(analyze("tomei dois chopes").items[0]?.measure).not.toMatch(/lata/);
    expect(grams("tomei dois chopes")).toEqual([580]);
    expect(grams("1 chopp de 500 ml")).toEqual([500]);
  });

  it("uma garrafa de vinho tem 750 ml, e a de cerveja continua com 600", () => {
    expect(grams("dividimos 1 garrafa de vinho tinto")).toEqual([750]);
    expect(grams("tomei meia garrafa de vinho branco")).toEqual([375]);
    expect(grams("uma garrafa de cerveja")).toEqual([600]);
  });
});

describe("lanches de rede", () => {
  it("um sanduíche de rede dito pelo nome é o da rede, no tamanho publicado", () => {
    expect(items("comi 2 bigmac")).toEqual([{ food: "Big Mac (McDonald's)", grams: 408 }]);
    expect(foods("pedi um whoper e batata")).toEqual(["Whopper (Burger King)", "Batata frita"]);
    expect(foods("um quarterão com queijo")).toEqual(["Quarteirão com queijo (McDonald's)"]);
    expect(foods("lanchei um mc chicken")).toEqual(["McChicken (McDonald's)"]);
    expect(foods("6 chicken nuggets")).toEqual(["Nuggets de frango"]);
    expect(foods("um x-burguer da lanchonete")).not.toContain("Big Mac (McDonald's)");
  });
});

describe("a colher pelo lugar", () => {
  it("açúcar ou mel postos no café ou no chá vão na colher de chá", () => {
    expect(grams("pus 2 colheres de açúcar no meu café")).toEqual([8]);
    expect(grams("uma colher de mel no cha")[0]).toBe(7);
  });

  it("fora de uma bebida mexida, ou com o tamanho dito, a colher fica como dita", () => {
    expect(grams("granola com 1 colher de mel")[1]).toBe(20);
    expect(grams("3 colheres de sopa de açúcar no café")).toEqual([36]);
  });
});

describe("peças", () => {
  it("um pedaço de queijo coalho é o do espeto ou da chapa, um de parmesão uma lasca", () => {
    expect(grams("beliscar um pedaço de queijo de coalho")).toEqual([50]);
    expect(grams("um pedaço de parmesão")).toEqual([30]);
  });
});

describe("o que já está dentro", () => {
  it("a gordura sem quantidade ao lado de um prato que já a tem no nome não conta de novo", () => {
    expect(foods("pão com manteiga na chapa e manteiga")).toEqual(["Pão com manteiga"]);
    expect(foods("macarrão alho e óleo, com óleo")).toEqual(["Macarrão ao alho e óleo"]);
    expect(foods("torrada e manteiga")).toEqual(["Torrada", "Manteiga"]);
  });

  it("temperos ditos de como o prato foi feito estão no prato", () => {
    expect(foods("feijão refogado no alho e cebola")).not.toContain("Alho");
    expect(foods("frango temperado com alho e cebolinha")).toHaveLength(1);
    expect(foods("bife com cebola")).toContain("Cebola");
  });

  it("um alimento dito de novo com 'o' ou 'a' é o que já estava no prato", () => {
    expect(foods("jantei arroz e feijão, e o feijão foi feito com bacon").filter((f) => /feij/i.test(f))).toHaveLength(1);
  });

  it("o achocolatado posto no leite é o pó, e o pó contado depois não é outro", () => {
    expect(foods("um copo de leite gelado com achocolatado")).toEqual(["Leite integral", "Achocolatado em pó"]);
    expect(grams("leite com ovomaltine")[1]).toBe(24);
  });
});

describe("a espécie dita depois de outra", () => {
  it("'e 1 de X' depois de um prato contado de outro sabor é mais um do mesmo prato, na mesma medida", () => {
    expect(foods("almocei 3 esfirras de carne e 2 de frango")).toEqual(["Esfirra de carne", "Esfirra de frango"]);
    expect(items("2 fatias de pizza de mussarela e uma de calabresa")[1]).toEqual({ food: "Pizza calabresa", grams: 90 });
    expect(foods("1 pastel de queijo, 1 de carne")).toEqual(["Pastel de queijo", "Pastel de carne"]);
  });
});

describe("a espécie não dita", () => {
  it("uma esfiha sem recheio dito diz que o recheio não foi dito", () => {
    expect(foods("uma esfirra")).toEqual(["Esfirra (recheio não dito)"]);
    expect(foods("esfiha de carne")).toEqual(["Esfirra de carne"]);
  });
});

describe("singular", () => {
  it("dá a palavra de um, com ou sem acento", () => {
    const cases: [string, string][] = [
      ["colheres", "colher"], ["pães", "pão"], ["paes", "pao"], ["pastéis", "pastel"], ["pasteis", "pastel"], ["integrais", "integral"],
      ["bombons", "bombom"], ["pudins", "pudim"], ["pures", "pure"], ["nozes", "noz"], ["limões", "limão"], ["ovos", "ovo"], ["ingleses", "ingles"],
      ["arroz", "arroz"], ["mas", "mas"], ["cafes", "cafe"],
    ];
    for (const [word, one] of cases) expect(singular(word), word).toBe(one);
  });
});
