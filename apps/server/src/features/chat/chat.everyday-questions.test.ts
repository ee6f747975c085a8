import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { chatUser, converse, sayTo } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

/** A refusal, the table of two foods, or a food's card where an everyday question was asked. */
const NOT_ANSWERED = /resposta verificada|fora do que eu faço|reformule|Comparando pelos dados da tabela|contém (ovo|leite|lactose)\b/;

async function ask(message: string): Promise<string> {
  const who = await chatUser(app);
  return (await sayTo(app, who, message)).message;
}

/** Ordinary questions about choosing, keeping and judging everyday foods are answered as asked (decision 151). */
describe("everyday food questions are answered, not refused or tabled", () => {
  it.each([
    // A judgement between two foods: the entry on both, not their numbers side by side.
    ["manteiga ou margarina, qual é melhor?", /Manteiga ou margarina/],
    ["margarina ou manteiga, qual a mais saudavel?", /Manteiga ou margarina/],
    ["iogurte grego é melhor que o natural?", /Iogurte grego ou natural/],
    ["mel é mais saudavel que açucar?", /todos são açúcar/],
    ["mel ou açucar mascavo, qual é melhor?", /todos são açúcar/],
    // A judgement on eating a food: the entry, never "ovo contém ovo".
    ["tem problema comer ovo todo dia?", /Quantos ovos por dia/],
    ["comer ovo todos os dias tem algum problema?", /Quantos ovos por dia/],
    // A product narrower than the food read: the entry on the product.
    ["vc sabe se whey isolado tem lactose?", /isolado[\s\S]*quase nada de lactose/],
    ["qual leite vegetal tem mais proteina?", /a de soja é a única/],
    ["leite vegetal tem calcio?", /enriquecida/],
    // Keeping food.
    ["posso congelar banana?", /congelam bem/],
    ["da pra congelar manga?", /congelam bem/],
    ["como guardar as verduras pra durar mais na geladeira?", /papel-toalha/],
    ["minha alface sempre murcha rapido, como conservo?", /papel-toalha/],
    // Habits and occasions.
    ["posso comer salada a noite?", /salada à noite não engorda/],
    ["salada no jantar faz mal?", /salada à noite não engorda/],
    ["qual melhor hora de comer fruta?", /Não existe hora certa/],
    ["quantas vezes por semana da pra comer carne vermelha?", /350 a 500 g/],
    ["amanha tem churrasco na casa do meu cunhado, como eu faço pra nao exagerar?", /não chegue com muita fome/],
    ["sal rosa do himalaia é melhor que o sal comum?", /quase só cloreto de sódio/],
    ["como eu leio o rótulo de um alimento?", /lista de ingredientes/],
    ["como montar uma marmita saudavel pra semana?", /um quarto de proteína/],
  ])("%s", async (message, answer) => {
    const reply = await ask(message);
    expect(reply).toMatch(answer);
    expect(reply).not.toMatch(NOT_ANSWERED);
  });

  it("keeps the table when a nutrient is compared ('o que tem mais proteina, frango ou ovo?')", async () => {
    expect(await ask("o que tem mais proteina, frango ou ovo?")).toMatch(/Comparando pelos dados da tabela/);
  });

  it.each(["e de microondas?", "e a de micro-ondas?"])("answers '%s' after popcorn from what the entry says of it, spelt either way", async (follow) => {
    const [, second] = await converse(app, "pipoca é um lanche bom?", follow);
    expect(second!.message).toMatch(/pipoca de micro-ondas\*\* é ultraprocessada/);
    expect(second!.message).not.toMatch(/não tenho na minha base/);
  });

  it("answers 'e se for o cremoso normal?' after light requeijão from the same entry, not the answer pasted again", async () => {
    const [first, second] = await converse(app, "requeijão light vale a pena?", "e se for o cremoso normal?");
    expect(first!.message).toMatch(/pelo menos 25 % menos gordura/);
    expect(second!.message).toMatch(/cremoso tradicional/);
    expect(second!.message).not.toContain("pelo menos 25 % menos gordura");
  });
});
