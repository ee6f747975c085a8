import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { replyTexts } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

/** The replies that answer nothing, or another question. */
const NO_ANSWER = /Não tenho uma resposta verificada|fora do que eu faço|nada além do que já te disse/;

describe("the glycaemic index of a food is answered from the tables and the engine's carbohydrate (decision 185)", () => {
  it("'o cafe tem ig alto?': no carbohydrate, no index that matters; never the caffeine article", async () => {
    const [reply] = await replyTexts(app, "o cafe tem ig alto?");
    expect(reply).toContain("**o índice glicêmico não se aplica**");
    expect(reply).not.toMatch(/cafeína/i);
  });

  it("'qual o índice glicêmico da banana?' then 'e da maçã?': each fruit's index and load, the follow-up on the same subject", async () => {
    const [banana, apple] = await replyTexts(app, "qual o índice glicêmico da banana?", "e da maçã?");
    expect(banana).toMatch(/\*\*Banana prata\*\*: índice glicêmico \*\*51 \(baixo\)\*\*/);
    expect(banana).toMatch(/carga glicêmica \*\*\d+ \(baixa\)\*\*/);
    expect(apple).toMatch(/índice glicêmico \*\*36 \(baixo\)\*\*/);
    expect(apple).not.toMatch(NO_ANSWER);
  });

  it("'batata doce tem indice glicemico menor que a inglesa?': the other kind read from the elided name, the lower one named", async () => {
    const [reply] = await replyTexts(app, "batata doce tem indice glicemico menor que a inglesa?");
    expect(reply).toContain("**63 (médio)**");
    expect(reply).toContain("**78 (alto)**");
    expect(reply).toContain("**batata doce cozida** tem o menor índice glicêmico");
  });

  it("'e com açúcar?' after coffee's index: the sugar carries it", async () => {
    const [, sweet] = await replyTexts(app, "qual o indice glicemico do cafe?", "e do cafe com acucar?");
    expect(sweet).toMatch(/\*\*Açúcar refinado\*\*: índice glicêmico \*\*65 \(médio\)\*\*/);
  });
});

describe("a comparison keeps its subject, and ranks what was asked", () => {
  it("'arroz ou macarrao, qual engorda mais?' then 'e o cuscuz?': the three, calories ranked", async () => {
    const [, more] = await replyTexts(app, "arroz ou macarrao, qual engorda mais?", "e o cuscuz?");
    expect(more).toMatch(/^\*\*Mais calorias: /);
    expect(more).toMatch(/\*\*Arroz branco cozido\*\*[\s\S]*\*\*Macarrão cozido\*\*[\s\S]*\*\*Cuscuz de milho\*\*/);
  });

  it("'qual tem mais açúcar, coca ou suco de caixinha?': the sugar of drinks ranked per 100 g, each portion beside it", async () => {
    const [reply] = await replyTexts(app, "qual tem mais açúcar, coca ou suco de caixinha?");
    expect(reply).toMatch(/^\*\*Mais açúcar: néctar de fruta \(suco de caixinha\)\*\*, com 12 g por 100 g/);
    expect(reply).toContain("A tabela não separa os açúcares");
  });

  it("'e o integral?' after the calories of a French roll: wholemeal bread, never bread with butter", async () => {
    const [, wholemeal] = await replyTexts(app, "quantas calorias tem um pao frances?", "e o integral?");
    expect(wholemeal).toContain("Pão integral");
    expect(wholemeal).not.toMatch(/manteiga/i);
  });
});

describe("timing, labels and a relative who stopped eating get an answer of their own", () => {
  it("'tem hora certa pra comer carboidrato?': no forbidden hour, training and sleep, never the canned no-answer", async () => {
    const [reply] = await replyTexts(app, "tem hora certa pra comer carboidrato?");
    expect(reply).toContain("**Não há horário proibido**");
    expect(reply).not.toMatch(NO_ANSWER);
  });

  it("'meu avô de 80 anos não quer comer nada faz 2 dias': care today, before the ideas", async () => {
    const [reply] = await replyTexts(app, "meu avô de 80 anos não quer comer nada faz 2 dias, o que eu faço?");
    expect(reply).toMatch(/^\*\*Se ele parou de comer há um dia ou mais, o atendimento é hoje\*\*/);
    expect(reply).toContain("**SAMU 192**");
  });

  it("'minha vó de 82 anos tá emagrecendo, come pouquinho': weight lost without trying, never the advice on losing weight", async () => {
    const [reply] = await replyTexts(app, "minha vo de 82 anos ta emagrecendo, come pouquinho");
    expect(reply).toContain("**Pessoa idosa perdendo peso sem querer**");
    expect(reply).not.toContain("emagrecer pede cuidado com o músculo");
  });

  it("'minha mãe parou de comer, o que eu faço?' with no age said: when it is urgent, who to see, what to offer", async () => {
    const [reply] = await replyTexts(app, "minha mãe parou de comer, o que eu faço?");
    expect(reply).toContain("**Atendimento hoje**");
    expect(reply).toContain("**SAMU 192**");
    expect(reply).not.toMatch(NO_ANSWER);
  });

  it("'meu pai nao quer comer nada': the same steps, said of a father", async () => {
    const [reply] = await replyTexts(app, "meu pai nao quer comer nada, como ajudo?");
    expect(reply).toContain("**Atendimento hoje**");
  });

  it("'minha cachorra parou de comer': never the care for a person", async () => {
    const [reply] = await replyTexts(app, "minha cachorra parou de comer, o que eu faço?");
    expect(reply).not.toContain("**Atendimento hoje**");
  });

  it("'o que eu confiro na embalagem de um produto light?': what a light label says and what to check", async () => {
    const [reply] = await replyTexts(app, "o que eu confiro na embalagem de um produto light?");
    expect(reply).toContain("**qual nutriente foi reduzido**");
  });

  it("'como sei pelo rotulo se um produto tem muito sodio?': the front warning and the table, never the allergen label", async () => {
    const [reply] = await replyTexts(app, "como sei pelo rotulo se um produto tem muito sodio?");
    expect(reply).toContain("sódio a partir de 600 mg");
    expect(reply).not.toContain("ALÉRGICOS");
  });
});

describe("saving money gets prices and swaps, not only principles", () => {
  it("'to liso esse mes, como como direito gastando pouco?': what 20 g of protein costs in each source, cheapest first", async () => {
    const [reply] = await replyTexts(app, "to liso esse mes, como faço pra comer direito gastando pouco?");
    expect(reply).toContain("**Quanto custam 20 g de proteína**");
    expect(reply).toMatch(/- feijão carioca \(seco\): cerca de \*\*R\$ 0,70\*\* \(100 g\)\n- lentilha/);
  });
});
