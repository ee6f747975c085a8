import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { chatUser, sayTo } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const foodsOf = (reply: { calculation: { items: { food: string }[] } | null }) => reply.calculation?.items.map((i) => i.food) ?? [];

/** Several meals told in one message, questions about the card, and corrections taken back (issue 27, decision 125). */
describe("meals of the day in one message", () => {
  it("lists each meal with its subtotal and the total, and says how the card logs them", async () => {
    const who = await chatUser(app);
    const reply = await sayTo(app, who, "pela manhã tomei um iogurte com granola e no almoço comi arroz, feijão e frango grelhado");
    expect(reply.message).toMatch(/2 refeições/);
    expect(reply.message).toMatch(/\*\*Café da manhã:\*\* [^\n]*Iogurte[^\n]*Granola[^\n]*kcal/);
    expect(reply.message).toMatch(/\*\*Almoço:\*\* [^\n]*Arroz[^\n]*Feijão[^\n]*frango[^\n]*kcal/);
    expect(reply.message).toMatch(/\*\*Total: [\d.,]+ kcal\*\*/);
    expect(reply.message).toContain("Ao confirmar o cartão abaixo, cada refeição entra no seu diário de hoje no próprio horário (café da manhã e almoço)");
    // The subtotals add up to the card.
    const subtotals = [...reply.message.matchAll(/— \*\*([\d.,]+) kcal\*\*/g)].map((m) => Number(m[1]!.replace(/\./g, "").replace(",", ".")));
    expect(subtotals).toHaveLength(2);
    expect(subtotals.reduce((a, b) => a + b, 0)).toBeCloseTo(reply.calculation!.totalCalories, 0);
  });

  it("logs each meal in its own slot when the card is confirmed, with the items as corrected, and the day counts them once", async () => {
    const who = await chatUser(app);
    const card = await sayTo(app, who, "de manhã tomei café com leite e comi um pão com ovo, no almoço arroz, feijão e bife, e de tarde uma banana");
    const corrected = await sayTo(app, who, "esqueci, teve farofa tb");
    const confirmed = await app.inject({ method: "POST", url: "/api/chat/confirm-food", headers: who.auth, payload: { calculationId: card.calculationId, confirmed: true } });
    expect(confirmed.statusCode).toBe(200);
    const day = (await app.inject({ method: "GET", url: "/api/dashboard/calories/day", headers: who.auth })).json<{ meals: { meal: string | null; entries: { items: { food: string }[] }[] }[]; totals: { calories: number } }>();
    const bySlot: Record<string, string[]> = Object.fromEntries(day.meals.filter((m) => m.entries.length > 0).map((m) => [m.meal, m.entries.flatMap((e) => e.items.map((i) => i.food))]));
    expect(Object.keys(bySlot).sort()).toEqual(["AFTERNOON_SNACK", "BREAKFAST", "LUNCH"]);
    expect(bySlot["BREAKFAST"]).toEqual(expect.arrayContaining([expect.stringMatching(/^Café com leite/), expect.stringMatching(/^Pão/)]));
    expect(bySlot["LUNCH"]).toEqual(expect.arrayContaining([expect.stringMatching(/^Arroz/), expect.stringMatching(/^Feijão/)]));
    expect(bySlot["AFTERNOON_SNACK"]!.some((f) => /^Banana/.test(f))).toBe(true);
    expect(Object.values(bySlot).flat().filter((f) => /^Farofa/.test(f))).toHaveLength(1);
    expect(day.totals.calories).toBeCloseTo(corrected.calculation!.totalCalories, 0);
  });

  it("logs each meal in its slot when the card is confirmed in words, and says so", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "no café comi tapioca com ovo e no jantar arroz, feijão e peixe assado");
    const reply = await sayTo(app, who, "pode registrar");
    expect(reply.message).toContain("Café da manhã e jantar, cada refeição no seu horário");
    const day = (await app.inject({ method: "GET", url: "/api/dashboard/calories/day", headers: who.auth })).json<{ meals: { meal: string | null; entries: unknown[] }[] }>();
    expect(day.meals.filter((m) => m.entries.length > 0).map((m) => m.meal).sort()).toEqual(["BREAKFAST", "DINNER"]);
  });

  it("reads lists with colons, a meal the tables do not read, and slots said after the foods", async () => {
    const who = await chatUser(app);
    const listed = await sayTo(app, who, "café: cuscuz com ovo; almoço: PF; janta: sopa de legumes");
    expect(listed.message).toMatch(/3 refeições/);
    expect(listed.message).toMatch(/\*\*Almoço:\*\* não reconheci \*PF\*/);
    expect(listed.message).toMatch(/\*\*Jantar:\*\* Sopa/);
    const after = await sayTo(app, await chatUser(app), "comi uma banana de manhã e macarrão com carne moída à noite");
    expect(after.message).toMatch(/\*\*Café da manhã:\*\* Banana/);
    expect(after.message).toMatch(/\*\*Jantar:\*\* Macarr/);
  });

  it("reads meals split by bars and 'manhã:', and a food the engine read in the slot's words stays with that meal", async () => {
    const bars = await sayTo(app, await chatUser(app), "manhã: pão com requeijão | almoço: arroz feijão e peixe | noite: sopa de legumes");
    expect(bars.message).toMatch(/3 refeições/);
    expect(bars.message).toMatch(/\*\*Jantar:\*\* Sopa/);
    expect(bars.message).not.toMatch(/\|\*/);
    const coffee = await sayTo(app, await chatUser(app), "hj comi de café um mamão e de almoço marmita de carne com mandioca");
    expect(coffee.message).toMatch(/\*\*Café da manhã:\*\* Mamão/);
    expect(coffee.message).toMatch(/\*\*Almoço:\*\* /);
  });

  it("keeps each meal's subtotal in the reply to a correction of such a card", async () => {
    const who = await chatUser(app);
    const card = await sayTo(app, who, "no café comi tapioca com ovo e no jantar arroz, feijão e peixe assado");
    const reply = await sayTo(app, who, "o feijão foi só meia concha");
    expect(reply.calculationId).toBe(card.calculationId);
    expect(reply.message).toMatch(/Por refeição:\n- \*\*Café da manhã:\*\* [^\n]*Tapioca/);
    expect(reply.message).toMatch(/\*\*Jantar:\*\* [^\n]*Feijão carioca cozido \(70 g\)/);
  });

  it("keeps one meal told with its slot as one meal", async () => {
    const who = await chatUser(app);
    const reply = await sayTo(app, who, "no jantar comi omelete de 2 ovos e salada de alface");
    expect(reply.message).toMatch(/^Analisei sua refeição/m);
    expect(reply.message).not.toMatch(/refeições; separei/);
  });

  it("answers a question about one of the meals from that meal, and a nutrient per meal", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "de manhã comi 2 ovos mexidos e à tarde um pedaço de bolo de fubá");
    const snack = await sayTo(app, who, "quanto deu o lanche?");
    expect(snack.message).toMatch(/Bolo de milho/);
    expect(snack.message).not.toMatch(/Ovo mexido/);
    const protein = await sayTo(app, who, "e de proteína?");
    expect(protein.message).toMatch(/\*\*Café da manhã:\*\* [\d,]+ g de proteína/);
    expect(protein.message).toMatch(/\*\*Lanche da tarde:\*\* [\d,]+ g de proteína/);
    expect(protein.message).toMatch(/\*\*Total: [\d,]+ g de proteína\*\*/);
  });
});

describe("questions about the card's nutrients, said short", () => {
  it("answers the nutrient asked from the card, not calories only nor a general article", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "almocei arroz integral, lentilha, abobrinha refogada e peixe assado");
    const fiber = await sayTo(app, who, "e fibra?");
    expect(fiber.message).toMatch(/g de fibras/);
    expect(fiber.message).not.toMatch(/Quanta fibra comer por dia/);
    const carbs = await sayTo(app, who, "quanto de carboidrato tem?");
    expect(carbs.message).toMatch(/g de carboidratos/);
    expect(carbs.message).not.toMatch(/Ideias de/);
    expect(carbs.calculationId).toBeNull();
  });
});

describe("corrections of one food among several, and corrections taken back", () => {
  it("brings back a food an earlier correction took out, with its amount, and undoes the last change", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "lanche: 2 fatias de pão de forma, 1 fatia de queijo prato e um copo de achocolatado");
    const out = await sayTo(app, who, "tira o queijo");
    expect(foodsOf(out).join(" ")).not.toMatch(/Queijo/);
    const back = await sayTo(app, who, "não, pode deixar o queijo");
    expect(back.message).toMatch(/coloquei queijo prato de volta/);
    expect(foodsOf(back)).toHaveLength(3);
    expect(back.calculationId).toBe(out.calculationId);
    await sayTo(app, who, "troca o achocolatado por suco de laranja");
    const undone = await sayTo(app, who, "desfaz");
    expect(undone.message).toMatch(/desfiz a última correção/);
    expect(foodsOf(undone).join(" ")).toMatch(/[Aa]chocolatado/);
    expect(foodsOf(undone).join(" ")).toMatch(/Queijo/);
  });

  it("brings back a food said as eaten after all ('comi a farofa sim, volta ela')", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "almoço: arroz, feijão, linguiça, farofa e couve");
    await sayTo(app, who, "tira a farofa");
    const back = await sayTo(app, who, "pensando bem comi a farofa sim, volta ela");
    expect(back.message).toMatch(/coloquei farofa de volta/);
    expect(foodsOf(back)).toHaveLength(5);
  });

  it("reads 'foi só meio' and 'foi pouquinha' as amounts of that food, beside another edit", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "café da manhã: cuscuz, um ovo frito e um mamão");
    const half = await sayTo(app, who, "o ovo foram 2 e o mamão foi só meio");
    expect(half.message).toMatch(/metade de mamão/);
    expect(half.message).toMatch(/ovo frito para 2|Ovo frito \(2 unidades/);
    const who2 = await chatUser(app);
    await sayTo(app, who2, "almocei strogonoff de carne, arroz, batata palha e alface");
    const little = await sayTo(app, who2, "a batata palha foi pouquinha e o arroz era integral");
    expect(little.message).not.toMatch(/não separa o tipo/);
    expect(foodsOf(little).join(" ")).toMatch(/Arroz integral/);
  });

  it("applies two corrections of one message to their own foods and keeps the others", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "jantei arroz, feijão, bife, batata frita e um copo de suco de laranja");
    const two = await sayTo(app, who, "a carne foi frango na real e o feijão foram 2 conchas");
    expect(two.message).toMatch(/frango/);
    expect(two.message).toMatch(/2 conchas/);
    const foods = foodsOf(two).join(" | ");
    expect(foods).not.toMatch(/Contra-filé/);
    expect(foods).toMatch(/Arroz/);
    expect(foods).toMatch(/Batata frita/);
    expect(foods).toMatch(/Suco de laranja/);
  });

  it("keeps a food the message says to keep and takes out the one it names ('deixa o refri, mas tira …')", async () => {
    const who = await chatUser(app);
    const card = await sayTo(app, who, "almoço: arroz, feijão, carne de panela, couve e uma lata de guaraná");
    const reply = await sayTo(app, who, "deixa o guaraná, mas tira a couve");
    expect(reply.calculationId).toBe(card.calculationId);
    expect(reply.message).toMatch(/tirei couve/);
    expect(foodsOf(reply)).toHaveLength(4);
  });

  it("reads a count said for a food of several words in the second clause ('e o pão de queijo foram 3')", async () => {
    const who = await chatUser(app);
    const card = await sayTo(app, who, "tomei café com leite, comi 1 pão de queijo e uma maçã");
    const reply = await sayTo(app, who, "a maçã era verde e o pão de queijo foram 3");
    expect(reply.calculationId).toBe(card.calculationId);
    expect(reply.message).toMatch(/pão de queijo para 3|Pão de queijo \(3 unidades/);
    expect(foodsOf(reply).join(" ")).toMatch(/Café com leite/);
  });
});

describe("a food of the card swapped or asked about by itself", () => {
  it("swaps to the kind said alone ('pelo preto') and to a food said with its own amount", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "almocei arroz, feijão carioca, carne assada e um copo de suco de uva");
    const kind = await sayTo(app, who, "troca o feijão carioca pelo preto");
    expect(foodsOf(kind).join(" ")).toMatch(/Feijão preto/);
    expect(foodsOf(kind)).toHaveLength(4);
    const drink = await sayTo(app, who, "tira o suco e coloca 1 copo de água de coco");
    expect(drink.message).not.toMatch(/Não entendi/);
    expect(foodsOf(drink).join(" ")).toMatch(/[ÁA]gua de coco/);
    expect(foodsOf(drink).join(" ")).not.toMatch(/Suco de uva/);
    expect(foodsOf(drink)).toHaveLength(4);
  });

  it("answers a question about one food of the card from that food, with the meal's total beside it", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "jantei arroz, feijão, frango grelhado e brócolis");
    const reply = await sayTo(app, who, "quanto de proteína tem só o frango?");
    expect(reply.message).toMatch(/^No cartão, \*\*Peito de frango[^*]+\*\* \(.+\) tem \*\*[\d,]+ kcal\*\*, [\d,]+ g de proteína/);
    expect(reply.message).not.toMatch(/Arroz/);
    expect(reply.message).toMatch(/A refeição inteira soma/);
    expect(reply.calculationId).toBeNull();
  });
});

describe("corrections said the way people take them back or restate them", () => {
  it("swaps the kind said after 'o X não era A, era B', keeping the other foods", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "lanche: torrada com queijo prato, um iogurte e um suco de uva");
    const reply = await sayTo(app, who, "o suco não era de uva, era de laranja");
    expect(reply.message).toMatch(/troquei suco de uva por suco de laranja/);
    const foods = foodsOf(reply).join(" | ");
    expect(foods).toMatch(/Suco de laranja/);
    expect(foods).toMatch(/Queijo prato/);
    expect(foods).toMatch(/Iogurte/);
  });

  it("brings back the food taken out last with the share said ('comi sim, só que metade')", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "sobremesa: 1 pedaço de pudim e 1 bola de sorvete");
    await sayTo(app, who, "tira o sorvete, acabei não tomando");
    const back = await sayTo(app, who, "pensando bem tomei sim, só que metade");
    expect(back.message).toMatch(/coloquei sorvete de volta, metade/);
    expect(foodsOf(back)).toHaveLength(2);
  });

  it("reads 'era o de 500ml, não o de 300' as the size, and 'metade da marmita' as half of the card", async () => {
    const who = await chatUser(app);
    const card = await sayTo(app, who, "tomei um açaí com banana");
    const size = await sayTo(app, who, "era o de 500ml, não o de 300");
    expect(size.calculationId).toBe(card.calculationId);
    expect(size.message).toMatch(/500 ml/);
    const who2 = await chatUser(app);
    const lunch = await sayTo(app, who2, "almocei uma marmita de arroz, lentilha e carne moída");
    const half = await sayTo(app, who2, "comi só metade da marmita, o resto guardei");
    expect(half.calculationId).toBe(lunch.calculationId);
    expect(half.calculation!.totalCalories).toBeCloseTo(lunch.calculation!.totalCalories / 2, 0);
  });
});
