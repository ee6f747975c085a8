import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { chatUser, converse, sayTo } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

/** The dead ends a follow-up with no subject of its own must never get. */
const DEAD_END = /não tenho na minha base|Não tenho uma resposta verificada|fora do que eu faço|Não entendi/;

const last = async (...messages: string[]) => (await converse(app, ...messages)).at(-1)!;

describe("money said short, answered on the thread", () => {
  it("'mas e se eu tiver pouco dinheiro?' after protein sources: cheap protein, never a dead end", async () => {
    const reply = await last("quais alimentos tem mais proteína?", "mas e se eu tiver pouco dinheiro?");
    expect(reply.message).toContain("Proteína gastando pouco");
    expect(reply.message).toContain("sardinha");
    expect(reply.message).not.toMatch(DEAD_END);
  });

  it("'to sem grana esse mes kkk' after dinner ideas: a cheap dinner, not 'Anotei'", async () => {
    const reply = await last("o que eu posso jantar hoje?", "to sem grana esse mes kkk");
    expect(reply.message).toContain("Um jantar barato");
    expect(reply.message).not.toContain("Anotei");
  });

  it("'e se eu não puder pagar?' after salmon: sardines in its place", async () => {
    const reply = await last("salmão é bom pra saúde?", "e se eu não puder pagar?");
    expect(reply.message).toContain("No lugar de salmão");
    expect(reply.message).toContain("sardinha");
    expect(reply.message).not.toMatch(DEAD_END);
  });

  it("'delicia mas é caro, tem algo parecido mais barato?' after a meal: the swaps, the card left as it was", async () => {
    const reply = await last("comi salada com salmão e quinoa", "delicia mas é caro, tem algo parecido mais barato?");
    expect(reply.message).toContain("No lugar de");
    expect(reply.calculationId).toBeNull();
  });

  it("'desempregada' says where to turn when food itself is short", async () => {
    const reply = await last("quais alimentos tem ferro?", "to desempregada, tem opção mais barata?");
    expect(reply.message).toContain("CRAS");
  });

  it("'o salmão é caro?' alone is still a price question", async () => {
    const reply = await last("o salmão é caro?");
    expect(reply.message).not.toContain("No lugar de");
  });
});

describe("a nutrient, an amount or the night asked of the food just talked about", () => {
  it("'tem caloria?' after hibiscus tea: the tea's kcal", async () => {
    const reply = await last("chá de hibisco ajuda a emagrecer?", "tem caloria?");
    expect(reply.message).toContain("2,4 kcal");
    expect(reply.message).not.toMatch(DEAD_END);
  });

  it("'e meio?' after the carbohydrate of a pão francês: half of it", async () => {
    const reply = await last("quanto de carbo tem um pão francês?", "e meio?");
    expect(reply.message).toContain("14,7 g de carboidratos");
  });

  it("'e 200?' after 100 g of rice: 200 g asked, not the card changed", async () => {
    const reply = await last("quantas calorias tem 100g de arroz?", "e 200?");
    expect(reply.message).toContain("256 kcal");
    expect(reply.message).not.toContain("Certo,");
  });

  it("'pode comer de noite tb?' after pão com ovo: the hour weighs little", async () => {
    const reply = await last("pão com ovo é um bom lanche?", "pode comer de noite tb?");
    expect(reply.message).toContain("o horário pesa pouco");
    expect(reply.message).not.toMatch(DEAD_END);
  });
});

describe("the day against yesterday, and a meal eaten out", () => {
  it("'e comparado com ontem?' after the day's total: yesterday's diary read, said empty", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "comi 2 ovos cozidos");
    await sayTo(app, who, "pode registrar");
    await sayTo(app, who, "quanto eu comi hoje?");
    const reply = await sayTo(app, who, "e comparado com ontem?");
    expect(reply.message).toContain("Ontem não ficou nenhuma refeição confirmada");
    expect(reply.message).toContain("146 kcal");
  });

  it("'quanto ainda tenho de calorias hoje?' after a lunch logged: the target less the diary", async () => {
    const reply = await last("minha meta é 1800", "comi 4 ovos cozidos", "pode registrar", "quanto ainda tenho de calorias hoje?");
    expect(reply.message).toContain("**292 kcal**");
    expect(reply.message).toContain("sobram cerca de **1.508 kcal**");
  });

  it("'almocei uma marmita de 600 kcal' is a meal's kcal counted in the day, never a 600 kcal diet refused", async () => {
    const [, told, fits] = await converse(app, "minha meta é 1800", "almocei uma marmita de 600 kcal", "e se eu jantar uma pizza, ainda cabe?");
    expect(told!.message).not.toContain("Não posso recomendar");
    expect(told!.message).toContain("sobram cerca de **1.200 kcal**");
    expect(fits!.message).toContain("Hoje você já está com **600 kcal**");
  });

  it("'comi mais que ontem?' with both days logged: the two totals and the difference", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "ontem no almoço comi 2 ovos cozidos");
    await sayTo(app, who, "pode registrar");
    await sayTo(app, who, "comi 4 ovos cozidos");
    await sayTo(app, who, "pode registrar");
    const reply = await sayTo(app, who, "comi mais que ontem?");
    expect(reply.message).toContain("146 kcal acima");
    expect(reply.message).toContain("**Ontem:** 146 kcal");
  });

  it("'e o almoço do bandejão da firma, conta como?' after a lunch card: how to log it, the card being that log", async () => {
    const reply = await last("almocei arroz, feijão, bife e salada", "e o almoço do bandejão da firma, conta como?");
    expect(reply.message).toContain("Conta como qualquer refeição");
    expect(reply.message).toContain("O cartão acima já é esse registro");
  });
});
