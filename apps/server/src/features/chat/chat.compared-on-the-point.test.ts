import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { converse, converseAs, lastReplyAs } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

/** Decision 218: a comparison is answered on the attribute asked, for the person's condition, and never logged. */
describe("a comparison answered on the point asked", () => {
  it.each([
    ["peito de frango ou ovo, qual da mais proteina pelo preco?", /Pelo dinheiro, peito de frango/],
    ["carne moida ou frango, qual compensa mais no bolso?", /Pelo dinheiro, frango/],
    ["lentilha ou ovo, qual sai mais barato em proteina", /Pelo dinheiro, lentilha/],
  ])("'%s': protein for the money from the price table, not a list of cheap foods", async (message, winner) => {
    const [reply] = await converse(app, message);
    expect(reply!.message).toMatch(winner);
    expect(reply!.message).toMatch(/R\$ \d/);
    expect(reply!.message).toMatch(/variam com a região/);
    expect(reply!.calculationId).toBeNull();
  });

  it("says plainly when a food compared has no reference price, and still answers the protein", async () => {
    const [reply] = await converse(app, "atum em lata ou sardinha, qual mais barato pra proteina?");
    expect(reply!.message).toMatch(/Não tenho um preço de referência para atum/);
    expect(reply!.message).toMatch(/g por 100 g/);
  });

  it.each([
    ["cafe coado ou cha preto, qual tem mais cafeina?", /Mais cafeína: café coado/],
    ["energetico ou coca, qual tem mais cafeina", /Mais cafeína: energético/],
  ])("'%s': caffeine in mg per usual serving, never the calories of each", async (message, winner) => {
    const [reply] = await converse(app, message);
    expect(reply!.message).toMatch(winner);
    expect(reply!.message).toMatch(/\d+ mg/);
    expect(reply!.message).not.toMatch(/kcal/);
  });

  it("'arroz integral e arroz branco, muda muito a caloria?' compares the two and logs no card", async () => {
    const [reply] = await converse(app, "arroz integral e arroz branco, muda muito a caloria?");
    expect(reply!.calculationId).toBeNull();
    expect(reply!.message).toMatch(/quase não muda/);
  });

  it("a nutrient asked is ranked by how much, without a table of calories", async () => {
    const [reply] = await converse(app, "feijao ou lentilha, qual tem mais ferro?");
    expect(reply!.message).toMatch(/Mais ferro: lentilha/);
    expect(reply!.message).toMatch(/% a mais|vezes mais/);
    expect(reply!.message).not.toMatch(/Grama por grama, .* calorias/);
  });

  it("says when the portion and 100 g give opposite answers", async () => {
    const [reply] = await converse(app, "castanha ou amendoim qual tem mais gordura?");
    expect(reply!.message).toMatch(/Grama por grama é o contrário: castanha/);
  });

  it("'qual tem menos sal?' ranks the least sodium first, and 'queijo prato' is the cheese", async () => {
    const [reply] = await converse(app, "queijo prato ou ricota, qual tem menos sal?");
    expect(reply!.message).toMatch(/Menos sódio: ricota/);
    expect(reply!.message).toMatch(/queijo prato/i);
  });
});

describe("a comparison for a condition, and body words that are not foods", () => {
  it("with high blood pressure, sodium decides between two cold cuts", async () => {
    const text = await lastReplyAs(app, { healthConditions: ["HYPERTENSION"] }, "presunto ou peito de peru, qual e melhor pra pressao alta?");
    expect(text).toMatch(/o que decide é o sódio, e peito de peru sai na frente/);
    expect(text).toMatch(/% do limite/);
  });

  it("high cholesterol said earlier judges 'qual é melhor' on fat", async () => {
    const text = await lastReplyAs(app, null, "tenho colesterol alto", "ovo ou queijo branco, qual e melhor no cafe?");
    expect(text).toMatch(/Com colesterol alto, ovo cozido sai na frente/);
  });

  it("with diabetes, the choice is judged on blood sugar in the usual portion", async () => {
    const text = await lastReplyAs(app, { healthConditions: ["DIABETES"] }, "tapioca ou pao frances, qual e melhor pra quem tem diabetes?");
    expect(text).toMatch(/Com diabetes, o que decide/);
    expect(text).toMatch(/pesa menos na glicose/);
  });

  it.each([
    ["banana ou maca, qual sobe menos a glicose?", /Maçã/],
    ["mel ou acucar, qual sobe mais a glicose?", /Açúcar refinado/],
    ["isso sobe a glicose? tapioca", /Tapioca/],
  ])("'%s': 'glicose' is the blood's, never corn syrup", async (message, food) => {
    const [reply] = await converse(app, message);
    expect(reply!.message).toMatch(food);
    expect(reply!.message).toMatch(/índice glicêmico/);
    expect(reply!.message).not.toMatch(/Glicose de milho/);
  });
});

describe("an equivalence on the attribute asked", () => {
  it("'quantos ovos dá a proteína de 1 scoop?' after whey against egg counts the whey's scoop", async () => {
    const replies = await converseAs(app, null, "whey ou ovo, qual tem mais proteina?", "quantos ovos da a proteina de 1 scoop?");
    expect(replies[1]!.message).toMatch(/Whey protein \(1 scoop/);
    expect(replies[1]!.message).not.toMatch(/soja/i);
    expect(replies[1]!.calculationId).toBeNull();
  });

  it("'quantos ovos dá a proteína de 100g de peito de frango?' keeps the protein of the chicken", async () => {
    const [reply] = await converse(app, "quantos ovos da a proteina de 100g de peito de frango?");
    expect(reply!.message).toMatch(/[Pp]eito de frango/);
    expect(reply!.message).toMatch(/de proteína/);
    expect(reply!.message).not.toMatch(/soja/i);
  });
});
