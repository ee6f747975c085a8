import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { chatUser, sayTo } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

describe("talk that is not a meal", () => {
  it("meets a slip told with a feeling, in either order, with the slip answer, never weakness or a card", async () => {
    for (const message of ["hoje to muito desanimada, comi besteira o dia todo", "furei a dieta no fds, to frustrada"]) {
      const reply = await sayTo(app, await chatUser(app), message);
      expect(reply.calculationId).toBeNull();
      expect(reply.message).toMatch(/^Acontece, e um dia de exagero não define o seu progresso/);
      expect(reply.message).not.toContain("Fraqueza e tontura");
    }
  });

  it("answers a fresh start with how to begin, not 'nothing verified'", async () => {
    const reply = await sayTo(app, await chatUser(app), "bom dia! hoje vou começar a dieta de verdade");
    expect(reply.message).toMatch(/^Que bom! Para começar/);
    expect(reply.message).not.toContain("Não tenho uma resposta verificada");
  });

  it("takes food someone else made as talk, then answers a slice of it", async () => {
    const who = await chatUser(app);
    const told = await sayTo(app, who, "kkkk minha mae fez um bolo de cenoura enorme");
    expect(told.calculationId).toBeNull();
    expect(told.message).toMatch(/^Que delícia!/);
    expect(told.message).not.toContain("fora do que eu faço");
    const slice = await sayTo(app, who, "posso comer um pedaco?");
    expect(slice.message).toMatch(/\*\*Bolo de cenoura\*\*: a porção de referência é \*\*1 fatia/);
  });
});

describe("a question about a product or a food measured by something else", () => {
  it("answers 'vinagre de maçã emagrece?' about the vinegar, with no numbers of an apple", async () => {
    const reply = await sayTo(app, await chatUser(app), "vinagre de maca emagrece?");
    expect(reply.message).toMatch(/^\*\*Vinagre de maçã emagrece\?\*\*/);
    expect(reply.message).not.toMatch(/\*\*Maçã\*\*/);
  });

  it("answers a label's first ingredient from the entry on reading it, not with the product's table row", async () => {
    const reply = await sayTo(app, await chatUser(app), "vi num biscoito integral que o primeiro ingrediente é farinha de trigo enriquecida, ele é integral mesmo?");
    expect(reply.message).toMatch(/30 % de ingredientes integrais/);
    expect(reply.message).not.toMatch(/\*\*Farinha de trigo\*\* —/);
  });

  it("answers 'quantos scoops de whey posso tomar por dia?' from the entry on whey, not a bare table row", async () => {
    const reply = await sayTo(app, await chatUser(app), "quantos scoops de whey posso tomar por dia?");
    expect(reply.message).toContain("**Preciso tomar whey?**");
  });
});
