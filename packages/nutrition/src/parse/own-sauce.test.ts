import { describe, expect, it } from "vitest";
import { analyze } from "../analyze/analyze";

const foods = (text: string) => analyze(text).items.map((i) => i.food);

describe("um molho sem tipo é o molho do próprio prato", () => {
  it("'com molho' depois de uma carne ou de um frango não vira uma porção de molho de tomate", () => {
    for (const text of ["carne de panela com molho e arroz", "bife com molho e batata", "frango com molho e arroz", "almôndega com molho", "lasanha com molho", "pão com molho"]) {
      expect(foods(text), text).not.toContain("Molho de tomate");
      expect(analyze(text).unread, text).toEqual([]);
    }
  });

  it("o prato fica ao molho quando a tabela tem essa preparação", () => {
    expect(foods("frango com molho e arroz")[0]).toMatch(/^Frango.*ao molho/);
    expect(foods("carne moída com molho")[0]).toMatch(/^Carne moída ao molho/);
    expect(foods("carne de panela com molho")).toEqual([foods("carne de panela")[0]]);
  });

  it("um molho com nome, ou pedido sozinho, continua sendo o molho", () => {
    expect(foods("macarrão com molho de tomate")[0]).toMatch(/molho vermelho/);
    expect(foods("macarrão com molho branco").join("; ")).toMatch(/molho branco/i);
    expect(foods("molho de tomate")).toEqual(["Molho de tomate"]);
  });
});
