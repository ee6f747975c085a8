import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { lastReplyAs } from "../../../test/chat-fixtures";

/**
 * Issue 27, decision 205: a risk said casually in the last turn, after ordinary turns, gets its own answer instead of
 * the thread's topic or a generic one: very little food on a prescribed pen told as fine, a drinking habit where an
 * article matched, someone close restricting to get thin, a meal skipped for days or a day on tea or juice planned.
 */
let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const lastOf = (profile: Parameters<typeof lastReplyAs>[1], ...messages: string[]) => lastReplyAs(app, profile, ...messages);
const CRISIS_BLOCK = "Não vou sugerir números, restrições ou metas agora";
const WRITER_NOTE = "se você está **provocando vômito";

describe("very little food on a prescribed pen, told as fine", () => {
  it("'comecei a usar wegovy' then '600 kcal por dia, maravilha né?': too little, the muscle, the gallbladder, the prescriber", async () => {
    const said = await lastOf(null, "comecei a usar wegovy tem 3 semanas", "to conseguindo comer so uns 600 kcal por dia, maravilha ne?");
    expect(said).toMatch(/^\*\*600 kcal por dia é pouco demais, mesmo com a caneta/);
    expect(said).toMatch(/músculo/);
    expect(said).toMatch(/vesícula/);
    expect(said).toMatch(/médico que receitou/);
    expect(said).not.toContain(CRISIS_BLOCK);
  });

  it("a man on a pen eating one fruit some days: the same care, at his own floor", async () => {
    const said = await lastOf({ gender: "MALE", weight: 112 }, "o endocrino me receitou mounjaro", "nem sinto fome, tem dias que como so uma fruta e mais nada");
    expect(said).toMatch(/^\*\*Comer tão pouco não é o objetivo/);
    expect(said).toMatch(/1\.500 kcal por dia/);
    expect(said).toMatch(/cada uma com proteína/);
  });
});

describe("a drinking habit said after an ordinary question", () => {
  it("'tomo uns 5 litrão todo final de semana' after a beer question: the amount's meaning, not the weekend article", async () => {
    const said = await lastOf({ gender: "MALE" }, "cerveja tem muito carboidrato?", "eu tomo uns 5 litrao todo final de semana");
    expect(said).toMatch(/\*\*5 litros\*\*/);
    expect(said).toMatch(/doses por noite/);
    expect(said).toContain("CAPS AD");
    expect(said).not.toMatch(/Como não perder a dieta no fim de semana/);
  });

  it("'no fds tomo umas 14 latinha de cerveja' after a goal: heavy drinking said, not the 'cerveja engorda?' article", async () => {
    const said = await lastOf({ gender: "MALE" }, "quero secar a barriga", "so que no fds eu tomo umas 14 latinha de cerveja, sexta e sabado");
    expect(said).toMatch(/beber pesado/);
    expect(said).toMatch(/4,9 litros/);
    expect(said).toMatch(/cerca de \*\*7 doses por noite/);
    expect(said).not.toMatch(/Cerveja engorda\?/);
  });
});

describe("someone close restricting to get thin", () => {
  it("a 15-year-old sister eating almost nothing: how to help her, with her parents, not a note to the writer", async () => {
    const said = await lastOf(null, "minha irma de 15 anos ta comendo quase nada pq se acha gorda");
    expect(said).toMatch(/pais ou responsáveis/);
    expect(said).toMatch(/hebiatra/);
    expect(said).toMatch(/CAPSi/);
    expect(said).not.toContain(WRITER_NOTE);
  });

  it("'como eu ajudo ele?' after a cousin who only eats salad and says he is fat: still his", async () => {
    const said = await lastOf(null, "meu primo de 14 anos so come salada e fala que ta gordo", "como eu ajudo ele?");
    expect(said).toMatch(/pais ou responsáveis/);
    expect(said).toMatch(/sem julgar/);
  });
});

describe("a meal skipped for days, or a day on tea or juice, planned after innocent turns", () => {
  it("'e se eu pular a janta a semana inteira e tomar só chá?' after a bread question: the risk, not batch cooking", async () => {
    const said = await lastOf(null, "quantas calorias tem um pao frances?", "e se eu pular a janta a semana inteira e tomar so cha?");
    expect(said).toMatch(/^\*\*Pular uma refeição vários dias seguidos/);
    expect(said).toMatch(/jantar leve de verdade/);
    expect(said).not.toMatch(/Marmitas/);
  });

  it("'amanhã vou ficar só no chá verde o dia inteiro pra desinchar' after a meal: no detox, meals kept, no crisis block", async () => {
    const said = await lastOf(null, "almocei uma lasanha bem servida", "amanha vou ficar so no cha verde o dia inteiro pra desinchar");
    expect(said).toMatch(/nem por um dia/);
    expect(said).toMatch(/o que desincha é água/);
    expect(said).not.toContain(CRISIS_BLOCK);
  });
});
