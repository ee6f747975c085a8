import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { chatUser, sayTo } from "../../../test/chat-fixtures";
import { names, planId, planReaders } from "../../../test/plan-fixtures";

/** Issue 27, decision 160: lactose or dairy said after a plan, named by what it is and not by a food, leaves the plan without dairy. */
let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());
const { readPlan } = planReaders(() => app);

const DAIRY = /^(leite (?!de soja|de coco|de amendoa|de aveia)|iogurte|queijo|requeijao|ricota|coalhada)/;

describe("lactose or dairy left out after a plan", () => {
  it.each(["tira a lactose por favor, passo mal com leite", "sem laticinios", "sem derivados do leite"])("'%s' makes the plan without dairy, never 'não tem lactose'", async (said) => {
    const who = await chatUser(app);
    const first = await sayTo(app, who, "monta um cardapio da semana");
    expect(planId(first.message)).not.toBeNull();
    const reply = await sayTo(app, who, said);
    expect(reply.message).not.toMatch(/Não tem lactose|já não tinha/);
    const id = planId(reply.message)!;
    expect(names(await readPlan(who, id)).filter((n) => DAIRY.test(n))).toEqual([]);
  });

  it("'tira o queijo' still takes out only the cheese", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "monta um cardapio da semana");
    const reply = await sayTo(app, who, "tira o queijo");
    expect(reply.message).toMatch(/tirei queijo|Não tem queijo/);
  });
});
