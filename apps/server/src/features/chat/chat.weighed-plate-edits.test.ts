import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import type { TTestUser } from "../../../test/accounts";
import { chatUser, sayTo, type TChatReply } from "../../../test/chat-fixtures";

/** Issue 27, decision 183: a plate weighed as a whole keeps each food's share when the card is edited in words. */
let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const say = (who: TTestUser, message: string) => sayTo(app, who, message);

const grams = (reply: TChatReply, food: RegExp) => reply.calculation!.items.find((i) => food.test(i.food))?.grams ?? null;

describe("a weighed plate edited in words", () => {
  it("swaps one food of a 480 g plate and leaves the salad at its share, not the plate's weight", async () => {
    const who = await chatUser(app);
    const first = await say(who, "almoço no self service: arroz, feijao tropeiro, bife acebolado e salada. a balança deu 480g");
    const salad = grams(first, /Salada/)!;
    expect(salad).toBeLessThan(200);
    const edited = await say(who, "nao tinha bife, era frango grelhado, errei");
    expect(edited.intent).toBe("FOOD_LOG");
    expect(edited.calculation!.items.map((i) => i.food).join(", ")).toMatch(/[Ff]rango/);
    expect(grams(edited, /Salada/)).toBeCloseTo(salad, -1);
    expect(grams(edited, /Arroz/)).toBeCloseTo(grams(first, /Arroz/)!, -1);
  });

  it("takes a food out of a weighed plate with a can beside it, keeping the rest and the can", async () => {
    const who = await chatUser(app);
    const first = await say(who, "peguei 450 g no self service: arroz, feijão, frango e farofa, e uma coca lata");
    const edited = await say(who, "tira a farofa");
    expect(edited.message).not.toMatch(/Não entendi/);
    expect(grams(edited, /Farofa/)).toBeNull();
    expect(grams(edited, /Feij/)).toBeCloseTo(grams(first, /Feij/)!, -1);
    expect(grams(edited, /Refrigerante/)).toBe(350);
  });
});
