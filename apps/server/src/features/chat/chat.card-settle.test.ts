import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localDate } from "@nutriguia/domain";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { chatUser, sayTo } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

/** The open card confirmed or discarded in words, as on WhatsApp (issue 27). */
describe("the open card settled in words", () => {
  const today = async (who: Awaited<ReturnType<typeof chatUser>>) =>
    (await app.inject({ method: "GET", url: `/api/dashboard/calories/day?date=${localDate()}`, headers: who.auth })).json<{ totals: { calories: number } }>().totals.calories;

  it("logs the card on 'pode registrar' and says what went into the day", async () => {
    const who = await chatUser(app);
    const card = await sayTo(app, who, "almocei arroz, feijao e um ovo frito");
    const reply = await sayTo(app, who, "pode registrar");
    expect(reply.message).toContain("Pronto, registrei no seu dia");
    expect(reply.calculation).toBeNull();
    expect(await today(who)).toBe(Math.round(card.calculation!.totalCalories));
  });

  it("discards the card on 'descarta' and logs nothing", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "comi 2 coxinhas");
    const reply = await sayTo(app, who, "descarta");
    expect(reply.message).toContain("nada foi registrado");
    expect(await today(who)).toBe(0);
  });
});
