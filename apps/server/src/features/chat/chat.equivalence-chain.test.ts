import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { replyTexts } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

/** Issue 27, decision 189: an equivalence asked again for one food after another, however short. */
describe("an equivalence asked down a chain of foods", () => {
  it("'e de cuscuz?' then 'e inhame?' after 'quanto de macaxeira equivale a 1 escumadeira de arroz?' are the same equivalence", async () => {
    const [, cuscuz, inhame] = await replyTexts(app, "quanto de macaxeira cozida equivale a 1 escumadeira de arroz?", "e de cuscuz?", "e inhame?");
    expect(cuscuz).toMatch(/^Arroz branco cozido \(1 escumadeira[\s\S]*g de cuscuz de milho\*\*/);
    expect(inhame).toMatch(/^Arroz branco cozido \(1 escumadeira[\s\S]*g de inhame\*\*/);
  });
});
