import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { chatUser, sayTo } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const NOTHING = /fora do que eu faço|Não tenho uma resposta verificada/;

describe("a medicine named with alcohol or a food gets that medicine's caution first (medicine-table.json)", () => {
  it("metronidazole by its brand, with a beer at a party: none until 72 hours after the last dose", async () => {
    const who = await chatUser(app);
    const reply = await sayTo(app, who, "to tomando flagyl, posso tomar uma cervejinha no niver?");
    expect(reply.message).toMatch(/^\*\*Com metronidazol/);
    expect(reply.message).toContain("72 horas");
    expect(reply.message).not.toMatch(NOTHING);
  });

  it("a sulfonylurea said in one turn, 'vou beber bem' in the next: the low sugar hours later and eating before, not 'reformule'", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "tomo glibenclamida");
    const reply = await sayTo(app, who, "vou num casamento e vou beber bem, preciso comer antes?");
    expect(reply.message).toMatch(/glicose pode cair horas depois/);
    expect(reply.message).toMatch(/nunca em jejum/);
    expect(reply.message).not.toMatch(NOTHING);
  });

  it("paracetamol and wine: the liver, never a card of the wine's calories", async () => {
    const who = await chatUser(app);
    const reply = await sayTo(app, who, "tomo paracetamol quase todo dia pra dor de cabeça, tem problema beber vinho?");
    expect(reply.message).toMatch(/fígado/);
    expect(reply.message).not.toMatch(/kcal/);
    expect(reply.calculationId).toBeNull();
  });

  it("warfarin and a glass of wine: the alcohol's own caution, not the greens' answer", async () => {
    const who = await chatUser(app);
    const reply = await sayTo(app, who, "tomo varfarina, posso beber uma tacinha de vinho no jantar?");
    expect(reply.message).toMatch(/^\*\*Com varfarina, álcool só com a liberação/);
  });

  it("an MAOI, its foods asked: tyramine and the pressure crisis; omeprazole: before breakfast", async () => {
    const who = await chatUser(app);
    const maoi = await sayTo(app, who, "meu psiquiatra passou um IMAO, tem alguma comida que eu nao posso?");
    expect(maoi.message).toMatch(/tiramina/);
    expect(maoi.message).toMatch(/crise de pressão alta/);
    const ppi = await sayTo(app, who, "tomo omeprazol todo dia, tenho q tomar em jejum?");
    expect(ppi.message).toMatch(/antes do café da manhã/);
  });

  it("a medicine the table does not know, with its meal asked: who confirms it, never 'fora do que eu faço'", async () => {
    const who = await chatUser(app);
    const reply = await sayTo(app, who, "tomo amoxicilina de 8 em 8h, tem que ser com comida?");
    expect(reply.message).toMatch(/farmacêutico/);
    expect(reply.message).not.toMatch(NOTHING);
  });
});

describe("purging said in other words, and the care after it", () => {
  it("'eu faço sair tudo depois que como' is care with the CVV, not 'reformule citando o alimento'", async () => {
    const who = await chatUser(app);
    const reply = await sayTo(app, who, "eu faco sair tudo depois que como");
    expect(reply.message).toContain("188");
    expect(reply.message).not.toMatch(NOTHING);
  });

  it("a laxative after a pizza, told across two turns, keeps the care three turns later: no calorie card for the coxinha", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "comi uma pizza inteira");
    await sayTo(app, who, "tomei 2 dulcolax");
    await sayTo(app, who, "to cansada");
    await sayTo(app, who, "hoje o dia foi corrido");
    const reply = await sayTo(app, who, "quantas calorias tem uma coxinha?");
    expect(reply.message).toContain("188");
    expect(reply.message).not.toMatch(/\d+ kcal/);
    expect(reply.calculationId).toBeNull();
  });

  it("'o que eu posso comer no café amanhã?' after purging gets a plain breakfast and the care, never a lighter option or a count", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "depois da janta eu coloco tudo pra fora");
    const reply = await sayTo(app, who, "o que eu posso comer no cafe da manha amanha?");
    expect(reply.message).toMatch(/pão com ovo/);
    expect(reply.message).toContain("188");
    expect(reply.message).not.toMatch(/\d+ kcal/);
  });

  it.each([
    ["tomo lasix pra pressao, tem algum alimento q eu deva evitar?"],
    ["o medico me passou diuretico pra pressao, oq eu evito comer?"],
  ])("a diuretic taken for the pressure (%s): salt and potassium at the table, never the purging check-in", async (message) => {
    const reply = await sayTo(app, await chatUser(app), message);
    expect(reply.message).toMatch(/^\*\*Com furosemida/);
    expect(reply.message).toContain("Pouco sal");
    expect(reply.message).not.toMatch(/CVV|provocando vômito/);
  });

  it("a diuretic taken after eating too much is still the purging it is: care, not the medicine's note", async () => {
    const reply = await sayTo(app, await chatUser(app), "tomo diuretico depois que como muito pra nao engordar");
    expect(reply.message).toContain("CVV");
    expect(reply.message).not.toMatch(/^\*\*Com furosemida/);
  });
});

/** Issue 27, decision 180: one's own medicine told, nothing asked, gets the table's strictest word on it at once. */
describe("a medicine told with nothing asked", () => {
  it.each([
    ["to tomando metronidazol pra uma infecção", "nada de bebida alcoólica"],
    ["tomo levotiroxina todo dia", "se toma em jejum"],
  ])("'%s' is acknowledged with its caution", async (said, caution) => {
    const reply = await sayTo(app, await chatUser(app), said);
    expect(reply.message).toContain("Anotei o que você me contou");
    expect(reply.message).toContain(caution);
  });
});
