import { describe, expect, it } from "vitest";
import { foldText } from "../chat.text";
import { retrieveKnowledge } from "./knowledge-retrieval";

type TCase = [message: string, foods: string[], title: string];

const first = (message: string, foods: string[]) => retrieveKnowledge({ folded: foldText(message), text: message, foods, conditions: new Set() })[0]?.item.title ?? null;

/** The same food asked at another point: a stage, a moment, a condition, a part of the body, a handling. */
const OTHER_POINT: TCase[] = [
  ["acai na gravidez pode?", ["acai"], "Açaí engorda?"],
  ["suco de laranja em jejum ataca o estomago?", ["suco de laranja"], "Suco natural engorda? É melhor que a fruta?"],
  ["cafe faz cair cabelo?", ["cafe"], "Café faz mal? Quanto posso tomar"],
  ["chocolate amargo ajuda na tpm?", ["chocolate amargo"], "Chocolate engorda? Amargo é melhor?"],
  ["castanha de caju faz mal pra quem tem pedra nos rins?", ["castanha de caju"], "Castanhas e abacate engordam?"],
  ["abacate faz bem pra pele e cabelo?", ["abacate"], "Castanhas e abacate engordam?"],
  ["cerveja depois do treino atrapalha ganhar massa?", ["cerveja"], "Existe quantidade segura de álcool?"],
  ["feijoada da azia?", ["feijoada"], "Feijoada engorda? Posso comer na dieta?"],
  ["mandioca da pra congelar crua?", ["mandioca"], "Mandioca (aipim, macaxeira) engorda?"],
  ["batata doce antes ou depois do treino?", ["batata doce"], "Trocar arroz por batata-doce"],
  ["pipoca da gases?", ["pipoca"], "Pipoca engorda? É um bom lanche?"],
];

/** The same food asked at the entry's own point, or at a point the entry speaks of. */
const ON_POINT: TCase[] = [
  ["acai engorda?", ["acai"], "Açaí engorda?"],
  ["banana a noite engorda?", ["banana"], "Banana engorda? E à noite?"],
  ["cafe a noite atrapalha o sono?", ["cafe"], "Café à noite atrapalha o sono?"],
  ["vinagre de maca serve pra refluxo?", ["vinagre de maca"], "Vinagre de maçã emagrece?"],
  ["cafe em jejum faz mal?", ["cafe"], "Café em jejum faz mal?"],
  ["dá pra congelar banana madura?", ["banana"], "Dá para congelar banana e outras frutas?"],
];

describe("an entry on another point of the food asked is no answer (decision 217)", () => {
  it.each(OTHER_POINT)("'%s' does not get the entry on another point", (message, foods, title) => {
    expect(first(message, foods)).not.toBe(title);
  });

  it.each(ON_POINT)("'%s' still gets '%s'", (message, foods, title) => {
    expect(first(message, foods)).toBe(title);
  });
});
