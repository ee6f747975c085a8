import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { chatUser, sayTo, type TChatReply } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const foods = (reply: TChatReply) => (reply.calculation?.items ?? []).map((i) => `${i.food}:${i.grams}`);
const kcalAfter = (text: string, marker: string) => Number(/\*\*([\d.,]+) kcal\*\*/.exec(text.slice(text.indexOf(marker)))![1]!.replace(".", "").replace(",", "."));

/** The card edited in words finds the food meant, and the day is answered from its sum and the person's own numbers (decision 146). */
describe("the card and the day", () => {
  it("keeps the daily calories the person gives for the card's share and for 'passei dos 1400?'", async () => {
    const who = await chatUser(app);
    expect((await sayTo(app, who, "to tentando ficar em 1400 kcal")).message).toContain("**1.400 kcal** por dia");
    const lunch = await sayTo(app, who, "almoco: arroz, feijao e bife grelhado");
    expect(lunch.message).toContain("da sua meta diária de 1.400 kcal");
    await sayTo(app, who, "registra");
    const dinner = await sayTo(app, who, "jantei um sanduiche natural");
    const reply = await sayTo(app, who, "passei dos 1400?");
    expect(reply.intent).toBe("DAY_SUMMARY");
    expect(reply.message).toContain("sua meta de 1.400 kcal");
    expect(kcalAfter(reply.message, "o dia vai a")).toBeCloseTo(lunch.calculation!.totalCalories + dinner.calculation!.totalCalories, 0);
  });

  it("never takes daily calories below the safe floor as the person's target", async () => {
    const who = await chatUser(app);
    expect((await sayTo(app, who, "minha meta é 900 kcal")).message).not.toContain("Combinado");
    expect((await sayTo(app, who, "comi 2 ovos cozidos")).message).not.toContain("meta diária de 900");
  });

  it("answers 'quanto deu tudo hoje?' from every meal logged, and 'quanto deu tudo?' on an open card from the card", async () => {
    const who = await chatUser(app);
    const breakfast = await sayTo(app, who, "cafe da manha foi cuscuz com ovo e cafe");
    await sayTo(app, who, "pode registrar");
    const lunch = await sayTo(app, who, "almocei arroz feijao e frango grelhado");
    await sayTo(app, who, "confirma");
    const day = await sayTo(app, who, "quanto deu tudo hoje?");
    expect(day.message).toContain("confirmou 2 refeições");
    expect(kcalAfter(day.message, "somando")).toBeCloseTo(breakfast.calculation!.totalCalories + lunch.calculation!.totalCalories, 0);
    const snack = await sayTo(app, who, "lanche: iogurte natural com aveia");
    const card = await sayTo(app, who, "quanto deu tudo?");
    expect(card.message).toContain(`soma **${snack.calculation!.totalCalories.toLocaleString("pt-BR")} kcal**`);
  });

  it("answers the protein of the day against the grams the person said they want", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "quero bater 120 g de proteina por dia");
    await sayTo(app, who, "almoco foi 150g de frango, arroz e feijao");
    await sayTo(app, who, "pode salvar");
    const reply = await sayTo(app, who, "e a proteina do dia, quanto falta?");
    expect(reply.message).toMatch(/Hoje, até agora, você está com \*\*[\d,]+ g de proteína\*\*/);
    expect(reply.message).toContain("120 g por dia");
  });

  it("applies a correction and answers the question after it, from the corrected card and the day", async () => {
    const who = await chatUser(app);
    const plate = await sayTo(app, who, "comi um prato de feijoada com arroz, couve e farofa");
    const reply = await sayTo(app, who, "na verdade nao comi farofa e o prato era pequeno, isso passa da minha meta do dia?");
    expect(foods(reply).some((f) => f.startsWith("Farofa"))).toBe(false);
    expect(reply.calculation!.totalCalories).toBeLessThan(plate.calculation!.totalCalories);
    expect(kcalAfter(reply.message, "o dia vai a")).toBeCloseTo(reply.calculation!.totalCalories, 0);
    const other = await chatUser(app);
    const acaraje = await sayTo(app, other, "comi um acaraje com vatapa e camarao");
    const half = await sayTo(app, other, "foi so meio acaraje. isso e muito calorico?");
    expect(half.calculation!.items[0]!.grams).toBe(acaraje.calculation!.items[0]!.grams / 2);
    expect(half.message).toContain(`soma **${half.calculation!.totalCalories.toLocaleString("pt-BR")} kcal**`);
    // Told without its time, the meal is weighed as a main meal: the question "é muito?" gets a verdict, not only a share.
    expect(half.message).toMatch(/Para uma refeição principal, na sua meta de [\d.]+ kcal, o esperado fica entre/);
  });

  it("reads a filling of some of the count, 'o outro', a diminutive plural and a half said by the container", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "comi 2 pasteis de carne na feira e um caldo de cana");
    // The unit split keeps the size the card had ("na feira"): one of the two, of cheese, at a fair pastel's grams.
    const pastel = foods(await sayTo(app, who, "pera, um dos pasteis era de queijo"));
    expect(pastel).toEqual(expect.arrayContaining([expect.stringMatching(/^Pastel de feira:120$/), expect.stringMatching(/^Pastel de feira de queijo:120$/)]));

    const other = await chatUser(app);
    await sayTo(app, other, "comi duas coxinhas e um kibe");
    const esfiha = foods(await sayTo(app, other, "o outro foi uma esfiha de carne, nao kibe"));
    expect(esfiha.some((f) => f.startsWith("Quibe"))).toBe(false);
    expect(esfiha.some((f) => f.startsWith("Coxinha:200"))).toBe(true);

    const third = await chatUser(app);
    await sayTo(app, third, "lanche: um paozinho de queijo e um cafezinho");
    expect(foods(await sayTo(app, third, "foram 4 paezinhos"))).toContain("Pão de queijo:120");

    const fourth = await chatUser(app);
    await sayTo(app, fourth, "tomei uma cerveja latao e comi uma porcao de mandioca frita");
    const both = foods(await sayTo(app, fourth, "a porcao dividi com meu marido e tomei so meia lata"));
    expect(both).toEqual(expect.arrayContaining(["Mandioca frita:40", expect.stringMatching(/^Cerveja:23[67]/)]));
  });

  it("keeps a filling at its own grams when another food is taken out", async () => {
    const who = await chatUser(app);
    const first = await sayTo(app, who, "jantei tapioca com frango e catupiry e um suco de laranja");
    const chicken = first.calculation!.items.find((i) => i.food.startsWith("Frango"))!.grams;
    const reply = await sayTo(app, who, "tira o suco, tomei agua");
    expect(reply.calculation!.items.find((i) => i.food.startsWith("Frango"))!.grams).toBe(chicken);
    expect(reply.calculation!.totalCalories).toBeLessThan(first.calculation!.totalCalories);
  });

  it("shares a drink said by its size among the people who drank it", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "tomei uma coca e comi um x-tudo");
    const reply = foods(await sayTo(app, who, "a coca era de 2 litros, dividi com mais 3 pessoas"));
    expect(reply).toContain("Refrigerante de cola:500");
    expect(reply.some((f) => f.startsWith("X-tudo:350"))).toBe(true);
  });

  it("corrects the logged meal a message names ('pera, no almoço o peixe foi 2 postas'), and the day follows", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "almoco: arroz, feijao e peixe assado");
    await sayTo(app, who, "salva");
    const reply = await sayTo(app, who, "pera, no almoco o peixe foi 2 postas");
    expect(reply.message).toContain("corrigi o almoço de hoje");
    expect(foods(reply).some((f) => f.startsWith("Pera"))).toBe(false);
    expect((await sayTo(app, who, "quanto ja comi hj?")).message).toContain(`somando **${reply.calculation!.totalCalories.toLocaleString("pt-BR")} kcal**`);
  });

  it("applies every edit of one message: counts, halves and a food taken out with another counted up", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "almoco: 4 colheres de arroz, 1 concha de feijao, 2 bifes de figado e salada");
    const three = foods(await sayTo(app, who, "foram 2 colheres de arroz, meia concha de feijao e so 1 bife"));
    expect(three).toEqual(expect.arrayContaining(["Arroz branco cozido:50", "Feijão carioca cozido:70", "Fígado grelhado:100"]));
    const other = await chatUser(app);
    await sayTo(app, other, "cafe da manha: cuscuz com manteiga e um ovo frito");
    const eggs = foods(await sayTo(app, other, "tira a manteiga e poe mais um ovo"));
    expect(eggs.some((f) => f.startsWith("Manteiga"))).toBe(false);
    expect(eggs).toContain("Ovo frito:100");
  });

  it("takes up a target the nutritionist gave, said in passing, and answers 'e ai, estourei?' from the day", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "jantei uma macarronada com almondegas");
    await sayTo(app, who, "registra");
    expect((await sayTo(app, who, "minha nutri quer q eu fique em 1700 kcal")).message).toContain("sua meta de 1.700 kcal");
    await sayTo(app, who, "comi um pedaco de pizza");
    const reply = await sayTo(app, who, "e ai, estourei?");
    expect(reply.intent).toBe("DAY_SUMMARY");
    expect(reply.message).toContain("sua meta de 1.700 kcal");
  });

  it("takes out one of a food counted more than once, and reads a detail left unsaid about a food of the card", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "comi 3 ovos cozidos e uma torrada");
    expect(foods(await sayTo(app, who, "tira um dos ovos"))).toEqual(expect.arrayContaining(["Ovo cozido:100", expect.stringMatching(/^Torrada/)]));
    const other = await chatUser(app);
    await sayTo(app, other, "tomei um cafe preto e comi um pao frances");
    const sugar = foods(await sayTo(app, other, "faltou dizer q o cafe tinha acucar, 2 colheres"));
    expect(sugar.some((f) => f.startsWith("Açúcar"))).toBe(true);
    expect(sugar.some((f) => f.startsWith("Café com leite"))).toBe(false);
  });

  it("answers 'to dentro ainda?' from the day, against the latest target the person gave", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "minha meta é 1500");
    await sayTo(app, who, "comi 2 pao de queijo e cafe");
    await sayTo(app, who, "salva");
    await sayTo(app, who, "agora a nutri mudou minha meta pra 1800");
    const reply = await sayTo(app, who, "to dentro ainda?");
    expect(reply.intent).toBe("DAY_SUMMARY");
    expect(reply.message).toContain("sua meta de 1.800 kcal");
  });
});
