import { describe, expect, it } from "vitest";
import { understand } from "./understand";
import { readStatedFacts } from "./stated-facts";

describe("a fact about oneself is read wherever the message says it", () => {
  it("acknowledges a condition said after small talk or with a tag question, never sends it out of scope", () => {
    const celiac = understand("ufa cheguei do trampo. sou celiaca e no refeitorio de la quase nada serve pra mim");
    expect(celiac.type).toBe("statement");
    expect(celiac.stated.conditions).toContain("CELIAC_DISEASE");
    expect(understand("sou vegana, ta? rs").type).toBe("statement");
    expect(understand("sou vegana, qual proteina eu como?").type).not.toBe("statement");
  });

  it("reads a marker said to be high by any of the names a lab report gives it, and never a high 'colesterol bom'", () => {
    expect(readStatedFacts("minha glicada ta alta").conditions).toEqual(["DIABETES"]);
    expect(readStatedFacts("a hba1c deu alta no exame").conditions).toEqual(["DIABETES"]);
    expect(readStatedFacts("meus triglicerides tao nas alturas").conditions).toEqual(["HYPERCHOLESTEROLEMIA"]);
    expect(readStatedFacts("o ldl colesterol veio elevado").conditions).toEqual(["HYPERCHOLESTEROLEMIA"]);
    expect(readStatedFacts("meu colesterol bom ta alto, o medico elogiou").conditions).toEqual([]);
  });

  it("reads kidney disease and pregnancy as people say them", () => {
    const kidney = understand("minha nefro falou q meus rins tao funcionando uns 30%, mas to bem");
    expect(kidney.type).toBe("statement");
    expect(kidney.stated.conditions).toContain("KIDNEY_DISEASE");
    expect(understand("to de 7 meses, o bebe ja chuta mt kkk").stated.conditions).toContain("PREGNANCY");
    expect(understand("meu filho tem 7 meses").stated.conditions).not.toContain("PREGNANCY");
  });

  it("reads a child's age said in years and months ('1 ano e 3 meses') and a baby's in months", () => {
    expect(understand("meu filho tem 1 ano e 3 meses").stated.child).toEqual({ age: 1 });
    expect(understand("minha filha tem 8 meses").stated.child).toEqual({ age: 8 / 12 });
  });

  it("reads training said as sports people play ('jogo bola 3x na semana e faço muay thai 2x, treino pesado')", () => {
    expect(understand("jogo bola 3x na semana e faço muay thai 2x, treino pesado msm").stated.training).toBe(true);
    expect(understand("jogo videogame todo dia").stated.training).toBe(false);
  });

  it("reads 'nada de porco' said alone as a food left out, never as a pork chop to log", () => {
    const pork = understand("nada de porco, ta?");
    expect(pork.type).toBe("statement");
    expect(pork.stated.exclusions).toContain("porco");
    expect(understand("comi bisteca de porco").type).toBe("meal-to-log");
  });

  it("keeps what the person denies and what belongs to someone else out of their own facts", () => {
    expect(readStatedFacts("não tenho diabetes, só quero emagrecer").conditions).toEqual([]);
    expect(readStatedFacts("meu marido tem diabetes").conditions).toEqual([]);
    expect(readStatedFacts("minha mae é diabetica, eu tenho pressao alta").conditions).toEqual(["HYPERTENSION"]);
    expect(readStatedFacts("não sou vegana mas como pouca carne").diets).toEqual([]);
    expect(readStatedFacts("nao to gravida, to amamentando").conditions).toEqual(["LACTATION"]);
    // A child's allergy still warns about the child's food; the child's condition is not the parent's.
    expect(readStatedFacts("meu filho tem 8 anos e é celiaco").conditions).toEqual([]);
    // The child's allergy is kept with the child (decision 194), never as the parent's own.
    expect(readStatedFacts("minha filha tem alergia a ovo").avoid).toEqual([]);
    expect(readStatedFacts("minha filha tem alergia a ovo").child?.avoid?.map((a) => a.component)).toContain("egg");
  });

  it("reads a severity said in slang: 'intolerância a lactose, das brabas' is severe", () => {
    expect(readStatedFacts("e tenho intolerancia a lactose, das brabas").avoid).toContainEqual(expect.objectContaining({ component: "lactose", severity: "SEVERE" }));
    expect(readStatedFacts("tenho intolerancia a lactose leve").avoid).toContainEqual(expect.objectContaining({ component: "lactose", severity: "MILD" }));
  });
});

