import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { converse } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

/** Issue 27, decision 180: signs that cannot wait, said in pregnancy or after an allergen was eaten, come first. */
describe("signs that cannot wait for a food answer", () => {
  it.each([
    ["to gravida de 3 meses e nao consigo segurar nada, vomito tudo", /^🚨 \*\*Vomitar tudo na gestação/],
    ["gravida aqui, fiquei o dia todo sem comer de enjoo", /^⚠️ \*\*Ficar o dia sem comer por causa do enjoo/],
    ["to gravida e to muito triste, sem vontade de comer faz dias", /^⚠️ \*\*Tristeza que dura dias na gestação[\s\S]*CVV \(188\)/],
  ])("'%s'", async (said, first) => {
    const [reply] = await converse(app, said);
    expect(reply!.message).toMatch(first);
  });

  it("a pregnant woman who ate well gets no warning", async () => {
    const [reply] = await converse(app, "to gravida de 5 meses, almocei arroz feijao e frango");
    expect(reply!.message).not.toMatch(/^🚨|^⚠️ \*\*(Ficar|Tristeza)/);
  });

  it("an allergen already eaten gets the signs to watch and 192 before the card; one asked about does not", async () => {
    const [, eaten] = await converse(app, "sou alergica a camarao", "comi um acaraje agora");
    expect(eaten!.message).toMatch(/^🚨 \*\*Se você já comeu, fique de olho nas próximas 2 horas\.\*\*[\s\S]*192/);
    expect(eaten!.message.match(/Acarajé contém frutos do mar/g)).toHaveLength(1);
    const [, asked] = await converse(app, "sou alergica a camarao", "posso comer acaraje?");
    expect(asked!.message).not.toContain("Se você já comeu");
  });
});
