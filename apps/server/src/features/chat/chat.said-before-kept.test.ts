import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { chatUser, sayTo } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const HYPO_BLOCK = "Não mude horários nem quantidades das refeições";

describe("care given once, then the next question answered", () => {
  it("after the hypoglycaemia care, 'e o que eu como de lanche da tarde?' gets snack ideas with the care in one line", async () => {
    const who = await chatUser(app);
    const first = await sayTo(app, who, "sou diabético e tomo insulina, vou pular o almoço hoje");
    expect(first.message).toContain(HYPO_BLOCK);
    const snack = await sayTo(app, who, "e o que eu como de lanche da tarde?");
    expect(snack.message).toContain("Lembrando o que eu disse acima");
    expect(snack.message).toContain("hipoglicemia");
    expect(snack.message).not.toContain(HYPO_BLOCK);
    expect(snack.message).toMatch(/lanche/i);
  });

  it("skipping said again keeps the whole care", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "sou diabético e tomo insulina, vou pular o almoço hoje");
    const again = await sayTo(app, who, "e se eu pular a janta também?");
    expect(again.message).toContain("hipoglicemia");
    expect(again.message).not.toContain("Lembrando o que eu disse acima");
  });

  it("a diabetic who overate gets what to do for the glucose now, never a crisis line", async () => {
    const who = await chatUser(app);
    const reply = await sayTo(app, who, "sou diabética e hoje exagerei muito no doce, comi meia torta");
    expect(reply.message).toContain("Com diabetes, depois de exagerar");
    expect(reply.message).not.toMatch(/\bCVV\b|\b188\b/);
  });
});

describe("what the person said about how they eat shapes the meals suggested after", () => {
  it("'o que posso jantar?' after 'não sei cozinhar' gets ideas to assemble, not an omelette to cook", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "eu nao sei cozinhar nada");
    const dinner = await sayTo(app, who, "o que posso jantar que seja saudavel?");
    expect(dinner.message).toContain("montar, não de cozinhar");
    expect(dinner.message).not.toContain("omelete com legumes");
  });

  it("'como pouco de manhã' is answered, and the morning snack asked next is a small one", async () => {
    const who = await chatUser(app);
    const told = await sayTo(app, who, "como pouco de manhã, nao tenho fome");
    expect(told.message).not.toContain("Não tenho uma resposta verificada");
    expect(told.message).toContain("não precisa forçar");
    const snack = await sayTo(app, who, "que lanche posso levar pro trabalho de manhã?");
    expect(snack.message).toContain("algo pequeno");
  });
});

describe("a card that matches a word but not the question is not served", () => {
  it("'quanto de agua devo tomar por dia?' gets the adult's water, not the older adults' card", async () => {
    const who = await chatUser(app);
    const reply = await sayTo(app, who, "quanto de agua devo tomar por dia?");
    expect(reply.message).toContain("Quanta água beber por dia");
    expect(reply.message).not.toContain("pessoas idosas");
  });

  it("'arroz vira açúcar no sangue?' is answered as digestion, not as the sugar in rice", async () => {
    const who = await chatUser(app);
    const reply = await sayTo(app, who, "arroz vira açúcar no sangue?");
    expect(reply.message).toContain("glicose");
    expect(reply.message).not.toContain("açúcar de adição");
  });

  it("'café com leite antes do treino ajuda?' is about the training, not coffee and sleep", async () => {
    const who = await chatUser(app);
    const reply = await sayTo(app, who, "café com leite antes do treino ajuda?");
    expect(reply.message).toContain("antes do treino");
    expect(reply.message).not.toContain("atrapalha o sono");
  });
});
