import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TChatReply, TDayLog, TFrequentFood } from "@nutriguia/domain";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { createUser, type TTestUser } from "../../../test/accounts";

let app: TTestApp;
let ana: TTestUser;
beforeAll(async () => {
  app = await buildTestApp();
  ana = await createUser(app);
});
afterAll(async () => app.close());

describe("meals in the day's lists", () => {
  it("are named as a person would, without '(porção padrão)', drinks in ml", async () => {
    const reply = (
      await app.inject({ method: "POST", url: "/api/chat/message", headers: ana.auth, payload: { message: "almocei arroz, feijão, bife e um copo de suco de laranja" } })
    ).json<TChatReply>();
    const calc = reply.calculation!;
    await app.inject({ method: "POST", url: "/api/chat/confirm-food", headers: ana.auth, payload: { calculationId: calc.id, confirmed: true } });

    const log = (await app.inject({ method: "GET", url: "/api/dashboard/calories/day", headers: ana.auth })).json<TDayLog>();
    const entry = log.meals.find((m) => m.meal === "LUNCH")!.entries[0]!;
    expect(entry.foodDescription).toBe("Arroz branco, feijão carioca, contra-filé com gordura e suco de laranja");
    const measures = entry.items.map((i) => i.measure ?? "").join(" | ");
    expect(measures).not.toContain("porção padrão");
    expect(entry.items.map((i) => i.measure)).toEqual(["4 colheres de sopa (100 g)", "1 concha (140 g)", "1 bife (100 g)", "1 copo (240 ml)"]);

    const frequent = (await app.inject({ method: "GET", url: "/api/dashboard/calories/frequent", headers: ana.auth })).json<{ foods: TFrequentFood[] }>();
    expect(frequent.foods[0]!.foodDescription).toBe("Almoço: arroz branco, feijão carioca, contra-filé com gordura e suco de laranja");
  });
});
