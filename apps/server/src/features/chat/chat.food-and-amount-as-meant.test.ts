import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { cardItems as items, converse } from "../../../test/chat-fixtures";

/**
 * Issue 27, decision 192: the food named and the amount stated are read as the person meant them, said in other words
 * than the probes: the barbecue by its slang, a chicken X, lactose-free milk, a Subway sub, a plate weighed in kilos and
 * a box sized before its foods.
 */
let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const said = async (message: string) => (await converse(app, message))[0]!;

describe("the food named as meant", () => {
  it("logs the barbecue, the chicken X, lactose-free milk and the Subway sub by the names said", async () => {
    const churras = await said("ontem jantei churras e vinagrete");
    expect(items(churras).map((i) => i.food)).toContain("Churrasco");
    expect(churras.message).not.toMatch(/Churro/);
    expect(items(await said("de lanche foi um xis frango")).map((i) => i.food)).toEqual(["X-frango"]);
    const milk = await said("bebi uma caixinha de leite sem lactose");
    expect(milk.message).not.toMatch(/Não entendi|desnatado/);
    expect(items(milk)).toEqual([{ food: "Leite sem lactose (integral)", grams: 200 }]);
    const sub = await said("almocei um lanche do subway de frango teriyaki 30cm");
    expect(sub.message).not.toMatch(/Não entendi|presunto/);
    expect(items(sub)).toEqual([{ food: "Sanduíche de frango teriyaki (Subway, 15 cm)", grams: 410 }]);
  });
});

describe("the amount stated as meant", () => {
  it("shares a plate weighed in kilos and a large box among their foods", async () => {
    const kilo = await said("hoje foi 1,1 kg de marmita: arroz, feijão e frango");
    expect(kilo.message).not.toMatch(/Não entendi/);
    expect(items(kilo).reduce((sum, i) => sum + i.grams, 0)).toBe(1100);
    const box = items(await said("almocei uma quentinha grande de bife com arroz e feijão"));
    expect(box).toHaveLength(3);
    expect(Math.max(...box.map((i) => i.grams))).toBeLessThan(300);
    expect(box.reduce((sum, i) => sum + i.grams, 0)).toBe(585);
  });
});
