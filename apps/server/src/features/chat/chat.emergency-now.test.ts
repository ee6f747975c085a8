import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { chatUser, sayTo } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

describe("an emergency said in any conversation (issue 27)", () => {
  it("sends chest pain with a cold sweat to SAMU, never to a soup for the cold", async () => {
    const who = await chatUser(app);
    const reply = await sayTo(app, who, "to com muita dor no peito e suando frio");
    expect(reply.message.split("\n\n")[0]).toContain("ligue 192 (SAMU)");
    expect(reply.message).not.toMatch(/sopa/i);
  });

  it("answers a teenager who fainted at school, after a hidden diet, with the emergency, not a lunchbox", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "minha filha de 15 anos ta fazendo dieta escondida");
    const reply = await sayTo(app, who, "ela desmaiou na escola hoje");
    expect(reply.message).toContain("192");
    expect(reply.message).not.toMatch(/lanche da escola|lancheira/i);
  });
});
