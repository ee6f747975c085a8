import { describe, expect, it } from "vitest";
import { analyze } from "../analyze/analyze";

/** Everyday dishes read as themselves and measures read as said (issue 27, wave 2). */
function items(text: string) {
  return analyze(text).items.map((i) => ({ food: i.food, grams: i.grams }));
}
const foods = (text: string) => items(text).map((i) => i.food);

describe("pratos do dia a dia lidos como eles mesmos, e medidas como a pessoa disse", () => {
  it("parmegiana é o bife ou o frango empanado com queijo e molho, x-salada é x-salada, churros é churro, chima é chimarrão", () => {
    expect(foods("almocei frango a parmegiana com arroz")).toEqual(["Frango à parmegiana (receita padrão)", "Arroz branco cozido"]);
    expect(foods("jantei um bife a parmegiana e pure")).toEqual(["Bife à parmegiana (receita padrão)", "Purê de batata"]);
    expect(foods("comi um x-salada e uma coca")).toEqual(["X-salada", "Refrigerante de cola"]);
    expect(foods("pedi um xis salada")).toEqual(["X-salada"]);
    expect(foods("comi um x-tudo")).toEqual(["X-tudo"]);
    expect(foods("comi 2 churros")).toEqual(["Churro"]);
    expect(foods("tomei chima")).toEqual(["Chimarrão"]);
    expect(foods("porcao de batata rustica")).toEqual(["Batata-inglesa frita"]);
  });

  it("a barrinha de cereal é a barra de cereais, contada; o pasteizinho é o pastel de festa", () => {
    expect(items("comi uma barrinha de cereal")).toEqual([{ food: "Barra de cereais", grams: 22 }]);
    expect(items("comi 3 pasteizinhos de carne")).toEqual([{ food: "Pastel de carne", grams: 96 }]);
    expect(items("comi 1 filé de frango grelhado")[0]?.grams).toBe(100);
  });

  it("o bolo de cenoura com cobertura de chocolate é um bolo só, não bolo mais barra de chocolate", () => {
    expect(foods("comi um pedaço de bolo de cenoura com cobertura de chocolate")).toEqual(["Bolo de cenoura"]);
    expect(foods("bolo de cenoura com calda de chocolate")).toEqual(["Bolo de cenoura"]);
  });

  it("'2 de feijão' depois de '4 colheres de sopa de arroz' são 2 colheres, não 2 conchas", () => {
    expect(items("comi 4 colher de sopa de arroz e 2 de feijao")).toEqual([
      { food: "Arroz branco cozido", grams: 100 },
      { food: "Feijão carioca cozido", grams: 34 },
    ]);
    expect(items("comi 2 pedacos de pizza e 2 de bolo")[1]?.grams).toBe(120);
  });

  it("um prato de buchada é um prato do ensopado; o PF e a marmitex vêm com arroz de prato feito", () => {
    expect(items("almocei um prato de buchada")).toEqual([{ food: "Buchada de bode", grams: 300 }]);
    const pf = items("almocei um pf de frango");
    expect(pf[0]).toEqual({ food: "Arroz branco cozido", grams: 170 });
    expect(foods("comi uma marmitex de carne")).toEqual(["Arroz branco cozido", "Feijão carioca cozido", "Salada ou verdura crua, exceto de fruta", "Carne bovina"]);
    expect(foods("marmitex de 10 conto: arroz e feijao")).toEqual(["Arroz branco cozido", "Feijão carioca cozido"]);
  });
});
