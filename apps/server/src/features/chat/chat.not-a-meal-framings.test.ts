import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { chatUser, sayTo } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const say = async (message: string) => sayTo(app, await chatUser(app), message);
const STOCK = "Não consegui identificar alimentos";

/** Talk about eating that is not a meal eaten now is answered, never logged nor met with the stock reply (decision 161). */
describe("messages about eating that are not a meal to log", () => {
  it("answers an overeating of another day with how to go on, with no card and no compensating", async () => {
    for (const message of ["comi demais ontem, e agora?", "chutei o balde essa semana toda na dieta", "enfiei o pe na jaca no natal, quanto tempo pra voltar ao normal?"]) {
      const reply = await say(message);
      expect(reply.calculation, message).toBeNull();
      expect(reply.message, message).not.toContain(STOCK);
      expect(reply.message, message).toContain("Siga normalmente a partir da próxima refeição");
      expect(reply.message, message).toContain("Não pule refeições");
    }
  });

  it("says nothing was spoiled when asked so", async () => {
    const reply = await say("fui no aniversario ontem e comi mt doce, sera q estraguei tudo?");
    expect(reply.calculation).toBeNull();
    expect(reply.message).toMatch(/^Não estragou nada/);
  });

  it("answers a complaint after a food about the complaint, logging nothing", async () => {
    const heavy = await say("depois do churrasco fiquei com o estomago pesado");
    expect(heavy.calculation).toBeNull();
    expect(heavy.message).toContain("Estômago pesado depois de comer");
    const milk = await say("toda vez q tomo leite me da gases");
    expect(milk.calculation).toBeNull();
    expect(milk.message).toContain("intolerância à lactose");
    const belly = await say("minha barriga incha todo dia depois do almoco");
    expect(belly.message).toContain("Barriga estufada e gases");
  });

  it("answers a meal ahead with no compensating, and logs nothing", async () => {
    const reply = await say("vou comer pizza hoje a noite, como compenso no almoco?");
    expect(reply.calculation).toBeNull();
    expect(reply.message).toMatch(/^Não precisa compensar/);
  });

  it("answers a hypothetical's calories without stumbling on the 'se'", async () => {
    const reply = await say("quantas calorias tem se eu comer meia pizza?");
    expect(reply.message).toContain("kcal");
    expect(reply.message).not.toContain("Não entendi");
  });

  it("reads 'no café' beside another food as the morning meal, not a coffee", async () => {
    const reply = await say("se eu comer 2 paes no cafe engorda?");
    expect(reply.message).toContain("Pão francês");
    expect(reply.message).not.toContain("**Café**");
  });

  it("still makes a card of a meal told, even an overdone one", async () => {
    for (const message of ["almocei arroz, feijão e bife", "hj no almoco exagerei: 2 pratos de arroz, feijao, 3 bifes e pudim"]) {
      const reply = await say(message);
      expect(reply.calculation, message).not.toBeNull();
    }
  });
});
