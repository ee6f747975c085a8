import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, localDate } from "@nutriguia/domain";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import type { TTestUser } from "../../../test/accounts";
import { chatUser } from "../../../test/chat-fixtures";

/** Issue 27, decision 118: corrections of the card as people type them, each recomputing the same card (or the meal logged). */
let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

type TCard = { totalCalories: number; status: string; meal: string; consumedOn: string; items: { food: string; grams: number }[] };
type TReply = { message: string; intent: string; calculationId: string | null; calculation: TCard | null };

async function say(who: TTestUser, message: string): Promise<TReply> {
  const response = await app.inject({ method: "POST", url: "/api/chat/message", headers: who.auth, payload: { message } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TReply>();
}

const foods = (reply: TReply) => (reply.calculation?.items ?? []).map((i) => `${i.food}:${i.grams}`);
const OUT_OF_SCOPE = /fora do que eu faço|Não consegui identificar alimentos/;

/** Tells the meal, then each correction in turn; every correction must edit the first card, never start another. */
async function corrected(meal: string, ...corrections: string[]): Promise<{ first: TReply; last: TReply; who: TTestUser }> {
  const who = await chatUser(app);
  const first = await say(who, meal);
  let last = first;
  for (const message of corrections) {
    last = await say(who, message);
    expect(last.message, message).not.toMatch(OUT_OF_SCOPE);
    if (last.calculationId) expect(last.calculationId, message).toBe(first.calculationId);
  }
  return { first, last, who };
}

const dayTotal = async (who: TTestUser, date = localDate()) =>
  (await app.inject({ method: "GET", url: `/api/dashboard/calories/day?date=${date}`, headers: who.auth })).json<{ totals: { calories: number } }>().totals.calories;

describe("the dish or the share eaten, said again", () => {
  it("halves the soup on 'o prato era raso na vdd, tipo metade do fundo', and reads 'o prato era raso', 'era um prato pequeno', 'a tigela era grande'", async () => {
    const soup = "jantei sopa de mandioquinha, 1 prato fundo, e 2 torradinha";
    const { first, last } = await corrected(soup, "o prato era raso na vdd, tipo metade do fundo");
    const before = first.calculation!.items[0]!.grams;
    expect(last.calculation!.items[0]!.grams).toBe(before / 2);
    expect(last.message).toMatch(/prato raso, metade do que era \(−\d+ kcal\)/);
    expect(foods(last)[1]).toBe(foods(first)[1]);

    expect((await corrected(soup, "o prato era raso")).last.message).toMatch(/1 prato raso \(−\d+ kcal\)/);
    expect((await corrected(soup, "era um prato pequeno")).last.calculation!.items[0]!.grams).toBeLessThan(before);
    expect((await corrected(soup, "foi só meio prato")).last.calculation!.items[0]!.grams).toBe(before / 2);
    const bowl = await corrected("almocei uma tigela de açaí com granola", "a tigela era grande");
    expect(bowl.last.calculation!.items[0]!.grams).toBeGreaterThan(bowl.first.calculation!.items[0]!.grams);
    const small = await corrected("almocei uma tigela de açaí com granola", "era a tigelinha kkk");
    expect(small.last.calculation!.items[0]!.grams).toBeLessThan(small.first.calculation!.items[0]!.grams);
  });

  it("counts the share of a 150 g packet: a third, half, 2/3 and a packet shared with a brother", async () => {
    const packet = "lanchei um pacote de amendoim japones de 150g";
    const grams = async (message: string) => (await corrected(packet, message)).last.calculation!.items[0]!.grams;
    expect(await grams("comi so um terço do pacote, o resto guardei")).toBe(50);
    expect(await grams("comi metade do pacote")).toBe(75);
    expect(await grams("só uns 2/3")).toBe(100);
    expect(await grams("dividi o pacote com meu irmão")).toBe(75);
    const bottle = await corrected("tomei 1 garrafa de 1,5l de coca", "bebi 1/4 da garrafa");
    expect(foods(bottle.last)).toEqual(["Refrigerante de cola:375"]);
  });
});

describe("what a food was, said again", () => {
  it("makes two replacements of one message and says each plainly: bread to wholemeal, nescau to Toddynho", async () => {
    const { last } = await corrected("2 fatia de pao de forma c requeijao e um nescau de caixinha", "o pao era o integral da wickbold e em vez do nescau foi toddynho");
    expect(foods(last)).toEqual(["Pão integral:50", "Requeijão cremoso:30", "Toddynho:200"]);
    expect(last.message).toMatch(/troquei pão de forma por pão de forma integral e achocolatado pronto por toddynho \([−+]\d+ kcal\)/);
    expect(last.message).not.toMatch(/agora é/);
  });

  it("changes the milk inside a vitamina or a café com leite to skimmed ('era com leite desnatado')", async () => {
    const shake = await corrected("tomei uma vitamina de banana com leite", "era com leite desnatado");
    expect(foods(shake.last).join(" ")).toMatch(/Leite desnatado:168/);
    expect(shake.last.calculation!.totalCalories).toBeLessThan(shake.first.calculation!.totalCalories);
    expect(shake.last.message).toContain("vitamina de banana com leite desnatado");
    const coffee = await corrected("tomei um café com leite e comi um pão francês com manteiga", "era com leite desnatado");
    expect(foods(coffee.last)).toContain("Leite desnatado:100");
    expect(foods(coffee.last)).toContain("Pão com manteiga:60");
    const glass = await corrected("tomei um copo de leite com nescau", "o leite era desnatado");
    expect(foods(glass.last)).toContain("Leite desnatado:240");
  });
});

describe("corrections as typed on WhatsApp", () => {
  const CASES: readonly (readonly [string, string[], (foods: string[]) => void])[] = [
    ["jantei 2 pedaços de pizza de calabresa e uma coca", ["coca zero na vdd"], (f) => expect(f).toContain("Refrigerante zero:350")],
    ["jantei 2 pedaços de pizza de calabresa e uma coca", ["eram 3 pedaço, n 2"], (f) => expect(f).toContain("Pizza calabresa:270")],
    ["almocei arroz, feijao, bife e uma coca lata", ["era guarana"], (f) => expect(f.join(" ")).toMatch(/Guaraná:350/)],
    ["almocei arroz, feijao, bife e salada", ["pera, nao era bife era frango"], (f) => expect(f.join(" ")).not.toMatch(/Contra-filé/)],
    ["comi 3 ovos mexidos e 1 pão", ["não era 3 ovo era 2"], (f) => expect(f).toEqual(["Ovo mexido:100", "Pão francês:50"])],
    ["comi um x-tudo e batata frita", ["não comi a batata toda, só metade"], (f) => expect(f).toEqual(["X-tudo:350", "Batata frita:55"])],
    ["comi um x-tudo e batata frita", ["a batata eu comi so metade"], (f) => expect(f).toEqual(["X-tudo:350", "Batata frita:55"])],
    ["comi um pacote de bolacha recheada", ["foram só 4 bolachas"], (f) => expect(f).toEqual(["Biscoito recheado de chocolate:60"])],
    ["almocei arroz e feijão e frango grelhado", ["o frango era frito"], (f) => expect(f.join(" ")).toMatch(/Frango em pedaços frito/)],
    ["jantei miojo", ["coloquei um ovo dentro"], (f) => expect(f).toEqual(["Macarrão instantâneo:85", "Ovo cozido:50"])],
    ["almocei strogonoff com arroz e batata palha", ["troca o strogonoff de carne pelo de frango"], (f) => expect(f.join(" ")).toMatch(/Estrogonofe de frango/)],
    ["almocei arroz, feijao e frango", ["esqueci de falar, teve pudim de sobremesa"], (f) => expect(f.join(" ")).toMatch(/Pudim/)],
    ["almocei arroz, feijao, frango e salada", ["isso tem muita proteina?", "o arroz foi so 2 colher"], (f) => expect(f).toContain("Arroz branco cozido:50")],
    ["almocei arroz, feijao, frango e salada", ["quanto deu?", "ah e o frango foi 2 pedaço"], (f) => expect(f.join(" ")).toMatch(/Frango em pedaços:1[01]\d/)],
    ["almocei sopa de legumes com frango, um prato fundo", ["tira o frango, era só legumes"], (f) => expect(f).toEqual(["Sopa (legumes, carne, etc.):520"])],
    ["almocei arroz, feijao, bife e uma coca lata", ["pera q o feijao era preto"], (f) => expect(f).toContain("Feijão preto cozido:140")],
    ["almocei arroz, feijao, bife e uma coca lata", ["n era coca, era suco de laranja natural"], (f) => expect(f.join(" ")).toMatch(/Suco de laranja:350/)],
    ["comi um pão de queijo", ["foram 3 kkkk"], (f) => expect(f).toEqual(["Pão de queijo:90"])],
    ["tomei 1 copo de suco de laranja", ["era copo americano"], (f) => expect(f).toEqual(["Suco de laranja:190"])],
    ["tomei cafe com pao com manteiga", ["o cafe tinha açucar, 2 colher"], (f) => expect(f).toEqual(["Café:50", "Pão com manteiga:60", "Açúcar refinado:24"])],
    ["jantei 2 fatias de pizza", ["eram 3 fatias kkk e de portuguesa"], (f) => expect(f).toEqual(["Pizza portuguesa:375"])],
    ["comi um prato de macarrão", ["era integral o macarrão"], (f) => expect(f).toEqual(["Macarrão cozido:320"])],
    ["almocei arroz, feijao, bife e uma coca lata", ["o arros foi 2 colher"], (f) => expect(f).toContain("Arroz branco cozido:50")],
    ["almocei arroz, feijao, bife e uma coca lata", ["o fejao era preto"], (f) => expect(f).toContain("Feijão preto cozido:140")],
    ["almocei arroz, feijao e bife", ["quanto deu?", "ok", "na vdd o bife era frango"], (f) => expect(f.join(" ")).toMatch(/Frango em pedaços:100/)],
    ["jantei 2 ovos fritos e arroz", ["os ovos foram cozidos na vdd"], (f) => expect(f).toContain("Ovo cozido:100")],
    ["tomei 2 cervejas", ["a cerveja era long neck"], (f) => expect(f).toEqual(["Cerveja:710"])],
    ["almocei arroz, feijao, bife e uma coca lata", ["tira o refri q eu n tomei"], (f) => expect(f.join(" ")).not.toMatch(/Refrigerante/)],
    ["tomei um cafe com leite", ["sem açucar ne"], (f) => expect(f).toEqual(["Café com leite:200"])],
    ["comi um x-burguer", ["sem queijo"], (f) => expect(f).toHaveLength(1)],
    ["almocei arroz feijão frango e salada", ["repeti o arroz"], (f) => expect(f).toContain("Arroz branco cozido:200")],
    ["almocei arroz feijão frango e salada", ["comi 2x o frango"], (f) => expect(f).toContain("Frango em pedaços:200")],
    ["almocei arroz feijão frango e salada", ["o frango foi só 1 pedacinho"], (f) => expect(f.join(" ")).toMatch(/Frango em pedaços:(?:[1-9]\d)(?:\.\d)?\b/)],
    ["tomei uma cerveja", ["era um litrão"], (f) => expect(f).toEqual(["Cerveja:1000"])],
    ["comi 1 banana", ["2 bananas"], (f) => expect(f).toEqual(["Banana prata:140"])],
    ["tomei café com pão francês", ["pão de queijo tambem"], (f) => expect(f).toEqual(["Café:50", "Pão francês:50", "Pão de queijo:90"])],
  ];

  it("edits the same card for each, never a new meal nor 'fora do que eu faço'", async () => {
    for (const [meal, messages, expectFoods] of CASES) {
      const { last } = await corrected(meal, ...messages);
      expect(last.intent, messages.join(" / ")).toBe("FOOD_LOG");
      expectFoods(foods(last));
    }
  });

  it("weighs a plate of several foods as the plate said ('a marmita era pequena', 'foi um prato raso só'), drinks apart", async () => {
    const plateGrams = (reply: TReply) => reply.calculation!.items.filter((i) => !/Refrigerante/.test(i.food)).reduce((sum, i) => sum + i.grams, 0);
    const lunchbox = await corrected("comi uma marmita de arroz, feijão e carne moida", "a marmita era pequena");
    expect(plateGrams(lunchbox.last)).toBeCloseTo(315, -1);
    expect(lunchbox.last.message).toContain("marmita pequena: cerca de 315 g de comida no total");
    const plate = await corrected("almocei feijoada com arroz e couve e uma coca lata", "foi um prato raso só");
    expect(plateGrams(plate.last)).toBeCloseTo(350, -1);
    expect(foods(plate.last)).toContain("Refrigerante de cola:350");
  });

  it("says what it understood of a correction it cannot read, asks one question and leaves the card, never logging a new meal", async () => {
    const { last } = await corrected("almocei arroz, feijao e bife", "o bife tava meio passado do ponto");
    expect(last.calculationId).toBeNull();
    expect(last.message).toMatch(/^Entendi que a correção é sobre \*bife\*/);
    expect(last.message).toContain("O cartão acima continua como estava.");
  });
});

describe("a card already confirmed, or moved to another day", () => {
  it("corrects the logged lunch in place ('o arroz de hoje no almoço foi só 2 colheres', 'apaga o refri que eu registrei') and the day follows", async () => {
    const who = await chatUser(app);
    const card = await say(who, "almocei 4 colheres de arroz, feijao e frango e um refri lata");
    await app.inject({ method: "POST", url: "/api/chat/confirm-food", headers: who.auth, payload: { calculationId: card.calculationId, confirmed: true } });
    const rice = await say(who, "ah, o arroz de hoje no almoço foi só 2 colheres");
    expect(rice.calculationId).toBe(card.calculationId);
    expect(rice.calculation).toMatchObject({ status: "CONFIRMED", meal: "LUNCH" });
    expect(foods(rice)).toContain("Arroz branco cozido:50");
    expect(rice.message).toMatch(/^Certo, corrigi o almoço de hoje, que você já tinha registrado: arroz: 2 colheres \(−\d+ kcal\)/);
    expect(rice.message).toContain("não precisa confirmar de novo");
    const soda = await say(who, "apaga o refri que eu registrei");
    expect(soda.calculationId).toBe(card.calculationId);
    expect(foods(soda).join(" ")).not.toMatch(/Refrigerante/);
    expect(await dayTotal(who)).toBe(Math.round(soda.calculation!.totalCalories));
  });

  it("points to the diary to remove a whole logged meal, and keeps it", async () => {
    const who = await chatUser(app);
    const card = await say(who, "almocei arroz, feijao e frango");
    await app.inject({ method: "POST", url: "/api/chat/confirm-food", headers: who.auth, payload: { calculationId: card.calculationId, confirmed: true } });
    const reply = await say(who, "apaga o almoço que eu registrei");
    expect(reply.calculationId).toBeNull();
    expect(reply.message).toContain("](/calorie-dashboard)");
    expect(await dayTotal(who)).toBe(Math.round(card.calculation!.totalCalories));
    const sugar = await say(who, "sem açucar");
    expect(sugar.calculationId).toBeNull();
    expect(sugar.message).toContain("o almoço de hoje continua como você registrou");
  });

  it("leaves a card moved to yesterday out of today's total when asked 'quanto deu o dia?'", async () => {
    const { last, who } = await corrected("almocei arroz, feijao e frango", "era de ontem");
    expect(last.calculation!.consumedOn).toBe(addDays(localDate(), -1));
    const day = await say(who, "quanto deu o dia?");
    expect(day.intent).toBe("DAY_SUMMARY");
    expect(day.message).toContain("não entra na conta de hoje");
    expect(day.message).not.toContain("o dia vai a");
  });
});

describe("corrections said with a remark or the whole table", () => {
  it("adds a drink told with 'esqueci' at the end and sets the rice in serving spoons, on the same card", async () => {
    const { first, last } = await corrected(
      "almocei 2 conchas de feijao, 4 colher de servir de arroz e um bife acebolado",
      "ah e um copo americano de suco de laranja, esqueci",
      "pera, o arroz foi so 2 colher de servir, exagerei ali",
    );
    expect(last.calculationId).toBe(first.calculationId);
    expect(last.message).not.toContain("Não entendi");
    expect(foods(last).some((f) => f.startsWith("Suco de laranja"))).toBe(true);
    const rice = (card: TReply) => card.calculation!.items.find((i) => /^Arroz/.test(i.food))!.grams;
    expect(rice(last)).toBeCloseTo(rice(first) / 2, 0);
  });

  it("counts a quarter of the fried cassava when 'a gente dividiu em 4', leaving the beer as it was", async () => {
    const { first, last } = await corrected("tomei 2 latas de cerveja e comi uma porcao de mandioca frita no bar", "e a mandioca a gente dividiu em 4, comi so minha parte");
    const grams = (card: TReply, food: RegExp) => card.calculation!.items.find((i) => food.test(i.food))!.grams;
    expect(grams(last, /^Mandioca/)).toBeCloseTo(grams(first, /^Mandioca/) / 4, 0);
    expect(grams(last, /^Cerveja/)).toBe(grams(first, /^Cerveja/));
  });

  it("corrects the card told before the last one when the correction names only its food", async () => {
    const who = await chatUser(app);
    const snack = await say(who, "lanche: 1 coxinha grande e um guarana");
    const lunch = await say(who, "e no almoco foi arroz, feijao e bife");
    const fixed = await say(who, "a coxinha era pequena, de padaria, nao grande");
    expect(fixed.calculationId).toBe(snack.calculationId);
    expect(fixed.calculationId).not.toBe(lunch.calculationId);
    expect(fixed.calculation!.totalCalories).toBeLessThan(snack.calculation!.totalCalories);
    expect(fixed.message).not.toContain("Não entendi");
  });

  it.each([["mais tarde comi um acai de 300ml"], ["e de janta foi sopa de legumes"]])("starts a new card for another meal said after this one: \"%s\"", async (later) => {
    const who = await chatUser(app);
    const lunch = await say(who, "almocei arroz feijao e frango");
    const next = await say(who, later);
    expect(next.calculationId).not.toBeNull();
    expect(next.calculationId).not.toBe(lunch.calculationId);
  });
});
