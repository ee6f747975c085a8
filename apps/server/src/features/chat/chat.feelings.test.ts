import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { chatUser, sayTo } from "../../../test/chat-fixtures";
import type { TTestUser } from "../../../test/accounts";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const newUser = () => chatUser(app);
const say = (who: TTestUser, message: string) => sayTo(app, who, message);

describe("a feeling said about oneself is met as a person would (issue 27)", () => {
  it("feeling bad after a party gets no guilt and no compensation, and 'fala alguma coisa' next gets words, not the list of services", async () => {
    const who = await newUser();
    await say(who, "fui no aniversario da minha sobrinha e comi doce pra caramba, brigadeiro, bolo, tudo");
    const low = await say(who, "to me sentindo pessima, joguei a dieta no lixo");
    expect(low.message).toContain("Não precisa compensar");
    expect(low.message).not.toMatch(/Anotei o que você|crianças/);
    expect(low.calculation).toBeNull();
    const words = await say(who, "sei la, fala alguma coisa");
    expect(words.message).toContain("sem culpa e sem compensar");
    expect(words.message).not.toContain("fora do que eu faço");
  });

  it("pride said alone is met with interest in what worked, never 'anotei'", async () => {
    const reply = await say(await newUser(), "to mto orgulhosa de mim essa semana");
    expect(reply.message).toContain("o que deu certo essa semana?");
    expect(reply.message).not.toContain("Anotei o que você");
  });

  it("pride that turns out to be eating 500 kcal a day is still met as a risk", async () => {
    const who = await newUser();
    await say(who, "to mto orgulhosa de mim essa semana");
    const next = await say(who, "consegui ficar com 500 kcal por dia, so agua de coco e maça");
    expect(next.message).not.toContain("Que bom ouvir isso");
    expect(next.message).toMatch(/não é seguro|não posso/i);
  });
});
