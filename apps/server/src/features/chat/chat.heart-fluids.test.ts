import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { converse } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

describe("a diuretic for the heart changes the water advice (issue 27)", () => {
  it("after water for an older mother, 'ela toma furosemida pro coração' gets the fluid limit from the cardiologist, not 2 litres", async () => {
    const replies = await converse(app, "é vdd q tem q tomar 2 litros de agua por dia?", "e minha mae de 78 anos? ela quase nao sente sede", "ela toma furosemida pro coraçao, muda alguma coisa?");
    expect(replies[2]!.message).toContain("quem define é o(a) cardiologista");
    expect(replies[2]!.message).toContain("não force os 2 litros");
  });

  it("heart failure said first, then 'posso beber bastante água?', gets the same limit", async () => {
    const replies = await converse(app, "tenho insuficiencia cardiaca", "posso beber bastante agua no calor?");
    expect(replies[1]!.message).toContain("cardiologista");
  });

  it("water asked with no heart said keeps the everyday answer", async () => {
    const [reply] = await converse(app, "quanta agua devo beber por dia?");
    expect(reply!.message).not.toContain("diurético");
  });
});
