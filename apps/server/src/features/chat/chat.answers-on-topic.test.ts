import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { chatUser, COMPLETE_PROFILE, converse, sayTo, setProfile } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

/** The crisis lines: never in a reply to a question that gives its own reason for not eating or for vomiting. */
const CRISIS_LINES = /CVV|\b188\b|provoque o vômito|Quero ter certeza de que entendi/;

async function celiac() {
  const who = await chatUser(app);
  await setProfile(app, who.auth, { ...COMPLETE_PROFILE, healthConditions: ["CELIAC_DISEASE"] });
  return who;
}

describe("an equivalence between two foods is computed by what matters for them, never logged", () => {
  it("'quanto de tapioca equivale a 2 pães franceses?': by carbohydrate, in plain tapioca, with its household measure", async () => {
    const [reply] = await converse(app, "quanto de tapioca equivale a 2 pães franceses?");
    expect(reply!.message).toContain("Pão francês (2 unidades (100 g)) tem cerca de **58,6 g de carboidratos**");
    expect(reply!.message).toMatch(/\*\*\d+ g de tapioca simples\*\* \(cerca de [\d,]+ × unidade/);
    expect(reply!.message).toContain("se quiser pelas calorias, é só pedir");
    expect(reply!.calculationId).toBeNull();
  });

  it("'qnto de tapioca equivale a 2 pao frances em caloria?': by energy, as asked, and no card", async () => {
    const [reply] = await converse(app, "qnto de tapioca equivale a 2 pao frances em caloria?");
    expect(reply!.message).toContain("tem cerca de **300 kcal**");
    expect(reply!.message).toMatch(/A mesma energia está em cerca de \*\*\d+ g de tapioca simples/);
    expect(reply!.calculationId).toBeNull();
  });

  it("'qnts ovos equivalem a 100g de frango?': by protein, counted in eggs", async () => {
    const [reply] = await converse(app, "qnts ovos equivalem a 100g de frango?");
    expect(reply!.message).toMatch(/tem cerca de \*\*27,3 g de proteína\*\*/);
    expect(reply!.message).toMatch(/g de ovo cozido\*\* \(cerca de [\d,]+ × unidade/);
  });

  it("'… em calcio?' at the end keeps the calcium equal, not the energy", async () => {
    const [reply] = await converse(app, "quanto de queijo minas equivale a 1 copo de leite em calcio?");
    expect(reply!.message).toMatch(/mg de cálcio\*\*/);
    expect(reply!.message).toMatch(/g de queijo minas frescal\*\*/);
  });
});

describe("a stock text answers only what was asked", () => {
  it("a coeliac who went without food at a party because everything had gluten gets what to bring, not the crisis lines", async () => {
    const reply = await sayTo(app, await celiac(), "sou celiaca e fiquei sem comer nada na festa pq tudo tinha gluten, o que posso levar na proxima?");
    expect(reply.message).toContain("Celíaco em festa, viagem ou restaurante");
    expect(reply.message).not.toMatch(CRISIS_LINES);
  });

  it("vomiting after gluten is a reaction told, not purging", async () => {
    const reply = await sayTo(app, await celiac(), "tenho doença celíaca e passei mal depois de comer pizza, vomitei tudo");
    expect(reply.message).not.toMatch(CRISIS_LINES);
  });

  it("'tenho pressão alta, o que comer no almoço?' is not answered with the entry on miojo", async () => {
    const [reply] = await converse(app, "tenho pressão alta, o que comer no almoço?");
    expect(reply!.message).not.toContain("Hipertenso pode comer miojo?");
    expect(reply!.message).toContain("DASH");
  });

  it("the hypoglycaemia care given in full once stays one line on every later question", async () => {
    const [, snack, dinner] = await converse(app, "tomo insulina e vou pular o almoço hoje", "e o que eu como no lanche?", "e de janta?");
    for (const reply of [snack!, dinner!]) {
      expect(reply.message).toMatch(/^_Lembrando o que eu disse acima:_ \*\*Com insulina/);
      expect(reply.message).not.toContain("Não mude horários nem quantidades");
    }
    expect(dinner!.message).toMatch(/jantar/i);
  });
});
