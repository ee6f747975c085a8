import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { converse } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const talk = async (...messages: string[]) => (await converse(app, ...messages)).map((r) => r.message);

describe("pre-diabetes is kept as its own state, never as diabetes", () => {
  it("'tô pré-diabética' then a fruit: prevention, no 'Com diabetes', no insulin", async () => {
    const [said, fruit] = await talk("to pre diabetica", "posso comer banana?");
    expect(said).toContain("Pré-diabetes");
    for (const reply of [said, fruit]) {
      expect(reply).not.toMatch(/Com diabetes|insulina|hipoglicemia|Diabético pode/i);
    }
    expect(fruit).toContain("Com pré-diabetes");
  });

  it("a fasting glucose of 110 with the doctor's word: later dinner ideas carry the prevention, not diabetes", async () => {
    const [, dinner] = await talk("minha glicemia deu 110 em jejum, o medico falou pre diabetes", "o que eu janto hj?");
    expect(dinner).toContain("Com pré-diabetes");
    expect(dinner).not.toMatch(/Com diabetes/);
  });

  it("'fiz exame e deu pre diabetes' is kept, not answered with low carb for diabetics", async () => {
    const [said] = await talk("fiz exame e deu pre diabetes");
    expect(said).toContain("Anotei");
    expect(said).not.toMatch(/insulina|sulfonilureia|Low carb para quem tem diabetes/);
  });

  it("diabetes said in words still gets the diabetes care", async () => {
    const [, fruit] = await talk("tenho diabetes tipo 2", "posso comer banana?");
    expect(fruit).toMatch(/Com diabetes/);
  });
});

describe("a food left out in chat stays out of what comes after", () => {
  it("'oi, nao como ovo, nunca gostei' then protein at breakfast: no egg in the list or the ideas", async () => {
    const [said, breakfast] = await talk("oi, nao como ovo, nunca gostei e me faz mal", "o que posso comer no cafe da manha com bastante proteina?");
    expect(said).toContain("**ovo**");
    expect(breakfast).not.toMatch(/\bovo mexido\b|\bOvo\b/);
  });

  it("'gente eu nao como ovo de jeito nenhum' is the egg, left out of a snack's protein list", async () => {
    const [, snack] = await talk("gente eu nao como ovo de jeito nenhum", "q q eu como de lanche pra ter proteina?");
    expect(snack).not.toMatch(/Ovo mexido|ovo cozido/i);
  });

  it("a severe lactose intolerance is warned of when cheese is asked as the swap for milk", async () => {
    const [, swap] = await talk("tenho intolerancia a lactose forte", "quanto de queijo equivale a um copo de leite em calcio?");
    expect(swap).toMatch(/contém lactose/);
  });
});

describe("a teenager's age said in chat keeps adult advice away", () => {
  it("'tenho 16 anos' then whey: what holds at that age comes first", async () => {
    const [, whey] = await talk("oi tenho dezesseis anos e jogo bola", "whey ajuda a ganhar massa? quanto devo tomar?");
    expect(whey).toContain("Na adolescência");
  });

  it("'tenho 17 anos' on a weight-loss profile: the protein target is not the deficit's", async () => {
    const [, protein] = await talk("tenho 17 anos e faço musculação", "quanta proteina eu preciso por dia?");
    expect(protein).not.toContain("1,6 g por kg");
  });
});
