import { describe, expect, it } from "vitest";
import { foldText } from "../chat.text";
import { expandShorthand } from "./shorthand";
import { notAMeal } from "./not-a-meal";
import { withoutFraming } from "./framings";

/** As the pipeline reads a message: folded, shorthand expanded ("mt" → "muito", "hj" → "hoje"). */
const read = (text: string, foods: number) => notAMeal(expandShorthand(foldText(text)), foods);

/** Paraphrases of messages about eating that are not a meal to log now (decision 161). */
describe("framings that say a message is not a meal eaten now", () => {
  it.each([
    ["comi demais ontem, e agora?", 0],
    ["exagerei no fds inteiro kkk", 0],
    ["ontem na festa comi feito uma louca", 0],
    ["chutei o balde essa semana", 0],
    ["enfiei o pé na jaca no natal", 0],
    ["fui num aniversario e comi mt doce", 1],
    ["sai da dieta no feriadao todo", 0],
    ["ontem comi pizza ate passar mal", 1],
    ["furei a dieta de novo", 0],
  ])("%s is an overeating told, not a meal", (text, foods) => {
    expect(read(text, foods)).toBe("overeating");
  });

  it.each([
    ["to com azia depois da feijoada", "symptom"],
    ["a lasanha me deu dor de barriga", "symptom"],
    ["o acaraje me deixou enjoada", "symptom"],
    ["toda vez q tomo leite me da gases", "symptom"],
    ["depois do churrasco fiquei com o estomago pesado", "symptom"],
    ["minha barriga incha todo dia depois do almoço", "symptom"],
    ["meu estomago ta doendo desde a coxinha", "symptom"],
    ["jantei tarde ontem e acordei pesada", "symptom"],
  ])("%s is a complaint, not a meal", (text, kind) => {
    expect(read(text, 1)).toBe(kind);
  });

  it.each([
    "comi pouco hoje, ta tudo bem?",
    "comi super bem hoje!",
    "almocei correndo de novo",
    "hoje jantei muito tarde",
    "comi rapido na frente do computador",
  ])("%s is how one ate, not a meal", (text) => {
    expect(read(text, 0)).toBe("manner");
  });

  it.each([
    "vou comer pizza hoje a noite, como compenso no almoco?",
    "amanha vou num rodizio de sushi, como equilibro o resto do dia?",
    "vou jantar hamburguer, devo pegar leve no almoço?",
  ])("%s is a meal ahead with room asked for", (text) => {
    expect(read(text, 1)).toBe("make-room");
  });

  it.each([
    ["almocei arroz, feijão e bife", 3],
    ["hj no almoco exagerei: 2 pratos de arroz, feijao, 3 bifes e pudim", 4],
    ["comi muito bem hoje, salada e frango", 2],
    ["comi demais no almoço, quantas calorias deu?", 0],
    ["comi um pastel de carne agora", 1],
    ["to tomando agua com gas", 1],
    ["to queimando calorias na academia", 0],
    ["comi bem pouco arroz", 1],
    ["ontem enfiei o pé na jaca na pizza, comi 4 fatias", 1],
    ["to pesada demais, quero emagrecer", 0],
  ])("%s stays what it was (a meal or a question)", (text, foods) => {
    expect(read(text, foods)).toBeNull();
  });

  it("reads a hypothetical and a slip away for the engine", () => {
    expect(withoutFraming("quantas calorias tem se eu comer meia pizza?", false)).toBe("quantas calorias tem   meia pizza?");
    expect(withoutFraming("E se eu jantar só salada?", false)).toBe("  só salada?");
    expect(withoutFraming("hj no almoco exagerei: 2 pratos de arroz", true)).toBe("hj no almoco  : 2 pratos de arroz");
  });
});
