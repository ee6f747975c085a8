import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import type { TTestUser } from "../../../test/accounts";
import { chatUser } from "../../../test/chat-fixtures";

/** Issue 27, decision 183: when, with whom and what one does, said beside a meal, is talk: never "Não entendi". */
let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

type TReply = { message: string; intent: string; calculation: { items: { food: string }[]; unread: string[] } | null };

async function say(who: TTestUser, message: string): Promise<TReply> {
  const response = await app.inject({ method: "POST", url: "/api/chat/message", headers: who.auth, payload: { message } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TReply>();
}

describe("talk around a meal", () => {
  it.each([
    ["sexta no bar: 2 long neck e uma porcao de batata frita", 2],
    ["hj comi mt, 2 x-tudo e uma coca 2l com os guri", 2],
    ["almocei com meu marido no domingo: lasanha e salada, tava morta de fome", 2],
    ["ontem na firma com a galera comi 3 coxinha e um guarana", 2],
    ["bom, mudando de assunto, almocei arroz, feijao e frango grelhado", 3],
  ])("reads the foods of %j and asks about none of the rest", async (message, foods) => {
    const reply = await say(await chatUser(app), message);
    expect(reply.intent).toBe("FOOD_LOG");
    expect(reply.calculation!.items).toHaveLength(foods);
    expect(reply.calculation!.unread).toEqual([]);
    expect(reply.message).not.toMatch(/Não entendi|Reescreva a parte/);
  });

  it("keeps a fact said beside the meal and says so under the card, not as words it could not read", async () => {
    const runner = await say(await chatUser(app), "jantei 2 concha de feijao, arroz 3 colher de servir e bife de patinho. to treinando pra maratona, uns 70 km por semana");
    expect(runner.calculation!.items).toHaveLength(3);
    expect(runner.message).not.toMatch(/Não entendi/);
    expect(runner.message).toMatch(/Anotei também[\s\S]*treina/);
    const vegan = await say(await chatUser(app), "gente to mt feliz, faz 2 semana q virei vegana. hj no almoco comi arroz, feijao preto e farofa");
    expect(vegan.message).not.toMatch(/Não entendi/);
    expect(vegan.message).toMatch(/Anotei também[\s\S]*vegana/);
  });

  it("still asks about a food name it cannot place", async () => {
    const reply = await say(await chatUser(app), "comi xerém com galinha e um zuzu de goiaba");
    expect(reply.message).toContain("Não entendi 'zuzu de goiaba'");
  });
});
