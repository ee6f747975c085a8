import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { converse } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

describe("a laxative tea a relative suggested in pregnancy (issue 27)", () => {
  it("is answered as the laxative it is, for the person who asks, without herbs she never named", async () => {
    const [, tea, again] = await converse(app, "to gravida de 4 meses", "minha tia falou de um cha de sene pra desinchar e secar a barriga", "posso tomar uns dias?");
    expect(tea!.message).toMatch(/^\*\*Chá de sene[^*]*nem por poucos dias:\*\*/);
    expect(tea!.message).toMatch(/contrações do útero/);
    expect(tea!.message).not.toContain("Hibisco");
    expect(`${tea!.message}\n${again!.message}`).not.toContain("Que bom que você percebeu e quer ajudar");
  });

  it("a relative's own purging is still answered as care for someone else", async () => {
    const [reply] = await converse(app, "minha irma ta tomando laxante escondido pra emagrecer");
    expect(reply!.message).toContain("Que bom que você percebeu e quer ajudar");
  });
});
