import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { chatUser, sayTo } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const FALLBACK = /resposta verificada|fora do que eu faço|reformule/;

async function ask(message: string): Promise<string> {
  const who = await chatUser(app);
  return (await sayTo(app, who, message)).message;
}

/** In-scope questions about a condition, a life stage or a food's safety are answered, never with a fallback (decision 132). */
describe("questions in scope are answered", () => {
  it.each([
    ["tenho sindrome do intestino irritavel, o que evitar?", /FODMAP/],
    ["meu marido tem colon irritavel, oq ele come?", /FODMAP/],
    ["sii: o que nao pode comer?", /FODMAP/],
    ["vivo com azia, oq eu como a noite?", /antes de deitar/],
    ["o que jantar com refluxo?", /antes de deitar/],
    ["tenho gastrite, posso comer pimenta?", /pimenta[\s\S]*gastroenterologista/],
    ["to com gastrite, fritura pode?", /H\. pylori/],
    ["tenho endometriose, tem alguma dieta?", /ginecologista/],
    ["enxaqueca tem a ver com comida?", /neurologista/],
    ["lata de sardinha estufada pode comer?", /botulismo/],
    ["a lata de milho ta estufada, da pra usar?", /botulismo/],
    ["to na menopausa, o que muda na alimentacao?", /cálcio/],
    ["entrei na menopausa e to engordando, o que como?", /ginecologista/],
    ["tenho pre diabetes, o que devo comer?", /pré-diabetes|Pré-diabetes/],
    ["sou pre diabetica, posso comer fruta?", /fruta/],
    ["tenho rinite, leite piora?", /catarro/],
    ["leite aumenta o catarro quando to gripada?", /mito/],
    ["minha filha de 15 anos ta com anemia, o que ela come?", /ferro/],
    ["tenho colite, posso comer feijao?", /Crohn ou retocolite|DII/],
  ])("%s", async (message, answer) => {
    const reply = await ask(message);
    expect(reply).not.toMatch(FALLBACK);
    expect(reply).toMatch(answer);
  });

  it.each([
    ["tenho figado gorduroso, o que devo cortar?"],
    ["to com gordura no figado, o que tiro da dieta?"],
    ["minha mae tem esteatose, o que ela deve evitar?"],
  ])("a disease named with a food's word is the disease, not the food: %s", async (message) => {
    const reply = await ask(message);
    expect(reply).toContain("Alimentação para gordura no fígado");
    expect(reply).not.toMatch(/Fígado (grelhado|bovino)/);
  });
});

describe("a food asked for someone at a life stage", () => {
  it.each([
    ["meu bebe tem 6 meses, ja pode comer ovo?", /6 meses/],
    ["bebe de 7 meses pode comer ovo inteiro?", /6 meses/],
    ["meu filho de 8 meses ja pode comer peixe?", /6 meses/],
    ["nenem de 7 meses pode comer gema de ovo?", /6 meses/],
  ])("is the curated answer, not whether the food contains itself: %s", async (message, answer) => {
    const reply = await ask(message);
    expect(reply).toMatch(answer);
    expect(reply).not.toMatch(/contém ovo|contém peixe/);
  });

  it.each([
    ["bebe de 8 meses pode tomar suco de caixinha?"],
    ["meu filho de 10 meses pode tomar suco de laranja natural?"],
    ["nenem de 9 meses pode tomar suco?"],
  ])("gets the entry for the baby's age, not one for younger babies: %s", async (message) => {
    const reply = await ask(message);
    expect(reply).toContain("Suco para bebê e criança");
    expect(reply).not.toContain("menor de 6 meses");
  });

  it.each([
    ["minha avo tem 82 anos e nao quer comer carne, como dou proteina pra ela?"],
    ["meu pai de 79 anos ta perdendo peso, comendo muito pouco"],
    ["minha mae tem 75 anos e ta muito magrinha, o que dou pra ela comer?"],
  ])("an older adult said by age or by kin is answered for an older adult: %s", async (message) => {
    const reply = await ask(message);
    expect(reply).not.toMatch(FALLBACK);
    expect(reply).toMatch(/geriatra|pessoa idosa|idos[oa]/i);
    expect(reply).not.toMatch(/dieta para emagrecer\?\*\*/);
  });
});

describe("a message that asks two things", () => {
  it.each([
    ["sou diabetica, posso comer pao frances? e banana?", "Diabético pode comer pão francês?", "Diabético pode comer fruta?"],
    ["tenho pressao alta, posso tomar cafe? e refrigerante zero?", "Hipertenso pode tomar café?", "Refrigerante zero"],
    ["to amamentando, posso beber cerveja? e cafe?", "Posso beber álcool amamentando?", "Café na amamentação"],
    ["tenho gota, posso tomar cerveja e feijao pode?", "Gota e cerveja", "Quem tem gota pode comer feijão"],
  ])("answers both: %s", async (message, first, second) => {
    const reply = await ask(message);
    expect(reply).toContain(first);
    expect(reply).toContain(second);
  });
});

describe("a condition the base has no entry for", () => {
  it.each([["tenho lupus, tem alguma dieta?"], ["tenho fibromialgia, alguma comida ajuda?"], ["tenho hemorroida, o que comer?"], ["biotina faz crescer cabelo?"], ["tenho tendinite, alguma comida ajuda?"], ["tô com artrose, o que evito comer?"]])(
    "gets what is safe now and who to see, never the list of what the assistant does: %s",
    async (message) => {
      const reply = await ask(message);
      expect(reply).not.toMatch(/fora do que eu faço|reformule/);
      expect(reply).toMatch(/O que vale com segurança agora/);
      expect(reply).toMatch(/nutricionista/);
    },
  );
});
