import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { cardFoods as foods, converse } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());


/** Issue 27, decision 189: a card moved with a tag question, then a food of it swapped after an "e". */
describe("the card moved and swapped in passing", () => {
  it("'ops, vc botou como hj né? era de ontem' moves the card; 'e era o guaraná zero, esqueci kkk' swaps the soda on it", async () => {
    const [, moved, swapped] = await converse(app, "ontem a noite comi 2 fatia de pizza de calabresa e um guarana de 600", "ops, vc botou como hj ne? era de ontem", "e era o guarana zero, esqueci kkk");
    expect(moved!.message).toMatch(/^Certo, passei para ontem/);
    expect(moved!.calculationId).not.toBeNull();
    expect(swapped!.calculationId).toBe(moved!.calculationId);
    expect(foods(swapped!)).toEqual(["Pizza calabresa", "Refrigerante zero"]);
    expect(swapped!.message).toMatch(/troquei guarana por guarana zero/);
  });
});
