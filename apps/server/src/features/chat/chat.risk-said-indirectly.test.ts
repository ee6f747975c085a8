import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { converse } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

/** Risk said in everyday words, often in the second turn or of someone else (issue 27, decision 159). */
describe("a day on coffee or tea told as a success", () => {
  it.each([
    ["fiquei o dia todo só no chimarrão e to me sentindo ótima"],
    ["vivi o dia de cafezinho, nem jantei e to feliz"],
    ["passei o dia a base de chá, to orgulhosa"],
  ])("'%s' gets care, never a card of the coffee", async (said) => {
    const [reply] = await converse(app, said);
    expect(reply!.intent).toBe("SAFETY");
    expect(reply!.message).toContain("não é seguro");
    expect(reply!.message).not.toContain("Analisei sua refeição");
  });

  it.each([["passei o dia no shopping, o que janto?"], ["tomei um cafezinho agora, quantas calorias tem?"], ["fiquei o dia todo no trabalho e almocei marmita"]])("'%s' is no risk", async (said) => {
    const [reply] = await converse(app, said);
    expect(reply!.intent).not.toBe("SAFETY");
    expect(reply!.message).not.toContain("188");
  });
});

describe("low blood sugar of a relative on insulin or a sulfonylurea, told over two turns", () => {
  it.each([
    ["minha sogra usa insulina", "ela ta suando frio e meio perdida"],
    ["meu tio toma glibenclamida", "ele tá tremendo e não almoçou, dou o que?"],
    ["meu avô toma gliclazida e pulou o café", "tá tonto e com a mão tremula"],
  ])("'%s' then '%s' gets first aid for that person, with 192", async (first, second) => {
    const [, now] = await converse(app, first, second);
    expect(now!.intent).toBe("SAFETY");
    expect(now!.message).toContain("15 g de açúcar rápido");
    expect(now!.message).toContain("não dê nada pela boca");
    expect(now!.message).not.toContain("Analisei sua refeição");
  });

  it("answers the medicine told of someone with what matters for meals, not 'fora do que eu faço'", async () => {
    const [told] = await converse(app, "minha vó toma gliclazida");
    expect(told!.message).toContain("hipoglicemia");
    expect(told!.message).not.toContain("fora do que eu faço");
    const [metformin] = await converse(app, "meu marido toma glifage");
    expect(metformin!.message).toContain("junto ou logo depois da refeição");
  });

  it("answers a food question about the relative as a food question", async () => {
    const [, food] = await converse(app, "minha mãe usa insulina", "ela pode comer mandioca?");
    expect(food!.message).not.toContain("15 g de açúcar rápido");
    expect(food!.message.toLowerCase()).toContain("mandioca");
  });
});

describe("alcohol with a medicine said the turn before", () => {
  it("says not to drink during an antibiotic, in the antibiotic's words", async () => {
    const [, beer] = await converse(app, "tô tomando amoxicilina", "sábado tem churrasco, posso tomar umas latinhas?");
    expect(beer!.message).toMatch(/^\*\*Enquanto toma o antibiótico, o mais seguro é não beber/);
    expect(beer!.message).not.toContain("Cerveja —");
  });

  it("keeps a diabetes medicine's lead in line with its advice: never 'não misture' and 'uma dose' together", async () => {
    const [, party] = await converse(app, "uso insulina", "posso beber na festa hoje?");
    expect(party!.message).toMatch(/^\*\*Com remédio para diabetes/);
    expect(party!.message).not.toContain("Não misture");
    const [, sleep] = await converse(app, "tomo clonazepam", "e umas latinhas no fds?");
    expect(sleep!.message).toMatch(/^\*\*Não misture bebida alcoólica/);
  });

  it.each([["to tomando antibiotico", "posso tomar leite?"], ["tomo metformina", "latinha de refri zero pode?"]])("'%s' then '%s' is no alcohol warning", async (first, second) => {
    const [, reply] = await converse(app, first, second);
    expect(reply!.message).not.toContain("não beber");
    expect(reply!.message).not.toContain("Não misture");
  });
});

describe("what the body says, in other words", () => {
  it("reads 'enxergando meio borrado' with a high reading as a symptom: the urgency now", async () => {
    const [reply] = await converse(app, "minha pressão deu 18x12 e to enxergando meio borrado");
    expect(reply!.message).toContain("com esses sintomas é uma urgência");
  });

  it("keeps a reaction told as history severe ('fui parar na UPA')", async () => {
    const [told] = await converse(app, "sou alérgica a camarão, uma vez fui parar na UPA");
    expect(told!.message).toMatch(/grave/);
    expect(told!.message).not.toMatch(/\(moderada\)/);
  });

  it("counts '70km por semana' as training: 1200 kcal to get lean is too little, not a weight-loss pace", async () => {
    const [ack, low] = await converse(app, "pedalo 250km por semana", "to comendo 1200 kcal pra secar, ta bom?");
    expect(ack!.message).toContain("volume alto");
    expect(low!.message).toContain("baixa disponibilidade de energia");
  });
});

describe("cautions that agree with the answer", () => {
  it("says 'evite' for beer with gout, never 'modere' beside the condition's 'evite'", async () => {
    const [, beer] = await converse(app, "tenho gota", "posso beber cerveja?");
    expect(beer!.message).toContain("Com gota, evite");
    expect(beer!.message).not.toContain("Com gota, modere");
    expect(beer!.message).not.toContain("se beber, com moderação");
  });

  it("keeps a food the person is allergic to from a card that lists its good points", async () => {
    const [, card] = await converse(app, "sou alérgico a amendoim grave", "quantas calorias tem uma paçoca?");
    expect(card!.message).toContain("não consuma");
    expect(card!.message).not.toContain("Pontos positivos");
    const [, free] = await converse(app, "sou alérgico a amendoim", "quantas calorias tem um ovo cozido?");
    expect(free!.message).not.toContain("não consuma");
  });
});

describe("a food allergy away from home", () => {
  it.each([
    ["vou pra praia amanhã e tenho alergia a camarão", "o que levo na bolsa caso eu tenha reação?"],
    ["minha filha tem alergia a leite", "vamos viajar de avião semana que vem, o que levo pra ela?"],
  ])("'%s' then '%s' gets what to carry and when it is 192", async (first, second) => {
    const [, away] = await converse(app, first, second);
    expect(away!.message).toContain("adrenalina autoinjetável");
    expect(away!.message).toContain("192");
    expect(away!.message).not.toContain("fora do que eu faço");
  });

  it("answers what to pack for the beach, with no allergy said, as an ordinary question", async () => {
    const [, snack] = await converse(app, "vou viajar pra praia", "o que levo de lanche?");
    expect(snack!.message).not.toContain("adrenalina");
  });
});

describe("one small thing eaten and nothing else late in the day", () => {
  it("is care, not a card of the toast", async () => {
    const [reply] = await converse(app, "de manhã comi só uma bolacha e já são 18h, não comi mais nada");
    expect(reply!.message).not.toContain("Analisei sua refeição");
    expect(reply!.message).toContain("não é seguro");
  });

  it("leaves a late breakfast asked about at 10h alone", async () => {
    const [reply] = await converse(app, "só comi uma banana no café, agora são 10h, o que almoço?");
    expect(reply!.message).not.toContain("188");
  });
});

describe("a teenager who said her age asks for her calories", () => {
  it.each([
    ["tenho 15 anos e to querendo secar uns 5 kg", "qual minha meta de calorias?"],
    ["tenho 16 anos, quero emagrecer", "quantas calorias eu devo comer por dia?"],
  ])("'%s' then '%s' gets no deficit target", async (first, second) => {
    const [, target] = await converse(app, first, second);
    expect(target!.message).not.toContain("gasto estimado de");
    expect(target!.message).toContain("menores de 18 anos");
  });

  it("gives an adult who wants to lose weight the target, below what she spends", async () => {
    const [, target] = await converse(app, "tenho 30 anos e quero emagrecer", "quantas calorias eu devo comer por dia?");
    expect(target!.message).not.toContain("menores de 18 anos");
    expect(target!.message).toMatch(/\d\.\d{3} kcal/);
  });
});
