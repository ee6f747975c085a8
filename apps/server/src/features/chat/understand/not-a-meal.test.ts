import { describe, expect, it } from "vitest";
import { givenUp, notAMeal } from "./not-a-meal";
import { foldText } from "../chat.text";
import { understand } from "./understand";

const read = (text: string, foods = 1) => notAMeal(foldText(text), foods);

describe("foods named in a message that is not a meal", () => {
  it.each([
    ["almocei uma feijoada e agora to com azia", "symptom"],
    ["sempre que tomo leite fico com a barriga estufada", "symptom"],
    ["to enjoada desde cedo, so desceu uma torrada", "symptom"],
    ["cortei o arroz e ando me sentindo fraca", "symptom"],
    ["me passa uma receita de panqueca de aveia", "recipe"],
    ["como faço frango desfiado pra não ficar seco?", "recipe"],
    ["larguei o refri faz um mês", "stopped"],
    ["não tomo mais café com açúcar", "stopped"],
  ])("%s is a %s", (text, kind) => {
    expect(read(text)).toBe(kind);
  });

  it.each([
    ["meu marido comeu uma pizza inteira sozinho kkk", "someone-else"],
    ["a minha filha tomou 3 danoninhos hoje", "someone-else"],
    ["ontem a galera pediu 4 esfihas cada", "someone-else"],
    ["ela devorou o pote de sorvete", "someone-else"],
    ["amanha vou almocar feijoada na casa da sogra", "later"],
    ["mais tarde vou pedir um açaí de 500", "later"],
    ["to com uma vontade de comer coxinha", "later"],
    ["sabado pretendo comer um hamburguer", "later"],
    ["to me sentindo culpada pelo brigadeiro de ontem", "feeling"],
    ["arrependida da pizza de sexta", "feeling"],
    ["bateu um peso na consciencia por causa do chocolate", "feeling"],
    ["minha vó fez um bolo de fubá e a família toda comeu", "someone-else"],
    ["o boy comeu 3 pastel na feira", "someone-else"],
    ["to doida pra comer um açaí", "later"],
    ["pensei em pedir um sushi", "later"],
  ])("%s is a %s", (text, kind) => {
    expect(read(text)).toBe(kind);
  });

  it.each([
    "eu e meu marido comemos uma pizza",
    "meu filho comeu pão e eu comi 2 fatias de bolo",
    "meu filho de 1 ano comeu mel, tem problema?",
    "vou comer um pão com ovo, quantas calorias tem?",
    "comi 2 brigadeiros e to culpada",
    "to pensando em comer um xis, será que estraga tudo?",
  ])("%s is still a meal or a question", (text) => {
    expect(read(text)).toBeNull();
  });

  it.each(["me sinto mal por ter comido tanto doce essa semana", "que vergonha, ataquei a geladeira de madrugada", "culpada de tanta besteira no fds", "to me achando gorda depois do rodízio"])("%s is a feeling about eating, with no food named", (text) => {
    expect(read(text, 0)).toBe("feeling");
  });

  it("needs a food named: with none, someone else's meal or a plan is other talk", () => {
    expect(read("meu marido comeu demais ontem", 0)).toBeNull();
    expect(read("amanha vou fazer jejum", 0)).toBeNull();
  });

  it("a question said with its mark is answered as asked", () => {
    expect(notAMeal(foldText("minha mãe comeu um pastel"), 1, true)).toBeNull();
  });

  it.each(["comi 2 ovos e um café fraco", "almocei arroz, feijão e bife", "como faz pra emagrecer comendo pão?", "jantei e cortei o bife em tiras"])("%s stays a meal or a question of its own", (text) => {
    expect(read(text)).toBeNull();
  });

  it("says what was given up", () => {
    expect(givenUp(foldText("parei com refrigerante faz 2 semanas"))).toBe("refrigerante");
    expect(givenUp(foldText("cortei o pão e o arroz"))).toBe("pao e o arroz");
  });
});

describe("a preference said in short after another, or as what one only eats", () => {
  it.each(["nem de jiló", "e nem peixe", "e frutos do mar tb não", "camarão também não", "na real eu nem como carne vermelha", "eu só como frango e peixe, carne vermelha não", "na verdade só como salada no almoço"])("%s is a statement, never a meal", (text) => {
    expect(understand(text).type).toBe("statement");
  });

  it.each(["nem sei o que vou jantar", "nem comi ainda hoje", "só um café preto", "e arroz também não?"])("%s is not read as a preference", (text) => {
    expect(understand(text).type).not.toBe("statement");
  });

  it.each(["meu namorado é diabético", "minha vó tem pressão alta e adora salsicha", "meu pai tem colesterol alto e ama torresmo", "minha sogra tem gastrite e toma café o dia todo", "minha filha de 8 anos não larga o biscoito recheado", "meu esposo tem diabetes tipo 2", "minha cunhada é celíaca"])("%s is told of someone else: no meal, no fact of the person's own", (text) => {
    const read = understand(text);
    expect(read.type).toBe("general-question");
    expect(notAMeal(read.folded, read.foods.length)).toBe("someone-else");
    expect(read.stated.conditions).toEqual([]);
  });
});
