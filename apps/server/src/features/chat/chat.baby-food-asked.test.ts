import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { converse } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

/** Issue 27, decision 189: a baby's age said with where their food stands, and a food asked for the baby. */
describe("a baby's food", () => {
  it.each([
    ["minha filha tem 10 meses, ja come comida da casa", /10 meses\*\*: o leite materno continua[\s\S]*mel não, antes de 1 ano/],
    ["tenho um bebe de 7 meses começando a introdução alimentar", /7 meses\*\*: o leite materno continua/],
    ["meu filho tem 4 meses", /4 meses\*\*: até os 6 meses, só leite materno/],
  ])("'%s' is kept as the child's age, with what holds at that age", async (said, line) => {
    const [reply] = await converse(app, said);
    expect(reply!.message).toMatch(/Anotei/);
    expect(reply!.message).toMatch(line);
  });

  it("'posso dar ovo mexido e feijão amassado pra ela?' for a 10-month-old: yes, how it is given, no adult portion", async () => {
    const [, reply] = await converse(app, "minha filha tem 10 meses, ja come comida da casa", "posso dar ovo mexido e feijao amassado pra ela?");
    expect(reply!.message).toMatch(/^\*\*Pode, sim:\*\*[\s\S]*Sem sal e sem açúcar[\s\S]*gema dura/);
    expect(reply!.message).not.toMatch(/kcal/);
  });

  it("'ele pode comer frango desfiado?' for an 8-month-old is about the baby, not a cooking tip", async () => {
    const [, reply] = await converse(app, "meu bebe tem 8 meses", "ele pode comer frango desfiado?");
    expect(reply!.message).toMatch(/^\*\*Pode, sim:\*\*[\s\S]*amassado com o garfo/i);
  });

  it("honey for a 10-month-old is still refused", async () => {
    const [, reply] = await converse(app, "minha filha tem 10 meses", "posso dar iogurte com mel pra ela?");
    expect(reply!.message).toMatch(/botulismo/);
    expect(reply!.message).not.toMatch(/^\*\*Pode, sim/);
  });
});
