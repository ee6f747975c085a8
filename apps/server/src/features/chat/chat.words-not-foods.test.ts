import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { converse, type TChatReply } from "../../../test/chat-fixtures";

/** Issue 27, decision 141: sayings, interjections, names and teams beside a meal are never foods on the card. */
let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const foods = (reply: TChatReply) => (reply.calculation?.items ?? []).map((i) => i.food);
const said = async (message: string) => (await converse(app, message))[0]!;

describe("words that come close to foods", () => {
  it("shows no card when the reader finds no food, whatever a word looks like ('a camisa tá com a manga rasgada')", async () => {
    for (const message of ["a camisa ta com a manga rasgada, que raiva", "rasguei a manga da blusa no trampo kkk"]) {
      const reply = await said(message);
      expect(reply.calculation, message).toBeNull();
      expect(reply.message, message).not.toMatch(/Manga|Cajá/);
    }
  });

  it("keeps only the foods eaten beside a saying, an interjection or a team ('batata quente', 'caramba', 'fã do Flamengo')", async () => {
    expect(foods(await said("essa reunião foi uma batata quente, saí e comi um misto quente"))).toEqual(["Misto quente ou frio"]);
    expect(foods(await said("caramba, comi 2 coxinhas no lanche"))).toEqual(["Coxinha"]);
    const team = await said("meu marido é fã do Flamengo e eu jantei uma omelete de 2 ovos");
    expect(foods(team)).toEqual([expect.stringMatching(/^Omelete/)]);
    expect(team.message).not.toMatch(/fora do que eu faço|Não entendi/);
    expect((await said("bati um papo com a Cecília e tomei um capuccino")).message).not.toMatch(/Pão francês/);
  });

  it("'meu sonho é emagrecer' is a wish, while the bakery's sonho is a food the table knows", async () => {
    const wish = await said("meu sonho é emagrecer 10 kg");
    expect(wish.calculation).toBeNull();
    expect(wish.message).not.toMatch(/Sonho|sonho/);
    expect(foods(await said("comi um sonho de creme na padaria"))).toEqual(["Sonho"]);
    expect((await said("sonho de padaria engorda muito?")).message).toMatch(/Sonho\*\* — .*kcal/);
  });
});
