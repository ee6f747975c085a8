import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { chatUser, sayTo } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

describe("an amount weighed in words", () => {
  it("weighs someone else's daily amount against the portion, with no card and no share of the person's own goal", async () => {
    const who = await chatUser(app);
    const reply = await sayTo(app, who, "meu marido come 4 paes no cafe todo dia, é muito?");
    expect(reply.calculationId).toBeNull();
    expect(reply.message).toMatch(/\*\*4 unidades\*\* \(cerca de 200 g\) dão \*\*600 kcal\*\*/);
    expect(reply.message).toContain("bem mais que uma porção");
    expect(reply.message).not.toContain("da sua meta");
    expect(reply.message).not.toMatch(/\*\*Café\*\*/);
  });

  it("quotes the daily amount the article above gave when asked 'e quantos posso comer por dia?'", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "ovo aumenta o colesterol?");
    const reply = await sayTo(app, who, "e quantos posso comer por dia?");
    expect(reply.message).toMatch(/^Do que te disse acima \(\*\*Ovo faz mal\? Quantos ovos por dia\?\*\*\): .*até um ovo por dia/);
    expect(reply.message).toContain("Nada foi registrado no seu dia.");
  });
});

describe("a label read, then a count of it", () => {
  it("multiplies the label's sugar or sodium by the portions asked, never a generic portion's energy", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "no rotulo do iogurte ta 12 g de acucar por pote, é muito?");
    const sugar = await sayTo(app, who, "e se eu comer 2 por dia?");
    expect(sugar.message).toMatch(/^\*\*2 porções: 24 g de açúcares\*\* \(12 g cada\)/);
    expect(sugar.message).toContain("25 g por dia");
    expect(sugar.message).not.toContain("porção de referência");
    const other = await chatUser(app);
    await sayTo(app, other, "na embalagem da salsicha diz 420mg de sodio cada uma, e alto?");
    const salt = await sayTo(app, other, "e se eu comer 3?");
    expect(salt.message).toMatch(/\*\*3 porções: 1\.260 mg de sódio\*\*, 63% do limite/);
  });
});

describe("a comparison with a drink that has no calories", () => {
  it("answers 'qual é pior?' with the sugar of the other drink and water, never a swap 'keeping the calories'", async () => {
    const who = await chatUser(app);
    const reply = await sayTo(app, who, "coca zero ou suco de caixinha, qual é pior?");
    expect(reply.calculationId).toBeNull();
    expect(reply.message).toMatch(/\*\*Pior para o peso e para a glicose: néctar de fruta/);
    expect(reply.message).toContain("água");
    expect(reply.message).not.toContain("mantendo as calorias parecidas");
    expect(reply.message).not.toMatch(/suco de caixinha\)\*\* sai na frente/);
  });
});
