import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { cardFoods, converse } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

/** Issue 27, decision 199: letters stretched for tone are read as the word, so a greeting said warmly does not turn a meal into ideas. */
describe("letters stretched for tone", () => {
  it("'bom diaa, café da manhã de hj: …' is a breakfast told, on a card, not breakfast ideas", async () => {
    const [reply] = await converse(app, "bom diaa, cafe da manha de hj: pao com manteiga e cafe preto");
    expect(cardFoods(reply!).join(" ")).toMatch(/Pão/);
    expect(reply!.message).not.toMatch(/Ideias de café da manhã/);
  });

  it("'boa noitee, jantei arrozzz e ovo' is a dinner on a card", async () => {
    const [reply] = await converse(app, "boa noiteee, jantei arrozzz e ovo");
    expect(cardFoods(reply!).join(" ")).toMatch(/Arroz/);
    expect(cardFoods(reply!).join(" ")).toMatch(/Ovo/);
  });

  it("'bom diaa' alone is a greeting, not out of scope", async () => {
    const [reply] = await converse(app, "bom diaaa");
    expect(reply!.message).not.toMatch(/fora do que eu faço/);
  });
});
