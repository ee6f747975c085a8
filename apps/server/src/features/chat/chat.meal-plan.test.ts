import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatNumber, type TChatHistoryMessage, type TMealPlanSummary } from "@nutriguia/domain";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { createUser, type TTestUser } from "../../../test/accounts";
import { COMPLETE_PROFILE, setProfile } from "../../../test/chat-fixtures";
import { providersEnv, startOpenAiStandIn } from "../../../test/openai-stand-in";
import { subscriptions, usageCounters } from "../../db/schema";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const send = (who: TTestUser, message: string) =>
  app.inject({ method: "POST", url: "/api/chat/message", headers: who.auth, payload: { message } });
const listPlans = async (who: TTestUser) =>
  (await app.inject({ method: "GET", url: "/api/meal-plans", headers: who.auth })).json<{ plans: TMealPlanSummary[] }>().plans;
const lastAnswer = async (who: TTestUser) => {
  const history = (await app.inject({ method: "GET", url: "/api/chat/history", headers: who.auth })).json<{ messages: TChatHistoryMessage[] }>();
  return history.messages.at(-1)!;
};

describe("a plan request in chat (issue 6)", () => {
  it("creates the same plan as the meal-plans API and links to it", async () => {
    const user = await createUser(app);
    await setProfile(app, user.auth, COMPLETE_PROFILE);
    const response = await send(user, "Monte um plano alimentar de 3 dias para mim");
    expect(response.statusCode).toBe(200);
    const reply = response.json();
    expect(reply).toMatchObject({ success: true, intent: "PLAN_REQUEST", profileRequired: false, calculationId: null });

    const plans = await listPlans(user);
    expect(plans).toHaveLength(1);
    const [plan] = plans;
    expect(plan!.dayCount).toBe(3);
    expect(reply.message).toContain(`](/meal-plans/${plan!.id})`);
    expect(reply.message).toContain("**3 dias**");
    expect(reply.message).toContain(`**${formatNumber(plan!.targets.calories)} kcal por dia**`);
    const opened = await app.inject({ method: "GET", url: `/api/meal-plans/${plan!.id}`, headers: user.auth });
    expect(opened.statusCode).toBe(200);

    const answer = await lastAnswer(user);
    expect(answer).toMatchObject({ direction: "OUTGOING", isGeneratingMealPlan: true, isProfileRequired: false });
    expect(answer.content).toBe(reply.message);
    const usage = (await app.inject({ method: "GET", url: "/api/account/usage", headers: user.auth })).json();
    expect(usage).toMatchObject({ messagesUsed: 1, mealPlansUsed: 1 });
  });

  it("answers with the trial's limit message once the 3 plans are used, and creates nothing", async () => {
    const user = await createUser(app);
    await setProfile(app, user.auth, COMPLETE_PROFILE);
    for (let i = 0; i < 3; i += 1) {
      expect((await app.inject({ method: "POST", url: "/api/meal-plans", headers: user.auth, payload: { days: 1 } })).statusCode).toBe(201);
    }
    const response = await send(user, "Quero um novo plano alimentar");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, intent: "PLAN_REQUEST", profileRequired: false });
    expect(response.json().message).toContain("Trial plan limit reached");
    expect(await listPlans(user)).toHaveLength(3);
    expect(await lastAnswer(user)).toMatchObject({ isGeneratingMealPlan: false });
  });

  it("answers a subscriber past the plan ceiling with the subscription's limit message", async () => {
    const user = await createUser(app);
    await setProfile(app, user.auth, COMPLETE_PROFILE);
    const startDate = new Date(Date.now() - 86400_000);
    await app.db.insert(subscriptions).values({ userId: user.id, plan: "PRO", status: "ACTIVE", startDate });
    await app.db.insert(usageCounters).values({ userId: user.id, periodStart: startDate, mealPlansUsed: 60 });
    const reply = (await send(user, "Monte uma dieta para mim")).json();
    expect(reply.message).toContain("Subscription plan limit reached");
    expect(await listPlans(user)).toHaveLength(0);
  });

  it("still asks for the profile first and creates nothing without it", async () => {
    const user = await createUser(app);
    const reply = (await send(user, "Monte uma dieta para mim")).json();
    expect(reply).toMatchObject({ intent: "PLAN_REQUEST", profileRequired: true });
    expect(reply.message).toContain("/profile?tab=nutritional");
    expect(await listPlans(user)).toHaveLength(0);
    expect(await lastAnswer(user)).toMatchObject({ isProfileRequired: true, isGeneratingMealPlan: false });
  });

  it("keeps the reply as composed when a provider is configured: the link is not left to a model", async () => {
    const standIn = await startOpenAiStandIn();
    const withAi = await buildTestApp({ AI_PROVIDERS: providersEnv([standIn], 400) });
    try {
      const user = await createUser(withAi);
      await setProfile(withAi, user.auth, COMPLETE_PROFILE);
      const reply = (await withAi.inject({ method: "POST", url: "/api/chat/message", headers: user.auth, payload: { message: "Quero um plano alimentar" } })).json();
      const plans = (await withAi.inject({ method: "GET", url: "/api/meal-plans", headers: user.auth })).json<{ plans: TMealPlanSummary[] }>().plans;
      expect(plans).toHaveLength(1);
      expect(reply.message).toContain(`](/meal-plans/${plans[0]!.id})`);
      expect(standIn.requests).toHaveLength(0);
    } finally {
      await withAi.close();
      await standIn.close();
    }
  });
});
