import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TChatReply, TSaveFactsResponse } from "@nutriguia/domain";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import type { TTestUser } from "../../../test/accounts";
import { chatUser } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const newUser = () => chatUser(app);

const say = async (who: TTestUser, message: string) => {
  const response = await app.inject({ method: "POST", url: "/api/chat/message", headers: who.auth, payload: { message } });
  expect(response.statusCode).toBe(200);
  return response.json<TChatReply>();
};

describe("a goal, a faith or a shift said about oneself is acknowledged and kept (issue 27)", () => {
  it("'queria ganhar uns 5 kg' is a goal to gain weight, offered for the profile, not an older adult losing weight", async () => {
    const who = await newUser();
    const reply = await say(who, "sou mto magrinha, queria ganhar uns 5 kg");
    expect(reply.message).toContain("Objetivo de **ganhar peso**");
    expect(reply.message).not.toMatch(/idosa|Não posso recomendar/);
    expect(reply.calculation).toBeNull();
    expect(reply.profileSuggestion?.additions).toContainEqual({ field: "goal", value: "WEIGHT_GAIN", label: "Objetivo: Ganhar peso" });
    const saved = await app.inject({ method: "POST", url: "/api/chat/save-facts", headers: who.auth, payload: { messageId: reply.profileSuggestion!.messageId } });
    expect(saved.json<TSaveFactsResponse>().profile?.goal).toBe("WEIGHT_GAIN");
  });

  it("training with the goal of keeping the weight suggests no cut, and the day's target is then what she spends", async () => {
    const who = await newUser();
    const reply = await say(who, "faço crossfit 5x na semana e o objetivo é manter o peso, nao quero secar");
    expect(reply.message).toContain("Objetivo de **manter o peso**");
    expect(reply.message).not.toContain("Para emagrecer treinando");
    const targets = await say(who, "quanto eu como por dia?");
    const energy = /\*\*Energia:\*\* ([\d.]+) kcal \(gasto estimado de ([\d.]+) kcal\)/.exec(targets.message);
    expect(energy?.[1]).toBe(energy?.[2]);
  });

  it("'sigo kosher' is no meal: pork, seafood and meat with milk are left out, and shrimp asked next is flagged", async () => {
    const who = await newUser();
    const reply = await say(who, "sigo alimentação kosher: nada de porco, nada de fruto do mar e nao misturo carne com leite na mesma refeiçao");
    expect(reply.calculation).toBeNull();
    expect(reply.message).toContain("carne de porco e derivados");
    expect(reply.message).toContain("não junto carne com leite");
    expect(reply.profileSuggestion?.additions).toContainEqual({ field: "dislikedFoods", value: "porco", label: "Não come: carne de porco" });
    const shrimp = await say(who, "e camarão pode?");
    expect(shrimp.message).toContain("não combina com a alimentação que você segue");
  });

  it("a halal eater's plan has no pork on any day", async () => {
    const who = await newUser();
    expect((await say(who, "sou muçulmano, como halal")).message).toContain("carne de porco e derivados");
    const plan = await say(who, "monta um plano de 3 dias pra mim");
    const id = /meal-plans\/([0-9a-f-]{36})/.exec(plan.message)![1];
    const body = (await app.inject({ method: "GET", url: `/api/meal-plans/${id}`, headers: who.auth })).json<{ days: { meals: { items: { food: string }[] }[] }[] }>();
    const foods = body.days.flatMap((d) => d.meals.flatMap((m) => m.items.map((i) => i.food.toLowerCase())));
    expect(foods.length).toBeGreaterThan(0);
    expect(foods.filter((f) => /porco|bacon|lombo|pernil|linguiça|presunto|toucinho/.test(f))).toEqual([]);
  });

  it.each([
    ["tive neném faz 3 meses, ainda dou mama", "**Amamentação**"],
    ["trabalho de vigia a noite, das 19h as 7h, e durmo de manha", "Você trabalha em turno"],
    ["meu medico disse que to pre diabetica", "**Pré-diabetes**: ainda não é diabetes"],
    ["tenho sop, e a gineco falou q to com resistencia a insulina tb", "**Resistência à insulina**: ainda não é diabetes"],
    ["parei com carne faz 2 meses, agora so como peixe, ovo e leite", "Alimentação **pescetariana**"],
    ["não como carne vermelha, só frango e peixe", "Você não consome **carne vermelha**:"],
  ])("'%s' is acknowledged for what it is", async (text, expected) => {
    const reply = await say(await newUser(), text);
    expect(reply.message).toContain(expected);
    expect(reply.message).not.toMatch(/\*\*Diabetes\*\*|Comer à noite engorda|fora do que eu faço/);
    expect(reply.calculation).toBeNull();
  });

  it("hours of cycling a week enter the energy estimate asked next", async () => {
    const who = await newUser();
    await say(who, "to treinando pra um gran fondo, pedalo umas 10h por semana");
    expect((await say(who, "quantas calorias eu preciso comer por dia?")).message).toContain("Considerei o treino que você me contou");
  });

  it("a niece's birthday party is where she ate, so feeling bad about it next is never a child's diet", async () => {
    const who = await newUser();
    await say(who, "fui no aniversario da minha sobrinha e comi doce pra caramba, brigadeiro, bolo, tudo");
    expect((await say(who, "to me sentindo pessima, joguei a dieta no lixo")).message).not.toContain("crianças e adolescentes");
  });

  it("'me sugere uma janta com carne' gets ideas, never a card of meat", async () => {
    const reply = await say(await newUser(), "me sugere uma janta com carne");
    expect(reply.calculation).toBeNull();
  });

  it("'meu bebê tem 4 meses e mama no peito' is her breastfeeding, never a chicken breast nor someone else's news", async () => {
    const mother = await newUser();
    const said = await say(mother, "meu bebe tem 4 meses e mama no peito");
    expect(said.message).toContain("**Amamentação**");
    expect(said.calculation).toBeNull();
    const tea = await say(mother, "uma amiga vende um cha seca barriga de sene com hibisco, posso tomar?");
    expect(tea.message).toContain("Na gestação e na amamentação");
    const other = await newUser();
    await say(other, "minha filha de 3 meses so mama no peito");
    expect((await say(other, "quantas calorias eu devo comer por dia?")).message).toContain("Sem déficit calórico");
  });

  it("'tô esperando meu segundo filho' is a pregnancy, so a detox tea asked next gets the pregnancy no", async () => {
    const who = await newUser();
    expect((await say(who, "Tô esperando meu segundo filho")).message).toContain("**Gestação**");
    expect((await say(who, "uma amiga me indicou um chá detox pra desinchar, posso tomar?")).message).toContain("Na gestação e na amamentação");
    const waiting = await newUser();
    expect((await say(waiting, "to esperando o onibus e comi um pastel de carne")).message).not.toContain("Gestação");
  });
});

