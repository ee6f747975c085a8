import { describe, expect, it } from "vitest";
import { foldText } from "../chat.text";
import { mentionsRisk } from "./risk-lexicon";

/** Decision 205: the concepts that read eating too little said in passing, as people say them and as they do not. */
const PHRASINGS: Readonly<Record<string, { said: string[]; notSaid: string[] }>> = {
  eats_little_said: {
    said: ["to almocando so uma sopinha", "a noite nada", "faco uma refeicao so por dia", "como so uma marmitinha por dia", "tem dia que como so um iogurte"],
    notSaid: ["a noite nada de doce", "almocei arroz feijao e bife", "faco 5 refeicoes por dia"],
  },
  someone_restricting: {
    said: ["ele ta quase sem comer", "ela so come alface", "ta comendo quase nada", "ele anda pulando o jantar", "ela nao quer mais comer", "quase nao come"],
    notSaid: ["ele ta sem comer carne", "ela so come arroz com feijao", "ela nao quer comer verdura"],
  },
  someone_body_image: {
    said: ["diz que ta gorda", "ele se acha gordo", "quer ficar magro", "pq quer ser magra", "ela quer emagrecer", "tem medo de engordar"],
    notSaid: ["ela ta gravida", "ele quer ganhar massa", "ela acha que ta com anemia"],
  },
  liquid_instead: {
    said: ["vou ficar so no suco verde", "so tomar cha", "vou trocar o jantar por shake", "passar so a base de suco"],
    notSaid: ["so tomei cafe com leite e pao", "vou tomar um cha depois do almoco", "suco verde e bom?"],
  },
  intent_ahead: {
    said: ["e se eu pular o jantar", "amanha vou ficar so no suco", "to pensando em cortar o almoco", "a partir de segunda vou pular a janta"],
    notSaid: ["ontem pulei o jantar", "pulei o almoco hoje"],
  },
};

describe("the concepts of eating too little said in passing", () => {
  for (const [concept, { said, notSaid }] of Object.entries(PHRASINGS)) {
    it.each(said)(`${concept}: '%s'`, (text) => expect(mentionsRisk(foldText(text), concept)).toBe(true));
    it.each(notSaid)(`not ${concept}: '%s'`, (text) => expect(mentionsRisk(foldText(text), concept)).toBe(false));
  }
});
