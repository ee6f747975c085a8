import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TCalorieCalculation, TDayLog, TPackagedFood, TQuickAddList } from "@nutriguia/domain";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { createUser, type TTestUser } from "../../../test/accounts";
import { BISCOITO, startOffStandIn, type TOffStandIn } from "../../../test/open-food-facts-stand-in";

const FOUND = "7891000100103";
const UNKNOWN = "7894900011517";
const NO_TABLE = "7896004000022";
const MILK_DRINK = "7891025101048";

let off: TOffStandIn;
let app: TTestApp;
let ana: TTestUser;
let bia: TTestUser;
beforeAll(async () => {
  off = await startOffStandIn({
    [FOUND]: BISCOITO,
    [NO_TABLE]: { product_name: "Produto sem tabela", nutriments: { proteins_100g: 3 }, rev: 2 },
    [MILK_DRINK]: {
      product_name: "Bebida láctea sabor morango",
      serving_size: "200 ml (1 garrafa)",
      serving_quantity: 200,
      product_quantity_unit: "ml",
      nutriments: { "energy-kcal_100g": 75, proteins_100g: 2.4, carbohydrates_100g: 12.5, "added-sugars_100g": 8, fat_100g: 1.7, sodium_100g: 0.05 },
      allergens_tags: ["en:milk"],
      rev: 5,
    },
  });
  app = await buildTestApp({ OPEN_FOOD_FACTS_URL: off.url });
  [ana, bia] = await Promise.all([createUser(app), createUser(app)]);
});
afterAll(async () => {
  await app.close();
  await off.close();
});

const lookUp = (code: string, user = ana) => app.inject({ method: "GET", url: `/api/foods/barcode/${code}`, headers: user.auth });
const offCalls = (code: string) => off.requests.filter((r) => r.path === `/api/v2/product/${code}`).length;

describe("GET /api/foods/barcode/{ean}", () => {
  it("finds a product in Open Food Facts with its portions, allergens, NOVA group, 'alto em' warnings and licence", async () => {
    const response = await lookUp(FOUND);
    expect(response.statusCode).toBe(200);
    const food = response.json<TPackagedFood>();
    expect(food).toMatchObject({
      barcode: FOUND,
      foodId: `ean:${FOUND}`,
      name: "Biscoito recheado sabor chocolate",
      brand: "Marca Teste",
      unit: "g",
      servingSize: "30 g (3 biscoitos)",
      per100: { calories: 480, protein: 6, carbohydrates: 68, fat: 20, addedSugars: 30, saturatedFat: 9, fiber: 2.5, sodium: 300 },
      serving: { measure: "porção", quantity: 1, grams: 30 },
      allergens: ["gluten", "milk", "soy"],
      novaGroup: 4,
      highIn: ["ADDED_SUGAR", "SATURATED_FAT"],
      allergenWarnings: [],
      origin: "OPEN_FOOD_FACTS",
      offRevision: 27,
    });
    expect(food.measures).toEqual([{ name: "biscoito", grams: 10 }, { name: "porção", grams: 30 }, { name: "pacote", grams: 130 }]);
    expect(food.licence).toMatch(/Open Food Facts.*ODbL/);
    expect(off.requests.find((r) => r.path === `/api/v2/product/${FOUND}`)?.userAgent).toMatch(/^NutriGuia\/1\.0 \(/);
  });

  it("serves a second lookup, by anyone, from our database without asking Open Food Facts again", async () => {
    const before = offCalls(FOUND);
    expect(before).toBeGreaterThan(0);
    const response = await lookUp(FOUND, bia);
    expect(response.statusCode).toBe(200);
    expect(response.json<TPackagedFood>().name).toBe("Biscoito recheado sabor chocolate");
    expect(offCalls(FOUND)).toBe(before);
  });

  it("answers 404 in the envelope for a product Open Food Facts does not know, or knows without its table", async () => {
    const unknown = await lookUp(UNKNOWN);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, errorCode: "NOT_FOUND", status: 404, message: expect.stringMatching(/Produto não encontrado.*tabela/) });
    const incomplete = await lookUp(NO_TABLE);
    expect(incomplete.statusCode).toBe(404);
    expect(incomplete.json().message).toMatch(/sem a tabela nutricional completa/);
  });

  it("refuses a code with a wrong check digit with 400, before asking Open Food Facts", async () => {
    const before = off.requests.length;
    const response = await lookUp("7891000100104");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errorCode: "VALIDATION_ERROR", message: expect.stringMatching(/último dígito/) });
    expect(off.requests.length).toBe(before);
  });

  it("warns a user allergic to milk who scans a product with en:milk; a drink is high in sugar from 7.5 g per 100 ml", async () => {
    const milkAllergic = await createUser(app);
    const profile = await app.inject({ method: "PUT", url: "/api/account/nutritional-profile", headers: milkAllergic.auth, payload: { customRestrictions: ["alergia a leite"] } });
    expect(profile.statusCode).toBe(200);
    const food = (await lookUp(MILK_DRINK, milkAllergic)).json<TPackagedFood>();
    expect(food.allergenWarnings).toEqual([{ allergen: "milk", message: expect.stringContaining("Você informou alergia a leite no seu perfil: não consuma") }]);
    expect(food).toMatchObject({ unit: "ml", highIn: ["ADDED_SUGAR"], serving: { measure: "porção", grams: 200 } });
    expect(food.measures).toContainEqual({ name: "garrafa", grams: 200 });
    expect((await lookUp(MILK_DRINK, bia)).json<TPackagedFood>().allergenWarnings).toEqual([]);
  });

  it("says Open Food Facts did not answer (504, envelope) when it does not answer", async () => {
    const offline = await buildTestApp({ OPEN_FOOD_FACTS_URL: "http://127.0.0.1:9" });
    try {
      const user = await createUser(offline);
      const response = await offline.inject({ method: "GET", url: `/api/foods/barcode/${FOUND}`, headers: user.auth });
      expect(response.statusCode).toBe(504);
      expect(response.json()).toMatchObject({ success: false, errorCode: "PRODUCT_LOOKUP_UNAVAILABLE", message: expect.stringMatching(/Open Food Facts não respondeu.*rótulo/) });
    } finally {
      await offline.close();
    }
  });
});

const LABEL = {
  name: "Pão de queijo congelado",
  brand: "Padaria Teste",
  unit: "g",
  servingGrams: 50,
  servingMeasure: "2 unidades",
  packageGrams: 400,
  per100: { calories: 290, protein: 5, carbohydrates: 36, fat: 14, addedSugars: 0, saturatedFat: 6.5, fiber: 0.8, sodium: 620 },
  allergens: ["milk", "egg"],
};

describe("POST /api/foods/barcode/{ean} (the label typed once)", () => {
  it("keeps a product entered from the label for everyone, with its origin marked, and serves it without Open Food Facts", async () => {
    const created = await app.inject({ method: "POST", url: `/api/foods/barcode/${UNKNOWN}`, headers: ana.auth, payload: LABEL });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ origin: "LABEL", offRevision: null, servingSize: "50 g (2 unidades)", highIn: ["SATURATED_FAT", "SODIUM"] });
    const before = offCalls(UNKNOWN);
    const found = await lookUp(UNKNOWN, bia);
    expect(found.statusCode).toBe(200);
    expect(found.json<TPackagedFood>()).toMatchObject({ name: "Pão de queijo congelado", origin: "LABEL", allergens: ["milk", "egg"], licence: expect.stringMatching(/rótulo/) });
    expect(found.json<TPackagedFood>().measures).toEqual([{ name: "unidade", grams: 25 }, { name: "porção", grams: 50 }, { name: "pacote", grams: 400 }]);
    expect(offCalls(UNKNOWN)).toBe(before);
    const again = await app.inject({ method: "POST", url: `/api/foods/barcode/${UNKNOWN}`, headers: bia.auth, payload: { ...LABEL, name: "Outro nome" } });
    expect(again.statusCode).toBe(409);
    expect((await lookUp(UNKNOWN)).json<TPackagedFood>().name).toBe("Pão de queijo congelado");
  });

  it("checks the label's allergens against the profile like Open Food Facts' (an egg allergy), and a coeliac is warned off the biscuit's gluten", async () => {
    const eggAllergic = await createUser(app);
    const coeliac = await createUser(app);
    const profile = (user: TTestUser, payload: object) => app.inject({ method: "PUT", url: "/api/account/nutritional-profile", headers: user.auth, payload });
    expect((await profile(eggAllergic, { customRestrictions: ["ovo"] })).statusCode).toBe(200);
    expect((await profile(coeliac, { healthConditions: ["CELIAC_DISEASE"] })).statusCode).toBe(200);
    expect((await lookUp(UNKNOWN, eggAllergic)).json<TPackagedFood>().allergenWarnings).toEqual([{ allergen: "egg", message: expect.stringContaining("alergia a ovo") }]);
    expect((await lookUp(FOUND, coeliac)).json<TPackagedFood>().allergenWarnings).toEqual([{ allergen: "gluten", message: expect.stringContaining("doença celíaca, não consuma") }]);
    expect((await lookUp(UNKNOWN, coeliac)).json<TPackagedFood>().allergenWarnings).toEqual([]);
  });

  it("makes the kept product findable by name in the food search, accents and case aside, before the food database", async () => {
    const response = await app.inject({ method: "GET", url: "/api/foods/search?q=PAO%20DE%20QUEIJO", headers: bia.auth });
    expect(response.statusCode).toBe(200);
    const foods = response.json<{ foods: { id: string; name: string; per100g: { calories: number } }[] }>().foods;
    expect(foods[0]).toMatchObject({ id: `ean:${UNKNOWN}`, name: "Pão de queijo congelado (Padaria Teste)", per100g: { calories: 290 } });
    expect(foods.length).toBeGreaterThan(1);
    // The card's item editor searches by the item's name as logged, brand in parentheses.
    const byItemName = await app.inject({ method: "GET", url: `/api/foods/search?q=${encodeURIComponent("Biscoito recheado sabor chocolate (Marca Teste)")}`, headers: bia.auth });
    expect(byItemName.json<{ foods: { id: string }[] }>().foods[0]?.id).toBe(`ean:${FOUND}`);
  });

  it("refuses a table no label could hold with a clear 400", async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...LABEL, per100: { ...LABEL.per100, protein: 60, carbohydrates: 60 } }, /somam mais de 100 g/],
      [{ ...LABEL, per100: { ...LABEL.per100, calories: 50 } }, /valor energético não confere/],
      [{ ...LABEL, per100: { ...LABEL.per100, saturatedFat: 20 } }, /saturadas não podem passar/],
      [{ ...LABEL, servingGrams: 0 }, /porção deve ser maior que zero/],
      [{ ...LABEL, name: "" }, /Nome do produto/],
    ];
    for (const [payload, message] of cases) {
      const response = await app.inject({ method: "POST", url: `/api/foods/barcode/${NO_TABLE}`, headers: ana.auth, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, errorCode: "VALIDATION_ERROR", message: expect.stringMatching(message) });
    }
  });
});

describe("a scanned product in the day's meals", () => {
  it("is logged in its household portion ('2 biscoitos') like any food, and its amount can be changed afterwards", async () => {
    const logged = await app.inject({
      method: "POST",
      url: "/api/dashboard/calories",
      headers: bia.auth,
      payload: { foodId: `ean:${FOUND}`, meal: "AFTERNOON_SNACK", measure: "biscoito", quantity: 2 },
    });
    expect(logged.statusCode).toBe(201);
    const calc = logged.json<TCalorieCalculation>();
    expect(calc).toMatchObject({ totalCalories: 96, protein: 1.2, carbohydrates: 13.6, fat: 4, additionalNutrients: { fiber: 0.5, sodium: 60 }, status: "CONFIRMED" });
    expect(calc.items[0]).toMatchObject({ foodId: `ean:${FOUND}`, food: "Biscoito recheado sabor chocolate (Marca Teste)", grams: 20, source: expect.stringMatching(/Open Food Facts \(ODbL\).*revisão 27/) });
    const day = (await app.inject({ method: "GET", url: "/api/dashboard/calories/day", headers: bia.auth })).json<TDayLog>();
    expect(day.meals.find((m) => m.meal === "AFTERNOON_SNACK")?.entries.map((e) => e.id)).toContain(calc.id);
    const resized = await app.inject({ method: "PUT", url: `/api/dashboard/calories/${calc.id}/items`, headers: bia.auth, payload: { items: [{ foodId: `ean:${FOUND}`, measure: "pacote", quantity: 1 }] } });
    expect(resized.statusCode).toBe(200);
    expect(resized.json<TCalorieCalculation>()).toMatchObject({ totalCalories: 624, items: [{ grams: 130 }] });
  });

  it("comes back in quick add's recent foods with the portion eaten, and one tap logs the same kcal", async () => {
    const carol = await createUser(app);
    const log = (payload: object) => app.inject({ method: "POST", url: "/api/dashboard/calories", headers: carol.auth, payload });
    await log({ foodId: "banana-prata-182", meal: "AFTERNOON_SNACK", measure: "unidade", quantity: 1 });
    expect((await log({ foodId: `ean:${FOUND}`, meal: "AFTERNOON_SNACK", measure: "biscoito", quantity: 2 })).statusCode).toBe(201);
    const quick = (await app.inject({ method: "GET", url: "/api/dashboard/calories/quick-add?meal=AFTERNOON_SNACK", headers: carol.auth })).json<TQuickAddList>();
    const scanned = quick.recent.find((f) => f.foodId === `ean:${FOUND}`);
    expect(scanned).toMatchObject({ name: expect.stringContaining("Biscoito recheado sabor chocolate"), portion: { measure: "biscoito", quantity: 2 }, calories: 96, uses: 1 });
    const again = await log({ foodId: scanned!.foodId, meal: "AFTERNOON_SNACK", ...scanned!.portion });
    expect(again.json<TCalorieCalculation>()).toMatchObject({ totalCalories: 96, items: [{ foodId: `ean:${FOUND}`, grams: 20 }] });
    expect((await app.inject({ method: "GET", url: "/api/dashboard/calories/quick-add?meal=AFTERNOON_SNACK", headers: carol.auth })).json<TQuickAddList>().frequent[0]?.foodId).toBe(`ean:${FOUND}`);
  });
});
