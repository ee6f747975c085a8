import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { converse } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

/** Issue 27, decision 180: a pet's food is the vet's, never a person's food article nor a card. */
describe("food asked for an animal", () => {
  it.each([["meu cachorro pode comer abacate?"], ["posso dar banana pro meu gato?"], ["minha cadela pode tomar leite?"]])("'%s' is sent to the vet, with the foods that harm pets", async (asked) => {
    const [reply] = await converse(app, asked);
    expect(reply!.calculation).toBeNull();
    expect(reply!.message).toContain("Alimentação de animais é com o **veterinário**");
    expect(reply!.message).not.toMatch(/kcal|engorda/);
  });

  it("a pet that already ate chocolate gets the vet now", async () => {
    const [reply] = await converse(app, "meu cachorro comeu um pedaço de chocolate, e agora?");
    expect(reply!.message).toMatch(/^\*\*Se o seu bicho já comeu algo que pode fazer mal, ligue agora para um veterinário/);
  });

  it.each([["comi um cachorro quente"], ["o gato do vizinho é lindo, almocei arroz e feijao"]])("'%s' is the person's meal", async (meal) => {
    const [reply] = await converse(app, meal);
    expect(reply!.calculation).not.toBeNull();
  });
});
