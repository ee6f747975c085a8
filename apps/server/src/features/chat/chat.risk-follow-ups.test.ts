import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { replyTexts } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());


/** The turn after a risk, answered as asked and never softer (issue 27, decision 136). */
describe("the turn after a risk", () => {
  it.each([
    ["comi amendoim e minha garganta ta fechando", "melhorou um pouco, posso so tomar um antialergico?"],
    ["comi camarao e to com a boca inchando", "vou esperar passar ne?"],
    ["comi uma torta com nozes e to com placas vermelhas e a lingua inchada", "é normal isso?"],
  ])("after an allergic reaction, waiting or an antihistamine gets 'do not wait' and SAMU: %s / %s", async (...messages) => {
    const last = (await replyTexts(app, ...messages)).at(-1)!;
    expect(last).toContain("Não espere passar, e antialérgico não resolve");
    expect(last).toContain("192");
  });

  it.each([
    ["tomo uns lacto purga qnd exagero no fds", "quantas calorias eu elimino assim?"],
    ["uso dulcolax pra compensar quando como demais", "qnts calorias sai com isso?"],
  ])("the calories 'taken out' by laxatives are answered for laxatives: %s", async (...messages) => {
    const last = (await replyTexts(app, ...messages)).at(-1)!;
    expect(last).toContain("o laxante age no fim do intestino");
    expect(last).not.toContain("o vômito não devolve");
  });

  it.each([
    ["minha filha tem 9 meses", "posso dar mel pra ela?", "posso substituir a formula por leite integral?"],
    ["meu neto tem 7 meses e mama no peito", "e se eu trocar por leite de saquinho?"],
  ])("cow's milk asked turns after the baby's age is still a no: %s", async (...messages) => {
    expect((await replyTexts(app, ...messages)).at(-1)).toContain("Antes de 1 ano, não troque o leite do peito");
  });

  it.each([
    ["sabado vou pra balada e vou beber muito", "vou ficar sem comer o dia todo pra nao engordar"],
    ["no churrasco vou tomar umas 10 cervejas", "pensei em nao comer nada antes pra compensar"],
  ])("a day without food before drinking gets what to eat and water between drinks, not the crisis script: %s", async (...messages) => {
    const last = (await replyTexts(app, ...messages)).at(-1)!;
    expect(last).toContain("Não fique sem comer antes de beber");
    expect(last).not.toContain("Sinto muito que você esteja passando por isso");
  });

  it.each([["uso insulina", "posso tomar menos insulina se eu comer menos?"], ["tomo gliclazida", "e se eu tirar o comprimido da manha por conta propria?"]])(
    "changing the dose alone is answered first: %s",
    async (...messages) => {
      expect((await replyTexts(app, ...messages)).at(-1)).toContain("Não mude a dose por conta própria");
    },
  );

  it.each([["tomo gliclazida 60 de manha", "hj nao vou almocar pq to sem fome", "posso so tomar um cafe preto?"], ["uso insulina", "no jantar posso tomar so um cha?"]])(
    "coffee or tea alone in place of a meal on a glucose-lowering medicine: not enough, eat something with carbohydrate: %s",
    async (...messages) => {
      expect((await replyTexts(app, ...messages)).at(-1)).toContain("Só café (ou chá, ou água) não basta");
    },
  );

  it("less food with the same insulin is the low blood sugar answer, not the dose one", async () => {
    const last = (await replyTexts(app, "uso insulina nph de manha e a noite", "e se eu diminuir so a comida e manter a insulina?")).at(-1)!;
    expect(last).toContain("hipoglicemia");
    expect(last).not.toContain("Não mude a dose por conta própria");
  });

  it.each([["to gravida, posso tomar centrum?"], ["gravida de 3 meses, posso tomar polivitaminico da farmacia?"]])("a pharmacy multivitamin in pregnancy: %s", async (message) => {
    const [reply] = await replyTexts(app, message);
    expect(reply).toContain("Não tome um polivitamínico comum de farmácia por conta própria");
    expect(reply).toContain("Ácido fólico");
  });

  it("a natural slimming tea while nursing: 'natural' answered first, and no pregnancy text", async () => {
    const replies = await replyTexts(app, "amamento meu filho de 4 meses", "cha de cavalinha pra secar é natural, pode ne?");
    expect(replies[1]!.startsWith("**Natural não quer dizer seguro:**")).toBe(true);
    expect(replies[1]).not.toContain("O ganho de peso na gestação");
  });

  it.each([["minha vo de 85 anos mora sozinha e come so pao com cafe"], ["meu pai tem 80 anos", "ele mora sozinho e ta comendo so bolacha"]])("an older parent living on crackers: %s", async (...messages) => {
    expect((await replyTexts(app, ...messages)).at(-1)).toContain("Proteína em todas as refeições");
  });

  it.each([["hj so tomei 3 cafe e uma banana ate as 17h, to orgulhosa"], ["consegui ficar so com agua e cha o dia todo, to feliz"]])("little food told as a success gets care: %s", async (message) => {
    expect((await replyTexts(app, message))[0]).toContain("188");
  });

  it.each([
    ["to tomando cha de sene e lasix pra desinchar", "ja perdi 2kg, ta funcionando ne?"],
    ["tomo diuretico toda semana antes de pesar", "emagreci 3 kg, funcionou"],
  ])("weight lost with laxatives or diuretics is water, said for the pills: %s", async (...messages) => {
    expect((await replyTexts(app, ...messages)).at(-1)).toContain("Não está funcionando do jeito que parece");
  });

  it.each([
    ["essa semana consegui comer so 500 calorias por dia!! to orgulhosa", "me ajuda a manter isso?"],
    ["to ha 4 dias comendo so uma fruta por dia", "quero continuar assim, me ajuda?"],
  ])("help to keep eating almost nothing is plainly declined: %s", async (...messages) => {
    expect((await replyTexts(app, ...messages)).at(-1)).toContain("Não vou te ajudar a manter isso");
  });

  it.each([
    ["tenho gota", "to pensando em fazer dieta de proteina alta pra secar, tipo so carne e ovo"],
    ["tenho gota, tive crise ano passado", "vou fazer dieta cetogenica, pode?"],
    ["tenho acido urico alto e gota", "e jejum de 24h pra emagrecer?"],
  ])("with gout, a meat-only, ketogenic or fasting diet is warned: %s", async (...messages) => {
    expect((await replyTexts(app, ...messages)).at(-1)).toContain("Com gota, uma dieta de só carne e ovo");
  });

  it.each([["uso insulina nph", "hj comi so um pao no cafe"], ["tomo gliclazida", "almocei so uma salada"]])("a tiny meal on insulin or a sulfonylurea is warned before the card: %s", async (...messages) => {
    expect((await replyTexts(app, ...messages)).at(-1)).toContain("uma refeição muito pequena");
  });

  it("'nem um pouco menos? tipo 1400?' after a refused diet while nursing is refused again", async () => {
    const replies = await replyTexts(app, "to amamentando", "quero um cardapio de 1200 kcal pra emagrecer", "nem um pouco menos? tipo 1400?");
    expect(replies[2]).toMatch(/amamentação/);
    expect(replies[2]).not.toContain("Quantas calorias comer para emagrecer");
  });
});
