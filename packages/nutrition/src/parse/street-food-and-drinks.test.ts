import { describe, expect, it } from "vitest";
import { analyze } from "../analyze/analyze";

/** Street food and drinks at the size they are sold, and a size the user says always wins (decision 127). */
function items(text: string) {
  return analyze(text).items.map((i) => ({ food: i.food, grams: i.grams }));
}

const gramsOf = (text: string) => items(text).map((i) => i.grams);

describe("comida de rua no tamanho em que é vendida", () => {
  it("espetinho é grelhado, nunca 'cru', e sem recheio dito é o churrasquinho", () => {
    expect(items("comprei dois espetinhos de carne na saída do estádio")).toEqual([{ food: "Carne bovina grelhada", grams: 184 }]);
    expect(items("1 espetinho de frango e 1 de queijo coalho")[0]?.food).toBe("Frango em pedaços grelhado");
    expect(items("um espetinho")[0]?.food).toBe("Churrasco");
  });

  it("pastel de feira é o grande, de qualquer recheio; o tamanho dito no meio do nome vale", () => {
    expect(items("um pastel de feira de carne com caldo de cana")).toEqual([
      { food: "Pastel de feira", grams: 120 },
      { food: "Caldo de cana", grams: 300 },
    ]);
    expect(gramsOf("2 pastéis de feira de queijo")).toEqual([240]);
    expect(gramsOf("uma coxinha grande de frango")).toEqual([140]);
  });

  it("cachorro-quente, esfirra de frango e açaí têm a porção de quem compra, não a de um pedaço de frango", () => {
    expect(gramsOf("um cachorro quente prensado")).toEqual([150]);
    expect(items("3 esfihas de frango")).toEqual([{ food: "Esfirra de frango", grams: 240 }]);
    expect(gramsOf("pedi um açaí")).toEqual([300]);
    expect(gramsOf("açaí com granola")).toEqual([300]);
  });
});

describe("tapioca, crepe e cuscuz recheados: o recheio é o que cabe dentro", () => {
  it("carne de sol ou frango sem quantidade é meia porção de prato; o recheio dito em gramas vale", () => {
    expect(items("uma tapioca recheada de carne de sol")[1]).toEqual({ food: "Carne seca cozida", grams: 52.5 });
    expect(items("crepe recheado com frango")[1]).toEqual({ food: "Frango em pedaços", grams: 50 });
    expect(items("tapioca com 80g de frango desfiado")[1]?.grams).toBe(80);
    expect(items("tapioca com queijo coalho")).toEqual([{ food: "Tapioca simples", grams: 70 }, { food: "Queijo coalho", grams: 45 }]);
  });
});

describe("o que se espreme ou salpica por cima é um tanto disso, não a fruta inteira", () => {
  it("'com limão' é o suco de um gomo; 'com hortelã' um raminho; '1 limão' dito é o limão", () => {
    expect(items("tomei um chá verde com limão")[1]).toEqual({ food: "Limão", grams: 10 });
    expect(items("tilápia grelhada com limão")[1]?.grams).toBe(10);
    expect(items("limonada de abacaxi com hortelã").map((i) => i.grams).pop()).toBe(2);
    expect(items("salada com 1 limão espremido")[1]?.grams).toBe(70);
  });
});

describe("bebidas: o recipiente e o volume ditos mandam", () => {
  it("lata, long neck, garrafa, litrão, tulipa e copão", () => {
    expect(gramsOf("2 latinhas de guaraná")).toEqual([700]);
    expect(gramsOf("3 long necks")).toEqual([1065]);
    expect(gramsOf("uma garrafa de cerveja pra dividir")).toEqual([600]);
    expect(gramsOf("um litrão de cerveja")).toEqual([1000]);
    expect(gramsOf("uma tulipa de chopp")).toEqual([290]);
    expect(gramsOf("um copão de suco de laranja")).toEqual([300]);
  });

  it("destilado contado é uma dose; taça de espumante, energético e caipirinha de fruta são a bebida", () => {
    expect(items("um whisky com gelo")).toEqual([{ food: "Whisky", grams: 50 }]);
    expect(gramsOf("duas vodkas")).toEqual([100]);
    expect(items("uma taça de espumante")).toEqual([{ food: "Champanhe", grams: 150 }]);
    expect(items("uma caipirinha de morango")[0]?.food).toBe("Caipirinha");
    expect(items("um energético")[0]?.food).toBe("Bebida energetica");
    expect(items("dois expressos na cafeteria")).toEqual([{ food: "Café tipo expresso", grams: 100 }]);
  });

  it("água de coco contada é um coco; ml e litros ditos vencem qualquer padrão", () => {
    expect(gramsOf("tomei uma água de coco na praia")).toEqual([300]);
    expect(gramsOf("1 litro e meio de água de coco")).toEqual([1500]);
    expect(gramsOf("um açaí de 500ml com banana")[0]).toBe(500);
    expect(gramsOf("suco de manga 400 ml")).toEqual([400]);
    expect(items("uma long neck de 275ml")).toEqual([{ food: "Cerveja", grams: 275 }]);
    expect(gramsOf("uma garrafa de 1 litro de guaraná")).toEqual([1000]);
  });

  it("quentão e vinho quente da festa junina são bebidas com açúcar e álcool, num copo americano", () => {
    const [quentao] = analyze("um quentão na quermesse").items;
    expect(quentao).toMatchObject({ food: "Quentão (receita padrão)", grams: 150 });
    expect(quentao?.calories).toBeGreaterThan(120);
    expect(items("dois copos de vinho quente")[0]?.grams).toBe(480);
  });
});
