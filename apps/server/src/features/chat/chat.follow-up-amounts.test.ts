import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { chatUser, sayTo } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const NOTHING_MORE = /não tenho na minha base nada além|fora do que eu faço|não tenho na minha base uma orientação/;

describe("a follow-up that asks numbers of what was just talked about", () => {
  it("sets the foods just compared side by side at the amounts said, one food named and one only measured", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "qual tem mais proteina, whey ou ovo cozido?");
    const reply = await sayTo(app, who, "e 2 scoops contra 4 ovos?");
    expect(reply.message).not.toMatch(NOTHING_MORE);
    expect(reply.message).toMatch(/2 scoops de whey/);
    expect(reply.message).toMatch(/4 unidades de ovo cozido/);
    expect(reply.message).toMatch(/mais proteína/);
    expect(reply.calculationId).toBeNull();
  });

  it("weighs the same amount of each food compared ('e 150 g de cada?')", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "arroz branco ou macarrão, qual tem mais carboidrato?");
    const reply = await sayTo(app, who, "e 150 g de cada?");
    expect(reply.message).toMatch(/150 g de arroz branco/);
    expect(reply.message).toMatch(/150 g de macarrão/);
    expect(reply.message).toMatch(/carboidratos/);
    expect(reply.calculationId).toBeNull();
  });

  it("adds up measures said earlier in the thread with their foods, and logs nothing", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "quantos gramas tem 1 concha de feijão?");
    await sayTo(app, who, "e 1 colher de sopa de arroz?");
    const reply = await sayTo(app, who, "soma pra mim 3 colheres + 1 concha");
    expect(reply.message).not.toMatch(NOTHING_MORE);
    expect(reply.message).toMatch(/3 colheres de sopa de arroz/);
    expect(reply.message).toMatch(/1 concha de feijão/);
    expect(reply.message).toMatch(/\*\*Total: cerca de \d+ g e \d+ kcal\*\*/);
    expect(reply.message).toContain("Nada foi registrado");
    expect(reply.calculationId).toBeNull();
  });

  it("compares the kind asked ('e se for zero?') of the foods just compared, never one food's row alone", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "refri de cola ou guaraná, qual engorda mais?");
    const reply = await sayTo(app, who, "e se for zero?");
    expect(reply.message).toMatch(/Refrigerante zero/);
    expect(reply.message).toMatch(/Guaraná/);
    expect(reply.message).toContain("Comparando");
  });

  it("answers an evening hour asked after eating at night, with or without a food", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "pipoca de noite engorda?");
    const food = await sayTo(app, who, "e depois das 21h?");
    expect(food.message).not.toMatch(NOTHING_MORE);
    expect(food.message).toMatch(/horário pesa pouco/);
    const other = await chatUser(app);
    await sayTo(app, other, "jantar tarde engorda?");
    const late = await sayTo(app, other, "e a partir das 23 horas?");
    expect(late.message).toMatch(/23h/);
    expect(late.message).toMatch(/total de calorias do dia/);
  });

  it("weighs an amount said with its way of cooking and the question after it ('e 3 pedaços cozidos quanto dá?')", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "aipim tem muito carboidrato?");
    const reply = await sayTo(app, who, "e 3 pedaços cozidos quanto dá?");
    expect(reply.message).toMatch(/Mandioca cozida/);
    expect(reply.message).toMatch(/3 pedaços/);
    expect(reply.message).not.toMatch(/^Cozido/);
    const other = await chatUser(app);
    await sayTo(app, other, "ovo tem muita caloria?");
    const eggs = await sayTo(app, other, "e 3 fritos?");
    expect(eggs.message).toMatch(/Ovo frito/);
    expect(eggs.message).toMatch(/3 unidades/);
  });

  it("gives the numbers of an amount asked even when it is the portion already shown, never 'nada além do que já te disse'", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "quanto carbo tem batata doce?");
    const reply = await sayTo(app, who, "e 1 unidade média, quanto fica?");
    expect(reply.message).not.toMatch(NOTHING_MORE);
    expect(reply.message).toMatch(/Batata doce cozida/);
  });
});
