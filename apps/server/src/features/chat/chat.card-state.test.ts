import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, localDate } from "@nutriguia/domain";
import { analyze } from "@nutriguia/nutrition";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import type { TTestUser } from "../../../test/accounts";
import { chatUser } from "../../../test/chat-fixtures";

/** Issue 27: the pending card is one object the user edits in words, turn after turn, and places in a meal and a day. */
let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

type TCard = { totalCalories: number; meal: string; consumedOn: string; items: { food: string; grams: number; calories: number }[] };
type TReply = { message: string; intent: string; calculationId: string | null; calculation: TCard | null };

async function say(who: TTestUser, message: string): Promise<TReply> {
  const response = await app.inject({ method: "POST", url: "/api/chat/message", headers: who.auth, payload: { message } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TReply>();
}

const foods = (card: TCard | null) => (card?.items ?? []).map((i) => `${i.food}:${i.grams}`);
/** The card's total as the engine gives it for the same foods told outright. */
const engineKcal = (text: string) => analyze(text).totals.calories;

describe("edits of the pending card", () => {
  it("takes out what was not eaten ('n comi o camarao, tirei tudo'), on the same card, in the same meal", async () => {
    const who = await chatUser(app);
    const first = await say(who, "almocei arroz, feijao, farofa e camarao");
    const edited = await say(who, "n comi o camarao, tirei tudo");
    expect(edited.calculationId).toBe(first.calculationId);
    expect(foods(edited.calculation).join(" ")).not.toMatch(/Camar/);
    expect(edited.calculation!.totalCalories).toBeCloseTo(engineKcal("arroz, feijao, farofa"), 1);
    expect(edited.calculation!.meal).toBe("LUNCH");
    expect(edited.message).toMatch(/tirei camar[aã]o \(−\d+ kcal\)/);
  });

  it("uses the amount said: 'a farinha foi só uma colher', 'o arroz era metade do q vc colocou', 'eram mini pao de queijo, uns 10'", async () => {
    const who = await chatUser(app);
    await say(who, "jantei arroz, feijão, 2 colheres de farinha de mandioca e bife");
    const flour = await say(who, "a farinha foi só uma colher");
    expect(foods(flour.calculation)).toContain("Farinha de mandioca:16");

    const rice = await chatUser(app);
    await say(rice, "almocei 4 colheres de arroz, 1 concha de feijão e bife");
    expect(foods((await say(rice, "o arroz era metade do q vc colocou")).calculation)).toContain("Arroz branco cozido:50");

    const minis = await chatUser(app);
    await say(minis, "lanchei 4 pão de queijo e um café com leite");
    const ten = await say(minis, "eram mini pao de queijo, uns 10");
    expect(ten.calculation!.totalCalories).toBeCloseTo(engineKcal("10 mini pão de queijo e um café com leite"), 1);
  });

  it("keeps every edit of a three-turn chain on one card ('o cuscuz foi metade daquele prato, uns 100g' never makes a card of cuscuz alone)", async () => {
    const who = await chatUser(app);
    const first = await say(who, "cafe da manha: cuscuz com ovo e queijo coalho, um cafezinho");
    const cuscuz = await say(who, "o cuscuz foi metade daquele prato, uns 100g so");
    expect(cuscuz.calculationId).toBe(first.calculationId);
    expect(foods(cuscuz.calculation)).toEqual(["Cuscuz de milho:100", "Ovo cozido:50", "Queijo coalho:45", "Café:50"]);
    const eggs = await say(who, "e o ovo foram 2");
    expect(foods(eggs.calculation)).toEqual(["Cuscuz de milho:100", "Ovo cozido:100", "Queijo coalho:45", "Café:50"]);
    const cheese = await say(who, "tira o queijo, n comi");
    expect(cheese.calculationId).toBe(first.calculationId);
    expect(foods(cheese.calculation)).toEqual(["Cuscuz de milho:100", "Ovo cozido:100", "Café:50"]);
    expect(cheese.calculation!.totalCalories).toBeCloseTo(engineKcal("100 g de cuscuz de milho, 2 ovos cozidos, 1 xícara de café"), 1);
  });

  it("keeps the meal and every edit of a long conversation, after its first message has left the recent turns", async () => {
    const who = await chatUser(app);
    const first = await say(who, "almocei arroz, feijao, bife, salada e uma coca lata");
    for (const message of ["tira a coca", "quanto deu?", "o arroz foi metade", "quanto deu?", "sem salada", "isso ta bom?"]) await say(who, message);
    const last = await say(who, "o bife era de frango");
    expect(last.calculationId).toBe(first.calculationId);
    expect(foods(last.calculation)).toEqual(["Arroz branco cozido:50", "Feijão carioca cozido:140", "Peito de frango sem pele grelhado:100"]);
  });

  it("adds the food it asked about ('ah e teve sobremesa' → 'foi um pudim, uma fatia') and keeps it through the next edit", async () => {
    const who = await chatUser(app);
    const first = await say(who, "almocei arroz, feijao e frango assado");
    expect((await say(who, "ah e teve sobremesa")).message).toContain("O que foi, e quanto?");
    const pudding = await say(who, "foi um pudim, uma fatia");
    expect(pudding.calculationId).toBe(first.calculationId);
    expect(foods(pudding.calculation).join(" ")).toMatch(/Pudim/);
    const beans = await say(who, "tira o feijao");
    expect(foods(beans.calculation).join(" ")).toMatch(/Pudim/);
    expect(foods(beans.calculation).join(" ")).not.toMatch(/Feijão/);
  });

  it("reads swaps and counts as edits, not as new meals or comparisons", async () => {
    const who = await chatUser(app);
    const first = await say(who, "almocei arroz, feijão e bife, 1 lata de coca");
    await say(who, "troquei a coca por suco de maracuja");
    const chicken = await say(who, "e o bife era de frango");
    expect(chicken.calculationId).toBe(first.calculationId);
    const names = foods(chicken.calculation).join(" ");
    expect(names).toMatch(/Suco de maracujá/);
    expect(names).toMatch(/frango/);
    expect(names).not.toMatch(/Refrigerante|Contra-filé/);

    const beer = await chatUser(app);
    await say(beer, "tomei 2 latinha de cerveja e comi uma porção de mandioca frita");
    const cans = await say(beer, "eram 3 latinhas");
    expect(foods(cans.calculation)).toContain("Cerveja:1050");
    const misto = await chatUser(app);
    await say(misto, "no café tomei um copo de refri e comi um misto quente");
    const two = await say(misto, "e coloca mais um misto, foram dois");
    expect(two.intent).toBe("FOOD_LOG");
    expect(foods(two.calculation)).toContain("Misto quente ou frio:200");
  });

  it("answers 'quanto deu o dia ate agora?' from the diary and the card not yet confirmed", async () => {
    const who = await chatUser(app);
    const card = await say(who, "almocei arroz, feijao e frango assado");
    const day = await say(who, "quanto deu o dia ate agora?");
    expect(day.intent).toBe("DAY_SUMMARY");
    expect(day.calculation).toBeNull();
    expect(day.message).toContain("ainda não confirmada");
    expect(day.message).toContain(`**${card.calculation!.totalCalories.toLocaleString("pt-BR")} kcal**`);
  });
});

describe("the card's meal and day", () => {
  const yesterday = () => addDays(localDate(), -1);
  const WEEKDAYS = ["domingo", "segunda", "terça", "quarta", "quinta", "sexta", "sábado"];

  it("moves the card to another day ('era no <dia>'), and a confirmed card counts on that day, not today", async () => {
    const who = await chatUser(app);
    const first = await say(who, "almocei arroz e feijao");
    const weekday = WEEKDAYS[new Date(`${yesterday()}T12:00:00Z`).getUTCDay()]!;
    const moved = await say(who, `era no ${weekday}`);
    expect(moved.calculationId).toBe(first.calculationId);
    expect(moved.calculation).toMatchObject({ meal: "LUNCH", consumedOn: yesterday(), totalCalories: first.calculation!.totalCalories });
    expect(moved.message).toContain("passei para ontem");
    await app.inject({ method: "POST", url: "/api/chat/confirm-food", headers: who.auth, payload: { calculationId: first.calculationId, confirmed: true } });
    const dayOf = async (date: string) => (await app.inject({ method: "GET", url: `/api/dashboard/calories/day?date=${date}`, headers: who.auth })).json<{ totals: { calories: number } }>().totals.calories;
    expect(await dayOf(yesterday())).toBe(Math.round(first.calculation!.totalCalories));
    expect(await dayOf(localDate())).toBe(0);
  });

  it("places it in another meal ('coloca como jantar', 'coloca como lanche de ontem') and keeps the meal through an edit", async () => {
    const who = await chatUser(app);
    await say(who, "comi 2 coxinha e um caldo de cana na feira");
    const snack = await say(who, "ah isso foi ontem de tarde, n hj. coloca como lanche de ontem");
    expect(snack.calculation).toMatchObject({ meal: "AFTERNOON_SNACK", consumedOn: yesterday() });
    const edited = await say(who, "era 3 coxinha");
    expect(edited.calculation).toMatchObject({ meal: "AFTERNOON_SNACK", consumedOn: yesterday() });
    expect(foods(edited.calculation)).toContain("Coxinha:300");

    const dinner = await chatUser(app);
    await say(dinner, "almocei um acaraje com vatapa");
    expect((await say(dinner, "coloca como jantar")).calculation).toMatchObject({ meal: "DINNER", consumedOn: localDate() });
    const sunday = addDays(localDate(), -new Date(`${localDate()}T12:00:00Z`).getUTCDay());
    expect((await say(dinner, "coloca como almoço de domingo, hj é segunda")).calculation).toMatchObject({ meal: "LUNCH", consumedOn: sunday });
  });
});
