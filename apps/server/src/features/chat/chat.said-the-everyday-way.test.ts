import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { cardItems, converse, converseAs } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

/** Issue 27, decision 209: shorthand, a medicine, a removal and a move said the everyday way, read as meant. */
describe("said the everyday way", () => {
  it("'quanto eu devia comer por dia pra manter o peso?' gets the energy spent first, not a canned non-answer or the loss target", async () => {
    const [reply] = await converseAs(app, { goal: "WEIGHT_LOSS" }, "quanto eu devia comer por dia pra manter o peso?");
    const [, target, spent] = /\*\*Energia:\*\* ([\d.]+) kcal \(gasto estimado de ([\d.]+) kcal\)/.exec(reply!.message) ?? [];
    expect(target).toBeDefined();
    expect(target).toBe(spent);
    expect(reply!.message).not.toMatch(/Não tenho uma resposta verificada/);
  });

  it("'meu bb tem 3 meses, mama no peito ainda' is the writer breastfeeding, never 'Não consegui identificar alimentos'", async () => {
    const [reply] = await converse(app, "meu bb tem 3 meses, mama no peito ainda");
    expect(reply!.message).toMatch(/Amamentação/);
  });

  it("'tomo metformina' after insulin resistance and the polycystic ovary is that medicine's care, never diabetes said", async () => {
    const [, medicine, asked] = await converse(app, "tenho sop e resistencia a insulina", "tomo metformina", "tapioca é melhor q pao no cafe?");
    expect(medicine!.message).toMatch(/\*\*Metformina\*\*/);
    expect(medicine!.message).not.toMatch(/\*\*Diabetes\*\*/);
    expect(asked!.message).not.toMatch(/Com diabetes/);
    const [alone] = await converse(app, "tenho diabetes tipo 2 e tomo metformina");
    expect(alone!.message).toMatch(/\*\*Diabetes\*\*/);
  });

  it("'tira as torradas' leaves the soup at the portion the card showed, never a bigger plate of it", async () => {
    const [card, edited] = await converse(app, "jantei sopa de legumes com macarrao e 2 torradas", "tira as torradas, so comi a sopa");
    const soup = cardItems(card!)[0]!;
    expect(cardItems(edited!)).toEqual([soup]);
  });

  it("'e o tacaca tem mta caloria?' judges the tacacá of the card, with no word left unread", async () => {
    const [, asked] = await converse(app, "lanche da tarde: tacaca e uma tapioca de tucuma com queijo", "e o tacaca tem mta caloria?");
    expect(asked!.message).toMatch(/^No cartão, \*\*Tacacá\*\*.*\*\*(Não é muito|É moderado|É bastante)\*\*/);
    expect(asked!.message).not.toMatch(/Não entendi/);
  });

  it("'passa esse almoço pro jantar, comi tarde' moves the card to the dinner, never a card of raisins", async () => {
    const [, moved] = await converse(app, "almoço: baiao de dois e vinagrete", "passa esse almoço pro jantar, comi tarde");
    expect(moved!.message).toMatch(/passei para o jantar/);
    expect(moved!.message).not.toMatch(/Passa/);
  });
});
