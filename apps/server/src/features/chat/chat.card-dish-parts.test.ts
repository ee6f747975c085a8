import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { converse, type TChatReply } from "../../../test/chat-fixtures";

/**
 * Issue 27, decision 165: a part taken out of a dish the engine knows the make-up of, a measure said thin, thick or full,
 * "meio prato", a food put in the place of a counted one and a card moved to "de manhã" change the card as said.
 */
let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const item = (reply: TChatReply, food: RegExp) => (reply.calculation?.items ?? []).find((i) => food.test(i.food));
const kcal = (reply: TChatReply) => reply.calculation?.totalCalories ?? 0;

/** The meal, then the correction: both cards, the second an edit of the first. */
async function corrected(meal: string, correction: string): Promise<[TChatReply, TChatReply]> {
  const [first, last] = await converse(app, meal, correction);
  expect(last!.calculationId, correction).toBe(first!.calculationId);
  return [first!, last!];
}

describe("a dish without one of its parts", () => {
  it("takes the parts out of the dish and says so ('tira o ovo e o bacon que eu pedi sem', 'sem a maionese', 'a pizza era sem borda')", async () => {
    const [tudo, lighter] = await corrected("almocei um x-tudo e uma coca lata", "tira o ovo e o bacon que eu pedi sem");
    expect(lighter.message).toContain("tirei ovo e bacon");
    expect(item(lighter, /^X-tudo/)!.grams).toBeLessThan(item(tudo, /^X-tudo/)!.grams);
    expect(kcal(lighter)).toBeLessThan(kcal(tudo) - 80);
    expect(item(lighter, /^Refrigerante/)!.grams).toBe(item(tudo, /^Refrigerante/)!.grams);
    const [salada, noMayo] = await corrected("lanchei um x-salada e suco de laranja", "sem a maionese");
    expect(kcal(noMayo)).toBeLessThan(kcal(salada));
    const [pizza, rim] = await corrected("jantei 2 fatias de pizza de calabresa", "a pizza era sem borda");
    expect(item(rim, /^Pizza calabresa/)).toBeDefined();
    expect(kcal(rim)).toBeLessThan(kcal(pizza));
    const [bacon, noBacon] = await corrected("comi um x-bacon e uma batata pequena", "tira o bacon, veio sem");
    expect(item(noBacon, /^Batata frita/)!.grams).toBe(item(bacon, /^Batata frita/)!.grams);
    expect(kcal(noBacon)).toBeLessThan(kcal(bacon));
    const [dog, plain] = await corrected("comi um cachorro-quente completo", "era sem purê e sem batata palha");
    expect(kcal(plain)).toBeLessThan(kcal(dog));
  });

  it("reads a drink said without what its name has as the plain drink ('café sem leite', 'o refri era sem açúcar')", async () => {
    const [card] = await converse(app, "tomei café sem leite e comi um pão de queijo");
    expect((card!.calculation?.items ?? []).map((i) => i.food)).toEqual(["Café", "Pão de queijo"]);
    const [, zero] = await corrected("almoço: lasanha e um refri", "o refri era sem açúcar");
    expect(item(zero, /^Refrigerante/)!.food).toBe("Refrigerante zero");
    const [, juice] = await converse(app, "suco de laranja e uma coca", "o suco era sem açúcar");
    expect(item(juice!, /^Refrigerante zero/)).toBeUndefined();
  });
});

describe("a measure said again, and a share of the plate", () => {
  it("reads thin, thick and full on the measure of the food ('as fatias eram fininhas', 'uma concha cheia')", async () => {
    const [bread, thin] = await corrected("café da manhã: 2 fatias de pão integral com queijo branco", "as fatias eram fininhas");
    expect(item(thin, /^Pão integral/)!.grams).toBeLessThan(item(bread, /^Pão integral/)!.grams);
    const [beans, full] = await corrected("almoço: arroz, feijão, bife e salada", "o feijão foi uma concha cheia");
    expect(item(full, /^Feijão/)!.grams).toBeGreaterThan(item(beans, /^Feijão/)!.grams);
    const [soup, ladles] = await corrected("jantei 2 conchas de caldo verde", "foram 2 conchas cheias");
    expect(item(ladles, /^Caldo verde/)!.grams).toBeGreaterThan(item(soup, /^Caldo verde/)!.grams);
  });

  it("halves every food of the plate for 'só comi meio prato', never raising it", async () => {
    const [plate, half] = await corrected("almocei arroz com feijão, frango grelhado e farofa", "só comi meio prato");
    expect(kcal(half)).toBeCloseTo(kcal(plate) / 2, -1);
  });

  it("keeps 'fino' and 'fina' as the kind of the food when no measure comes before them", async () => {
    const [card] = await converse(app, "almocei macarrão fino ao alho e óleo com frango");
    expect((card!.calculation?.items ?? []).map((i) => i.food)).not.toContain("Figo");
  });
});

describe("a food put in the place of a counted one, and a card moved", () => {
  it("puts one tapioca in the place of two eggs ('troca o ovo por tapioca')", async () => {
    const [, swapped] = await corrected("comi 2 ovos mexidos e um pão francês", "troca o ovo por tapioca");
    expect(item(swapped, /^Tapioca/)!.grams).toBe(80);
    expect(item(swapped, /^Ovo/)).toBeUndefined();
  });

  it("moves the card to breakfast for 'na verdade foi de manhã'", async () => {
    const [, moved] = await converse(app, "lanche da tarde: um pão de queijo e um cafezinho", "na verdade foi de manhã");
    expect(moved!.message).toContain("passei para o café da manhã");
  });
});

describe("what the dish is already made with", () => {
  it("'o strogonoff tinha creme de leite', 'a feijoada tinha bacon e linguiça': the same card, nothing added twice, and said so", async () => {
    const [strogonoff, same] = await corrected("jantei strogonoff de frango com arroz e batata palha", "o strogonoff tinha creme de leite");
    expect(same.message).toContain("creme de leite já faz parte da receita de strogonoff de frango");
    expect(kcal(same)).toBe(kcal(strogonoff));
    expect(item(same, /^Creme de leite/)).toBeUndefined();
    const [feijoada, meats] = await corrected("almocei feijoada com arroz e couve", "a feijoada tinha bacon e linguica");
    expect(meats.message).toContain("já fazem parte da receita de feijoada");
    expect(kcal(meats)).toBe(kcal(feijoada));
  });

  it("'a lasanha tinha queijo e azeitona': only what the dish is not made with is added", async () => {
    const [lasanha, more] = await corrected("almocei lasanha", "a lasanha tinha queijo e azeitona");
    expect(item(more, /^Azeitona/)).toBeDefined();
    expect(item(more, /^Queijo/)).toBeUndefined();
    expect(kcal(more)).toBeGreaterThan(kcal(lasanha));
  });
});

describe("the card said again, several ways", () => {
  it("'o caldo era com limão, muda alguma coisa?': a squeeze of lemon keeps the card, said so, never a whole lemon", async () => {
    const [caldo, lemon] = await corrected("comi 2 pastel de feira e um caldo de cana grande", "e o caldo era com limao, muda alguma coisa?");
    expect(lemon.message).toContain("quase não muda a conta");
    expect(kcal(lemon)).toBe(kcal(caldo));
    expect(item(lemon, /^Limão/)).toBeUndefined();
  });

  it("'errei, foi 1 escumadeira só e 2 conchas de feijão': the rice measured in escumadeiras and the beans, each changed", async () => {
    const [dinner, fixed] = await corrected("jantar: 2 escumadeira de arroz, 1 concha de feijao, bife de figado acebolado e salada de tomate", "errei, foi 1 escumadeira so e 2 conchas de feijao");
    expect(item(fixed, /^Arroz/)!.grams).toBeCloseTo(item(dinner, /^Arroz/)!.grams / 2, 0);
    expect(item(fixed, /^Feijão/)!.grams).toBeCloseTo(item(dinner, /^Feijão/)!.grams * 2, 0);
    expect(item(fixed, /^Fígado/)).toBeDefined();
  });

  it("'e 2 latinha de cerveja tb': the beer added as said, without the 'e'", async () => {
    const [, beer] = await corrected("almoço de domingo na sogra: galinhada com pequi, um prato raso, e salada de alface", "e 2 latinha de cerveja tb");
    expect(beer.message).toContain("acrescentei 2 latinha de cerveja");
  });
});

describe("a meal of another time after the card", () => {
  it("'almoço foi arroz carreteiro, prato cheio…' with the breakfast card open is the lunch's own card; the breakfast is kept", async () => {
    const [breakfast, lunch] = await converse(app, "cafe da manha: 2 cacetinho com margarina e um copo de leite com nescau", "almoço foi arroz carreteiro, prato cheio, e salada de beterraba");
    expect(lunch!.calculationId).not.toBe(breakfast!.calculationId);
    expect(item(lunch!, /^Arroz carreteiro/)).toBeDefined();
    expect(item(lunch!, /^Pão francês/)).toBeUndefined();
  });

  it("'hj eu só tomei café preto até agora': the coffee, with nothing left unread", async () => {
    const [coffee] = await converse(app, "hj eu so tomei cafe preto ate agora");
    expect(coffee!.message).not.toContain("Não entendi");
    expect(item(coffee!, /^Café/)).toBeDefined();
  });

  it("'pera, isso foi ontem a noite nao hj' moves the card to yesterday's dinner, never 'the hour weighs little'", async () => {
    const [card, moved] = await converse(app, "anota ai: 1 x-tudo e uma coca 600", "pera, isso foi ontem a noite nao hj");
    expect(moved!.calculationId).toBe(card!.calculationId);
    expect(moved!.message).toContain("jantar de ontem");
    expect(moved!.message).not.toMatch(/horário pesa pouco/);
  });
});

