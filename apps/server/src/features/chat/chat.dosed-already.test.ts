import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { chatUser, sayTo } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

describe("a meal about to be skipped after the insulin or the pill (issue 27)", () => {
  it("tells someone who already took rapid insulin to eat now, before anything else", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "tenho diabetes tipo 1");
    const reply = await sayTo(app, who, "ja apliquei a insulina rapida mas acho que vou pular a janta hoje");
    expect(reply.message.split("\n\n")[0]).toContain("não pule a refeição");
    expect(reply.message).toContain("192");
  });

  it("warns about low blood sugar when a father on glibenclamida, said earlier, would skip breakfast", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "meu pai usa glibenclamida");
    const reply = await sayTo(app, who, "e se ele ficar sem o café da manhã e comer só no almoço?");
    expect(reply.message).toContain("hipoglicemia");
    expect(reply.message).not.toMatch(/sem prejuízo/);
  });
});
