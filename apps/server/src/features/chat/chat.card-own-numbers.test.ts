import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { chatUser, sayTo, type TChatReply } from "../../../test/chat-fixtures";
import { chatMessages } from "../../db/schema";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const grams = (reply: TChatReply, food: RegExp) => reply.calculation?.items.find((i) => food.test(i.food))?.grams;

/** The card takes the person's own numbers and edits in words, and a question about someone else's meal logs nothing (decision 152). */
describe("the card with the person's own numbers", () => {
  it("takes the calories a label says for the card's product, never as a day's target", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "tomei um iogurte grego de morango");
    const label = await sayTo(app, who, "no rotulo diz 130 kcal");
    expect(label.message).not.toContain("Não posso recomendar");
    expect(label.calculation!.totalCalories).toBeCloseTo(130, 0);
    expect(label.message).toContain("como diz o rótulo");
    const other = await chatUser(app);
    await sayTo(app, other, "tomei um achocolatado de caixinha");
    expect((await sayTo(app, other, "na caixinha diz 140 kcal")).calculation!.totalCalories).toBeCloseTo(140, 0);
  });

  it("halves the food named before the share, and adds a food eaten after an amount in the same message", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "lanche da tarde: um pao de queijo e um cafe com leite");
    const half = await sayTo(app, who, "do pao de queijo comi so metade");
    expect(grams(half, /^Pão de queijo/)).toBe(15);
    expect(grams(half, /^Café com leite/)).toBe(200);
    const other = await chatUser(app);
    await sayTo(app, other, "tomei um caldo de cana");
    const both = await sayTo(app, other, "foram 500 ml e comi um pastel de carne junto");
    expect(grams(both, /^Caldo de cana/)).toBe(500);
    expect(grams(both, /^Pastel de carne/)).toBeGreaterThan(0);
    const third = await chatUser(app);
    await sayTo(app, third, "comi acai na tigela");
    const milk = await sayTo(app, third, "foi uns 300 ml e coloquei 2 colheres de leite ninho");
    expect(milk.calculation!.items.map((i) => i.food)).toEqual([expect.stringMatching(/^Açaí/), expect.stringMatching(/^Leite em pó/)]);
  });

  it("sizes a count said with 'das pequenas' and says the change once", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "comi coxinha no lanche");
    const small = await sayTo(app, who, "foram 3, das pequenas");
    expect(grams(small, /^Coxinha/)).toBeLessThan(150);
    expect(small.message.match(/coxinha: 3/g)).toHaveLength(1);
  });

  it("takes out only the foods named when the reason after names what was eaten, and recounts a diminutive", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "jantei pizza, coca e pudim");
    const left = await sayTo(app, who, "tira a coca e o pudim, so comi a pizza");
    expect(left.calculation!.items.map((i) => i.food)).toEqual([expect.stringMatching(/^Pizza/)]);
    const other = await chatUser(app);
    const one = await sayTo(app, other, "comi um pastelzinho e tomei um guarana");
    const four = await sayTo(app, other, "os pastelzinho foram 4");
    expect(grams(four, /^Pastel/)).toBe(4 * grams(one, /^Pastel/)!);
    expect(grams(four, /^Guaraná/)).toBe(350);
  });

  it("weighs the meal asked 'isso engorda?' and changes nothing", async () => {
    const who = await chatUser(app);
    const card = await sayTo(app, who, "almocei feijao tropeiro com torresmo");
    const asked = await sayTo(app, who, "isso engorda?");
    expect(asked.intent).toBe("NUTRITION_QUESTION");
    expect(asked.message).toContain("Para um almoço");
    expect(asked.message).toContain(`soma **${card.calculation!.totalCalories.toLocaleString("pt-BR")} kcal**`);
  });

  it("estimates someone else's meal told two turns back, with every food, and makes no card", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "meu marido jantou 2 x-bacon e uma coca de 600");
    await sayTo(app, who, "kkk ele é fogo");
    const asked = await sayTo(app, who, "e quanto de caloria deu isso? nao e pra mim");
    expect(asked.calculation).toBeNull();
    expect(asked.message).toContain("não foi você que comeu");
    expect(asked.message).toMatch(/2 unidades[\s\S]*600 ml/);
    const other = await chatUser(app);
    await sayTo(app, other, "minha mae almocou moqueca de peixe com arroz");
    await sayTo(app, other, "ela ta de dieta");
    const mom = await sayTo(app, other, "quantas calorias deu isso? nao fui eu que comi");
    expect(mom.calculation).toBeNull();
    expect(mom.message).toMatch(/Moqueca[\s\S]*Arroz/);
  });

  it("counts calories told yesterday for yesterday, not for today", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "hj ja comi uns 1200 kcal");
    const today = await sayTo(app, who, "quanto ja foi hoje?");
    expect(today.message).toContain("1.200");
    await app.db.update(chatMessages).set({ createdAt: new Date(Date.now() - 36 * 3600 * 1000) }).where(eq(chatMessages.userId, who.id));
    const next = await sayTo(app, who, "quanto ja foi hoje?");
    expect(next.message).not.toContain("1.200");
  });
});
