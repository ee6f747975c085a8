import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { replyTexts } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

describe("the reply answers the point asked, not stock text on a nearby topic (decision 202)", () => {
  it("'como identifico gordura trans no rotulo?': the ingredient names and the '0 g' rule, never 'food not found'", async () => {
    const [reply] = await replyTexts(app, "como q eu identifico gordura trans no rotulo?");
    expect(reply).toMatch(/parcialmente hidrogenad/);
    expect(reply).toMatch(/"0 g"/);
    expect(reply).not.toMatch(/Não encontrei esse alimento/);
  });

  it("'como eu vejo se o biscoito recheado tem gordura trans?': how to tell, not the biscuit's fat", async () => {
    const [reply] = await replyTexts(app, "como eu vejo se o biscoito recheado tem gordura trans?");
    expect(reply).toMatch(/lista de ingredientes/);
    expect(reply).not.toMatch(/de gorduras\*\* \(/);
  });

  it("'e tomar pre treino de cafeina de noite?' after training at night: the caffeine, not eating late", async () => {
    const [, reply] = await replyTexts(app, "treino de noite tira o sono?", "e tomar pre treino de cafeina de noite?");
    expect(reply).toMatch(/cafeína/);
    expect(reply).not.toMatch(/não engorda por causa do horário/);
  });

  it("'qnts copos de leite pra chegar em 20g de proteina?': the count from the engine's row, not one glass's card", async () => {
    const [milk] = await replyTexts(app, "qnts copos de leite pra chegar em 20g de proteina?");
    // Leite integral: 3,2 g per 100 g, a copo of 240 g holds 7,7 g: about 3 glasses.
    expect(milk).toMatch(/1 copo \(240 g\) tem 7,7 g/);
    expect(milk).toMatch(/cerca de \*\*3 copos\*\*/);
    const [yoghurt] = await replyTexts(app, "quantos potes de iogurte natural dao 50 g de proteina?");
    expect(yoghurt).toMatch(/pote/);
    expect(yoghurt).toMatch(/É muito para um alimento só/);
  });

  it("'que horas e melhor pra treinar?' and training late: the hour asked, not how long to wait after eating", async () => {
    const [hour] = await replyTexts(app, "que horario é melhor pra treinar, manha ou noite?");
    expect(hour).toMatch(/Não existe um horário que dê mais resultado/);
    expect(hour).not.toMatch(/Quanto tempo depois de comer/);
    const [sleep] = await replyTexts(app, "treino a noite atrapalha o sono?");
    expect(sleep).toMatch(/não atrapalha o sono/);
    expect(sleep).not.toMatch(/Nenhum alimento "dá sono"/);
  });

  it("'o que como antes de treinar de manha cedo, treino 6h?': the early session, not the generic pre-workout entry", async () => {
    const [reply] = await replyTexts(app, "o que eu como antes de treinar de manha cedo? treino 6h");
    expect(reply).toMatch(/Treino de madrugada/);
  });

  it("'iogurte zero vale mais a pena?': zero against sweetened and natural yoghurt, not a yoghurt's card", async () => {
    const [reply] = await replyTexts(app, "iogurte zero é melhor mesmo?");
    expect(reply).toMatch(/adoçante/);
    expect(reply).toMatch(/natural/);
    expect(reply).not.toMatch(/^\*\*Iogurte de qualquer sabor\*\* —/);
  });

  it("'whey, treino 2x por semana, preciso?': not needed, with the protein range for who trains", async () => {
    const [reply] = await replyTexts(app, "treino so 2x por semana, preciso de whey?");
    expect(reply).toMatch(/1,4 a 2,0 g de proteína por kg/);
  });
});
