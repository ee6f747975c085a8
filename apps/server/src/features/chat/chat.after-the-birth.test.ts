import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { converse } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

/** Issue 27, decision 199: after the birth, the mother nursing and the weight of the pregnancy are hers, and no longer a pregnancy. */
describe("after the birth", () => {
  it("'meu bebê tem 2 meses, mama só no peito' is the writer breastfeeding, not news of someone else", async () => {
    const [reply] = await converse(app, "meu bebe tem 2 meses, mama so no peito");
    expect(reply!.message).toMatch(/Amamentação/);
    expect(reply!.message).not.toMatch(/sobre essa pessoa/);
  });

  it("'como faço pra emagrecer no pós-parto?' gets the weight after the birth, never the no-diet-in-pregnancy answer", async () => {
    const [reply] = await converse(app, "como faço pra emagrecer no pós-parto?");
    expect(reply!.message).toMatch(/[Dd]epois do parto/);
    expect(reply!.message).not.toMatch(/Na gravidez não se faz dieta/);
  });
});
