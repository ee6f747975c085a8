import { describe, expect, it } from "vitest";
import { conditionsFromLabs, readLabResults } from "./lab-results";

describe("test results said with their numbers", () => {
  it.each([
    ["meu ldl deu 190", [{ marker: "LDL", value: 190 }]],
    ["colesterol ruim ta em 172 mg/dl", [{ marker: "LDL", value: 172 }]],
    ["fiz exame e deu glicemia de jejum 112 e glicada 6,0", [{ marker: "A1C", value: 6 }, { marker: "FASTING_GLUCOSE", value: 112 }]],
    ["a hemoglobina glicada veio 6.8%", [{ marker: "A1C", value: 6.8 }]],
    ["minha pressão deu 14 por 9 ontem", [{ marker: "PRESSURE", value: 140, diastolic: 90 }]],
    ["pressao 150x100", [{ marker: "PRESSURE", value: 150, diastolic: 100 }]],
    ["triglicerides 320 e hdl 35", [{ marker: "HDL", value: 35 }, { marker: "TRIGLYCERIDES", value: 320 }]],
    ["acido urico deu 8,2", [{ marker: "URIC_ACID", value: 8.2 }]],
    ["ferritina 9, vitamina d 18", [{ marker: "FERRITIN", value: 9 }, { marker: "VITAMIN_D", value: 18 }]],
  ])("reads %s", (text, expected) => {
    expect(readLabResults(text)).toEqual(expect.arrayContaining(expected));
    expect(readLabResults(text)).toHaveLength(expected.length);
  });

  it("reads nothing in a meal or in a question about a marker with no number", () => {
    expect(readLabResults("comi 2 ovos e 1 pão")).toEqual([]);
    expect(readLabResults("ovo aumenta o colesterol?")).toEqual([]);
    expect(readLabResults("tenho colesterol alto faz 2 anos")).toEqual([]);
  });

  it("places a result in a condition only past the guideline's line, and pre-diabetes never as diabetes", () => {
    expect(conditionsFromLabs(readLabResults("ldl 190"))).toEqual(["HYPERCHOLESTEROLEMIA"]);
    expect(conditionsFromLabs(readLabResults("glicemia de jejum 112 e glicada 6,0"))).toEqual([]);
    expect(conditionsFromLabs(readLabResults("glicemia 140"))).toEqual(["DIABETES"]);
    expect(conditionsFromLabs(readLabResults("pressão 14 por 9"))).toEqual(["HYPERTENSION"]);
    expect(conditionsFromLabs(readLabResults("pressão 12 por 8"))).toEqual([]);
  });
});
