import { describe, expect, it } from "vitest";
import { foldText } from "../chat.text";
import { mentionsRisk } from "./risk-lexicon";

/** Decision 208: the concepts that read a teenager's body, a child's type 1 diabetes and its snack, an event ahead, a loss without trying. */
const PHRASINGS: Readonly<Record<string, { said: string[]; notSaid: string[] }>> = {
  teen_body_worry: {
    said: ["queria ser mais magra", "na escola me chamam de baleia", "os meninos zoam do meu corpo", "detesto meu corpo", "nao gosto do meu corpo", "me acho barriguda"],
    notSaid: ["quero ser mais forte", "gosto de correr", "me acho cansada hoje"],
  },
  gym_cut: {
    said: ["quer secar pra academia", "ta fazendo cutting", "quer ficar trincado", "quer ficar rasgado", "quero definir"],
    notSaid: ["quero ganhar massa", "ele treina bola", "seca o cabelo"],
  },
  type_one_diabetes: {
    said: ["tem diabetes tipo 1", "ela e dm1", "diabete tipo um", "diabetico tipo 1", "tem dm 1"],
    notSaid: ["diabetes tipo 2", "meu pai tem diabetes", "dm2 controlada"],
  },
  child_food_asked: {
    said: ["oq eu mando de lanche", "pode levar bolacha recheada", "o que ela pode comer na festa", "vem passar o fds aqui", "q eu dou pra ele"],
    notSaid: ["qual a glicemia normal", "ele tomou a insulina"],
  },
  event_ahead: {
    said: ["meu casamento e sabado", "formatura semana que vem", "pra entrar no vestido", "vou pra praia", "tenho ensaio de fotos"],
    notSaid: ["quero secar pro verao", "janta em casa", "semana normal de trabalho"],
  },
  loss_unexplained: {
    said: ["sem fazer nada de diferente", "sem dieta nenhuma", "to perdendo peso sem querer", "emagreci do nada", "nao sei pq to emagrecendo"],
    notSaid: ["com dieta e academia", "cortei o doce"],
  },
};

describe("concepts of the young and of fast loss (decision 208)", () => {
  for (const [concept, { said, notSaid }] of Object.entries(PHRASINGS)) {
    it(`${concept}: read as said, not read in near misses`, () => {
      for (const text of said) expect(mentionsRisk(foldText(text), concept), text).toBe(true);
      for (const text of notSaid) expect(mentionsRisk(foldText(text), concept), text).toBe(false);
    });
  }
});
