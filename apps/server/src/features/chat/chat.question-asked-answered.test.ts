import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { converse } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const CARD = /Analisei sua refeição|Informações Nutricionais/;
const FALLBACK = /resposta verificada|orientação verificada|fora do que eu faço|reformule/;
const last = async (...messages: string[]) => (await converse(app, ...messages)).at(-1)!.message;

/** Decision 157: foods asked by a nutrient are ranked from the food table, within the group and besides the foods said. */
describe("which foods have a nutrient, besides one named or within a group", () => {
  it.each([
    ["quais alimentos têm cálcio além do leite?", /cálcio/, /^- Leite/m],
    ["quais alimentos tem ferro alem da carne?", /ferro/, /^- (Carne|Bife|Patinho|Fígado)/m],
    ["fora o feijão, o que tem mais proteína?", /proteína/, /^- Feijão/m],
    ["que fruta tem mais potassio alem da banana?", /potássio/, /^- Banana/m],
  ])("%s", async (message, nutrient, leftOut) => {
    const reply = await last(message);
    expect(reply).toMatch(/fontes de \*\*/);
    expect(reply).toMatch(nutrient);
    expect(reply).not.toMatch(leftOut);
    expect(reply).not.toMatch(/^\*\*Sim:/m);
    expect(reply).not.toMatch(CARD);
  });

  it("'qual fruta tem mais vitamina c?' lists fruits, never the smoothie called vitamina", async () => {
    const reply = await last("qual fruta tem mais vitamina c?");
    expect(reply).toContain("entre as frutas");
    expect(reply).toMatch(/Acerola/);
    expect(reply).not.toMatch(/^\*\*Vitamina\*\*/m);
  });

  it("'quais verduras têm mais cálcio' keeps to vegetables", async () => {
    const reply = await last("quais verduras tem mais calcio");
    expect(reply).toContain("entre verduras e legumes");
    expect(reply).not.toMatch(/^- (Leite|Queijo|Iogurte|Sardinha)/m);
  });

  it("two foods named beside the nutrient are still compared, not ranked", async () => {
    const reply = await last("o que tem mais ferro, feijão ou lentilha?");
    expect(reply).not.toMatch(/fontes de \*\*/);
    expect(reply).toMatch(/Mais ferro: lentilha/i);
  });

  it("a nutrient of one food is still that food's amount", async () => {
    const reply = await last("quanto de ferro tem no feijão?");
    expect(reply).toMatch(/Feijão[^\n]*mg de ferro/);
  });
});

/** A measure asked with no food is the measure of the food the message before spoke of. */
describe("a measure asked after a food", () => {
  it("'1 scoop tem quantas gramas?' after whey is the whey's scoop", async () => {
    const reply = await last("quanto de proteína tem no whey?", "1 scoop tem quantas gramas?");
    expect(reply).toMatch(/1 scoop de whey protein\*\* tem cerca de \*\*30 g/);
    expect(reply).not.toMatch(FALLBACK);
  });

  it("'uma fatia dá quantos gramas?' after pizza is a slice of that pizza", async () => {
    const reply = await last("quantas calorias tem uma pizza de mussarela?", "uma fatia da quantas gramas?");
    expect(reply).toMatch(/1 fatia de pizza[^*]*\*\* tem cerca de \*\*\d+ g/);
  });

  it("'quantas fatias é de boa?' is no measure of a measure", async () => {
    const reply = await last("comi 2 fatia de pizza de calabresa no almoço", "quantas fatias é de boa?");
    expect(reply).not.toMatch(/equivale a cerca de \*\*2 fatias/);
  });
});

/** A food's calories asked are answered with its card, as a question: nothing praises a log that was not made. */
describe("a food's calories asked", () => {
  it("opens with the food and says nothing was logged", async () => {
    const reply = await last("qts calorias tem um pastel de feira?");
    expect(reply).toMatch(/^Pastel de feira \(1 unidade, 120 g\) tem cerca de \*\*/);
    expect(reply).toContain("Informações Nutricionais");
    expect(reply).toContain("Nada foi registrado");
    expect(reply).not.toContain("Anotar o que você come");
  });

  it("a meal told keeps the logging card", async () => {
    const reply = await last("comi um pastel de feira agora");
    expect(reply).toMatch(/^Analisei sua refeição/m);
    expect(reply).toContain("Confirme abaixo se quer registrar");
  });
});

/** With no curated entry, a judgement on a food is composed from its numbers, never a bare card. */
describe("a food judged from its numbers", () => {
  it.each([
    ["queijo coalho é mt gorduroso?", /^Sim, é rico em gordura: \*\*Queijo coalho\*\* tem 25 g de gordura por 100 g/m],
    ["mortadela é muito salgada?", /^Sim, é alto em sódio: \*\*Mortadela\*\*/m],
    ["barrinha de cereal é saudavel?", /\*\*Barra de cereais\*\* cabe de vez em quando/],
    ["batata palha faz mal?", /\*\*Batata palha\*\* cabe de vez em quando[^\n]*muita gordura/],
    ["presunto é muito salgado?", /^Sim, é alto em sódio: \*\*Presunto\*\*/m],
  ])("%s", async (message, verdict) => {
    const reply = await last(message);
    expect(reply).toMatch(verdict);
    expect(reply).not.toMatch(FALLBACK);
  });

  it("a diet product read as the plain one is not judged by the plain one's sugar", async () => {
    const reply = await last("gelatina diet pode comer a vontade?");
    expect(reply).not.toMatch(/bastante açúcar/);
  });
});

describe("another kind of the food asked next", () => {
  it("'e o de forma comum?' after wholegrain bread is the plain sliced bread", async () => {
    const reply = await last("pão integral tem quantas calorias?", "e o de forma comum?");
    expect(reply).toMatch(/^Pão de forma \(/m);
    expect(reply).not.toContain("como Pão integral");
  });
});

describe("two foods set side by side", () => {
  it("'farinha de aveia é igual aveia em flocos?' compares them", async () => {
    const reply = await last("farinha de aveia é igual aveia em flocos?");
    expect(reply).toContain("Comparando pelos dados da tabela");
  });

  it("two foods with the same calories per gram are not called lighter", async () => {
    const reply = await last("azeite ou oleo de soja pra cozinhar?");
    expect(reply).toContain("os dois têm praticamente as mesmas calorias");
    expect(reply).not.toMatch(/\*\*azeite[^*]*\*\* tem menos calorias/);
  });
});
