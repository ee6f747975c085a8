import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { converse } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const FALLBACK = /resposta verificada|fora do que eu faço|reformule|receitas verificadas/;
const CARD = /Analisei sua refeição|Confirme abaixo/;

/** A question typed without its mark, in slang, is answered and never logged as a meal (decision 140). */
describe("a question is never logged", () => {
  it.each([
    ["feijão cozido dura quantos dias", /3 a 4 dias/],
    ["arroz pronto dura qnts dias na geladeira", /geladeira/],
    ["comer de 3 em 3 horas acelera metabolismo", /metabolismo/],
    ["chá conta como água?", /hidrata/],
  ])("%s", async (message, answer) => {
    const [reply] = await converse(app, message);
    expect(reply!.message).not.toMatch(CARD);
    expect(reply!.message).toMatch(answer);
  });
});

/** An in-scope question with no curated entry gets the principle it asks for, never a fallback (decision 140). */
describe("in-scope questions get an answer, not a fallback", () => {
  it.each([
    ["como faço pra comer mais verdura se eu odeio", /Misture no que você já come/],
    ["odeio legume, como faço pra gostar?", /mude o preparo/],
    ["tem como fazer marmita pra semana toda", /geladeira/],
    ["precisa contar caloria todo dia?", /Não é obrigatório/],
    ["qual o jeito mais saudavel de fazer batata", /assados/],
    ["peito de peru é ultraprocessado?", /lista de ingredientes/],
    ["o que eu olho no rótulo de um biscoito?", /ALTO EM/],
    ["me explica o que é índice glicêmico", /baixo até 55/],
  ])("%s", async (message, answer) => {
    const [reply] = await converse(app, message);
    expect(reply!.message).not.toMatch(FALLBACK);
    expect(reply!.message).not.toMatch(CARD);
    expect(reply!.message).toMatch(answer);
  });
});

describe("follow-ups keep to what the conversation asks", () => {
  it("a child's age said after a picky-eating question gets the child's food, not 'out of scope'", async () => {
    const [, age] = await converse(app, "meu filho não come nada verde, e agora", "ele tem 5 anos");
    expect(age!.message).not.toMatch(FALLBACK);
    expect(age!.message).toMatch(/pediatra/);
  });

  it("'e como eu sei qual é o meu' after the calorie deficit gives the person's own numbers", async () => {
    const [, own] = await converse(app, "queria entender o que é déficit calórico", "e como eu sei qual é o meu");
    expect(own!.message).toMatch(/gasto energético diário estimado/);
  });

  it("'e aveia?' after a gluten question answers gluten for oats", async () => {
    const [, oats] = await converse(app, "tapioca tem gluten", "e aveia?");
    expect(oats!.message).toMatch(/aveia[^.]*contém glúten/i);
  });

  it("'e antes do treino oq eu como' after a comparison is its own question", async () => {
    const [, before] = await converse(app, "o q é melhor no pós treino, banana ou batata doce", "e antes do treino oq eu como");
    expect(before!.message).toMatch(/antes do treino/i);
  });

  it("'qnts frutas por dia' after a juice question is about fruit, not more juice", async () => {
    const [, , fruit] = await converse(app, "é verdade que fruta engorda", "e suco natural?", "qnts frutas por dia");
    expect(fruit!.message).not.toMatch(/\*\*Suco\*\*: a porção/);
  });

  it("'e arroz integral engorda menos que o branco?' after beans sets brown rice against white rice", async () => {
    const [, rice] = await converse(app, "feijão engorda", "e arroz integral engorda menos que o branco?");
    expect(rice!.message).toMatch(/branco/i);
    expect(rice!.message).not.toMatch(/Feijão carioca cozido\*\*:/);
  });

  it("'e suco de caixinha' after 'coca zero é melhor?' and 'e se for frito' after eggs ask on, nothing is logged", async () => {
    const [, , juice] = await converse(app, "como eu faço pra parar de tomar refri", "coca zero é melhor?", "e suco de caixinha");
    expect(juice!.message).not.toMatch(CARD);
    const [, fried] = await converse(app, "2 ovos por dia faz mal", "e se for frito");
    expect(fried!.message).not.toMatch(CARD);
    expect(fried!.message).not.toMatch(/Batata frita/);
  });

  it("'e com granola e leite condensado' after 'açaí é saudável?' is no meal", async () => {
    const [, more] = await converse(app, "açaí é saudável?", "e com granola e leite condensado kkk");
    expect(more!.message).not.toMatch(CARD);
  });
});

/** What to eat around a game is food, whatever the game: never "fora do que eu faço". */
describe("a game beside the question keeps it in scope", () => {
  it.each([
    ["amanha tenho jogo de futsal as 9h, oq como antes?"],
    ["o que eu como no intervalo do jogo de vôlei?"],
  ])("%s", async (message) => {
    const [reply] = await converse(app, message);
    expect(reply!.message).not.toMatch(FALLBACK);
    expect(reply!.message).toMatch(/carboidrato/);
  });

  it("a question about the game itself stays out of scope", async () => {
    const [reply] = await converse(app, "quem ganhou o jogo do flamengo ontem?");
    expect(reply!.message).toContain("fora do que eu faço");
  });
});
