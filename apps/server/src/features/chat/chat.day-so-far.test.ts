import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { chatUser, sayTo } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const kcal = (text: string) => Number(/\*\*([\d.,]+) kcal\*\*/.exec(text)![1]!.replace(".", "").replace(",", "."));

/** "quanto deu o dia?" counts the cards analysed today and not confirmed apart from the diary (issue 27). */
describe("the day so far", () => {
  it("adds a meal analysed earlier and left unconfirmed to the confirmed one, said apart, against the target", async () => {
    const who = await chatUser(app);
    const breakfast = await sayTo(app, who, "cafe da manha: 2 ovos mexidos e 1 pao frances");
    const lunch = await sayTo(app, who, "almoço: arroz, feijao e bife grelhado");
    await app.inject({ method: "POST", url: "/api/chat/confirm-food", headers: who.auth, payload: { calculationId: lunch.calculationId, confirmed: true } });
    const reply = await sayTo(app, who, "to indo bem ou passei do limite?");
    expect(reply.intent).toBe("DAY_SUMMARY");
    expect(reply.calculationId).toBeNull();
    expect(reply.message).toContain("confirmou 1 refeição");
    expect(reply.message).toContain("ainda não foi confirmada");
    const open = breakfast.calculation!.totalCalories;
    const both = Math.round((open + lunch.calculation!.totalCalories) * 10) / 10;
    expect(reply.message).toContain(`o dia vai a **${both.toLocaleString("pt-BR")} kcal**`);
    expect(reply.message).toContain("confirme os cartões acima");
  });

  it("counts both open cards when the day is asked right after a second meal", async () => {
    const who = await chatUser(app);
    const first = await sayTo(app, who, "de manha comi um cuscuz com ovo");
    const second = await sayTo(app, who, "no almoço arroz, feijao e frango assado");
    const reply = await sayTo(app, who, "quanto deu o dia ate agora?");
    expect(reply.message).toContain("2 refeições analisadas e ainda não confirmadas");
    expect(reply.message).toMatch(/sobram cerca de \*\*[\d.]+ kcal\*\*, e cabe/);
    expect(kcal(reply.message.slice(reply.message.indexOf("o dia vai a")))).toBeCloseTo(first.calculation!.totalCalories + second.calculation!.totalCalories, 0);
  });

  it("adds a dessert said after the meal to its card, so a question about the meal counts both", async () => {
    const who = await chatUser(app);
    const lunch = await sayTo(app, who, "almoço: carne de sol com feijao verde e farofa");
    const dessert = await sayTo(app, who, "sobremesa um pedacinho de cocada");
    expect(dessert.calculationId).toBe(lunch.calculationId);
    expect(dessert.calculation!.items.map((i) => i.food)).toEqual(expect.arrayContaining([expect.stringMatching(/Cocada/)]));
    expect(dessert.calculation!.totalCalories).toBeGreaterThan(lunch.calculation!.totalCalories);
  });

  it("answers 'tô dentro da meta?' from the day, and against the calories the person says when they say them", async () => {
    const who = await chatUser(app);
    const lunch = await sayTo(app, who, "almoço: arroz, feijao, bife e salada");
    await app.inject({ method: "POST", url: "/api/chat/confirm-food", headers: who.auth, payload: { calculationId: lunch.calculationId, confirmed: true } });
    for (const question of ["to dentro da meta?", "ainda estou abaixo da minha meta?"]) {
      const reply = await sayTo(app, who, question);
      expect(reply.intent, question).toBe("DAY_SUMMARY");
      expect(reply.message, question).toContain(`somando **${lunch.calculation!.totalCalories.toLocaleString("pt-BR")} kcal**`);
    }
    const own = await sayTo(app, who, "minha meta é 1800 kcal, quanto ainda posso comer hoje?");
    expect(own.message).toContain("sua meta de 1.800 kcal");
    expect(kcal(own.message.slice(own.message.indexOf("sobram")))).toBeCloseTo(1800 - lunch.calculation!.totalCalories, -1);
  });

  it("keeps the daily calories said earlier in the conversation, and answers a nutrient 'acima ou abaixo da meta' from the day", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "minha meta é 1800 kcal");
    await sayTo(app, who, "comi 2 coxinhas e uma coca");
    expect((await sayTo(app, who, "e quanto ainda posso comer hoje?")).message).toContain("sua meta de 1.800 kcal");
    expect((await sayTo(app, who, "cabe um pedaço de bolo ainda hoje?")).message).toContain("**1.800 kcal** (a que você me disse)");
    const protein = await sayTo(app, who, "to abaixo ou acima da meta de proteina?");
    expect(protein.message).toMatch(/Hoje, até agora, você está com \*\*[\d,]+ g de proteína\*\*/);
  });

  it("answers the calories of the day and its protein when one question asks both ('quanto deu, quanto falta e quanto de proteína')", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "comi 4 ovos, 2 pao frances e 1 banana no cafe");
    const reply = await sayTo(app, who, "quanto deu ate agora, quanto falta e quanto de proteina ja foi?");
    expect(reply.calculationId).toBeNull();
    expect(reply.message).toMatch(/o dia vai a \*\*[\d.,]+ kcal\*\*/);
    expect(reply.message).toMatch(/sobram cerca de \*\*[\d.,]+ kcal\*\*/);
    expect(reply.message).toMatch(/Proteína até agora: [\d,]+ de \d+ g/);
    const proteinOnly = await sayTo(app, who, "quanto de proteina comi hoje?");
    expect(proteinOnly.message).not.toContain("sobram cerca de");
  });
});
