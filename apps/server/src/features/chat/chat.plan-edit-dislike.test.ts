import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { chatUser, sayTo } from "../../../test/chat-fixtures";
import { fold, meal, planId, planReaders } from "../../../test/plan-fixtures";

vi.mock("node:crypto", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:crypto")>();
  const { fixedRandomInt } = await import("../../../test/fixed-seeds");
  return { ...actual, randomInt: fixedRandomInt(164) };
});

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());
const { readPlan } = planReaders(() => app);

const FISH = /peixe|tilapia|sardinha|atum|merluza|pescada|salmao|bacalhau|pintado|tambaqui|pirarucu|robalo|corvina|truta|anchova/;

describe("a meal of a plan redrawn with a dislike said in the same message (issue 27)", () => {
  it.each([["troca o almoco de quinta, nao gosto de peixe"], ["muda o almoço de quinta, não como peixe"]])("'%s': the new Thursday lunch has no fish, and the reply says so", async (message) => {
    const who = await chatUser(app);
    const id = planId((await sayTo(app, who, "monta um cardapio de 7 dias pra mim")).message)!;
    const reply = await sayTo(app, who, message);
    const lunch = meal(await readPlan(who, id), "Quinta-feira", "LUNCH");
    expect(lunch.length).toBeGreaterThan(0);
    expect(lunch.map(fold).join(" ")).not.toMatch(FISH);
    expect(reply.message).toContain("sem peixe");
  });
});
