import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { converse, converseAs } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

/** Allergies said in words are kept and reach the whole food family (issue 27, decision 179). */
describe("an allergy said casually is acknowledged and kept, never logged as the food", () => {
  it.each([
    ["ovo me dá alergia", /Alergia a \*\*ovo\*\*/],
    ["não posso nem chegar perto de amendoim", /Alergia a \*\*amendoim\*\* \(grave\)/],
    ["camarão fecha minha garganta", /Alergia a \*\*frutos do mar[^*]*\*\* \(grave\)/],
    ["castanha me deixa toda empolada", /Alergia a \*\*castanhas/],
  ])("'%s' is a fact with no card", async (said, fact) => {
    const [reply] = await converse(app, said);
    expect(reply!.message).toMatch(fact);
    expect(reply!.message).toContain("Salvar no meu perfil");
    expect(reply!.calculation).toBeNull();
  });

  it("the acknowledgement names the family: soy reaches tofu, shoyu, edamame and PTS; APLV says zero lactose is out, once", async () => {
    const [soy] = await converse(app, "sou alérgico a soja");
    expect(soy!.message).toMatch(/tofu, shoyu, edamame, missô, proteína texturizada/);
    const [aplv] = await converse(app, "tenho APLV");
    expect(aplv!.message).toMatch(/zero lactose" continuam com a proteína do leite/);
    expect(aplv!.message).not.toMatch(/Alergia a \*\*lactose\*\*/);
  });

  it("a gluten intolerance is not read as coeliac disease when it is denied, and points to testing first", async () => {
    const [said] = await converse(app, "sou intolerante a glúten, não celíaca");
    expect(said!.message).not.toMatch(/Doença celíaca\*\*:/);
    expect(said!.message).toMatch(/doença celíaca antes de tirar o glúten/);
  });
});

describe("the family holds for later answers", () => {
  it("'ovo me dá alergia' then a cake: the cake is flagged for its egg", async () => {
    const [, cake] = await converse(app, "ovo me dá alergia", "comi um bolo de cenoura no lanche");
    expect(cake!.message).toMatch(/Bolo de cenoura contém ovo/);
  });

  it("a soy allergy then edamame the table lacks: warned, not 'no food found'", async () => {
    const [, edamame] = await converse(app, "tenho alergia a soja", "1 xícara de edamame");
    expect(edamame!.message).toMatch(/Edamame contém soja/);
  });

  it("a nut allergy then pesto: pesto is in the nut family", async () => {
    const [, pesto] = await converse(app, "sou alérgica a castanha", "posso comer pesto?");
    expect(pesto!.message).toMatch(/Pesto contém castanhas/);
  });

  it("a fish allergy then omega 3: plant sources and no fish-oil capsules, never 'comer peixe'", async () => {
    for (const [said, asked] of [
      ["sou alérgico a peixe", "quais as fontes de ômega 3?"],
      ["peixe me dá alergia", "e o ômega 3, como faço?"],
    ] as const) {
      const [, omega] = await converse(app, said, asked);
      expect(omega!.message).toMatch(/linhaça e chia/);
      expect(omega!.message).toMatch(/óleo de peixe/);
      expect(omega!.message).not.toMatch(/comer peixe 1 a 2 vezes/);
    }
    // Without the allergy, the same question is answered for everyone.
    const [everyone] = await converse(app, "quais as fontes de ômega 3?");
    expect(everyone!.message).not.toMatch(/Ômega 3 para quem tem alergia a peixe/);
  });

  it("a fish allergy saved in the profile's words also gets the plant sources", async () => {
    const [omega] = await converseAs(app, { customRestrictions: ["alergia a peixe"] }, "preciso de omega 3, o que como?");
    expect(omega!.message).toMatch(/linhaça e chia/);
  });

  it("a soy allergy then plant protein: no tofu article", async () => {
    const [, protein] = await converse(app, "tenho alergia a soja", "quais alimentos têm proteína vegetal?");
    expect(protein!.message).not.toMatch(/tofu\*\* é uma boa fonte/);
  });

  it("a shrimp allergy then a fish dinner: not the fish-allergy entry", async () => {
    const [, dinner] = await converse(app, "sou alérgica a camarão", "me sugere um jantar com peixe");
    expect(dinner!.message).not.toMatch(/Quem tem alergia a peixe deve evitar/);
  });

  it("a soy allergy then where soy hides: the hidden sources, not 'soja contém soja'", async () => {
    const [, hidden] = await converse(app, "tenho alergia a soja", "quais alimentos tem soja escondida?");
    expect(hidden!.message).toMatch(/proteína texturizada/);
    expect(hidden!.message).not.toMatch(/Soja contém soja/);
  });

  it("APLV then ghee: one line for the milk, none for 'alergia a lactose'", async () => {
    const [, ghee] = await converse(app, "tenho APLV", "manteiga ghee pode?");
    expect(ghee!.message).toMatch(/contém leite/);
    expect(ghee!.message).not.toMatch(/alergia a lactose/);
  });
});
