import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { converse } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

/** Issue 27, decision 180: a fact said with a complaint is kept, and the complaint gets its care; a greeting hides neither. */
describe("a fact said with a complaint", () => {
  it("'bom dia! to com 32 semanas, essa fome ta brava' keeps the pregnancy and answers the hunger, never the capabilities list", async () => {
    const [reply] = await converse(app, "bom dia! to com 32 semanas, essa fome ta brava");
    expect(reply!.message).toContain("**Gestação**");
    expect(reply!.message).toContain("**Sinto fome o tempo todo**");
    expect(reply!.message).not.toContain("Sou o assistente de nutrição do NutriGuia");
  });

  it("'oi, to gravida de 5 meses e com muita azia' gets what helps reflux", async () => {
    const [reply] = await converse(app, "oi, to gravida de 5 meses e com muita azia");
    expect(reply!.message).toContain("**Gestação**");
    expect(reply!.message).toContain("**O que comer (e jantar) com refluxo**");
  });

  it("a greeting alone is still a greeting", async () => {
    const [reply] = await converse(app, "bom dia, tudo bem?");
    expect(reply!.message).toContain("Sou o assistente de nutrição do NutriGuia");
  });
});
