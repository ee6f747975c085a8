import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { converse } from "../../../test/chat-fixtures";

/** Issue 27, decision 160: a fact said right after a card is applied to that card, not only to the next answers. */
let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const LEAD = "Sobre a refeição do cartão acima";
const last = async (...messages: string[]) => (await converse(app, ...messages)).at(-1)!.message;

describe("a fact said after the card", () => {
  it("reads the card again with the condition, the diet or the intolerance just told", async () => {
    const pressure = await last("comi um acaraje completo na praia", "ah, sou hipertensa, esqueci de falar");
    expect(pressure).toContain(LEAD);
    expect(pressure).toMatch(/acarajé .*mg de sódio/);
    const vegan = await last("almocei arroz, feijão, bife e salada", "ah, virei vegana faz 2 meses");
    expect(vegan).toContain(LEAD);
    expect(vegan).toMatch(/Contra-filé .*contém carne/);
    const lactose = await last("tomei um café com leite e comi pão de queijo", "tenho intolerância a lactose");
    expect(lactose).toMatch(/Café com leite contém lactose/);
  });

  it("says nothing of a card the fact does not touch, nor of a card never shown", async () => {
    expect(await last("comi uma maçã", "sou hipertensa")).not.toContain(LEAD);
    expect(await last("sou celíaca")).not.toContain(LEAD);
    expect(await last("comi uma tapioca com ovo", "virei vegetariana")).not.toContain(LEAD);
  });
});
