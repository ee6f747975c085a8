import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { converse } from "../../../test/chat-fixtures";

/** Issue 27, decision 137: a follow-up is answered as one, from what the turns before were about. */
let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const talk = (...messages: string[]) => converse(app, ...messages);

describe("follow-ups answered from the conversation", () => {
  it.each(["ela pode?", "tem problema?", "e ela, pode fazer isso?"])("'%s' about a mother on glibenclamida who wants to fast gets the low blood sugar answer", async (message) => {
    const [, reply] = await talk("minha mae toma glibenclamida e ta querendo fazer jejum intermitente de 16h pra emagrecer", message);
    expect(reply!.message).toMatch(/hipoglicemia/);
    expect(reply!.message).not.toContain("Jejum intermitente funciona?");
  });

  it("a medicine typed as people spell it ('glicazida') still counts: 'ela quer fazer jejum, pode?' gets the low blood sugar answer", async () => {
    const [, reply] = await talk("minha mae tem diabetes e toma glicazida", "ela quer fazer jejum de 16h pra emagrecer, pode?");
    expect(reply!.message).toMatch(/hipoglicemia/);
  });

  it("'ela pode tomar chá verde?' after a 14-year-old's diet is answered for the teenager's weight loss, not with a caffeine article", async () => {
    const [, reply] = await talk("minha filha de 14 anos quer fazer dieta pra emagrecer", "ela pode tomar cha verde?");
    expect(reply!.message).toMatch(/adolescentes/);
    expect(reply!.message).toMatch(/pediatra|hebiatra/);
  });

  it("'o que eu faço?' after an older father who only takes coffee and crackers gets what to do, not the coffee's numbers", async () => {
    const [, , reply] = await talk("meu pai tem 80 anos e ta sem apetite", "ele so quer tomar cafe com bolacha", "o que eu faco?");
    expect(reply!.message).not.toMatch(/kcal, [\d,]+ g de proteína/);
    expect(reply!.message).not.toContain("Café faz mal");
    expect(reply!.calculationId).toBeNull();
  });

  it.each([
    ["pasta de amendoim e saudavel?", "quanto disso posso comer por dia?", "1 colher de sopa (15 g)"],
    ["castanha do para faz bem?", "quantas por dia?", "2 unidades (8 g)"],
    ["qual e melhor, manteiga ou margarina?", "e quanto posso passar no pao?", "**Manteiga**: a porção de referência"],
  ])("after '%s', '%s' gives the portion of that food, logging nothing", async (first, next, portion) => {
    const [, reply] = await talk(first, next);
    expect(reply!.message).toContain(portion);
    expect(reply!.message).not.toContain("Pão francês");
    expect(reply!.message).not.toContain("te dei acima");
    expect(reply!.calculationId).toBeNull();
  });

  it("'pode ser 2 por dia?' after eggs gives two eggs' energy", async () => {
    const [, reply] = await talk("ovo aumenta colesterol?", "pode ser 2 por dia?");
    expect(reply!.message).toContain("**2 unidades** (cerca de 100 g) dão **146 kcal**");
  });

  it("'e quanto posso passar no pão de manhã?' two turns after requeijão and cream cheese is about those two", async () => {
    const [, , reply] = await talk("qual a diferença de requeijão e cream cheese?", "e qual é melhor pra quem ta de dieta?", "e quanto eu posso passar no pão de manha?");
    expect(reply!.message).toContain("**Requeijão cremoso**: a porção de referência");
    expect(reply!.message).not.toContain("**Pão francês** —");
  });

  it("'e se eu colocar ovo junto?' after tapioca in gestational diabetes answers the pair, not an article about eggs", async () => {
    const [, , reply] = await talk("to com diabetes gestacional", "posso comer tapioca no cafe?", "e se eu colocar ovo junto?");
    expect(reply!.message).toContain("**Tapioca simples com ovo");
    expect(reply!.message).toMatch(/glicose subir mais devagar/);
    expect(reply!.message).toMatch(/Com diabetes/);
    expect(reply!.message).not.toContain("Ovo faz mal?");
  });

  it("'por que?' gets the reason from the answer above, not a refusal to say more", async () => {
    const [, reply] = await talk("posso tomar whey todo dia?", "por que?");
    expect(reply!.message).toContain("Em resumo, do que te disse acima (**Preciso tomar whey?**)");
    expect(reply!.message).not.toContain("prefiro não arriscar");
  });

  it("'e o de soja?' after cow's milk is soy milk", async () => {
    const [, reply] = await talk("leite de vaca tem muita proteina?", "e o de soja?");
    expect(reply!.message).toContain("Leite de soja");
  });

  it.each([
    ["meu marido tem pressao alta", "ele pode comer linguica?"],
    ["minha mae e hipertensa", "e linguica, ela pode?"],
  ])("after '%s', '%s' answers with that person's high blood pressure", async (first, next) => {
    const [, reply] = await talk(first, next);
    expect(reply!.message).toMatch(/pressão alta/);
    expect(reply!.message).not.toContain("Como comer churrasco");
  });

  it("'me dá mais ideias sem ovo' asks the breakfast question again and leaves egg out", async () => {
    const [, reply] = await talk("o que posso comer no cafe da manha pra ter mais proteina?", "me da mais ideias sem ovo");
    expect(reply!.message).toMatch(/g de proteína/);
    expect(reply!.message).not.toMatch(/\bOvo\b/);
    expect(reply!.calculationId).toBeNull();
  });

  it("'e se for com ovo?' after 'tapioca ou pão francês?' adds the egg to both and keeps the difference", async () => {
    const [, reply] = await talk("tapioca ou pao frances, qual engorda menos?", "e se for com ovo?");
    expect(reply!.message).toContain("**Tapioca simples com ovo");
    expect(reply!.message).toContain("**Pão francês com ovo");
    expect(reply!.message).toMatch(/a diferença entre eles continua a mesma/);
  });

  it("'chia e linhaça resolve?' after the omega-3 answer quotes what it says of them, not their numbers alone", async () => {
    const [, , reply] = await talk("nao gosto de peixe de jeito nenhum", "como consigo omega 3 entao?", "chia e linhaça resolve?");
    expect(reply!.message).toMatch(/linhaça, chia/);
    expect(reply!.message).not.toContain("**Chia** —");
  });

  it("'e leite de caixinha no lugar da fórmula?' two turns after an 8-month-old is answered for the baby", async () => {
    const [, , reply] = await talk("meu filho tem 8 meses, ja come papinha", "posso dar mel no iogurte dele?", "e leite de caixinha no lugar da formula?");
    expect(reply!.message).toMatch(/pediatra/i);
    expect(reply!.message).toMatch(/1 ano/);
  });

  it.each(["e de sodio, como fica? tenho q me preocupar?", "e o sal, ta muito?", "quanto de sodio deu? e alto?"])("'%s' about a salty lunch answers both the amount and whether it is a lot", async (question) => {
    const [, reply] = await talk("almocei arrumadinho de charque com feijao verde, farofa e vinagrete", question);
    expect(reply!.message).toMatch(/mg de sódio/);
    expect(reply!.message).toMatch(/Sim, vale prestar atenção|É muito sódio|dentro do esperado/);
  });

  it("'posso comer queijo? e manteiga?' answers both foods, never a 'queijo de manteiga'", async () => {
    const [, reply] = await talk("sou intolerante a lactose", "posso comer queijo? e manteiga?");
    expect(reply!.message).toMatch(/\*\*Queijo [^*]*\*\* —/);
    expect(reply!.message).toContain("**Manteiga** —");
    expect(reply!.message).not.toMatch(/queijo de manteiga/i);
  });
});
