import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { cardFoods, cardItems, converse } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const OPEN = /cart[ãa]o da refei[çc][ãa]o acima continua aberto/i;
const STOCK = /fora do que eu fa[çc]o|Sou o assistente de nutri[çc][ãa]o do NutriGuia\. Posso/i;

describe("small talk said while a card waits gets a kind word and keeps the card (issue 27, decision 207)", () => {
  it("a game lost, a workout skipped and a sad day are answered briefly, never 'fora do que eu faço', with the card kept open", async () => {
    for (const aside of ["o flamengo perdeu de novo, to mt bravo", "bateu uma preguiça de treinar hj", "to chateada hj, briguei com minha irma"]) {
      const [, said] = await converse(app, "almocei arroz, feijão e frango", aside);
      expect(said!.message).not.toMatch(STOCK);
      expect(said!.message).toMatch(OPEN);
      expect(said!.message).not.toMatch(/Não registrei nada/);
    }
  });

  it("a greeting said late answers the greeting, not the whole introduction", async () => {
    const [, hello] = await converse(app, "jantei sopa de legumes", "boa noite kk nem dei oi");
    expect(hello!.message).toMatch(/^Boa noite/);
    expect(hello!.message).not.toMatch(STOCK);
  });
});

describe("an edit said after an aside reaches the open card (issue 27, decision 207)", () => {
  it("'ok, e o arroz foi 2 colheres e meia' after a question changes the rice on the same card", async () => {
    const [card, , edit] = await converse(app, "almoço: arroz 2 colheres, feijão e bife", "aliás, feijão tem mais proteína que arroz?", "ok, e o arroz foi 2 colheres e meia");
    expect(edit!.calculationId).toBe(card!.calculationId);
    expect(cardFoods(edit!).length).toBe(3);
    const rice = (reply: typeof card) => cardItems(reply!).find((i) => /Arroz/.test(i.food))!.grams;
    expect(rice(edit)).toBeCloseTo(rice(card) * 1.25, -1);
  });
});

describe("a cause asked of the card is answered on its foods (issue 27, decision 207)", () => {
  it("'ando dormindo mal, pode ser isso?' after coffees answers about the coffee and sleep, never 'não tenho na minha base'", async () => {
    const [, asked] = await converse(app, "bebi 5 xicaras de cafe hoje", "ando dormindo mal, pode ser isso?");
    expect(asked!.message).not.toMatch(/não tenho na minha base|fora do que eu fa[çc]o/i);
    expect(asked!.message).toMatch(/cafe[íi]na/i);
    expect(asked!.message).toMatch(/sono/i);
  });
});

