import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { chatUser, sayTo } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

describe("a card of many drinks (issue 27)", () => {
  it("warns of binge drinking before the card, keeps the card, and answers its alcohol two turns later", async () => {
    const who = await chatUser(app);
    const card = await sayTo(app, who, "tomei 6 latas de cerveja e comi uma porção de batata frita");
    expect(card.message.split("\n\n")[0]).toContain("doses de álcool");
    expect(card.calculation).not.toBeNull();
    await sayTo(app, who, "isso tem muito sodio?");
    const alcohol = await sayTo(app, who, "e quanto de alcool deu?");
    expect(alcohol.message).toContain("g de álcool puro");
    expect(alcohol.calculation).toBeNull();
  });
});
