import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import { buildTestApp, type TTestApp } from "../../../../test/build-test-app";
import { createUser, type TTestUser } from "../../../../test/accounts";
import { providersEnv, startOpenAiStandIn, type TOpenAiStandIn } from "../../../../test/openai-stand-in";
import { chatMessages } from "../../../db/schema";

let stand: TOpenAiStandIn;
let app: TTestApp;
beforeAll(async () => {
  stand = await startOpenAiStandIn();
  app = await buildTestApp({ AI_PROVIDERS: providersEnv([stand]) });
});
afterAll(async () => {
  await app.close();
  await stand.close();
});

const send = async (who: TTestUser, message: string) =>
  (await app.inject({ method: "POST", url: "/api/chat/message", headers: who.auth, payload: { message } })).json<{ message: string; intent: string }>();
const lastComposer = async (who: TTestUser) =>
  (await app.db.select({ composer: chatMessages.composer }).from(chatMessages).where(and(eq(chatMessages.userId, who.id), eq(chatMessages.direction, "OUTGOING"))).orderBy(desc(chatMessages.createdAt)).limit(1))[0]?.composer;

function reset() {
  stand.mode = "ok";
  stand.scriptedReply = null;
  stand.scriptedToolCall = null;
  stand.requests.length = 0;
}

type TBody = { messages: { role: string; content: string }[]; tools?: { function: { name: string } }[] };

describe("the provider composer: the model is the conversation, the engine its tools", () => {
  it("looks a food up with lookup_food, gets its allergens, and the allergy warning still comes first", async () => {
    reset();
    const user = await createUser(app);
    await send(user, "Tenho alergia grave a amendoim");
    stand.requests.length = 0;
    const reply = await send(user, "posso comer paçoca?");
    const bodies = stand.requests.map((r) => r.body as TBody);
    const system = bodies[0]!.messages[0]!.content;
    expect(system).toContain("amendoim (allergy, SEVERE)");
    const tool = JSON.parse(bodies[1]!.messages.find((m) => m.role === "tool")!.content);
    expect(tool).toMatchObject({ found: true, name: "Paçoca", source: "TACO 4ª ed., alimento nº 579" });
    expect(tool.contains).toContain("peanut");
    expect(tool.conflictsWithUser[0]).toMatchObject({ component: "peanut", severity: "SEVERE" });
    expect(reply.message.startsWith("🚫 **Atenção: Paçoca contém amendoim")).toBe(true);
    expect(await lastComposer(user)).toBe("provider");
  });

  it("calls analyze_meal for a meal and shows the engine's numbers", async () => {
    reset();
    const user = await createUser(app);
    const reply = await send(user, "Comi 2 ovos cozidos e 1 pão francês");
    expect(reply.message).toContain("Boa refeição!");
    expect(reply.message).toContain("296 kcal");
  });

  it("overrides an unsafe model answer with the gate's refusal", async () => {
    reset();
    stand.scriptedReply = "Claro! Faça 800 kcal por dia por um mês que você seca rapidinho.";
    const user = await createUser(app);
    const reply = await send(user, "Quero secar para o verão, me ajuda?");
    expect(reply.message).not.toContain("Claro!");
    expect(reply.message).toContain("Não posso recomendar comer apenas 800 kcal por dia");
    expect(await lastComposer(user)).toBe("gate");
  });

  it("never lets the model show a number no tool gave", async () => {
    reset();
    stand.scriptedReply = "Um ovo tem 999 kcal, confie em mim.";
    const user = await createUser(app);
    const reply = await send(user, "Quanto de proteína tem um ovo?");
    expect(reply.message).not.toContain("999");
    expect(reply.message).toContain("6,7 g de proteína");
    expect(await lastComposer(user)).toBe("builtin");
  });

  it("falls back to the built-in composer when a tool call fails", async () => {
    reset();
    stand.scriptedToolCall = { name: "lookup_food", arguments: "{not json" };
    const user = await createUser(app);
    const reply = await send(user, "Pão de queijo tem glúten?");
    expect(reply.message).toContain("polvilho");
    expect(stand.requests).toHaveLength(1);
    expect(await lastComposer(user)).toBe("builtin");
  });

  it("answers support without calling the model when someone speaks of purging", async () => {
    reset();
    const user = await createUser(app);
    const reply = await send(user, "Tomo laxante todo dia pra não engordar");
    expect(reply.intent).toBe("SAFETY");
    expect(reply.message).toContain("188");
    expect(stand.requests).toHaveLength(0);
    expect(await lastComposer(user)).toBe("gate");
  });
});
