import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { names, offEnergy, planTalk } from "../../../test/plan-fixtures";
import { requestedDailyCalories } from "./understand/understand";

vi.mock("node:crypto", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:crypto")>();
  const { fixedRandomInt } = await import("../../../test/fixed-seeds");
  return { ...actual, randomInt: fixedRandomInt(189) };
});

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());
const talk = planTalk(() => app);

/** Issue 27, decision 189: the day's kcal said at the end of a long plan request. */
describe("a plan's kcal said after its exclusions", () => {
  it.each([
    ["monta um cardapio de 7 dias sem carne de porco e sem frutos do mar, de 1800 kcal", 1800],
    ["quero um plano semanal vegetariano, sem lactose e sem glúten, com 1600 calorias", 1600],
    ["faz uma dieta de 5 dias pra mim sem amendoim e sem ovo, uns 2000 kcal", 2000],
  ])("'%s' is a day of %d kcal", (said, kcal) => {
    expect(requestedDailyCalories(said.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z0-9%]+/g, " "))).toBe(kcal);
  });

  it("the plan is built at 1,800 kcal on every day, with no pork and no seafood", async () => {
    const { plan } = await talk("monta um cardapio de 7 dias sem carne de porco e sem frutos do mar, de 1800 kcal");
    expect(plan!.targets.calories).toBe(1800);
    expect(plan!.days).toHaveLength(7);
    expect(offEnergy(plan!)).toEqual([]);
    expect(names(plan!).filter((n) => /porco|suino|lombo|pernil|bacon|linguica|presunto|camarao|lula|polvo|marisco/.test(n))).toEqual([]);
  });
});
