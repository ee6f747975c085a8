import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { chatUser, sayTo } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

async function talk(...messages: string[]) {
  const who = await chatUser(app);
  let last = await sayTo(app, who, messages[0]!);
  for (const m of messages.slice(1)) last = await sayTo(app, who, m);
  return last;
}

describe("follow-ups answered on their own point", () => {
  it("'e no dia que eu não treino?' after protein for muscle: the rest-day entry", async () => {
    const rest = await talk("quanto de proteina eu preciso por dia pra ganhar massa?", "e no dia que eu nao treino?");
    expect(rest.message).toContain("Dia de treino longo e dia de descanso");
    expect(rest.message).toMatch(/dias de descanso\*\*, o prato pode ter um pouco menos de carboidrato, mantendo a proteína/);
  });

  it.each([
    ["vou correr uma prova de 10 km domingo", "o que como na vespera?"],
    ["vou fazer minha primeira corrida de 5k sabado", "e na hora, levo alguma coisa pra comer?"],
  ])("'%s', then '%s': the eve and the race itself, water enough in a short one", async (first, then) => {
    const race = await talk(first, then);
    expect(race.message).toContain("Véspera e dia da prova de corrida");
    expect(race.message).toMatch(/água basta/);
    expect(race.message).not.toContain("não tenho na minha base");
  });

  it("'e grávida precisa mais?' after water: the amount of water in pregnancy, never the nausea entry", async () => {
    const water = await talk("quanta agua devo beber por dia?", "e gravida precisa mais?");
    expect(water.message).toContain("Quanta água beber na gravidez e amamentando");
    expect(water.message).toMatch(/cerca de \*\*300 mL por dia\*\*/);
    expect(water.message).not.toContain("enjoo");
  });

  it.each(["esses shakes de substituir refeicao funcionam?", "vale a pena tomar shake no lugar do jantar pra emagrecer?"])("'%s': meal replacements as the evidence has them", async (said) => {
    const shake = await talk(said);
    expect(shake.message).toContain("Shake que substitui refeição funciona para emagrecer?");
    expect(shake.message).toMatch(/programas com acompanhamento/);
    expect(shake.calculationId).toBeNull();
  });

  it.each(["qual fruta tem menos acucar?", "sou diabetica, quais frutas tem menos açucar pra eu comer?"])("'%s': fruits ranked by carbohydrate per portion, saying the tables carry no sugar", async (said) => {
    const fruit = await talk(said);
    expect(fruit.message).toMatch(/^A tabela de alimentos não separa o açúcar da fruta/);
    expect(fruit.message).toMatch(/\*\*Menos carboidrato por porção:\*\*\n- Morango — 1 porção \(100 g\): \*\*6,8 g de carboidratos\*\*/);
    expect(fruit.calculationId).toBeNull();
  });

  it("'isso tá demais pra ela?' after what the mother eats: her count weighed, never a card", async () => {
    const judged = await talk("minha mae come umas 5 fatias de pao de forma no cafe", "isso ta demais pra ela?");
    expect(judged.message).toMatch(/\*\*5 fatias\*\* \(cerca de 125 g\) dão \*\*\d+ kcal\*\*/);
    expect(judged.message).toContain("no dia dessa pessoa");
    expect(judged.calculationId).toBeNull();
  });
});
