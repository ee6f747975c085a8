import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { chatUser, sayTo } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

describe("a choice between two foods, and which one fills up more", () => {
  it("reads 'tô entre X e Y no café' as a choice, not a meal eaten, and 'qual enche mais?' from protein and fibre", async () => {
    const who = await chatUser(app);
    const choice = await sayTo(app, who, "to entre aveia e granola no cafe");
    expect(choice.calculationId).toBeNull();
    expect(choice.message).toContain("Comparando pelos dados da tabela");
    expect(choice.message).not.toMatch(/\*\*Café\*\*/);
    const fills = await sayTo(app, who, "qual enche mais?");
    expect(fills.calculationId).toBeNull();
    expect(fills.message).toMatch(/^\*\*Enche mais: aveia em flocos\.\*\*/);
    expect(fills.message).toMatch(/g de proteína e [\d,]+ g de fibras em 100 kcal/);
    expect(fills.message).not.toContain("Sinto fome o tempo todo");
  });

  it("answers 'e qual segura mais a fome?' after a doubt told in other words, and a satiety question asked at once", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "to na duvida entre pao de queijo e tapioca pro lanche");
    const holds = await sayTo(app, who, "e qual segura mais a fome?");
    expect(holds.message).toMatch(/Enche mais: pão de queijo/);
    const other = await chatUser(app);
    const atOnce = await sayTo(app, other, "ovo ou iogurte natural, qual sacia mais?");
    expect(atOnce.calculationId).toBeNull();
    expect(atOnce.message).toMatch(/^\*\*(Enche mais|Os dois sustentam parecido)/);
    expect(atOnce.message).toMatch(/ovo cozido: [\d,]+ g de proteína/);
  });
});

describe("a follow-up that names its own question", () => {
  it("gets the entry on eating after training after a fasted early workout, not the fasting entry again", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "treino em jejum as 6 da manha, tudo bem?");
    const after = await sayTo(app, who, "e depois do treino o que eu como?");
    expect(after.message).toContain("O que comer depois do treino");
    expect(after.message).toMatch(/proteína \(20 a 40 g\) e carboidrato/);
    expect(after.message).not.toContain("Em resumo, do que te disse acima");
  });

  it("still answers a condition asked after a food from the entry on both", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "cafe faz mal?");
    const pressure = await sayTo(app, who, "e pra quem tem pressao alta?");
    expect(pressure.message).toMatch(/Hipertenso pode tomar café\?/);
  });
});
