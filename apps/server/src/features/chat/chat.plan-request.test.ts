import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { foodComposition, getFood } from "@nutriguia/nutrition";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { createUser, type TTestUser } from "../../../test/accounts";
import { COMPLETE_PROFILE, setProfile } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

type TPlan = { targets: { calories: number }; days: { label: string; totals: { calories: number }; meals: { slot: string; items: { foodId: string; food: string }[] }[] }[] };

const say = (who: TTestUser, message: string) => app.inject({ method: "POST", url: "/api/chat/message", headers: who.auth, payload: { message } }).then((r) => r.json());

async function planFrom(turns: string[]): Promise<{ reply: { message: string }; plan: TPlan | null }> {
  const who = await createUser(app);
  await setProfile(app, who.auth, COMPLETE_PROFILE);
  let reply = { message: "" };
  for (const t of turns) reply = await say(who, t);
  const id = /\/meal-plans\/([0-9a-f-]{36})/.exec(reply.message)?.[1];
  if (!id) return { reply, plan: null };
  const plan = (await app.inject({ method: "GET", url: `/api/meal-plans/${id}`, headers: who.auth })).json() as TPlan;
  return { reply, plan };
}

const items = (plan: TPlan) => plan.days.flatMap((d) => d.meals.flatMap((m) => m.items));
const fold = (s: string) => s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();

describe("a plan asked for in the chat follows what the conversation said", () => {
  it("vegetarian, celiac, no pork and a kcal target: no conflicting food on any of the 7 days, each day within 5 % of the kcal asked", async () => {
    const { plan } = await planFrom(["sou vegetariana", "sou celíaca", "não como carne de porco", "monta um plano de 7 dias com 1600 kcal"]);
    expect(plan).not.toBeNull();
    expect(plan!.days).toHaveLength(7);
    expect(plan!.targets.calories).toBe(1600);
    for (const day of plan!.days) expect(Math.abs(day.totals.calories - 1600) / 1600).toBeLessThanOrEqual(0.05);
    for (const item of items(plan!)) {
      const composition = foodComposition(getFood(item.foodId)!);
      expect(composition.contains, item.food).not.toContain("meat");
      expect(composition.contains, item.food).not.toContain("fish");
      expect(composition.contains, item.food).not.toContain("gluten");
      expect(fold(item.food)).not.toMatch(/porco|suino|bacon|linguica|presunto|lombo|pernil/);
    }
  });

  it("without pork alone still plans meat, never pork", async () => {
    const { plan } = await planFrom(["não como carne de porco", "me dá um plano alimentar"]);
    expect(plan).not.toBeNull();
    for (const item of items(plan!)) expect(fold(item.food)).not.toMatch(/porco|suino|bacon|linguica|presunto|lombo|pernil|bisteca/);
  });

  it("'não como peixe nem frutos do mar' inside the request leaves fish and seafood out of all 7 days, at the kcal asked", async () => {
    const { plan } = await planFrom(["monta um cardapio de 7 dias pra mim, 1500 kcal, nao como peixe nem frutos do mar"]);
    expect(plan).not.toBeNull();
    expect(plan!.targets.calories).toBe(1500);
    for (const day of plan!.days) expect(Math.abs(day.totals.calories - 1500) / 1500).toBeLessThanOrEqual(0.05);
    for (const item of items(plan!)) {
      expect(foodComposition(getFood(item.foodId)!).contains, item.food).not.toContain("fish");
      expect(fold(item.food)).not.toMatch(/peixe|tilapia|sardinha|atum|merluza|pescada|salmao|camarao|bacalhau/);
    }
  });

  it("'coloca só 4 refeições, não tenho tempo pra lanche da tarde' redraws the plan with four meals and no afternoon snack", async () => {
    const { plan } = await planFrom(["monta um cardapio de 3 dias pra mim, 1500 kcal", "e coloca so 4 refeições por dia, n tenho tempo pra lanche da tarde"]);
    expect(plan).not.toBeNull();
    for (const day of plan!.days) {
      expect(day.meals).toHaveLength(4);
      expect(day.meals.map((m) => m.slot)).toEqual(expect.arrayContaining(["BREAKFAST", "LUNCH", "DINNER"]));
      expect(day.meals.map((m) => m.slot)).not.toContain("AFTERNOON_SNACK");
    }
  });

  it("a goal said in the chat ('quero ganhar massa') is the plan's goal, over the profile's weight loss", async () => {
    const loss = await planFrom(["monta um plano de 3 dias pra mim"]);
    const gain = await planFrom(["quero ganhar massa, treino 5x por semana", "monta um plano de 3 dias pra mim"]);
    expect(loss.reply.message).toMatch(/perder peso/);
    expect(gain.reply.message).not.toMatch(/perder peso/);
    expect(gain.plan!.targets.calories).toBeGreaterThan(loss.plan!.targets.calories);
  });

  it("chronic kidney disease gets the reason and who to see, never a plan", async () => {
    const { reply, plan } = await planFrom(["tenho doença renal crônica", "monta um plano alimentar pra mim"]);
    expect(plan).toBeNull();
    expect(reply.message).toContain("nefrologista");
  });

  it("'7 dias de marmita, só o almoço, uns 500 kcal cada' is a lunch-only plan of about 500 kcal a lunch, not a 500 kcal diet refused", async () => {
    const { reply, plan } = await planFrom(["monta 7 dias de marmita pro trampo, so o almoço, uns 500 kcal cada"]);
    expect(reply.message).toContain("500 kcal em cada almoço");
    expect(plan!.days).toHaveLength(7);
    for (const day of plan!.days) {
      expect(day.meals.map((m) => m.slot)).toEqual(["LUNCH"]);
      expect(Math.abs(day.totals.calories - 500) / 500).toBeLessThanOrEqual(0.1);
    }
    const dinners = await planFrom(["quero um cardapio so de jantar pra 5 dias"]);
    for (const day of dinners.plan!.days) expect(day.meals.map((m) => m.slot)).toEqual(["DINNER"]);
    expect(dinners.plan!.targets.calories).toBeLessThan(600);
  });

  it("a daily 800 kcal said beside a lunch box is still a daily intake below the floor", async () => {
    const { reply, plan } = await planFrom(["dieta de 800 kcal por dia, levo marmita pro trabalho"]);
    expect(plan).toBeNull();
    expect(reply.message).toContain("Não posso recomendar comer apenas 800 kcal por dia");
  });

  it("'coloca uma galinhada na quarta e um baião de dois no sábado' puts both dishes in those lunches of the same plan, sized to the lunch, and keeps a feijoada out for someone who eats no pork", async () => {
    const who = await createUser(app);
    await setProfile(app, who.auth, COMPLETE_PROFILE);
    const made = await say(who, "monta 7 dias de marmita pro trampo, so o almoço, uns 500 kcal cada");
    const id = /\/meal-plans\/([0-9a-f-]{36})/.exec(made.message)![1];
    const reply = await say(who, "coloca uma galinhada na quarta e um baiao de dois no sabado");
    expect(reply.message).toMatch(/\*\*Quarta-feira, almoço:\*\* Galinhada \(\d+ g/);
    expect(reply.message).toMatch(/\*\*Sábado, almoço:\*\* Baião de dois \(\d+ g/);
    expect(reply.calculationId ?? null).toBeNull();
    const plan = (await app.inject({ method: "GET", url: `/api/meal-plans/${id}`, headers: who.auth })).json() as TPlan;
    for (const [label, dish] of [["Quarta-feira", "Galinhada"], ["Sábado", "Baião de dois"]] as const) {
      expect(plan.days.find((d) => d.label === label)!.meals[0]!.items.map((i) => i.food)).toContain(dish);
    }

    const noPork = await planFrom(["nao como carne de porco", "monta um plano de 7 dias", "quero feijoada no almoço de sábado"]);
    expect(noPork.reply.message).toContain("Não coloquei **feijoada**: a receita tradicional leva porco");
  });

  it("an egg allergy said right after a plan makes the plan again with no egg on any day, and a stated peanut allergy keeps peanuts out", async () => {
    const { reply, plan } = await planFrom(["quero um plano de 5 dias pra ganhar massa, treino academia 5x", "ah esqueci, sou alergica a ovo, moderada, nao pode ter ovo em nada"]);
    expect(reply.message).toContain("Refiz o plano levando isso em conta");
    expect(reply.message).toMatch(/Levei em conta: [^\n]*sem ovo/);
    expect(plan!.days).toHaveLength(5);
    for (const item of items(plan!)) expect(foodComposition(getFood(item.foodId)!).contains, item.food).not.toContain("egg");
    const peanut = await planFrom(["sou vegetariana e alergica a amendoim (grave)", "faz um cardapio de 1 semana pra eu ganhar massa"]);
    for (const item of items(peanut.plan!)) expect(foodComposition(getFood(item.foodId)!).contains, item.food).not.toContain("peanut");
    expect(peanut.reply.message).toMatch(/Levei em conta: [^\n]*sem amendoim/);
  });

  it("a plan for someone with diabetes says the carbohydrate of each meal of the first day, as the plan holds it", async () => {
    const { reply, plan } = await planFrom(["sou dm1, uso insulina basal e rapida e conto carbo", "me monta um plano de 3 dias de 1600 kcal com os gramas de carbo de cada refeiçao"]);
    const lunch = (plan as unknown as { days: { meals: { slot: string; totals: { carbohydrates: number } }[] }[] }).days[0]!.meals.find((m) => m.slot === "LUNCH")!;
    expect(reply.message).toContain(`almoço ${Math.round(lunch.totals.carbohydrates)} g`);
    expect(reply.message).toContain("relação insulina/carboidrato");
  });

  it("gastritis said in the chat leaves coffee, pepper, soda and fatty cold cuts out of the plan, and the reply says why", async () => {
    const { reply, plan } = await planFrom(["tenho gastrite, vivo com azia", "me monta um cardapio de 3 dias pra acalmar o estomago e emagrecer um pouco"]);
    expect(reply.message).toContain("cuidado com a gastrite (sem café, pimenta, refrigerante, frituras e embutidos)");
    for (const item of items(plan!)) expect(fold(item.food)).not.toMatch(/^cafe\b|pimenta|refrigerante|bacon|linguica|salsicha/);
  });

  it("a low-carb plan asked in the chat ('faço low carb') is low in carbohydrate on every day", async () => {
    const { reply, plan } = await planFrom(["faço low carb faz 2 meses", "me passa um plano de 5 dias"]);
    expect(reply.message).toContain("pouco carboidrato (low carb)");
    const days = (plan as unknown as { days: { totals: { calories: number; carbohydrates: number } }[] }).days;
    for (const day of days) expect((day.totals.carbohydrates * 4) / day.totals.calories).toBeLessThanOrEqual(0.3);
  });
});
