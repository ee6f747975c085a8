import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatNumber, type TCalorieCalculation, type TChatHistoryResponse, type TChatReply } from "@nutriguia/domain";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { createUser, type TTestUser } from "../../../test/accounts";
import { COMPLETE_PROFILE, setProfile } from "../../../test/chat-fixtures";

let app: TTestApp;
let ana: TTestUser;
beforeAll(async () => {
  app = await buildTestApp();
  ana = await createUser(app);
  await setProfile(app, ana.auth, COMPLETE_PROFILE);
});
afterAll(async () => app.close());

const replyOf = async (calculationId: string) => {
  const history = (await app.inject({ method: "GET", url: "/api/chat/history", headers: ana.auth })).json() as TChatHistoryResponse;
  return history.messages.find((m) => m.direction === "OUTGOING" && m.calculationId === calculationId)!;
};
const lead = (content: string) => content.slice(0, content.indexOf("### Informações Nutricionais"));

describe("the chat reply after its card is edited in the UI", () => {
  it("states the card's new total and share of the target, says the card was edited, and its block follows the items", async () => {
    const sent = (await app.inject({ method: "POST", url: "/api/chat/message", headers: ana.auth, payload: { message: "almocei arroz, feijão e bife" } })).json() as TChatReply;
    const card = sent.calculation!;
    const old = formatNumber(card.totalCalories);
    expect(lead(sent.message)).toContain(`**${old} kcal**`);
    const share = Number(/(\d+)% da sua meta diária/.exec(sent.message)![1]);
    const target = card.totalCalories / (share / 100);

    const items = card.items.map((i, n) => ({ foodId: i.foodId!, grams: n === 0 ? i.grams * 2 : i.grams }));
    const edited = (await app.inject({ method: "PUT", url: `/api/dashboard/calories/${card.id}/items`, headers: ana.auth, payload: { items } })).json() as TCalorieCalculation;
    expect(edited.totalCalories).toBeGreaterThan(card.totalCalories);

    const reply = await replyOf(card.id);
    const now = formatNumber(edited.totalCalories);
    expect(lead(reply.content)).toContain(`**${now} kcal**`);
    expect(lead(reply.content)).not.toContain(`${old} kcal`);
    expect(lead(reply.content)).toContain(`Cartão editado por você: agora são **${now} kcal**`);
    const newShare = Number(/(\d+)% da sua meta diária/.exec(reply.content)![1]);
    expect(Math.abs(newShare - (edited.totalCalories / target) * 100)).toBeLessThanOrEqual(1.5);
    expect(reply.content).toContain(`**Calorias totais:** ${now} kcal`);
    expect(reply.content).toContain(`${edited.items[0]!.food} — ${edited.items[0]!.measure}: ${formatNumber(edited.items[0]!.calories)} kcal`);
    expect(reply.calculation!.totalCalories).toBe(edited.totalCalories);

    const again = card.items.map((i) => ({ foodId: i.foodId!, grams: i.grams }));
    await app.inject({ method: "PUT", url: `/api/dashboard/calories/${card.id}/items`, headers: ana.auth, payload: { items: again } });
    const back = await replyOf(card.id);
    expect(back.content.match(/Cartão editado por você/g)).toHaveLength(1);
    expect(lead(back.content)).toContain(`**${old} kcal**`);
    expect(lead(back.content)).not.toContain(`${now} kcal`);
  });

  it("leaves a reply alone when only the meal slot changes", async () => {
    const sent = (await app.inject({ method: "POST", url: "/api/chat/message", headers: ana.auth, payload: { message: "jantei sopa de legumes" } })).json() as TChatReply;
    await app.inject({ method: "PUT", url: `/api/dashboard/calories/${sent.calculation!.id}/slot`, headers: ana.auth, payload: { meal: "SUPPER", consumedOn: sent.calculation!.consumedOn } });
    expect((await replyOf(sent.calculation!.id)).content).toBe(sent.message);
  });
});
