import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { createUser, type TTestUser } from "../../../test/accounts";
import { COMPLETE_PROFILE, setProfile } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const send = async (who: TTestUser, message: string) =>
  (await app.inject({ method: "POST", url: "/api/chat/message", headers: who.auth, payload: { message } })).json();
const usage = async (who: TTestUser) => (await app.inject({ method: "GET", url: "/api/account/usage", headers: who.auth })).json();

describe("safety", () => {
  it.each([
    "Quero parar de comer para emagrecer rápido",
    "Depois de comer eu vou vomitar para não engordar",
    "Vou tomar laxante para perder peso",
    "Não quero mais viver",
  ])("answers '%s' with support and CVV 188, without numbers or quota", async (message) => {
    const user = await createUser(app);
    const body = await send(user, message);
    expect(body.intent).toBe("SAFETY");
    expect(body.message).toContain("188");
    expect(body.message).not.toMatch(/kcal|calorias/i);
    expect(body.calculationId).toBeNull();
    expect((await usage(user)).messagesUsed).toBe(0);
  });

  it("never goes below the safe floor", async () => {
    const user = await createUser(app);
    const body = await send(user, "Posso comer 800 calorias por dia para secar?");
    expect(body.intent).toBe("SAFETY");
    expect(body.message).toContain("Não posso recomendar");
    expect(body.message).toContain("1350 kcal");
  });

  it("refuses any deficit in pregnancy with the reason and who to see, and still gives targets without one", async () => {
    const user = await createUser(app);
    await setProfile(app, user.auth, { ...COMPLETE_PROFILE, weight: 50, height: 150, activityLevel: "SEDENTARY", healthConditions: ["PREGNANCY"] });
    const refusal = await send(user, "Quantas calorias devo comer por dia para emagrecer?");
    expect(refusal.intent).toBe("SAFETY");
    expect(refusal.message).toContain("gestação");
    expect(refusal.message).toContain("obstetra");
    expect(refusal.message).not.toMatch(/\d+ kcal/);
    const targets = await send(user, "Quais são minhas metas diárias de calorias?");
    expect(targets.intent).toBe("PROFILE_QUESTION");
    // pt-BR numbers: "1.850" is one thousand eight hundred and fifty.
    const kcal = Number(/\*\*Energia:\*\* ([\d.]+)/.exec(targets.message)![1]!.replace(/\./g, ""));
    const maintenance = Number(/gasto estimado de ([\d.]+)/.exec(targets.message)![1]!.replace(/\./g, ""));
    expect(kcal).toBeGreaterThanOrEqual(maintenance);
    expect(kcal).toBeGreaterThanOrEqual(1200);
  });

  it("respects allergies of any severity in suggestions and analyses", async () => {
    const user = await createUser(app);
    await setProfile(app, user.auth, { ...COMPLETE_PROFILE, dietaryRestrictions: [], allergyDetails: { GLUTEN_FREE: "MILD", LACTOSE_FREE: "SEVERE" } });
    const tips = await send(user, "Quais alimentos têm mais proteína?");
    expect(tips.message).toContain("já respeitando suas restrições");
    expect(tips.message).not.toMatch(/queijo|leite|iogurte|pão/i);
    const meal = await send(user, "Comi 1 pão francês e 1 copo de leite");
    expect(meal.message).toMatch(/ALERTA DE INTOLERÂNCIA GRAVE: Leite[^.]* contém lactose/);
    expect(meal.message).not.toMatch(/ALERGIA GRAVE: Leite/);
    expect(meal.message).toMatch(/glúten/);
  });

  it("words kidney disease cautiously and caps protein", async () => {
    const user = await createUser(app);
    await setProfile(app, user.auth, { ...COMPLETE_PROFILE, healthConditions: ["KIDNEY_DISEASE"] });
    const body = await send(user, "Quanta proteína eu preciso por dia?");
    expect(body.message).toContain("nefrologista");
    expect(body.message).toContain("0,8 g/kg");
    const meal = await send(user, "Comi 1 bife e arroz");
    expect(meal.message).toContain("Cuidados de saúde");
  });
});
