import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { converse } from "../../../test/chat-fixtures";

/** Issue 27, decision 139: a follow-up gets an entry on its own point, or says plainly that none covers it. */
let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const talk = (...messages: string[]) => converse(app, ...messages);

describe("a follow-up is answered on the point it asks, never with an article on a nearby subject", () => {
  it.each([
    ["adoçante faz mal?", "e na gravidez pode?", "Quanto café a grávida pode tomar"],
    ["pipoca engorda?", "e pra criança de 3 anos pode?", "whey"],
    ["vou começar a tomar whey", "qual melhor horario pra tomar?", "Comer à noite engorda?"],
  ])("'%s' then '%s' is not answered with '%s'", async (first, second, nearby) => {
    const [, reply] = await talk(first, second);
    expect(reply!.message).not.toContain(nearby);
  });

  it("a point no entry speaks of is said plainly, with who guides it ('e na gravidez pode?' after sweeteners)", async () => {
    const [, reply] = await talk("adoçante faz mal?", "e na gravidez pode?");
    expect(reply!.message).toMatch(/não tenho na minha base uma orientação verificada/);
    expect(reply!.message).toMatch(/obstetra/);
  });

  it.each([
    ["pipoca engorda?", "e pra criança de 3 anos pode?"],
    ["uva engorda?", "e pro meu filho de 1 ano, pode dar inteira?"],
    ["amendoim engorda?", "e pra criança de 2 anos pode dar?"],
  ])("'%s' then '%s' gets the choking risk for small children", async (first, second) => {
    const [, reply] = await talk(first, second);
    expect(reply!.message).toMatch(/engasgo/);
  });

  it("'e no caso de quem tem refluxo?' after 'café faz mal?' gets coffee with reflux, not what to have for dinner", async () => {
    const [, reply] = await talk("café faz mal?", "e no caso de quem tem refluxo?");
    expect(reply!.message).toContain("Café com gastrite ou refluxo");
  });

  it.each([
    ["leite desnatado ou integral?", "e pra criança?", /crianças menores de 2 anos/],
    ["requeijão faz mal?", "e se for light?", /versões light/],
    ["to tomando creatina", "pode tomar a noite?", /qualquer horário/],
  ])("'%s' then '%s' quotes what the answer above says of the point", async (first, second, said) => {
    const [, reply] = await talk(first, second);
    expect(reply!.message).toMatch(said);
    expect(reply!.message).not.toContain("Comer à noite engorda?");
  });

  it.each([
    ["tapioca é boa?", "e de noite pode?"],
    ["banana engorda?", "e a noite, tb pode?"],
  ])("'%s' then '%s' gets that the hour weighs little for a food, not 'no verified answer'", async (first, second) => {
    const [, reply] = await talk(first, second);
    expect(reply!.message).toMatch(/horário pesa pouco|total do dia/);
    expect(reply!.message).not.toMatch(/não tenho na minha base/);
  });

  it("'requeijão faz mal?' is answered by the entry that speaks of requeijão, not by 'Manteiga ou margarina?'", async () => {
    const [reply] = await talk("requeijão faz mal?");
    expect(reply!.message).not.toContain("Manteiga ou margarina?");
    expect(reply!.message).toMatch(/requeijão/i);
  });
});

describe("a message that asks its own question, or names a subject of its own, after another answer", () => {
  it.each([
    ["trabalho de noite, entro 19h e saio 7h, 12x36", "como eu faço pra nao ficar beliscando na madrugada?", "Como parar de beliscar"],
    ["tenho colesterol alto, o que devo evitar?", "e oleo de coco ajuda a baixar?", "Óleo de coco faz bem ao coração?"],
    ["sou adventista, nao como carne de porco nem frutos do mar", "e um lanche pra levar pro trampo?", "Lanches saudáveis"],
  ])("'%s' then '%s' gets '%s'", async (first, second, entry) => {
    const [, reply] = await talk(first, second);
    expect(reply!.message).toContain(entry);
  });
});
