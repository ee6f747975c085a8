import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { converse } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

/** Issue 27, decision 189: sodium asked with high blood pressure is weighed once, against the person's own limit. */
describe("sodium asked with high blood pressure", () => {
  it("a stock cube's sodium is said once, as a share of the person's limit, with what to season with instead", async () => {
    const [, reply] = await converse(app, "sou hipertenso, tomo losartana", "ah, e eu uso um tablete de caldo de galinha no feijao, tem mt sodio?");
    expect(reply!.message.match(/2\.230 mg de sódio\*\*/g)).toHaveLength(1);
    expect(reply!.message).not.toMatch(/limite de 2\.000 mg por dia recomendado pela OMS/);
    expect(reply!.message).toMatch(/Caldo de galinha[^\n]*1\.500 mg de sódio por dia[^\n]*tempere com alho/);
    expect(reply!.message).not.toMatch(/Feijão carioca cozido[^\n]*tempere com alho/);
  });
});
