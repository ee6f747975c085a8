import { describe, expect, it } from "vitest";
import { foldText } from "../chat.text";
import { mentionsRisk, riskSigns } from "./risk-lexicon";
import { readStatedFacts } from "./stated-facts";

/** Decision 194: the lexicon's new concepts, as people say them and as they do not, and whose a fact is. */
const PHRASINGS: Readonly<Record<string, { said: string[]; notSaid: string[] }>> = {
  maybe_pregnant: {
    said: ["to tentando engravidar faz 3 meses", "eu e meu marido estamos tentando ter um bebe", "minha menstruacao ta atrasada uns 10 dias", "minha menstruacao nao veio esse mes", "acho que to gravida", "parei o anticoncepcional mes passado", "to atrasada, sera?"],
    notSaid: ["to gravida de 5 meses", "tive bebe faz 2 meses", "minha menstruacao veio normal"],
  },
  swallowing_trouble: {
    said: ["meu pai engasga com comida solida", "minha avo tem dificuldade pra engolir", "ela nao consegue engolir carne", "ele tem disfagia depois do avc", "a comida entala na garganta dele"],
    notSaid: ["engoli um chiclete sem querer", "comi rapido demais hoje", "tenho dor de garganta, o que como?"],
  },
  medicine_side_effect: {
    said: ["to usando mounjaro", "comecei o ozempic", "a caneta me da enjoo", "tomo saxenda faz 2 meses"],
    notSaid: ["tomo omeprazol", "to tomando antibiotico", "uso insulina"],
  },
  drank_already: {
    said: ["ontem bebi umas 3 tacas de vinho", "tomei umas cervejas no sabado", "enchi a cara na festa"],
    notSaid: ["posso tomar um vinho?", "vou beber no churrasco", "tomei cafe com leite"],
  },
  // Decision 198: someone else's medicine, a fast kept for faith, and the Daniel fast (plant eating, no fast at all).
  someone_elses_medicine: {
    said: ["tomo um diuretico da minha vo, furosemida", "minha amiga me deu uns comprimidos de lasix", "peguei um remedio de emagrecer da minha irma", "to usando o ozempic do meu marido", "tomo a sibutramina emprestada", "uso a receita da minha mae"],
    notSaid: ["tomo furosemida que meu medico passou", "minha mae toma remedio de pressao", "a comida da minha vo e muito boa", "meu pai me deu um pote de doce de leite"],
  },
  religious_fast: {
    said: ["amanha vou fazer jejum de 1 dia na igreja", "jejum de oracao sexta feira", "vou jejuar no ramada", "a igreja vai fazer um jejum de 3 dias", "jejum religioso pode?"],
    notSaid: ["faco jejum intermitente 16h", "fiquei em jejum pro exame de sangue", "vou na igreja domingo, o que como antes?"],
  },
  plant_fast: {
    said: ["comecei o jejum de daniel", "to na dieta de daniel"],
    notSaid: ["vou fazer jejum de 3 dias", "meu filho daniel nao come verdura"],
  },
};

describe("the new risk concepts read as people say them", () => {
  for (const [concept, { said, notSaid }] of Object.entries(PHRASINGS)) {
    it.each(said)(`${concept}: '%s'`, (text) => expect(mentionsRisk(foldText(text), concept)).toBe(true));
    it.each(notSaid)(`not ${concept}: '%s'`, (text) => expect(mentionsRisk(foldText(text), concept)).toBe(false));
  }

  it("vomiting on a prescribed pen is not purging; vomiting on purpose with it still is", () => {
    expect(riskSigns(foldText("to usando mounjaro e vomitei 2x hj")).map((s) => s.id)).not.toContain("purging");
    expect(riskSigns(foldText("tomo ozempic e ainda vomito de proposito pra emagrecer mais")).map((s) => s.id)).toContain("purging-on-medicine");
  });
});

describe("whose a fact is", () => {
  it.each([
    ["minha bebe de 1 ano e 2 meses tem APLV", "milk"],
    ["meu filho de 2 anos tem alergia a ovo", "egg"],
    ["meu menino tem alergia a amendoim", "peanut"],
  ])("'%s' is the child's allergy, not the person's", (text, component) => {
    const facts = readStatedFacts(foldText(text));
    expect(facts.avoid).toEqual([]);
    expect(facts.child?.avoid?.map((a) => a.component)).toContain(component);
  });

  it("the person's own allergy said beside the child stays the person's", () => {
    const facts = readStatedFacts("tenho alergia a camarão, meu filho de 5 anos não");
    expect(facts.avoid.map((a) => a.component)).toContain("shellfish");
    expect(facts.child?.avoid).toBeUndefined();
  });
});
