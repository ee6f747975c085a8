import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { converse, type TChatReply } from "../../../test/chat-fixtures";

/**
 * Issue 27, decision 171: a regional name read as itself, never as the food one of its words names ("toucinho do céu" is
 * a sweet, not bacon); slang whose words are foods is no food ("to com um pepino", "tomar bomba").
 */
let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const foods = (reply: TChatReply) => (reply.calculation?.items ?? []).map((i) => i.food);
const said = async (message: string) => (await converse(app, message))[0]!;

describe("words that name another food, or none", () => {
  it("logs the regional sweet or dish itself ('toucinho do céu', 'sagu de vinho', 'bomba de chocolate', 'x-caboquinho')", async () => {
    expect(foods(await said("comi um pedaço de toucinho do céu que minha tia fez"))).toEqual(["Toucinho do céu (receita padrão)"]);
    expect(foods(await said("comi sagu de vinho de sobremesa"))).toEqual(["Sagu de mandioca"]);
    expect(foods(await said("comi uma bomba de chocolate na padaria"))).toEqual(["Bomba de qualquer tipo"]);
    expect(foods(await said("jantei caribéu com arroz"))).toEqual(["Caribéu (receita padrão)", "Arroz branco cozido"]);
    expect(foods(await said("comi um x-caboquinho no café da manhã"))).toEqual(["X-caboquinho (receita padrão)"]);
    expect(foods(await said("tomei uma branquinha antes do almoço"))).toEqual(["Cachaça"]);
  });

  it("asks about a name it does not know instead of logging the food one of its words resembles ('olho de sogra', 'costela de adão')", async () => {
    const reply = await said("comi olho de sogra");
    expect(foods(reply)).toEqual([]);
    expect(reply.message).not.toMatch(/Óleo/);
    const rib = await said("comi umas 3 costelas de adão");
    expect(foods(rib)).toEqual([]);
    expect(rib.message).not.toMatch(/Costela/);
  });

  it("leaves slang out of the card ('to com um pepino', 'levei um bolo', 'dei um pega no narguile')", async () => {
    expect(foods(await said("to com um pepino no trabalho e acabei pulando o almoço, só comi uma maçã"))).toEqual(["Maçã"]);
    expect(foods(await said("levei um bolo do crush e fui comer um hambúrguer sozinha"))).toEqual(["Hambúrguer (sanduíche)"]);
    const hookah = await said("dei um pega no narguile e depois comi um x-burguer");
    expect(hookah.message).not.toMatch(/Não entendi/);
  });

  it("answers 'tome bomba' as anabolic steroids, never as the pastry", async () => {
    const reply = await said("meu treinador quer que eu tome bomba, o que vc acha?");
    expect(reply.message).toMatch(/anabolizante/);
    expect(foods(reply)).toEqual([]);
  });
});
