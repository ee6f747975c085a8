import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { chatUser, converse, sayTo, setProfile } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const talk = async (...messages: string[]) => (await converse(app, ...messages)).map((r) => r.message);

describe("what the person says of themself is read as said (issue 27)", () => {
  it("'desde criança' is the person's own past: an adult celiac's meal gets its card, never the children's refusal", async () => {
    const [said, meal] = await talk("oi, sou celiaca desde crianca", "hj comi cuscuz nordestino no cafe, quantas kcal?");
    expect(said).toContain("Doença celíaca");
    expect(meal).toContain("Analisei sua refeição");
    expect(meal).not.toMatch(/crianças e adolescentes/);
  });

  it.each([
    ["quero perder 2kg ate a prova daqui 2 meses", "**0,23 kg por semana**", /ritmo leve e seguro/],
    ["queria ganhar 4kg em 2 semanas", "**2 kg por semana**", /mais rápido do que o corpo ganha músculo[^.]*\. .*prazo realista para 4 kg: entre 2 e 4 meses/],
    ["quero ganhar 4kg de massa em 2 meses, treino 4x", "**0,46 kg por semana**", /dentro do ritmo seguro \(0,25 a 0,5 kg por semana\)/],
    ["sou mto magrinha, queria ganhar uns 5 kg", "Ganhar **5 kg**", /deve levar entre 2 e 5 meses/],
  ])("%s: the pace of the goal, weighed against a safe one, and the goal offered for the profile", async (message, pace, verdict) => {
    const reply = await sayTo(app, await chatUser(app), message);
    expect(reply.message).toContain(pace);
    expect(reply.message).toMatch(verdict);
    expect(reply.message).not.toContain("Anotei o que você contou.");
    expect(reply.message).not.toMatch(/Não posso recomendar/);
    expect(reply.intent).toBe("PROFILE_QUESTION");
  });

  it.each([["preciso emagrecer 10 kg em 1 mes pro casamento"], ["secar 6kg em 3 semanas"], ["quero perder 10 kg em um mês"], ["quero perder peso, uns 8 quilos em 1 mes"]])("%s: a loss faster than 1 kg a week, however said, is the crash diet refused", async (message) => {
    const [reply] = await talk(message);
    expect(reply).toMatch(/^\*\*Não posso montar dieta radical/);
  });

  it.each([
    ["qual o ritmo seguro pra emagrecer? preciso perder mais ou menos 5kg", "Para perder **5 kg** nesse ritmo"],
    ["quanto tempo pra eliminar esses meus 7 quilos sem sofrer?", "Para perder **7 kg** nesse ritmo"],
  ])("%s: the kilos said with words between are weighed in weeks", async (message, weeks) => {
    const [reply] = await talk(message);
    expect(reply).toContain(weeks);
  });

  it.each([
    ["quero perder 8kg ate o casamento da minha irma", "faltam 4 meses", /Perder \*\*8 kg\*\* em 4 meses dá cerca de \*\*0,46 kg por semana\*\*/],
    ["preciso emagrecer uns 10 quilos", "tenho 2 meses so", /^\*\*Não posso montar dieta radical/],
  ])("%s / %s: the time left said next is weighed with the goal said before", async (goal, time, verdict) => {
    const [, reply] = await talk(goal, time);
    expect(reply).toMatch(verdict);
    expect(reply).not.toContain("fora do que eu faço");
  });

  it("training said by someone whose goal is to gain is not answered with a cut", async () => {
    const who = await chatUser(app);
    await setProfile(app, who.auth, { age: 22, weight: 65, height: 180, gender: "MALE", activityLevel: "VERY_ACTIVE", goal: "MUSCLE_GAIN" });
    const reply = (await sayTo(app, who, "tenho 1,80 e peso 65kg, treino musculacao 5x")).message;
    expect(reply).not.toMatch(/para emagrecer treinando/);
    expect(reply).toMatch(/ganhar peso/);
  });

  it("a teenager eating 800 kcal who asks whether to cut more is told not to, never 'não tenho na minha base'", async () => {
    const replies = await talk("tenho 15 anos e quero secar pro verao", "ja to comendo so 800 calorias por dia", "ta bom assim ou corto mais?");
    expect(replies[2]).toMatch(/^\*\*Não corte mais\.\*\*/);
    expect(replies[2]).toMatch(/hebiatra|pediatra/);
    expect(replies[2]).not.toContain("não tenho na minha base");
  });

  it("'não como ovo' said before: suggestions asked next name no egg", async () => {
    const [, snack] = await talk("nao como ovo, nem gosto", "me sugere um lanche da tarde");
    expect(snack!.split("_Pelo que você me contou")[0]).not.toMatch(/\bovos?\b/i);
    expect(snack).toContain("ovo (você não come)");
  });
});

