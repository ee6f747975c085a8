import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { converseAs } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const OLDER = { age: 67, weight: 88, height: 170, gender: "MALE" as const, activityLevel: "SEDENTARY" as const, goal: "WEIGHT_LOSS" as const };

/** Issue 27, decision 189: a medicine said before meets the foods named beside a goal, whatever the goal's own care. */
describe("a medicine and the foods named beside a weight goal", () => {
  it("warfarin, then 'mais salada pra emagrecer, couve, brócolis, espinafre' at 67: vitamin K kept steady first, the older pace in a line", async () => {
    const [, reply] = await converseAs(app, OLDER, "tomo marevan (varfarina) por causa de uma trombose q tive", "to querendo comer mais salada pra emagrecer, couve, brocolis, espinafre");
    expect(reply!.message).toMatch(/^\*\*Com varfarina[\s\S]*vitamina K[\s\S]*INR/);
    expect(reply!.message).toMatch(/Depois dos 65 anos, não faça déficit calórico/);
  });

  it("the weight goal alone at 67 still gets the older adult's care", async () => {
    const [reply] = await converseAs(app, OLDER, "quero emagrecer 5 kg");
    expect(reply!.message).toMatch(/^\*\*Depois dos 65 anos, emagrecer pede cuidado/);
  });
});
