import { describe, expect, it } from "vitest";
import { analyze } from "../analyze/analyze";
import { FOODS } from "./catalog";
import { POF_ROWS } from "./data/pof.generated";
import { loadPofRows } from "./pof-csv";

describe("a tabela da POF como fonte ao lado da TACO", () => {
  it("o módulo gerado é a tabela do IBGE linha a linha (npm run build:pof -w @nutriguia/nutrition)", () => {
    expect(POF_ROWS).toEqual(loadPofRows());
    expect(POF_ROWS).toHaveLength(1971);
  });

  it("cada linha é um alimento da base com seu código e preparação, sem repetir ids", () => {
    const pof = FOODS.filter((f) => f.pof);
    expect(pof).toHaveLength(1971);
    expect(new Set(FOODS.map((f) => f.id)).size).toBe(FOODS.length);
    const feijao = pof.find((f) => f.pof?.code === 6303102);
    expect(feijao?.nutrients).toMatchObject({ energy: 97.41, carbohydrates: 15.05, protein: expect.any(Number) });
  });

  it("a TACO continua a fonte onde tem o alimento; a POF entra com pratos e preparações que ela não tem", () => {
    const reading = (text: string) => analyze(text).items.map((i) => [i.sourceTable, i.sourceCode, i.dish ?? "alimento"]);
    expect(reading("arroz")).toEqual([["TACO", "3", "alimento"]]);
    expect(reading("feijão")).toEqual([["TACO", "561", "alimento"]]);
    expect(reading("macarrão com carne")).toEqual([["POF", "6573225/99", "prato"]]);
    expect(reading("arroz com galinha")).toEqual([["POF", "8506201/99", "prato"]]);
    expect(reading("peixada")).toEqual([["POF", "7600101/13", "prato"]]);
    expect(reading("caldo de peixe")).toEqual([["POF", "7007701/99", "prato"]]);
    expect(reading("escondidinho")).toEqual([["receita", undefined, "receita"]]);
    expect(reading("feijoada")).toEqual([["TACO", "540", "alimento"]]);
  });

  it("cada item diz a leitura escolhida, a tabela e a linha, e oferece alternativas para trocar", () => {
    const [item] = analyze("1 concha de feijão").items;
    expect(item).toMatchObject({ reading: "Feijão carioca cozido", grams: 140, sourceTable: "TACO", sourceCode: "561" });
    expect(item?.alternatives?.length).toBeGreaterThan(1);
    expect(item?.alternatives?.every((a) => a.foodId !== item.foodId && a.name.length > 0)).toBe(true);
  });
});
