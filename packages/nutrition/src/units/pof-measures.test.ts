import { describe, expect, it } from "vitest";
import { analyze } from "../analyze/analyze";
import { FOODS, getFood } from "../foods/catalog";
import { readUnit } from "../parse/units";
import { normalizeText } from "../text/normalize";
import { POF_MEASURE_TABLE, TACO_MEASURE_LINKS } from "./pof-measures";

/** How people say each canonical measure, when it is not its own name. */
const SAID: Readonly<Record<string, string>> = { xícara: "xícara de chá", copo: "copo médio" };

function gramsOf(text: string): number[] {
  return analyze(text).items.map((i) => i.grams);
}

describe("medidas caseiras da Tabela de Medidas Referidas (IBGE, POF 2008-2009)", () => {
  it("cada alimento com linha transcrita tem exatamente os gramas da tabela em cada medida", () => {
    let checked = 0;
    for (const food of FOODS) {
      const code = food.pof?.code ?? (food.tacoId !== undefined ? TACO_MEASURE_LINKS[food.tacoId] : undefined);
      const table = code !== undefined && !(food.pof && food.pof.preparation >= 14 && food.pof.preparation <= 15) ? POF_MEASURE_TABLE[code] : undefined;
      if (!table) continue;
      for (const [measure, grams] of Object.entries(table)) {
        expect(food.measures[measure], `${food.name} · ${measure}`).toBe(grams);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  it("cada medida que o leitor entende resolve, numa frase, para os gramas da tabela", () => {
    const cases: [string, number, string][] = [];
    for (const food of FOODS) {
      const alias = food.aliases[0];
      const table = food.pof && food.rank < 40 && food.pof.preparation !== 15 ? POF_MEASURE_TABLE[food.pof.code] : undefined;
      if (!table || !alias) continue;
      for (const [measure, grams] of Object.entries(table)) {
        const said = SAID[measure] ?? measure;
        const read = readUnit(normalizeText(said).split(" "), 0);
        if (read?.unit.unit !== measure || read.unit.factor !== 1) continue;
        cases.push([`1 ${said} de ${alias}`, grams, food.id]);
      }
    }
    expect(cases.length).toBeGreaterThan(100);
    const resolved = cases.filter(([text, , id]) => analyze(text).items[0]?.foodId === id);
    expect(resolved.length).toBeGreaterThan(cases.length * 0.9);
    const wrong = resolved.filter(([text, grams]) => gramsOf(text)[0] !== grams);
    expect(wrong, JSON.stringify(wrong)).toEqual([]);
  });

  it("lê as medidas dos inquéritos como estão na tabela, com tamanhos e frações", () => {
    expect(gramsOf("2 colheres de servir de arroz")).toEqual([90]);
    expect(gramsOf("1 concha de feijão")).toEqual([140]);
    expect(gramsOf("1 pegador de macarrão")).toEqual([110]);
    expect(gramsOf("4 pedaços de carne assada")).toEqual([140]);
    expect(gramsOf("1 xícara de chá de leite")).toEqual([200]);
    expect(gramsOf("1 copo americano de suco")).toEqual([190]);
    expect(gramsOf("1 copo americano de café com leite")).toEqual([150]);
    expect(gramsOf("1 escumadeira de arroz")).toEqual([85]);
    expect(gramsOf("1 prato fundo de sopa")).toEqual([520]);
    expect(gramsOf("meia xícara de chá de leite")).toEqual([100]);
    expect(gramsOf("uma e meia concha de feijão")).toEqual([210]);
    expect(gramsOf("1/2 concha de feijão")).toEqual([70]);
    expect(gramsOf("meio pegador de macarrão")).toEqual([55]);
    expect(gramsOf("1 colher de sopa rasa de arroz")).toEqual([15]);
    expect(gramsOf("1 pedaço grande de carne cozida")).toEqual([45.5]);
    expect(gramsOf("2 bifes fritos")).toEqual([200]);
  });

  it("cai na medida do grupo quando o alimento não tem linha própria: bebidas, sopas, carnes e aves", () => {
    expect(getFood("refrigerante-de-cola-480")?.measures["copo americano"]).toBe(190);
    expect(getFood("refrigerante-de-cola-480")?.measures["copo pequeno"]).toBe(150);
    expect(gramsOf("1 pedaço de carne bovina grelhada")).toEqual([35]);
    expect(gramsOf("1 caneca de chá")).toEqual([300]);
  });
});
