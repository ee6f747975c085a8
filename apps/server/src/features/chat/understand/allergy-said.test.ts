import { describe, expect, it } from "vitest";
import { readStatedFacts } from "./stated-facts";

const avoid = (text: string) => readStatedFacts(text).avoid.map((a) => `${a.component}:${a.kind}:${a.severity}`);

/** Allergies and intolerances however they are said, the food first or after (issue 27, decision 179). */
describe("an allergy said in words", () => {
  it.each([
    ["ovo me dá alergia", "egg:allergy"],
    ["ovo me da alergia kkk", "egg:allergy"],
    ["camarão me dá uma reação horrível", "shellfish:allergy"],
    ["frutos do mar me causam urticaria", "shellfish:allergy"],
    ["amendoim fecha minha garganta", "peanut:allergy:SEVERE"],
    ["camarão me fecha a garganta", "shellfish:allergy:SEVERE"],
    ["não posso nem chegar perto de amendoim", "peanut:allergy:SEVERE"],
    ["nao posso nem sentir o cheiro de peixe", "fish:allergy:SEVERE"],
    ["já tive anafilaxia com castanha", "tree_nuts:allergy:SEVERE"],
    ["leite me faz mal", "lactose:intolerance"],
    ["passo mal quando como glúten", "gluten:intolerance"],
    ["castanha me deixa toda empolada", "tree_nuts:allergy"],
    ["sou alérgica a pinoli", "tree_nuts:allergy"],
    ["tenho alergia a tofu", "soy:allergy"],
    // Decision 199: the allergy said right after the food, and a throat that "já fechou".
    ["sem ovo, tenho alergia (ja fechou a garganta uma vez)", "egg:allergy:SEVERE"],
    ["nada de camarão, sou alérgico", "shellfish:allergy"],
  ])("%s → %s", (text, expected) => {
    expect(avoid(text).some((a) => a.startsWith(expected)), avoid(text).join(", ")).toBe(true);
  });

  it.each(["ovo faz mal pro colesterol?", "amendoim dá alergia em muita gente?", "ovo não me dá alergia, só não gosto", "comi camarão ontem", "o peixe tava bom demais", "comi ovo e tenho alergia a poeira"])(
    "reads no allergy in %s",
    (text) => expect(avoid(text)).toEqual([]),
  );

  it("keeps one fact per family said twice, the strictest", () => {
    expect(avoid("tenho alergia a nozes e castanhas")).toEqual(["tree_nuts:allergy:MODERATE"]);
  });
});
