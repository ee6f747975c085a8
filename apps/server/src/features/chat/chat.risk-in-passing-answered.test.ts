import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { converse } from "../../../test/chat-fixtures";

/**
 * Issue 27, decision 198: a risk said in passing gets its own word (a drinking habit's amount, someone else's
 * medicine, raw egg in pregnancy, a fast kept for faith, which milk for a child with APLV), and the ordinary talk after
 * it is answered ("só vou tomar um café" on glibenclamide, "tô com o coração acelerado" after a borrowed slimming pill).
 */
let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const talk = async (...messages: string[]) => (await converse(app, ...messages)).map((r) => r.message);
const NOTHING = /fora do que eu faço|Não tenho uma resposta verificada/;
const CRISIS_BLOCK = "Não vou sugerir números, restrições ou metas agora";

describe("a drinking habit said plainly", () => {
  it("'todo sábado tomo uns 8 latão' gets the amount's meaning and help, not 'fora do que eu faço'", async () => {
    const [said] = await talk("todo sabado eu tomo uns 8 latao no bar");
    expect(said).not.toMatch(NOTHING);
    expect(said).toMatch(/\*\*3,8 litros\*\*/);
    expect(said).toMatch(/beber pesado/);
    expect(said).toMatch(/kcal/);
    expect(said).toContain("CAPS AD");
  });

  it("'bebo uns 5 litrão todo fds' is counted in litres", async () => {
    const [said] = await talk("bebo uns 5 litrao todo fds com os amigos");
    expect(said).toMatch(/\*\*5 litros\*\*/);
    expect(said).not.toMatch(NOTHING);
  });
});

describe("someone else's medicine", () => {
  it("a grandmother's diuretic to lose swelling: not to take it, water not fat, no crisis template", async () => {
    const [said] = await talk("to tomando o lasix da minha avo pra desinchar antes de subir na balanca");
    expect(said).toContain("Não tome o diurético de outra pessoa");
    expect(said).toMatch(/água, não gordura/);
    expect(said).not.toContain(CRISIS_BLOCK);
    // One's own doctor's prescription is no borrowed medicine.
    const [own] = await talk("tomo furosemida que meu cardiologista passou, posso comer banana?");
    expect(own).not.toContain("outra pessoa");
  });

  it("a sister's slimming pill: not to take someone else's medicine, then a racing heart is for today", async () => {
    const [said, heart] = await talk("to tomando uma sibutramina que peguei da minha irma", "meu coracao ta disparado");
    expect(said).toContain("Não tome remédio receitado para outra pessoa");
    expect(heart).toContain("não tome a próxima dose");
    expect(heart).toMatch(/UPA|pronto-atendimento/);
    expect(heart).not.toContain("Não posso indicar, dosar nem avaliar");
  });
});

describe("ordinary talk after a risk", () => {
  it("on glibenclamide with lunch skipped, 'só vou beber um café preto' is the low blood sugar, not the coffee entry", async () => {
    const [, coffee] = await talk("uso glibenclamida e hoje nao almocei", "de boa ne? so vou beber um cafe preto");
    expect(coffee).toContain("Só café (ou chá, ou água) não basta no lugar da refeição");
    expect(coffee).not.toContain("400 mg de cafeína");
  });

  it("home mayonnaise with raw egg in pregnancy is raw egg and Salmonella, not the barbecue", async () => {
    const [, mayo] = await talk("estou gravida de 20 semanas", "maionese caseira feita com ovo cru pode?");
    expect(mayo).toContain("Salmonella");
    expect(mayo).toContain("maionese industrializada");
    expect(mayo).not.toMatch(/churrasco|toxoplasmose/);
    // Raw meat keeps the raw-meat answer.
    const [, meat] = await talk("to gravida", "posso comer carne mal passada?");
    expect(meat).toContain("toxoplasmose");
  });
});

describe("a fast kept for faith", () => {
  it("a one-day church fast: how to get through it, not the weight-loss fasting entry", async () => {
    const [said, today] = await talk("sexta vou fazer um jejum de 1 dia com a igreja", "o que como antes?");
    for (const reply of [said, today]) {
      expect(reply).toContain("jejum de um dia por fé");
      expect(reply).not.toMatch(/para emagrecer|CVV/);
    }
  });

  it("the Daniel fast is plant eating with its protein, not the crisis reply", async () => {
    const [said] = await talk("comecei o jejum de daniel hoje, 21 dias");
    expect(said).toMatch(/Feijão, lentilha, grão-de-bico/);
    expect(said).not.toContain(CRISIS_BLOCK);
  });

  it("a religious fast in pregnancy sends to the doctor first", async () => {
    const [, said] = await talk("to gravida de 4 meses", "amanha tem jejum na igreja, vou fazer so com agua");
    expect(said).toContain("Antes de jejuar, fale com o seu médico");
  });
});

describe("which milk for a child with APLV", () => {
  it("a toddler: the paediatrician's formula, plant drinks only as the paediatrician says, calcium", async () => {
    const [, milk] = await talk("meu menino de 1 ano e meio tem APLV", "qual leite posso dar pra ele?");
    expect(milk).toContain("fórmula extensamente hidrolisada");
    expect(milk).toContain("só se o pediatra liberar");
    expect(milk).toContain("Cálcio de outras fontes");
    expect(milk).not.toMatch(/\*\*Leite integral\*\* —/);
  });

  it("a baby under one: formula or breast milk, no plant drinks", async () => {
    const [, milk] = await talk("minha bebe de 9 meses tem alergia a proteina do leite", "que leite eu dou pra ela?");
    expect(milk).toContain("Antes de 1 ano");
  });
});
