import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import type { TTestUser } from "../../../test/accounts";
import { chatUser, converseAs, sayTo } from "../../../test/chat-fixtures";

/** Issue 27, decision 183: what is asked gets its answer, whatever is said beside it (a medicine, a diet, a condition). */
let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const say = (who: TTestUser, message: string) => sayTo(app, who, message);

describe("the request beside what was said", () => {
  it("builds the plan asked beside a medicine, instead of the medicine's note", async () => {
    const reply = await say(await chatUser(app), "quero um plano de 7 dias com comida daqui do nordeste, cuscuz, macaxeira, tapioca. tenho diabetes tipo 2, tomo metformina");
    expect(reply.message).toMatch(/\/meal-plans\//);
    expect(reply.message).toMatch(/diabetes/i);
  });

  it("never warns a plan at the person's own estimate as below what the body spends at rest", async () => {
    const [reply] = await converseAs(app, { age: 58, weight: 92, height: 170, gender: "MALE", activityLevel: "SEDENTARY", goal: "WEIGHT_LOSS" }, "monta um plano de 7 dias pra mim");
    expect(reply!.message).toMatch(/\/meal-plans\//);
    expect(reply!.message).not.toMatch(/abaixo do que o seu corpo gasta só em repouso/);
  });

  it("makes a meal of the foods at hand, leaving out and naming what the person's diet excludes", async () => {
    const who = await chatUser(app);
    await say(who, "virei vegana faz pouco tempo");
    const vegan = await say(who, "me da uma ideia rapida de janta com o q tem aqui: ovo, batata, tomate e grao de bico em lata");
    expect(vegan.message).toMatch(/Com o que você tem aí, dá um jantar/);
    expect(vegan.message).toMatch(/\*\*Batata[^*]*\*\*: cerca de \d+ g/);
    expect(vegan.message).toMatch(/\*\*Tomate\*\*/);
    expect(vegan.message).toMatch(/Deixei de fora \*\*ovo/);
    expect(vegan.message).not.toMatch(/Sim: ovo cozido contém ovo/);
    const coeliac = await chatUser(app);
    await say(coeliac, "sou celiaca");
    const dinner = await say(coeliac, "janta com o que tem na geladeira: macarrao, frango e brocolis");
    expect(dinner.message).toMatch(/\*\*Frango[^*]*\*\*: cerca de/);
    expect(dinner.message).toMatch(/Deixei de fora \*\*macarrão/);
    expect(dinner.message).not.toMatch(/Atenção: Macarrão com frango/);
  });

  it("weighs a craving told with the weeks of pregnancy in slang against the pregnancy", async () => {
    const reply = await say(await chatUser(app), "to com uma vontade de comer sushi q vc nao tem nocao. 20 semanas de barriga e o desejo so aumenta kkkk");
    expect(reply.calculation).toBeNull();
    expect(reply.message).toMatch(/Na gestação, evite sushi/);
  });

  it("answers how much iron the card has when asked with the anaemia said, besides keeping the condition", async () => {
    const who = await chatUser(app);
    await say(who, "janta: 2 escumadeira de arroz, 1 concha de feijao e 1 bife de figado");
    const reply = await say(who, "isso ta com bastante ferro ne? pq to com anemia");
    expect(reply.message).toMatch(/Ferro na refeição do cartão:\*\* cerca de \*\*\d+(,\d)? mg\*\*/);
    expect(reply.message).toMatch(/fígado/);
    expect(reply.message).toMatch(/Anemia/);
  });
});
