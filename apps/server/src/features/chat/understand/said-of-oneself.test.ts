import { describe, expect, it } from "vitest";
import { foldText } from "../chat.text";
import { FAITH, GOAL_SAID, SHIFT } from "./said-of-oneself";

const reads = (pattern: RegExp) => (text: string) => pattern.test(foldText(text));

describe("what a person says of their own life", () => {
  it.each(["queria ganhar uns 5 kg", "to querendo ganhar massa", "o objetivo é manter o peso", "preciso perder 8 kg até março", "meu foco é hipertrofia", "quero engordar um pouco", "tô tentando perder a barriga"])(
    "'%s' states a goal",
    (text) => expect(reads(GOAL_SAID)(text)).toBe(true),
  );
  it.each(["quero manter a dieta no fim de semana", "queria perder o medo de cozinhar", "preciso ganhar tempo de manhã", "minha mãe quer emagrecer"])("'%s' states no goal of one's own weight", (text) =>
    expect(reads(GOAL_SAID)(text)).toBe(false),
  );
  it.each(["sigo kosher", "como halal", "sou adventista do sétimo dia", "sou muçulmana"])("'%s' states a faith's food rules", (text) => expect(reads(FAITH)(text)).toBe(true));
  it.each(["trabalho de vigia a noite", "faço plantão 12x36", "trabalho no turno da madrugada", "entro 3h da manhã", "durmo de dia porque trabalho"])("'%s' states a shift", (text) =>
    expect(reads(SHIFT)(text)).toBe(true),
  );
  it.each(["trabalho perto de casa", "jantei tarde da noite", "faço academia de manhã", "faço academia à noite, umas 19h", "faço caminhada de noite"])("'%s' states no shift", (text) => expect(reads(SHIFT)(text)).toBe(false));
});
