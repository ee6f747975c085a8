import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { replyTexts } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

/** The replies that answer nothing, or say the base has nothing on it. */
const NO_ANSWER = /Não tenho uma resposta verificada|fora do que eu faço|não tenho na minha base|Não tenho \*\*\w+\*\* na minha base/;

describe("everyday foods and products asked about are answered on themselves (decision 197)", () => {
  it("'kefir faz bem pro intestino?' and 'kombucha e saudavel?': the fermented foods, never a refusal", async () => {
    const [kefir] = await replyTexts(app, "kefir faz bem pro intestino?");
    expect(kefir).toMatch(/leites fermentados/);
    expect(kefir).toMatch(/fibra/);
    const [kombucha] = await replyTexts(app, "kombucha e saudavel?");
    expect(kombucha).toMatch(/chá adoçado fermentado/);
    for (const r of [kefir, kombucha]) expect(r).not.toMatch(NO_ANSWER);
  });

  it("'suco de beterraba ajuda no treino?': the nitrate, never the beetroot-and-iron myth", async () => {
    const [reply] = await replyTexts(app, "suco de beterraba ajuda no treino?");
    expect(reply).toMatch(/nitrato/);
    expect(reply).not.toContain("Beterraba aumenta o ferro");
  });

  it("'gelatina zero engorda?' and 'quantas calorias tem a cerveja sem alcool?': the product said, not the plain food's row", async () => {
    const [gelatine] = await replyTexts(app, "gelatina zero engorda?");
    expect(gelatine).toMatch(/adoçada com adoçante/);
    expect(gelatine).not.toMatch(/Tem bastante açúcar/);
    const [beer] = await replyTexts(app, "quantas calorias tem a cerveja sem alcool?");
    expect(beer).toMatch(/20 e 30 kcal por 100 mL/);
    expect(beer).not.toMatch(/Cerveja\*\* — 1 lata/);
  });

  it("'queijo amarelo engorda mais q o branco?': white and yellow cheeses weighed, not minas frescal alone", async () => {
    const [reply] = await replyTexts(app, "queijo amarelo engorda mais q o branco?");
    expect(reply).toMatch(/mussarela/);
    expect(reply).toMatch(/ricota/);
  });

  it("'quantas castanhas do para por dia pode?' and 'caseina ou whey pra tomar a noite?': the entry keyed on the food said", async () => {
    const [nut] = await replyTexts(app, "quantas castanhas do para por dia pode?");
    expect(nut).toContain("**Castanha-do-pará faz bem? Quantas por dia**");
    const [casein] = await replyTexts(app, "caseina ou whey pra tomar a noite?");
    expect(casein).toContain("**Caseína: para que serve? Vale tomar antes de dormir?**");
    expect(casein).not.toContain("Nomes do leite na lista de ingredientes");
  });
});
