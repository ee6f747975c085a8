import { describe, expect, it } from "vitest";
import { analyze } from "./analyze";

const grams = (text: string) => analyze(text).items.map((i) => Math.round(i.grams));
const total = (text: string) => analyze(text).items.reduce((sum, i) => sum + i.grams, 0);

describe("a plate weighed as a whole", () => {
  it("shares the plate's grams among its foods instead of giving them all to the first", () => {
    for (const text of [
      "comi um prato de 400 gramas de arroz, feijão e carne moída",
      "marmitex de 400g com arroz feijao e strogonoff",
      "peguei 400g no self service: arroz, feijão, frango grelhado e salada",
      "almocei no restaurante por quilo, deu 400 g, arroz, feijao, bife e batata frita",
      "meu prato deu 400g: arroz integral, lentilha, frango e legumes",
    ]) {
      expect(Math.round(total(text)), text).toBe(400);
      const [rice] = analyze(text).items;
      expect(rice!.grams, text).toBeLessThan(200);
    }
  });

  it("keeps a food told with its own amount and shares what is left; a drink is not on the plate", () => {
    const { items } = analyze("prato de 500 g: 200 g de arroz, feijão e frango, e um suco de laranja de 300 ml");
    expect(items.map((i) => Math.round(i.grams))).toEqual([200, expect.any(Number), expect.any(Number), 300]);
    expect(Math.round(items.slice(0, 3).reduce((s, i) => s + i.grams, 0))).toBe(500);
  });

  it("the scale that weighed it is no food: 'a balança deu 480g' is the plate's weight, never a banana", () => {
    for (const text of ["almoço no self service: arroz, feijao tropeiro, bife acebolado e salada. a balança deu 480g", "arroz, feijão e frango, pesei na balança e deu 450 g"]) {
      const { items, unread } = analyze(text);
      expect(items.map((i) => i.food).join(" "), text).not.toMatch(/banana/i);
      expect(unread, text).toEqual([]);
    }
    expect(Math.round(total("almoço no self service: arroz, feijao tropeiro, bife acebolado e salada. a balança deu 480g"))).toBe(480);
  });

  it("reads 'queijo prato' as the cheese and a food's grams on the next line as its own, never a plate weighed", () => {
    expect(grams("1 g de sanduíche de queijo prato\n100 g de arroz integral cozido")).toEqual([1, 100]);
    expect(grams("2 fatias de queijo prato, 150 g de arroz e feijão")[1]).toBe(150);
    expect(grams("um prato\n120 g de frango grelhado")).toContain(120);
  });

  it("leaves a meal without a weighed plate as it was read", () => {
    expect(grams("arroz, feijão e frango grelhado")).toEqual(grams("um prato de arroz, feijão e frango grelhado"));
    expect(grams("200 g de arroz e um bife")[0]).toBe(200);
  });
});

describe("a food shared at the table", () => {
  const whole = (text: string) => analyze(text).items[0]!.grams;

  it("counts the person's part of what was shared, however the sharing is said", () => {
    const pizza = whole("uma pizza grande de calabresa");
    expect(whole("dividi uma pizza grande de calabresa com meu namorado")).toBeCloseTo(pizza / 2);
    expect(whole("eu e minha amiga dividimos uma pizza grande de calabresa")).toBeCloseTo(pizza / 2);
    expect(whole("comemos uma pizza grande de calabresa em 4 pessoas")).toBeCloseTo(pizza / 4);
    expect(whole("pedi uma pizza grande de calabresa pra dividir com 2 amigas")).toBeCloseTo(pizza / 3);
    expect(whole("uma pizza grande de calabresa dividida com minha mae")).toBeCloseTo(pizza / 2);
    expect(whole("rachei um açaí de 700ml com meu irmao")).toBe(350);
  });

  it("shares only what was shared, and reads the person's own amount as said", () => {
    const { items } = analyze("dividi um açaí de 500 ml com minha filha e depois tomei uma coca lata");
    expect(items.map((i) => Math.round(i.grams))).toEqual([250, 350]);
    expect(whole("eu e meu marido dividimos uma pizza grande, eu comi 3 fatias")).toBe(whole("uma pizza grande, eu comi 3 fatias"));
  });

  it("shares only the food said right before 'dividida', with its toppings, and keeps a one-person 'porção' whole", () => {
    const { items } = analyze("tomei 2 latao de brahma e comi uma porção de calabresa acebolada dividida em 4 pessoas");
    expect(items.map((i) => Math.round(i.grams))).toEqual([946, Math.round(whole("uma porção de calabresa acebolada"))]);
    expect(analyze("comi um açaí de 500 com granola dividido com meu irmao").items.map((i) => Math.round(i.grams))).toEqual([250, 15]);
  });

  it("never divides without someone to share with", () => {
    expect(whole("comemos pizza ontem")).toBe(whole("pizza"));
    expect(whole("almocei com minha mae arroz e feijão")).toBe(whole("arroz e feijão"));
  });
});

describe("a PF told by its main dish", () => {
  const foods = (text: string) => analyze(text).items.map((i) => i.food.split(" ")[0]);

  it("comes with rice, beans and salad however it is called", () => {
    for (const text of ["almocei um pf de bife com fritas", "um prato feito de frango grelhado", "comi o executivo de peixe", "PF com linguiça e farofa"]) {
      expect(foods(text).slice(0, 3), text).toEqual(["Arroz", "Feijão", "Salada"]);
    }
  });

  it("keeps the sides the person names, and reads 'um pf' alone as the plate, never as 'por favor'", () => {
    expect(foods("executivo de peixe com arroz e purê")).not.toContain("Feijão");
    expect(analyze("almocei um pf").items).toHaveLength(1);
    expect(foods("no pf do trampo comi arroz e frango")).toEqual(["Arroz", "Frango"]);
  });
});

describe("a food named and then told with its amount", () => {
  const told = (text: string) => analyze(text).items.map((i) => `${i.food.split(" ")[0]}:${Math.round(i.grams)}`);

  it("is one food at the amount said, in the place it was first named", () => {
    expect(told("almocei arroz feijao bife e salada, umas 4 colher de arroz")).toEqual(["Arroz:100", "Feijão:140", expect.stringMatching(/:/), "Salada:100"]);
    expect(told("arroz, feijão e frango; o arroz foi 6 colheres")[0]).toBe("Arroz:150");
    expect(told("arroz, feijão e frango; o arroz foi 6 colheres")).toHaveLength(3);
  });

  it("stays twice when both mentions carry an amount or when another meal lies between them", () => {
    expect(told("comi 2 paes e mais um pao")).toHaveLength(2);
    expect(told("arroz no almoço e 3 colheres de arroz na janta")).toEqual(["Arroz:100", "Arroz:75"]);
  });
});
