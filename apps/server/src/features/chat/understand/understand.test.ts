import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { correctedMealText, readAsVariant } from "./follow-up";
import { readStatedFacts } from "./stated-facts";
import { understand } from "./understand";
import { buildUserFacts } from "./user-facts";

describe("understanding a message", () => {
  it.each([
    ["Jantei 2 conchas de feijão e 1 filé de frango", "meal-to-log"],
    ["qnts calorias tem um pao de queijo", "nutrient-in-food"],
    ["Quanto de proteína tem um ovo?", "nutrient-in-food"],
    ["pão de queijo tem glúten?", "does-it-contain"],
    ["Cuscuz engorda mais que pão?", "compare"],
    ["Posso substituir o arroz por batata doce?", "compare"],
    ["açaí engorda?", "is-it-fattening"],
    ["Tenho gota, posso comer frutos do mar?", "is-it-safe-for-me"],
    ["Quanta fibra devo comer por dia?", "nutrient-per-day"],
    ["Qual é o meu gasto energético diário?", "energy-expenditure"],
    ["quantos quilos por semana é seguro perder?", "weight-loss-pace"],
    ["Tenho anemia, o que devo comer?", "what-to-eat"],
    ["Monta um cardápio de 3 dias pra mim", "plan-request"],
    ["quero um plano vegetariano de 1800 kcal com 5 refeições, e nao como ovo tb", "plan-request"],
    ["faz uma dieta pra mim, nao como carne de porco", "plan-request"],
    ["nao como carne de porco", "statement"],
    ["Quanto eu já comi hoje?", "day-so-far"],
    ["obrigado!", "small-talk"],
    ["Como troco o óleo do meu carro?", "out-of-scope"],
    ["Jejum intermitente funciona?", "general-question"],
  ])("%s -> %s", (text, type) => {
    expect(understand(text).type).toBe(type);
  });

  it("finds foods and dishes through the engine and the recipe rules, not the allergy it names", () => {
    const u = understand("Tenho alergia a camarão, posso comer bobó?");
    expect(u.foods.map((f) => f.phrase)).toEqual(["bobo"]);
    expect(u.foods[0]!.composition.contains).toContain("shellfish");
    expect(understand("qual a melhor hora pra comer fruta?").foods).toEqual([]);
    // An organ after a preposition is the body, not offal: "faz mal pro rim" names no food.
    expect(understand("creatina faz mal pro rim?").foods.map((f) => f.phrase)).not.toContain("rim");
  });

  it("reads a daily intake written with pt-BR thousands as one number", () => {
    expect(understand("quero uma dieta de 1.200 kcal por dia").requestedCalories).toBe(1200);
    expect(understand("dieta de 800 calorias").requestedCalories).toBe(800);
  });

  it("reads conditions, allergies with severity, diets, a child and a stated sex", () => {
    const s = readStatedFacts("Sou vegana, estou grávida e tenho alergia grave a amendoim; meu filho de 9 anos também. Sou mulher.");
    expect(s.conditions).toContain("PREGNANCY");
    expect(s.diets).toEqual(["VEGAN"]);
    expect(s.avoid).toContainEqual({ component: "peanut", severity: "SEVERE", kind: "allergy", source: "text" });
    expect(s.child).toEqual({ age: 9 });
    expect(s.gender).toBe("FEMALE");
    expect(readStatedFacts("quero perder os kg da gravidez")).toMatchObject({ conditions: [], wantsWeightLoss: true });
    expect(readStatedFacts("depois do parto engordei 10 kg").conditions).toEqual([]);
    expect(readStatedFacts("hoje corri 15 km de manhã").training).toBe(true);
    expect(readStatedFacts("vi um vídeo dizendo que adoçante dá câncer").conditions).toEqual([]);
    expect(readStatedFacts("canela previne diabetes?").conditions).toEqual([]);
    expect(readStatedFacts("tenho diabetes tipo 2").conditions).toEqual(["DIABETES"]);
    const runner = buildUserFacts({ age: 30, weight: 60, height: 165, gender: "FEMALE", activityLevel: "LIGHTLY_ACTIVE", goal: "WEIGHT_LOSS" }, readStatedFacts("o que eu como no almoço?"), [readStatedFacts("treino pra meia maratona, corro 4x por semana")]);
    expect(runner).toMatchObject({ training: true, profile: { activityLevel: "VERY_ACTIVE" } });
    expect(readStatedFacts("tenho intolerância à lactose").avoid).toEqual([{ component: "lactose", severity: "MILD", kind: "intolerance", source: "text" }]);
  });

  it("never lets a stated fact be weaker than the profile, and keeps earlier turns", () => {
    const facts = buildUserFacts({ allergyDetails: { LACTOSE_FREE: "SEVERE" } }, readStatedFacts("tenho intolerância leve à lactose"), [readStatedFacts("estou amamentando")]);
    expect(facts.avoid.find((a) => a.component === "lactose")?.severity).toBe("SEVERE");
    expect(facts.conditions.has("LACTATION")).toBe(true);
    expect(facts.profile?.allergyDetails?.LACTOSE_FREE).toBe("SEVERE");
  });

  it("reads a follow-up against the previous question", () => {
    const previous = understand("Quantas calorias tem uma banana prata média?");
    const next = readAsVariant(understand("e a nanica?"), previous);
    expect(next).toMatchObject({ type: "nutrient-in-food", followUp: "variant" });
    expect(next.foods[0]!.food!.name).toBe("Banana nanica");
    const rice = readAsVariant(understand("e se for integral?"), understand("quantas calorias tem 4 colheres de arroz?"));
    expect(rice.foods[0]!.food!.name).toMatch(/Arroz integral/);
  });

  it("rewrites the meal for a correction of an amount or of a food", () => {
    expect(correctedMealText(understand("foram 2 pães, na verdade"), "Comi um pão francês com manteiga")).toBe("2 pao frances com manteiga");
    expect(correctedMealText(understand("na verdade foram 3 ovos"), "Comi 2 ovos cozidos e 1 pão francês")).toBe("3 ovos cozidos, 1 pao frances");
    expect(correctedMealText(understand("não era bife a cavalo, era bife grelhado"), "almocei arroz e bife a cavalo")).toBe("arroz, bife grelhado");
    expect(correctedMealText(understand("quantas calorias tem uma maçã?"), "Comi 2 ovos")).toBeNull();
  });

  it("never throws on any text", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        const u = understand(text);
        expect(typeof u.type).toBe("string");
        correctedMealText(u, "comi 2 ovos");
      }),
      { numRuns: 300 },
    );
  });

  it("reads a fact about oneself said in passing as a statement, never as a meal or a question", () => {
    for (const text of ["sou celíaco", "virei vegana", "não como carne de porco", "treino pra meia maratona", "preciso emagrecer 4 kg", "tenho alergia grave a amendoim", "estou grávida de 5 meses"]) {
      expect(understand(text).type, text).toBe("statement");
    }
    for (const [text, condition] of [
      ["meu colesterol tá alto, o médico pediu pra cuidar da alimentação", "HYPERCHOLESTEROLEMIA"],
      ["minha pressão vive alta", "HYPERTENSION"],
      ["meu ácido úrico deu alto no exame", "GOUT"],
      ["minha glicemia anda meio alta", "DIABETES"],
      ["uso insulina de manhã e à noite", "DIABETES"],
    ] as const) {
      expect(understand(text).type, text).toBe("statement");
      expect(understand(text).stated.conditions, text).toEqual([condition]);
    }
    expect(understand("tô com diabetes gestacional").stated.conditions).toEqual(["PREGNANCY", "DIABETES"]);
    expect(understand("tenho glicose alta, posso comer banana?").foods.map((f) => f.phrase)).toEqual(["banana"]);
    expect(understand("meu colesterol tá alto, posso comer ovo todo dia?").type).toBe("is-it-safe-for-me");
    for (const text of ["quero perder uns 3 kg pra prova, quanto devo cortar por dia?", "quantas calorias devo cortar?", "quanto tempo pra perder 5 kg?"]) expect(understand(text).type, text).toBe("weight-loss-pace");
    expect(understand("quanto de carboidrato devo cortar?").type).not.toBe("weight-loss-pace");
    expect(understand("não como carne de porco").stated.diets).toEqual([]);
    expect(understand("não como carne").stated.diets).toEqual(["VEGETARIAN"]);
    for (const text of ["comi 2 ovos e 1 pão", "sou celíaca, posso comer tapioca?", "monta um plano pra mim", "quanto de proteína devo comer?"]) {
      expect(understand(text).type, text).not.toBe("statement");
    }
  });

  it("reads calories asked food by food as a question, and a condition's 'o que corto?' as no weight-loss pace", () => {
    for (const text of ["quantas calorias tem uma coxinha? e uma esfiha?", "qts kcal tem um pão de queijo e um café com leite?", "qnts calorias tem 1 banana e 1 maçã", "quanto de caloria tem um pastel de carne e um caldo de cana?"]) {
      const read = understand(text);
      expect(read.type, text).toBe("nutrient-in-food");
      expect(read.eachFood, text).toBe(true);
    }
    expect(understand("quantas calorias tem uma coxinha?").eachFood).toBeUndefined();
    for (const text of ["tenho pré-diabetes, o que corto?", "to com pre diabetes, o que eu corto da alimentacao?", "tenho apneia do sono, o que devo cortar?"]) expect(understand(text).type, text).not.toBe("weight-loss-pace");
    for (const text of ["tenho refluxo, o que posso jantar?", "to com refluxo direto, o que devo evitar?", "tenho azia toda noite, o que eu como no jantar?", "sofro de refluxo, oq posso jantar?"]) expect(["general-question", "what-to-eat"], text).toContain(understand(text).type);
    for (const text of ["chocolate dá espinha?", "leite piora a acne?", "fritura causa espinhas?"]) expect(understand(text).foods.map((f) => f.phrase).join(" "), text).not.toMatch(/espinha|acne/);
  });

  it("reads 'agr' as 'agora' ('quanto de carboidrato eu comi ate agr?' asks about the day)", () => {
    expect(understand("quanto de carboidrato eu comi ate agr?").folded).toContain("ate agora");
    expect(understand("quanto de carboidrato eu comi ate agr?").type).toBe("day-so-far");
  });

  it("reads a meal told after a greeting as the meal", () => {
    for (const text of ["bom dia!! cafe foi cuscuz com ovo mexido", "boa noite nutri! jantei arroz, feijão e ovo", "oi oi, almoço foi strogonoff com arroz"]) expect(understand(text).type, text).toBe("meal-to-log");
    for (const text of ["bom dia, tudo bem com vc?", "oi, tudo bem? queria saber se café faz mal"]) expect(understand(text).type, text).not.toBe("meal-to-log");
  });
});

describe("what a food lacks is no nutrient asked", () => {
  it("'o café com leite era sem açúcar. quanto deu tudo?' asks the total, not the sugar", () => {
    expect(understand("ah e o cafe com leite era sem açucar. quanto deu tudo?").nutrients).toEqual([]);
    expect(understand("quanto de açúcar tem no meu dia?").nutrients).toEqual(["sugar"]);
  });
});
