import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { converse } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

/** A title of the base on one point of a food, never the reply to another point of it (decision 217). */
const OFF_POINT_TITLE = /\*\*(Açaí engorda\?|Castanhas e abacate engordam\?|Café faz mal\? Quanto posso tomar|Chocolate engorda\? Amargo é melhor\?|Existe quantidade segura de álcool\?)\*\*/;

describe("a question on one point of a food is answered on that point, or said plainly to be unknown", () => {
  it("'abacate faz bem pra pele e cabelo?': no article on whether it is fattening; who looks into skin and hair", async () => {
    const [reply] = await converse(app, "abacate faz bem pra pele e cabelo?");
    expect(reply!.message).not.toMatch(OFF_POINT_TITLE);
    expect(reply!.message).toContain("dermatologista");
  });

  it("'cafe faz cair cabelo?' and 'chocolate amargo ajuda na tpm?': said plainly, with who guides it", async () => {
    const [hair, period] = await Promise.all([converse(app, "cafe faz cair cabelo?"), converse(app, "chocolate amargo ajuda na tpm?")]);
    expect(hair[0]!.message).not.toMatch(OFF_POINT_TITLE);
    expect(hair[0]!.message).toContain("dermatologista");
    expect(period[0]!.message).not.toMatch(OFF_POINT_TITLE);
    expect(period[0]!.message).toContain("ginecologista");
  });

  it("'acai na gravidez pode?' and 'cerveja depois do treino atrapalha ganhar massa?': never the entry on another point", async () => {
    const [pregnant, training] = await Promise.all([converse(app, "acai na gravidez pode?"), converse(app, "cerveja depois do treino atrapalha ganhar massa?")]);
    expect(pregnant[0]!.message).not.toMatch(OFF_POINT_TITLE);
    expect(training[0]!.message).not.toMatch(OFF_POINT_TITLE);
    expect(training[0]!.message).toMatch(/treino/);
  });

  it("'tenho diverticulite, pode comer pipoca?': the condition is named back with who guides it, not the healthy-population card alone", async () => {
    const [reply] = await converse(app, "tenho diverticulite, pode comer pipoca?");
    expect(reply!.message).toContain("diverticulite");
    expect(reply!.message).toMatch(/médico\(a\)/);
  });
});
