import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { createUser, type TTestUser } from "../../../test/accounts";
import { COMPLETE_PROFILE, multipart, samplePng, setProfile } from "../../../test/chat-fixtures";
import { KNOWLEDGE_BASE } from "./knowledge/knowledge-base";
import { retrieveKnowledge } from "./knowledge/knowledge-retrieval";
import { understand } from "./understand/understand";

let app: TTestApp;
let user: TTestUser;
beforeAll(async () => {
  app = await buildTestApp();
  user = await createUser(app);
});
afterAll(async () => app.close());

const send = (who: TTestUser, message: string, isFoodRelated?: boolean) =>
  app.inject({ method: "POST", url: "/api/chat/message", headers: who.auth, payload: { message, ...(isFoodRelated === undefined ? {} : { isFoodRelated }) } });

const confirm = (who: TTestUser, calculationId: unknown, confirmed: boolean) =>
  app.inject({ method: "POST", url: "/api/chat/confirm-food", headers: who.auth, payload: { calculationId, confirmed } });

describe("POST /api/chat/message on the built-in composer", () => {
  it("analyses a meal with the engine and stores it as a pending calculation", async () => {
    const response = await send(user, "Comi 2 ovos cozidos e 1 pão francês", true);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, errorMessage: null, nutritionRelated: true, profileRequired: false, intent: "FOOD_LOG" });
    expect(body.message).toContain("Informações Nutricionais");
    expect(body.calculationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.calculation).toMatchObject({ id: body.calculationId, source: "WEB_CHAT", status: "PENDING", totalCalories: 296 });
    expect(body.calculation.items).toEqual([
      expect.objectContaining({ food: "Ovo cozido", grams: 100, foodId: expect.any(String), source: expect.stringContaining("TACO") }),
      expect.objectContaining({ food: "Pão francês", grams: 50 }),
    ]);
    expect(body.calculation.additionalNutrients).toHaveProperty("fiber");
    expect(body.message).toContain("296 kcal");
  });

  it("says which words it could not read, leaves them out of the total and keeps them with the calculation", async () => {
    const response = await send(user, "De manhã comi 60 g de presunto, 1 pão francês e 1 xyzwq", true);
    const body = response.json();
    expect(body.message).toContain("Não entendi 'xyzwq' — pode escrever de outro jeito?");
    expect(body.message).toContain("registre abaixo só o que entendi");
    expect(body.calculation.unread).toEqual(["xyzwq"]);
    expect(body.calculation.items.map((i: { food: string }) => i.food)).toEqual(["Presunto", "Pão francês"]);
    const complete = (await send(user, "De manhã comi 60 g de presunto e 1 pão francês", true)).json();
    expect(complete.calculation.unread).toEqual([]);
    expect(complete.message).not.toContain("Não entendi");
  });

  it("edits the pending card in words instead of logging a correction as a new food", async () => {
    const who = await createUser(app);
    const first = (await send(who, "jantei 2 fatias de pizza de calabresa e 1 lata de cerveja", true)).json();
    const swap = (await send(who, "tira a cerveja, foi suco de laranja")).json();
    expect(swap.calculationId).toBe(first.calculationId);
    expect(swap.message).toContain("Certo, troquei cerveja por suco de laranja");
    expect(swap.calculation.items.map((i: { food: string }) => i.food)).toEqual(["Pizza calabresa", "Suco de laranja"]);
    const half = (await send(who, "foi metade da pizza")).json();
    expect(half.calculationId).toBe(first.calculationId);
    expect(half.calculation.items.map((i: { food: string; grams: number }) => `${i.food}:${i.grams}`)).toEqual(["Pizza calabresa:90", "Suco de laranja:350"]);
    const vague = (await send(who, "ah, e teve sobremesa")).json();
    expect(vague.calculation).toBeNull();
    expect(vague.message).toContain("O que foi, e quanto?");
    const added = (await send(who, "ah, também teve 1 pudim")).json();
    expect(added.calculationId).toBe(first.calculationId);
    expect(added.calculation.items.map((i: { food: string }) => i.food)).toEqual(["Pizza calabresa", "Suco de laranja", "Pudim de leite condensado"]);
    const total = (await send(who, "quanto deu o jantar inteiro?")).json();
    expect(total.calculation).toBeNull();
    expect(total.message).toContain(`soma **${String(added.calculation.totalCalories).replace(".", ",")} kcal**`);
    expect(total.message).toContain("ainda não entrou no seu dia");
    const history = (await app.inject({ method: "GET", url: "/api/chat/history", headers: who.auth })).json();
    const cards = new Set(history.messages.map((m: { calculation: { id: string } | null }) => m.calculation?.id).filter(Boolean));
    expect([...cards]).toEqual([first.calculationId]);
  });

  it("answers an equivalence with both amounts and logs nothing, two starchy foods by their carbohydrate", async () => {
    const body = (await send(user, "quanto de mandioca equivale a 2 pães franceses?")).json();
    expect(body.calculation).toBeNull();
    expect(body.message).toContain("Pão francês (2 unidades (100 g)) tem cerca de **58,6 g de carboidratos**");
    expect(body.message).toMatch(/A mesma quantidade de carboidratos está em cerca de \*\*19\d g de mandioca cozida\*\*/);
    expect(body.message).toContain("Nada foi registrado no seu dia.");
    const nutrient = (await send(user, "quanto de proteína dá 2 ovos?")).json();
    expect(nutrient.message).not.toContain("A mesma energia");
  });

  it("refuses empty messages and anonymous senders", async () => {
    expect((await send(user, "   ")).statusCode).toBe(400);
    const anonymous = await app.inject({ method: "POST", url: "/api/chat/message", payload: { message: "oi" } });
    expect(anonymous.statusCode).toBe(401);
  });

  it("answers a question from the knowledge base with the entry's sources", async () => {
    // An entry whose first phrasing is a general or per-day question that retrieval answers with that entry.
    const entry = KNOWLEDGE_BASE.find((e) => {
      const u = understand(e.questions[0]!);
      return ["general-question", "nutrient-per-day"].includes(u.type) && retrieveKnowledge({ folded: u.folded, foods: [], conditions: new Set() })[0]?.item.id === e.id;
    });
    expect(entry).toBeDefined();
    const body = (await send(user, entry!.questions[0]!)).json();
    expect(body).toMatchObject({ success: true, intent: "NUTRITION_QUESTION", calculationId: null });
    expect(body.message).toContain(entry!.title);
    expect(body.message).toContain(entry!.references[0]!.citation);
  });

  it("answers about a food with its numbers per portion and per 100 g and their source", async () => {
    const body = (await send(user, "Quanto de proteína tem um ovo?")).json();
    expect(body.intent).toBe("NUTRITION_QUESTION");
    expect(body.message).toContain("Ovo cozido (1 unidade (50 g)) tem **6,7 g de proteína** (13,3 g por 100 g)");
    expect(body.message).toContain("TACO 4ª ed., alimento nº 488");
    expect(body.calculationId).toBeNull();
  });

  it("says plainly what it cannot answer, and what it can do", async () => {
    const offTopic = (await send(user, "Qual é a capital da Austrália?")).json();
    expect(offTopic.intent).toBe("OUT_OF_SCOPE");
    expect(offTopic.message).toContain("fora do que eu faço");
    expect(offTopic.nutritionRelated).toBe(false);
    const uncovered = (await send(user, "A dieta do tipo sanguíneo funciona para o grupo O negativo?")).json();
    expect(uncovered.message).toContain("Não tenho uma resposta verificada");
  });

  it("asks for the profile on a plan request, and links to meal plans once it is complete", async () => {
    const other = await createUser(app);
    const before = (await send(other, "Monte uma dieta para mim")).json();
    expect(before).toMatchObject({ intent: "PLAN_REQUEST", profileRequired: true });
    expect(before.message).toContain("/profile?tab=nutritional");
    await setProfile(app, other.auth, COMPLETE_PROFILE);
    const after = (await send(other, "Quero um plano alimentar")).json();
    expect(after).toMatchObject({ intent: "PLAN_REQUEST", profileRequired: false });
    expect(after.message).toContain("/meal-plans");
    expect(after.message).toMatch(/\d+ kcal/);
  });
});

describe("history and clear", () => {
  it("lists both sides with the calculation, and clears them", async () => {
    const who = await createUser(app);
    await send(who, "Comi 1 banana");
    const history = (await app.inject({ method: "GET", url: "/api/chat/history", headers: who.auth })).json();
    expect(history.messages).toHaveLength(2);
    expect(history.messages[0]).toMatchObject({ direction: "INCOMING", content: "Comi 1 banana", calculationId: null });
    expect(history.messages[1]).toMatchObject({ direction: "OUTGOING", calculation: { source: "WEB_CHAT" } });
    expect(history.messages[1].calculationId).toBe(history.messages[1].calculation.id);
    const cleared = await app.inject({ method: "POST", url: "/api/chat/clear", headers: who.auth, payload: {} });
    expect(cleared.json()).toMatchObject({ success: true });
    expect((await app.inject({ method: "GET", url: "/api/chat/history", headers: who.auth })).json().messages).toEqual([]);
  });

  // The history joins a message's meal by its id alone (issue 28): a message naming someone else's meal never shows it.
  it("never shows another user's meal in the history", async () => {
    const [who, other] = [await createUser(app), await createUser(app)];
    await send(who, "Comi 1 banana");
    const theirs = (await send(other, "Comi 2 ovos cozidos")).json().calculationId as string;
    await app.db.execute(sql`UPDATE chat_messages SET calculation_id = ${theirs} WHERE user_id = ${who.id}`);
    const history = (await app.inject({ method: "GET", url: "/api/chat/history", headers: who.auth })).json();
    expect(history.messages).toHaveLength(2);
    expect(history.messages.map((m: { calculation: unknown }) => m.calculation)).toEqual([null, null]);
  });
});

describe("POST /api/chat/confirm-food", () => {
  it("confirms once into the day, rejects, and refuses bad or foreign ids", async () => {
    const who = await createUser(app);
    const { calculationId } = (await send(who, "Comi 2 ovos cozidos e 1 pão francês")).json();
    const first = await confirm(who, calculationId, true);
    expect(first.json()).toMatchObject({ success: true, message: "Alimento registrado com sucesso!", calculation: { status: "CONFIRMED" } });
    await confirm(who, calculationId, true);
    const day = (await send(who, "Como está meu dia?")).json();
    expect(day.intent).toBe("DAY_SUMMARY");
    expect(day.message).toContain("1 refeição");
    expect(day.message).toContain("296 kcal");

    const second = (await send(who, "Comi 1 banana")).json();
    const rejected = await confirm(who, second.calculationId, false);
    expect(rejected.json()).toMatchObject({ message: "Alimento não registrado na contagem diária.", calculation: { status: "REJECTED" } });

    const invalid = "ID de cálculo inválido. Não é possível processar a solicitação.";
    for (const id of ["abc", null, 42]) {
      const response = await confirm(who, id, true);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errorCode: "INVALID_CALCULATION_ID", message: invalid });
    }
    const stranger = await createUser(app);
    const foreign = await confirm(stranger, calculationId, true);
    expect(foreign.json()).toMatchObject({ errorCode: "INVALID_CALCULATION_ID", message: invalid });
  });
});

describe("POST /api/chat/image without a vision provider", () => {
  const upload = async (who: TTestUser, fields: Record<string, string>, data: Buffer, type = "image/png") => {
    const form = multipart(fields, { field: "file", name: "prato.png", type, data });
    return app.inject({ method: "POST", url: "/api/chat/image", headers: { ...who.auth, ...form.headers }, payload: form.payload });
  };

  it("analyses the caption, keeps the image and marks the source PHOTO", async () => {
    const response = await upload(user, { caption: "2 ovos cozidos e 1 pão francês" }, await samplePng());
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.imageUrl).toMatch(/^\/uploads\/users\/.+\.webp\?exp=\d+&sig=[\w-]+$/);
    expect(body.calculation).toMatchObject({ source: "PHOTO", totalCalories: 296, imageUrl: body.imageUrl });
  });

  it("explains how to describe the meal when there is no caption", async () => {
    const body = (await upload(user, {}, await samplePng())).json();
    expect(body.message).toContain("legenda");
    expect(body.calculationId).toBeNull();
  });

  it("judges the file by content and size", async () => {
    const fake = await upload(user, { caption: "arroz" }, Buffer.from("not an image at all, only text"), "image/jpeg");
    expect(fake.statusCode).toBe(415);
    const huge = Buffer.alloc(10 * 1024 * 1024 + 10, 1);
    Buffer.from([0xff, 0xd8, 0xff]).copy(huge);
    const large = await upload(user, {}, huge, "image/jpeg");
    expect(large.statusCode).toBe(413);
    expect(large.json().message).toBe("A imagem enviada é muito grande. O tamanho máximo permitido é de 10MB.");
  });
});
