import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { converse, converseAs } from "../../../test/chat-fixtures";
import { mentionsRisk } from "./understand/risk-lexicon";
import { readStatedFacts } from "./understand/stated-facts";
import { toldIntakeIn } from "./understand/told-intake";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const talk = async (...messages: string[]) => (await converse(app, ...messages)).map((r) => r.message);
const talkAs = async (profile: Parameters<typeof converseAs>[1], ...messages: string[]) => (await converseAs(app, profile, ...messages)).map((r) => r.message);
/** The meal ideas drawn for the person, without the general text above them. */
const ideas = (reply: string | undefined) => (reply ?? "").slice((reply ?? "").indexOf("Três ideias"));

const BEEF = /músculo|patinho|alcatra|acém|contra-filé|carne moída|bife|picanha|costela|fraldinha|maminha|cupim|filé mignon|carne bovina/i;
const WHEAT = /pão integral|pão francês|pão de forma|pão de aveia|aveia|macarrão|torrada|biscoito/i;

describe("what was said in an earlier turn, in chat shorthand, holds for the next answer", () => {
  it("'ah, n como carne vermelha' then dinner ideas: no beef in any option", async () => {
    const [said, dinner] = await talk("ah, n como carne vermelha", "sugere um jantar pra hoje");
    expect(said).toMatch(/carne vermelha/);
    expect(ideas(dinner)).toContain("Opção 1");
    expect(ideas(dinner)).not.toMatch(BEEF);
  });

  it("'n posso comer gluten' then an afternoon snack: no wheat nor oats in the options", async () => {
    const [, snack] = await talk("n posso comer gluten", "oq eu como no lanche da tarde?");
    expect(ideas(snack)).toContain("Opção 1");
    expect(ideas(snack)).not.toMatch(WHEAT);
  });

  it("shorthand is read as its words in every turn alike", () => {
    expect(readStatedFacts("n como carne de porco").exclusions).toContain("lombo");
    expect(readStatedFacts("oi, so pra vc saber eu nao como carne vermelha").exclusions).toContain("musculo");
    expect(readStatedFacts("tenho diabete tipo 2").conditions).toContain("DIABETES");
    expect(readStatedFacts("n posso comer gluten nem lactose").avoid.find((a) => a.component === "lactose")?.kind).toBe("intolerance");
  });
});

describe("a menu for a child with no weight said is a family day, never a refusal", () => {
  it("'faz um cardapio pro meu menino de 7 anos, ele vive de salgadinho': the day and the junk food, then no refusal recalled", async () => {
    const [menu, next] = await talk("faz um cardapio pro meu menino de 7 anos, ele vive de salgadinho", "e ele quase nao come fruta");
    expect(menu).toMatch(/Monto, sim/);
    expect(menu).toMatch(/Almoço:/);
    expect(menu).toMatch(/besteira/);
    expect(menu).not.toMatch(/Não monto|kcal/);
    expect(next).not.toMatch(/Lembrando o que eu disse|Não monto/);
    // A child's weight said with the menu keeps the refusal.
    const [weighed] = await talk("minha filha de 9 anos ta acima do peso, monta um cardapio pra ela");
    expect(weighed).toMatch(/Não monto/);
  });
});

describe("a menu for a relative said before is theirs, never the person's own plan", () => {
  it("'minha mae tem 72 anos e é diabetica' then 'monta um cardapio pra ela': her data asked, no plan of the person's", async () => {
    const [, menu] = await talk("minha mae tem 72 anos e é diabetica", "monta um cardapio pra ela");
    expect(menu).toMatch(/as contas têm que ser as dela/);
    expect(menu).not.toMatch(/\/meal-plans\//);
  });

  it("'quero um cardapio pra minha vó de 85 anos': her data asked", async () => {
    const [menu] = await talk("quero um cardapio pra minha vó de 85 anos");
    expect(menu).toMatch(/as contas têm que ser as dela/);
  });
});

describe("eating little while gaining is short of the target, never a deficit", () => {
  const gaining = { goal: "MUSCLE_GAIN" as const, gender: "MALE" as const, weight: 66, height: 176, age: 23, activityLevel: "VERY_ACTIVE" as const };

  it("'hoje so consegui comer umas 1300 kcal' while gaining muscle: what is missing, no refusal", async () => {
    const [day] = await talkAs(gaining, "hoje so consegui comer umas 1300 kcal");
    expect(day).toMatch(/ganhar massa/);
    expect(day).toMatch(/faltam cerca de/);
    expect(day).not.toMatch(/Não posso recomendar|dentro da sua meta/);
  });

  it("two small meals told, then 'comi pouco né?': the day is short for the gain, not a light breakfast", async () => {
    const [, judged] = await talkAs(gaining, "hj so comi um misto quente no almoço e uma banana de tarde", "comi pouco né?");
    expect(judged).toMatch(/ganhar massa/);
    expect(judged).toMatch(/faltam cerca de/);
    expect(judged).not.toMatch(/ficou leve|sobram cerca/);
  });

  it("a day's total told is intake, never a target", () => {
    expect(toldIntakeIn("hj comi pouquinho, umas 1500 kcal so")?.total).toBe(1500);
    expect(toldIntakeIn("quero comer 1500 kcal hoje")).toBeNull();
  });
});

describe("'pra não passar fome' is not starving", () => {
  it("pregnant, then a snack 'pra nao ficar com fome': the snack, no crisis care", async () => {
    const [, snack] = await talk("to gravida de 6 meses", "oq eu como de lanche pra nao passar fome de tarde?");
    expect(snack).not.toMatch(/CVV|188|Ficar sem comer/);
    expect(snack).toMatch(/lanche/i);
  });

  it("the opposite of a risk is taken out before the risk is read", () => {
    expect(mentionsRisk("o que eu como pra nao passar fome", "starving")).toBe(false);
    expect(mentionsRisk("vou passar fome pra emagrecer", "starving")).toBe(true);
  });
});
