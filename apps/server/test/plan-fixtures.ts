import type { TMealPlan } from "@nutriguia/domain";
import type { TTestUser } from "./accounts";
import type { TTestApp } from "./build-test-app";
import { chatUser, sayTo } from "./chat-fixtures";

/** The plan a chat reply links to ("/meal-plans/<id>"), or null. */
export const planId = (message: string) => /\/meal-plans\/([0-9a-f-]{36})/.exec(message)?.[1] ?? null;

export const fold = (s: string) => s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();

/** Every food of the plan's days, folded; only the meals of `slots` when given. */
export const names = (plan: TMealPlan, slots?: readonly string[]) => plan.days.flatMap((d) => d.meals.filter((m) => !slots || slots.includes(m.slot)).flatMap((m) => m.items.map((i) => fold(i.food))));

/** The labels of the days more than 5 % off `target` (the plan's own by default). */
export const offEnergy = (plan: TMealPlan, target = plan.targets.calories) => plan.days.filter((d) => Math.abs(d.totals.calories - target) / target > 0.05).map((d) => d.label);

/** One meal of one day ("Sábado", "DINNER") as "food measure" lines. */
export const meal = (plan: TMealPlan, label: string, slot: string) => plan.days.find((d) => d.label === label)?.meals.find((m) => m.slot === slot)?.items.map((i) => `${i.food} ${i.measure}`) ?? [];

/** Reading a user's plans through the API; `app` is a getter because the test app is built in `beforeAll`. */
export function planReaders(app: () => TTestApp) {
  return {
    readPlan: async (who: TTestUser, id: string) => (await app().inject({ method: "GET", url: `/api/meal-plans/${id}`, headers: who.auth })).json<TMealPlan>(),
    planCount: async (who: TTestUser) => (await app().inject({ method: "GET", url: "/api/meal-plans", headers: who.auth })).json<{ plans: unknown[] }>().plans.length,
  };
}

/**
 * A new user's conversation with the chat, one message after another: every reply, the last one, the plan linked last
 * as it is now and as it stood before the last message, and how many plans the user has.
 */
export function planTalk(app: () => TTestApp) {
  const { readPlan, planCount } = planReaders(app);
  return async (...messages: string[]) => {
    const who = await chatUser(app());
    const replies: string[] = [];
    let id: string | null = null;
    let before: TMealPlan | null = null;
    for (const [k, m] of messages.entries()) {
      if (k === messages.length - 1 && id) before = await readPlan(who, id);
      replies.push((await sayTo(app(), who, m)).message);
      id = planId(replies.at(-1)!) ?? id;
    }
    return { who, replies, reply: replies.at(-1)!, before, plan: id ? await readPlan(who, id) : null, plans: await planCount(who) };
  };
}
