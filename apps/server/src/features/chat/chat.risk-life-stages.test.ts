import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { replyTexts } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

/** Each conversation's replies, one per message, from a new user. */

/** Life stages, a child's or an older parent's care across turns, and dangerous practices in slang (issue 27, decision 136). */
describe("life-stage warnings: what to take and who to see", () => {
  it.each([
    ["descobri hj q to gravida!!! o q muda na minha alimentacao?"],
    ["to gravida de 6 semanas, preciso tomar alguma vitamina?"],
    ["sou gestante de primeira viagem, que cuidados tenho que ter com a comida?"],
  ])("pregnancy names folic acid, iron and the prenatal: %s", async (message) => {
    const [reply] = await replyTexts(app, message);
    expect(reply).toContain("Ácido fólico");
    expect(reply).toContain("Ferro");
    expect(reply).toContain("pré-natal");
  });

  it("'o que muda?' gets the whole care, then 'preciso de vitamina?' the supplements only", async () => {
    const replies = await replyTexts(app, "descobri hj q to gravida!!! o q muda na minha alimentacao?", "preciso tomar alguma vitamina?");
    expect(replies[0]).toContain("O que evitar");
    expect(replies[1]).toContain("dois suplementos são de rotina");
    expect(replies[1]).not.toContain("O que evitar");
  });

  it.each([
    ["virei vegana semana passada", "preciso me preocupar com alguma coisa?"],
    ["sou vegano faz 1 mes", "tenho que tomar algum suplemento?"],
    ["parei de comer carne e derivados, agora sou vegana", "pode faltar alguma vitamina?"],
  ])("a vegan is told to take B12: %s / %s", async (first, second) => {
    const replies = await replyTexts(app, first, second);
    expect(replies[1]).toContain("suplemento de B12");
    expect(replies[1]).toContain("ferritina");
  });

  it.each([
    ["meu bebe fez 6 meses, vou comecar a papinha", "ele precisa de alguma vitamina?"],
    ["minha bebe tem 4 meses, tem que dar vitamina d?"],
    ["o pediatra nao falou nada, meu bebe de 2 meses precisa de suplemento?"],
  ])("a baby's supplements follow the SBP: %s", async (...messages) => {
    const replies = await replyTexts(app, ...messages);
    const last = replies.at(-1)!;
    expect(last).toContain("Vitamina D");
    expect(last).toContain("dos 3 meses até os 2 anos");
    expect(last).not.toContain("kcal");
  });

  it.each([
    ["minha mae tem 82 anos e ta comendo mt pouco"],
    ["meu avo ta sem apetite, o que posso dar pra ele?"],
    ["minha vó de 90 anos quase nao bebe agua e come pouco"],
  ])("an older parent eating little gets protein, water, B12 and the geriatrician: %s", async (message) => {
    const [reply] = await replyTexts(app, message);
    expect(reply).toContain("geriatra");
    expect(reply).toContain("vitamina B12");
    expect(reply).toContain("Água em horários combinados");
  });
});

describe("a baby's milk and an older adult's own appetite", () => {
  it.each([
    ["posso trocar o leite do peito por leite de vaca? minha bebe tem 8 meses"],
    ["meu bebe tem 10 meses, ja pode tomar leite de caixinha?"],
    ["minha bebe de 6 meses", "posso dar leite integral pra ela?"],
  ])("cow's milk before 1 year is a no, with what to give instead: %s", async (...messages) => {
    const replies = await replyTexts(app, ...messages);
    expect(replies.at(-1)).toContain("Antes de 1 ano, não troque o leite do peito");
    expect(replies.at(-1)).toContain("fórmula infantil");
  });

  it.each([
    ["tenho 80 anos e perdi a fome", "o que eu faço pra comer mais?"],
    ["sou idosa e to comendo muito pouco"],
    ["tenho 72 anos, to sem apetite faz umas semanas"],
  ])("an older adult eating little is told what to do, for themself: %s", async (...messages) => {
    const replies = await replyTexts(app, ...messages);
    expect(replies[0]).toContain("Lanches fáceis para você");
    for (const reply of replies) expect(reply).toContain("geriatra");
  });

  it("answers the water, then the snacks, the turns after an older mother's eating little, without the whole list again", async () => {
    const replies = await replyTexts(app, "minha mae tem 82 anos e ta comendo mt pouco", "ela quase nao bebe agua tbm", "o q posso dar de lanche pra ela?");
    expect(replies[1]).toContain("Para ela beber mais água");
    expect(replies[2]).toContain("O que oferecer para ela");
    expect(replies[2]).not.toContain("Água em horários combinados");
  });

  it("after weight lost without trying, a father living on bread and coffee gets the care, then what to offer", async () => {
    const replies = await replyTexts(app, "meu pai tem 80 anos e perdeu 4kg sem querer", "ele mora sozinho e so come pao com cafe", "o que faco pra ele comer mais?");
    expect(replies[1]).toContain("Proteína em todas as refeições");
    expect(replies[2]).toContain("O que oferecer para ele");
  });

  it("warns of low blood sugar when a parent eating little is on glibenclamida, then says what he can eat", async () => {
    const replies = await replyTexts(app, "meu pai de 75 anos tem diabetes e ta sem apetite", "ele toma glibenclamida", "o que ele pode comer no cafe?");
    expect(replies[1]).toContain("hipoglicemia");
    expect(replies[2]).toContain("Com diabetes:");
    expect(replies[2]).toContain("O que oferecer para ele");
  });
});

describe("no adult target for a teenager or a child", () => {
  it.each([["tenho 15 anos", "almocei 2 pratos de macarrao e refri"], ["tenho 16 anos", "jantei pizza e coca"], ["tenho 13 anos", "comi um x-tudo"]])(
    "a teenager's card is not a share of the adult weight-loss target: %s",
    async (...messages) => {
      expect((await replyTexts(app, ...messages)).at(-1)).not.toMatch(/% da sua meta diária/);
    },
  );

  it.each([["minha bebe de 8 meses", "quantas calorias tem uma papinha de batata com carne?"], ["meu filho de 6 anos", "quantas calorias tem um danoninho?"]])(
    "a child's food asked about is not refused as a diet: %s",
    async (...messages) => {
      expect((await replyTexts(app, ...messages)).at(-1)).not.toContain("Não monto dieta");
    },
  );
});

describe("the same child or parent across turns", () => {
  it("keeps a child's diarrhoea, then the fever, about the child", async () => {
    const replies = await replyTexts(app, "meu filho de 4 anos ta com diarreia desde ontem", "o q ele pode comer?", "e se tiver febre tbm?");
    expect(replies[0]).toContain("soro de reidratação oral");
    expect(replies[1]).toContain("Pode e deve comer");
    expect(replies[2]).toContain("leve ao pediatra hoje");
  });

  it("answers the drink, then a baby refusing to feed, the turns after the vomiting", async () => {
    const replies = await replyTexts(app, "meu bebe de 1 ano vomitou 3 vezes hj", "posso dar agua de coco?", "e se ele nao quiser mamar?");
    expect(replies[1]).toContain("Água de coco, suco, isotônico, chá e refrigerante não substituem o soro");
    expect(replies[2]).toContain("leve hoje a um pronto-atendimento");
  });

  it.each([
    ["minha filha de 3 anos ta vomitando desde cedo"],
    ["o bebe ta com coco mole faz 2 dias"],
    ["minha neta de 6 anos com dor de barriga e intestino solto"],
  ])("answers a child's illness, never as purging: %s", async (message) => {
    const [reply] = await replyTexts(app, message);
    expect(reply).toContain("desidratação");
    expect(reply).not.toContain("CVV");
  });

  it("stays with a teenager skipping meals when the parent says he is fine and asks what to do", async () => {
    const replies = await replyTexts(app, "meu filho de 15 anos ta pulando o almoco pra emagrecer", "ele diz q ta bem e q é so ate o verao", "o q eu faco?");
    expect(replies[0]).toContain("hebiatra");
    expect(replies[1]).toContain("Mesmo que diga que está tudo bem");
    expect(replies[2]).toContain("Para ajudar, um passo de cada vez");
    expect(replies[2]).toContain("hebiatra");
  });

  it.each([
    ["minha filha de 13 anos parou de jantar, diz que ta gorda"],
    ["meu enteado de 16 anos so come salada pq quer ficar magro"],
    ["minha filha de 14 anos ta so tomando cafe e comendo uma maca por dia pq acha q ta gorda"],
  ])("a teenager restricting for weight, told by a parent, gets what to do for them: %s", async (message) => {
    const [reply] = await replyTexts(app, message);
    expect(reply).toContain("sem falar de peso nem de corpo");
  });

  it.each([
    ["minha filha de 8 anos ta gordinha, vou cortar o arroz e o pao dela"],
    ["meu filho de 7 anos ta acima do peso", "e se eu der so salada na janta?"],
    ["meu menino de 10 anos ta gordinho, posso tirar o lanche da tarde dele?"],
  ])("a parent cutting a child's food is told not to, with the paediatrician: %s", async (...messages) => {
    const replies = await replyTexts(app, ...messages);
    expect(replies.at(-1)).toMatch(/Não (corte a comida da criança|monto dieta)/);
    expect(replies.at(-1)).not.toContain("Energia:");
  });

  it.each([
    ["to amamentando minha bebe de 4 meses", "queria perder essa barriga, quanto posso cortar de caloria?"],
    ["tô grávida de 5 meses, meu filho mais velho tem 6 anos", "quanto eu posso cortar de caloria pra nao engordar muito?"],
  ])("a mother who names her child and asks about her own loss gets her phase's answer, not the child's: %s", async (...messages) => {
    const replies = await replyTexts(app, ...messages);
    expect(replies.at(-1)).toMatch(/amamentação|gestação|gravidez/);
    expect(replies.at(-1)).not.toMatch(/Não (corte a comida da criança|monto dieta, meta de calorias nem restrição para crianças)/);
  });

  it.each([
    ["meu bebe de 1 ano tem alergia a leite", "dei um pedaço de bolo sem querer e ele vomitou e ta todo vermelho, o que eu faço?"],
    ["minha sobrinha é alergica a ovo", "ela comeu maionese e ta com dificuldade pra respirar"],
  ])("a child with a known allergy who ate the food and shows skin or breathing signs gets the emergency, never the stomach-bug answer: %s", async (...messages) => {
    const replies = await replyTexts(app, ...messages);
    expect(replies.at(-1)).toContain("reação alérgica grave");
    expect(replies.at(-1)).toContain("192");
    expect(replies.at(-1)).not.toContain("soro de reidratação");
    expect(replies.at(-1)).not.toContain("não provoque o vômito");
  });
});
