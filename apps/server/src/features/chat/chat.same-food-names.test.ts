import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { converse } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

/** Issue 27, decision 180: regional names of one food asked side by side are answered as names, never a card. */
describe("names of one food", () => {
  it.each([
    ["qual a diferenca de macaxeira, aipim e mandioca?", /^Nenhuma: \*\*macaxeira\*\*, \*\*aipim\*\* e \*\*mandioca\*\* são nomes do mesmo alimento/],
    ["jerimum e abóbora é a mesma coisa?", /^Sim: \*\*jerimum\*\* e \*\*abóbora\*\* são nomes do mesmo alimento/],
    ["bergamota e mexerica sao iguais?", /^Sim: \*\*bergamota\*\* e \*\*mexerica\*\* são nomes do mesmo alimento/],
  ])("'%s'", async (asked, answer) => {
    const [reply] = await converse(app, asked);
    expect(reply!.message).toMatch(answer);
    expect(reply!.calculation).toBeNull();
  });

  it("'o que é mungunzá?' then 'aqui chamam de canjica, é a mesma coisa?': the table's name, then both names of it", async () => {
    const [what, same] = await converse(app, "vc sabe oq é mungunzá?", "aqui em sp chamam de canjica ne? é a mesma coisa?");
    expect(what!.message).toMatch(/^Na tabela de alimentos, \*\*mungunzá\*\* é registrado como \*\*Canjica com leite\*\*/);
    expect(same!.message).toMatch(/^Sim: \*\*mungunzá\*\* e \*\*canjica\*\* são nomes do mesmo alimento/);
  });

  it("two different foods set side by side are still compared", async () => {
    const [reply] = await converse(app, "farinha de aveia é igual aveia em flocos?");
    expect(reply!.message).toContain("Comparando pelos dados da tabela");
  });
});
