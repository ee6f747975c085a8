import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { chatUser, sayTo } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

describe("a comparison followed by 'e se eu botar X nos dois?'", () => {
  it("puts the topping on each food compared and logs nothing", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "cuscuz engorda mais q pao frances?");
    const reply = await sayTo(app, who, "e se eu botar manteiga nos dois?");
    expect(reply.calculationId).toBeNull();
    expect(reply.message).toMatch(/Cuscuz/);
    expect(reply.message).toMatch(/Pão francês/);
    expect(reply.message).toContain("com manteiga");
    expect(reply.message).toContain("Nada foi registrado");
  });

  it("answers 'qual a diferença' and 'é a mesma coisa?' from the curated base, not a table row of a look-alike", async () => {
    const who = await chatUser(app);
    const creams = await sayTo(app, who, "qual a diferenca entre requeijao e cream cheese? qual engorda menos?");
    expect(creams.message).toContain("cream cheese");
    expect(creams.message).not.toContain("Comparando pelos dados da tabela");
    const flours = await sayTo(app, who, "farinha de mandioca e farinha d'agua é a mesma coisa?");
    expect(flours.message).toContain("farinha d'água");
    expect(flours.calculationId).toBeNull();
  });

  it.each([
    ["no lanche comi 2 bolinho de chuva", "é mt diferente do sonho de padaria?", /Bolinho de chuva/, /Sonho/],
    ["tapioca engorda?", "e é parecido com cuscuz?", /Tapioca/, /Cuscuz/],
  ])("'%s' then '%s': the two foods set side by side, never 'não tenho na minha base'", async (first, second, one, other) => {
    const who = await chatUser(app);
    await sayTo(app, who, first);
    const reply = await sayTo(app, who, second);
    expect(reply.message).toMatch(one);
    expect(reply.message).toMatch(other);
    expect(reply.message).not.toContain("não tenho na minha base");
    expect(reply.calculationId).toBeNull();
  });
});
