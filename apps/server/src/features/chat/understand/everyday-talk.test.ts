import { describe, expect, it } from "vitest";
import { understand } from "./understand";
import { everydayTopic } from "./everyday-talk";

/** Everyday talk with a food word in it is not a meal (issue 27); meals told without a verb still are. */
describe("everyday talk", () => {
  it.each([
    "hj o dia foi um abacaxi no trampo, mas passa logo",
    "meu chefe é um pão duro, nem deu aumento",
    "ta fazendo um calor de fritar ovo aqui em teresina",
    "fiquei de molho hoje, gripada",
    "descasquei um abacaxi enorme no trabalho hoje, que dia",
    "fui no mercado e tava tudo caro, o tomate a 12 reais o quilo",
    "acordei com a cara inchada, parecendo um pao",
    "sabado tem churrasco na casa da minha sogra",
    "blz, amanha vou trocar entao",
    "ok vou tentar",
    "vou comecar segunda",
  ])("reads \"%s\" as everyday talk, with no food to log", (text) => {
    const u = understand(text);
    expect(u.type).toBe("everyday-talk");
    expect(u.foods).toEqual([]);
  });

  it.each([
    "arroz, feijão, bife acebolado e salada",
    "2 pães de queijo e um café com leite",
    "almoço: frango grelhado com batata doce",
    "tomei um café e to morta de cansaço",
    "comi um pastel de carne na feira, tava um calor",
  ])("keeps \"%s\" a meal", (text) => {
    expect(understand(text).type).toBe("meal-to-log");
  });

  it("answers a question asked in the middle of a bad day as a question", () => {
    expect(understand("dia corrido hoje, o que eu como no jantar rapido?").type).not.toBe("everyday-talk");
  });

  it("a request or a condition of health is no small talk about a hard day, even with 'trampo' or 'nervosa' in it", () => {
    expect(everydayTopic("me indica um lanche pra levar pro trampo", false)).toBeNull();
    expect(everydayTopic("to com gastrite nervosa essa semana, queimacao direto", false)).toBeNull();
    expect(everydayTopic("reuniao o dia todo no trampo, to acabada", false)).toBe("bad-day");
  });

  it.each([
    ["o corinthians perdeu dnv, que raiva", "team-lost"],
    ["levamos de 3 no classico ontem affs", "team-lost"],
    ["meu time ganhou hj uhuul", "good-news"],
    ["hoje bateu uma preguica enorme de treinar", "skipping-training"],
    ["sem animo nenhum pra academia hj", "skipping-training"],
    ["matei o treino hoje", "skipping-training"],
    ["to chateada, briguei com minha mae", "sad"],
    ["terminei com meu namorado ontem", "sad"],
  ])("reads \"%s\" as %s, a thing told in passing (decision 207)", (text, topic) => {
    expect(everydayTopic(text, false)).toBe(topic);
  });

  it("a game or a workout asked about is a question, not talk (decision 207)", () => {
    expect(everydayTopic("amanha tenho jogo, o que como antes?", true)).toBeNull();
    expect(everydayTopic("terminei o treino agora", false)).toBeNull();
  });
});
