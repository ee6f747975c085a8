import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { createUser, loginAdmin, type TTestUser } from "../../../test/accounts";
import { calorieCalculations, chatMessages, feedbackPrompts, users } from "../../db/schema";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const send = (user: TTestUser, payload: object) =>
  app.inject({ method: "POST", url: "/api/feedback", headers: user.auth, payload });
const list = async (user: TTestUser) => (await app.inject({ method: "GET", url: "/api/feedback", headers: user.auth })).json();

describe("feedback", () => {
  it.each([
    [{ type: "APP_USABILITY" }],
    [{ type: "APP_USABILITY", rating: 0, comment: "   " }],
  ])("refuses %j without rating or comment, with the spec's message", async (payload) => {
    const user = await createUser(app);
    const response = await send(user, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: "Por favor, forneça uma avaliação ou comentário" });
    expect((await list(user)).feedback).toEqual([]);
  });

  it("refuses an unknown type, a rating over 5 and anonymous callers", async () => {
    const user = await createUser(app);
    expect((await send(user, { type: "OTHER", rating: 3 })).statusCode).toBe(400);
    expect((await send(user, { type: "BUG_REPORT", rating: 6 })).statusCode).toBe(400);
    expect((await send(user, { type: "CONVERSATION_QUALITY", source: "AUTO_DETECTED" })).json().message).toBe("Informe a resposta do assistente avaliada");
    expect((await app.inject({ method: "POST", url: "/api/feedback", payload: { type: "BUG_REPORT", rating: 3 } })).statusCode).toBe(401);
  });

  it("stores feedback, thanks the user and lists it only to its author", async () => {
    const user = await createUser(app);
    const other = await createUser(app);
    const response = await send(user, { type: "MEAL_PLAN_QUALITY", rating: 4, comment: " Gostei do cardápio " });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: "Obrigado pelo seu feedback!" });
    const mine = await list(user);
    expect(mine.feedback).toHaveLength(1);
    expect(mine.feedback[0]).toMatchObject({ type: "MEAL_PLAN_QUALITY", source: "FORM", rating: 4, comment: "Gostei do cardápio", awardedIncentive: false });
    expect(mine.incentives).toEqual({ hasIncentives: false, incentivesCount: 0, nextChargeDiscountPercent: 0 });
    expect((await list(other)).feedback).toEqual([]);
  });

  it("turns a thumbs-down on an assistant answer into conversation feedback once, only for the user's own answer", async () => {
    const user = await createUser(app);
    const other = await createUser(app);
    const [answer] = await app.db
      .insert(chatMessages)
      .values({ userId: user.id, direction: "OUTGOING", content: "Uma banana tem 89 kcal." })
      .returning();
    const thumbsDown = { type: "CONVERSATION_QUALITY", source: "AUTO_DETECTED", messageId: answer!.id };
    expect((await send(user, thumbsDown)).statusCode).toBe(201);
    expect((await send(user, thumbsDown)).statusCode).toBe(201);
    expect((await send(other, thumbsDown)).statusCode).toBe(404);
    const mine = await list(user);
    expect(mine.feedback).toHaveLength(1);
    expect(mine.feedback[0]).toMatchObject({ source: "AUTO_DETECTED", messageId: answer!.id, rating: null });
  });

  it("lets an admin answer with an incentive that the user applies exactly once", async () => {
    const user = await createUser(app);
    const admin = await loginAdmin(app);
    await send(user, { type: "BUG_REPORT", comment: "O gráfico não carrega no celular" });
    await send(user, { type: "GENERAL_SUGGESTION", rating: 2 });
    await send(user, { type: "FEATURE_REQUEST", comment: "Modo escuro" });
    const [bug, suggestion, feature] = (await list(user)).feedback.reverse();
    const respond = (id: string, payload: object) =>
      app.inject({ method: "POST", url: `/api/admin/feedback/${id}/respond`, headers: admin.auth, payload });

    expect((await app.inject({ method: "GET", url: "/api/admin/feedback", headers: user.auth })).statusCode).toBe(403);
    expect((await respond(bug.id, { adminResponse: "   " })).statusCode).toBe(400);
    expect((await respond(bug.id, { adminResponse: "Obrigado", incentive: { kind: "EXTRA_MESSAGES", amount: 100000 } })).statusCode).toBe(400);
    const answered = await respond(bug.id, { adminResponse: "Corrigido, obrigado!", incentive: { kind: "EXTRA_MESSAGES", amount: 20 } });
    expect(answered.json()).toMatchObject({ awardedIncentive: true, incentiveDetails: "20 mensagens extras no período atual" });
    expect((await respond(bug.id, { adminResponse: "De novo" })).statusCode).toBe(409);
    await respond(suggestion.id, { adminResponse: "Valeu!", incentive: { kind: "EXTRA_TRIAL_DAYS", amount: 3 } });
    await respond(feature.id, { adminResponse: "Anotado", incentive: { kind: "NEXT_CHARGE_DISCOUNT", amount: 10 } });
    const pending = await app.inject({ method: "GET", url: "/api/admin/feedback?status=pending", headers: admin.auth });
    expect(pending.json().filter((f: { userId: string }) => f.userId === user.id)).toEqual([]);

    expect((await list(user)).incentives).toMatchObject({ hasIncentives: true, incentivesCount: 3 });
    const [before] = await app.db.select().from(users).where(eq(users.id, user.id));
    const apply = () => app.inject({ method: "POST", url: "/api/feedback/incentives/apply", headers: user.auth, payload: {} });
    const results = await Promise.all([apply(), apply()]);
    const counts = results.map((r) => r.json().appliedCount).sort();
    expect(counts).toEqual([0, 3]);
    expect(results.find((r) => r.json().appliedCount === 3)!.json().message).toBe("3 incentivo(s) aplicado(s) com sucesso!");

    const usage = (await app.inject({ method: "GET", url: "/api/account/usage", headers: user.auth })).json();
    expect(usage.messagesLimit).toBe(50);
    const [after] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(after!.trialEndsAt!.getTime() - before!.trialEndsAt!.getTime()).toBe(3 * 86_400_000);
    expect((await list(user)).incentives).toEqual({ hasIncentives: false, incentivesCount: 0, nextChargeDiscountPercent: 10 });
    expect((await apply()).json().appliedCount).toBe(0);
  });
});

describe("feedback prompts", () => {
  const prompt = async (user: TTestUser) =>
    (await app.inject({ method: "GET", url: "/api/feedback/prompt", headers: user.auth })).json().prompt;

  it("offers the in-app prompt after the 10th confirmed meal and respects 'agora não' for 60 days", async () => {
    const user = await createUser(app);
    const meal = { userId: user.id, foodDescription: "Arroz e feijão", totalCalories: 300, protein: 10, carbohydrates: 50, fat: 5, source: "WEB_CHAT" as const, status: "CONFIRMED" as const, consumedOn: "2026-11-20", meal: "LUNCH" as const, confirmedAt: new Date() };
    await app.db.insert(calorieCalculations).values(Array.from({ length: 9 }, () => meal));
    expect(await prompt(user)).toBeNull();
    await app.db.insert(calorieCalculations).values(meal);
    expect(await prompt(user)).toBe("POPUP");
    await app.inject({ method: "POST", url: "/api/feedback/prompt/dismiss", headers: user.auth, payload: { prompt: "POPUP" } });
    expect(await prompt(user)).toBeNull();
    await app.db.update(feedbackPrompts).set({ lastAt: new Date(Date.now() - 61 * 86_400_000) }).where(eq(feedbackPrompts.userId, user.id));
    expect(await prompt(user)).toBe("POPUP");
    await send(user, { type: "APP_USABILITY", rating: 5, source: "POPUP" });
    expect(await prompt(user)).toBeNull();
  });

  it("asks active users for the NPS survey every 90 days", async () => {
    const user = await createUser(app);
    await app.db.update(users).set({ createdAt: new Date(Date.now() - 30 * 86_400_000) }).where(eq(users.id, user.id));
    expect(await prompt(user)).toBeNull();
    await app.db.insert(chatMessages).values({ userId: user.id, direction: "INCOMING", content: "Oi" });
    expect(await prompt(user)).toBe("PERIODIC_SURVEY");
    expect((await send(user, { type: "GENERAL_SUGGESTION", source: "PERIODIC_SURVEY", npsScore: 9 })).statusCode).toBe(201);
    expect(await prompt(user)).toBeNull();
  });
});
