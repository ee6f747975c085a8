import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { converse } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

/** Issue 27, decision 199: a diet, a goal and a meal asked for, said the everyday way. */
describe("everyday ways of saying a diet, a goal and a meal asked for", () => {
  it("'agora sou 100% plant based' is a vegan diet kept: the snack ideas after it leave out yoghurt, cheese and egg", async () => {
    const [said, ideas] = await converse(app, "agora sou 100% plant based", "me da uma ideia de lanche");
    expect(said!.message).toMatch(/vegana/);
    expect(ideas!.message).toMatch(/tirei desta resposta: iogurte/);
    expect(ideas!.message).not.toMatch(/iogurte natural com aveia|queijo branco ou ovo/);
  });

  it("'óleo vegetal faz mal?' says no diet: the snack ideas after it are the usual ones", async () => {
    const [, ideas] = await converse(app, "oleo vegetal faz mal?", "me da uma ideia de lanche");
    expect(ideas!.message).toMatch(/iogurte/i);
  });

  it("a goal said first in a long message is acknowledged, not out of scope", async () => {
    const [reply] = await converse(app, "preciso engordar uns 6 quilos ate a formatura do meu irmao em dezembro, to muito magrinha em todas as fotos");
    expect(reply!.message).not.toMatch(/fora do que eu faço/);
    expect(reply!.message).toMatch(/ganhar peso/);
  });

  it("'me manda um almoço rapidinho pra hoje' gets lunch ideas, not a request to describe a meal eaten", async () => {
    const [reply] = await converse(app, "me manda um almoço rapidinho pra hoje");
    expect(reply!.message).not.toMatch(/Não consegui identificar/);
    expect(reply!.message).toMatch(/almoço/i);
  });

  it("'me indica uma sobremesa pra depois da janta' gets dessert ideas, not whether eating at night fattens", async () => {
    const [reply] = await converse(app, "me indica uma sobremesa pra depois da janta");
    expect(reply!.message).toMatch(/fruta/);
    expect(reply!.message).not.toMatch(/Comer à noite engorda/);
  });

  it("a dessert asked for at night right after a lunch card is a dessert, not the lunch's dish at night", async () => {
    const [, reply] = await converse(app, "almocei lasanha de frango", "me sugere uma sobremesa pra comer hoje a noite");
    expect(reply!.message).toMatch(/fruta/);
    expect(reply!.message).not.toMatch(/o horário pesa pouco/);
  });
});

/** Issue 27, decision 199: an allergy said beside a plan and an intolerance hold for the ideas asked next. */
describe("what the person cannot eat, held for the ideas asked next", () => {
  it("'nada de ovo, sou alérgica' after a plan keeps egg out of the breakfast ideas, with no warning for having named it", async () => {
    const [, said, ideas] = await converse(app, "me passa um cardapio de 3 dias", "nada de ovo, sou alérgica, minha garganta fecha", "e no cafe da manha sem ovo, como o que entao?");
    expect(said!.message).not.toMatch(/contém ovo/);
    expect(ideas!.message).not.toMatch(/ovo mexido|cuscuz com ovo|contém ovo/i);
  });

  it("a dessert for someone with a strong lactose intolerance names no pudim or doce de leite", async () => {
    const [, ideas] = await converse(app, "tenho intolerancia a lactose forte, qualquer coisinha me ataca", "me indica uma sobremesa");
    expect(ideas!.message).toMatch(/fruta/);
    expect(ideas!.message).not.toMatch(/pudim|doce de leite|sorvete de creme/);
  });
});
