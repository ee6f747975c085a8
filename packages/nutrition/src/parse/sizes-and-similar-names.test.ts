import { describe, expect, it } from "vitest";
import { analyze } from "../analyze/analyze";

/** Pieces at the size said or sold, and names whose last word is another food (decision 176). */
function items(text: string) {
  return analyze(text).items.map((i) => ({ food: i.food, grams: i.grams }));
}
const foods = (text: string) => items(text).map((i) => i.food);
const grams = (text: string) => items(text).map((i) => i.grams);
const unread = (text: string) => analyze(text).unmatched.map((u) => u.text);

describe("tamanhos ditos e vendidos", () => {
  it("um tamanho dito é a peça desse tamanho, não a de sempre escalada", () => {
    for (const text of ["comi 3 pão de queijo grande", "3 pães de queijo grandes", "tres paes de queijo grandes no cafe"]) {
      expect(grams(text), text).toEqual([180]);
    }
    expect(grams("um pão de queijo pequeno")).toEqual([20]);
    expect(grams("2 coxinhas pequenas")).toEqual([50]);
    expect(grams("uma coxinha grandona")).toEqual([155.3]);
    expect(grams("comi um xis tudo gigante")).toEqual([529.5]);
    expect(grams("uma esfiha de carne grande")).toEqual([130]);
  });

  it("salgado, sanduíche e espetinho têm o peso de lanchonete e de rua", () => {
    for (const text of ["lanchei uma coxinha de frango", "comi uma coxinha", "1 coxinha"]) expect(grams(text), text).toEqual([100]);
    for (const text of ["jantei um x-tudo", "um xtudo", "comi um xis tudo"]) expect(grams(text), text).toEqual([350]);
    for (const text of ["comi 2 churrasquinhos de carne", "2 churrasquinhos", "comi dois espetinhos"]) {
      expect(grams(text)[0], text).toBeGreaterThanOrEqual(180);
    }
  });

  it("o lugar dá o tamanho: pastel na feira é o de feira, de qualquer recheio", () => {
    expect(items("comi um pastel de carne na feira")).toEqual([{ food: "Pastel de feira", grams: 120 }]);
    expect(items("2 pastéis de queijo na feira")).toEqual([{ food: "Pastel de feira de queijo", grams: 240 }]);
    expect(items("comi um pastel de carne")).toEqual([{ food: "Pastel de carne", grams: 80 }]);
    expect(items("comi um acarajé completo")).toEqual([{ food: "Acarajé completo (receita padrão)", grams: 220 }]);
    expect(unread("jantei um cachorro-quente de rua")).toEqual([]);
  });

  it("o prato de um arroz que é a refeição é o prato da refeição; PF bem servido é maior que o de sempre", () => {
    expect(items("almocei galinhada, um prato raso")).toEqual([{ food: "Galinhada", grams: 300 }]);
    expect(grams("um prato fundo de galinhada")).toEqual([350]);
    for (const text of ["almocei um PF bem servido", "um prato feito caprichado", "almocei um pf grande"]) {
      expect(grams(text)[0], text).toBeGreaterThan(450);
    }
  });
});

describe("nomes parecidos com outro alimento", () => {
  it("xis coração é o xis de coração de frango, não o X-tudo", () => {
    for (const text of ["comi um xis coração", "um x-coração", "xis de coração"]) {
      expect(foods(text), text).toEqual(["Xis coração (receita padrão)"]);
    }
  });

  it("bombom e trufa de fruta são o doce, e creme de cupuaçu não é creme de milho", () => {
    for (const text of ["comi 2 bombons de cupuaçu", "um bombom de maracujá", "uma trufa de cupuacu"]) {
      expect(foods(text), text).toEqual(["Bombom recheado (receita padrão)"]);
    }
    expect(grams("comi 2 bombons de cupuaçu")).toEqual([44]);
    for (const text of ["sobremesa foi creme de cupuaçu, uma taça", "uma taça de mousse de cupuaçu"]) {
      expect(items(text), text).toEqual([{ food: "Creme de cupuaçu (receita padrão)", grams: 150 }]);
    }
  });

  it("latinhas sem bebida dita são cerveja; com a bebida dita, a bebida", () => {
    expect(items("tomei 3 latinhas")).toEqual([{ food: "Cerveja", grams: 1050 }]);
    expect(items("um latão")).toEqual([{ food: "Cerveja", grams: 473 }]);
    expect(foods("bebi 2 latinhas de coca")).toEqual(["Refrigerante de cola"]);
  });

  it("vitamina com letra é o nutriente, e 'tem caloria' é a pergunta", () => {
    expect(foods("quanto de vitamina C tem na laranja?")).toEqual(["Laranja pera"]);
    expect(foods("tomo vitamina D")).toEqual([]);
    expect(foods("uma vitamina de banana")).toEqual(["Vitamina de banana"]);
    expect(foods("uma vitamina e um pão")).toEqual(["Vitamina", "Pão francês"]);
    for (const text of ["chimarrão tem caloria?", "chimarrão tem calorias", "chimarrao tem muita caloria?"]) {
      expect(foods(text), text).toEqual(["Chimarrão"]);
      expect(unread(text), text).toEqual([]);
    }
  });
});
