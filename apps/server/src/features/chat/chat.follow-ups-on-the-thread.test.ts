import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { chatUser, sayTo } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

/** The dead end a follow-up on the subject just talked about must never get. */
const DEAD_END = /não tenho na minha base|Não tenho uma resposta verificada/;

async function thread(first: string, second: string) {
  const who = await chatUser(app);
  await sayTo(app, who, first);
  return sayTo(app, who, second);
}

describe("price and brand asked of the food just talked about", () => {
  it("'e quanto custa mais ou menos?' after a scoop of whey: how to compare by the price of its protein, not the portion again", async () => {
    const reply = await thread("quanto de proteina tem 1 scoop de whey?", "e quanto custa mais ou menos?");
    expect(reply.message).toContain("Preço eu não acompanho");
    expect(reply.message).toContain("10 g de proteína");
    expect(reply.message).not.toContain("porção de referência");
    expect(reply.calculationId).toBeNull();
  });

  it("'vale a pena pagar mais caro no whey?' after whey × albumina: when paying more is worth it", async () => {
    const reply = await thread("qual é melhor, whey ou albumina?", "vale a pena pagar mais caro no whey?");
    expect(reply.message).toContain("Pagar mais só vale");
    expect(reply.message).toContain("isolado");
    expect(reply.message).not.toMatch(DEAD_END);
  });

  it("a meal told with what it cost is still a meal, not a price question", async () => {
    const who = await chatUser(app);
    const reply = await sayTo(app, who, "comi um açaí de 300 ml que custou 15 reais, quantas calorias?");
    expect(reply.message).not.toContain("Preço eu não acompanho");
    expect(reply.message).toContain("kcal");
  });

  it("'qual marca vale mais a pena?' after granola: what to read on the label, never 'não tenho na minha base'", async () => {
    const reply = await thread("granola é saudável?", "qual marca vale mais a pena?");
    expect(reply.message).toContain("Não indico marcas");
    expect(reply.message).toContain("primeiros ingredientes");
    expect(reply.message).not.toMatch(DEAD_END);
  });
});

describe("another amount or size of the food just talked about", () => {
  it("'e uma colher de sopa só?' after farofa is a spoon of farofa, never soup", async () => {
    const reply = await thread("farofa engorda muito?", "e uma colher de sopa só?");
    expect(reply.message).toContain("Farofa – 1 colher de sopa");
    expect(reply.message).not.toContain("Sopa (legumes");
  });

  it("'e uma concha cheia?' after a ladle of beans weighs the full ladle, not the same card again", async () => {
    const reply = await thread("uma concha de feijão tem quantas calorias?", "e uma concha cheia?");
    expect(reply.message).toContain("175 g");
    expect(reply.message).not.toContain("porção padrão");
  });

  it("'e se for o grande de padaria?' after one pão de queijo is one bigger pão de queijo, not three", async () => {
    const reply = await thread("quantas calorias tem um pão de queijo?", "e se for o grande de padaria?");
    expect(reply.message).toMatch(/Pão de queijo – 1 unidade (?:grande )?\((3[5-9]|[4-9]\d) g\)/);
    expect(reply.message).not.toContain("3 unidades");
  });
});

describe("a follow-up answered on its own point", () => {
  it("'e se eu colocar queijo na tapioca?' after tapioca × pão: tapioca with cheese added up, not cheese against tapioca", async () => {
    const reply = await thread("tapioca ou pão francês no café, qual engorda menos?", "e se eu colocar queijo na tapioca?");
    expect(reply.message).toContain("Tapioca simples com queijo");
    expect(reply.message).not.toContain("Comparando pelos dados da tabela");
  });

  it("'e o integral de garrafa?' after boxed juice: what sets integral, néctar and refresco apart", async () => {
    const reply = await thread("suco de laranja de caixinha é igual ao natural?", "e o integral de garrafa?");
    expect(reply.message).toContain("néctar");
    expect(reply.message).not.toMatch(DEAD_END);
  });

  it("'chimarrão conta?' after the water of the day: whether it counts for hydration, not where caffeine hides", async () => {
    const water = await thread("quanto de agua devo tomar por dia?", "chimarrão conta?");
    expect(water.message).toContain("contam na hidratação");
    expect(water.message).not.toContain("cafeína escondida");
  });
});
