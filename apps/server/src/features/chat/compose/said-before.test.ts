import { describe, expect, it } from "vitest";
import { understand } from "../understand/understand";
import { withoutRepeats } from "./said-before";

const ARTICLE = "**Café faz mal?**\n\nPara adultos saudáveis, o café cabe no dia.\n\n_Fontes: EFSA 2015._";
const NUMBERS = "**Café** — 1 xícara (50 g): 4,5 kcal, 0,4 g de proteína. _Fonte: TACO._";
const WARNING = "⚠️ **Com diabetes:** prefira porções pequenas.";

describe("a reply says nothing the reply before already said", () => {
  it("drops the article and the numbers given just before, and says in short what the answer above says to it", () => {
    const reply = withoutRepeats(`${ARTICLE}\n\n${NUMBERS}`, "NUTRITION_QUESTION", understand("e à tarde?"), `${ARTICLE}\n\n${NUMBERS}`);
    expect(reply).toContain("do que te disse acima (**Café faz mal?**): Para adultos saudáveis, o café cabe no dia.");
    expect(reply).not.toContain("_Fontes");
    expect(reply).not.toContain("4,5 kcal");
  });

  it("picks the sentence with the reason for 'por que?' and the one with a number for 'quantas por dia?'", () => {
    const article = "**Castanha faz bem?**\n\nFaz bem. Ela tem selênio: por isso uma ou duas bastam. Coma 2 unidades por dia.\n\n_Fontes: TACO._";
    expect(withoutRepeats(article, "NUTRITION_QUESTION", understand("pq?"), article)).toContain("): Ela tem selênio: por isso uma ou duas bastam.\n");
    expect(withoutRepeats(article, "NUTRITION_QUESTION", understand("quantas por dia?"), article)).toContain("): Coma 2 unidades por dia.\n");
  });

  it("does not quote the answer above when the follow-up leaves something out ('tem outra opção sem lactose?')", () => {
    const article = "**Lanches saudáveis**\n\nFrutas, iogurte natural com aveia, pão com queijo branco.\n\n_Fontes: MS._";
    const reply = withoutRepeats(article, "NUTRITION_QUESTION", understand("tem outra opcao sem lactose?"), article);
    expect(reply).toContain("opções sem lactose");
    expect(reply).toContain("deixe de fora as que levam leite, iogurte, queijo ou requeijão");
    expect(reply).not.toContain("aveia");
  });

  it("keeps the lead of a list when the list after it is new", () => {
    const lead = "Boas fontes de **proteína** no dia a dia:";
    const reply = withoutRepeats(`${lead}\n\n- Queijo minas\n- Iogurte`, "NUTRITION_QUESTION", understand("me da mais ideias sem ovo"), `${lead}\n\n- Ovo mexido\n- Queijo minas`);
    expect(reply).toBe(`${lead}\n\n- Queijo minas\n- Iogurte`);
  });

  it("keeps a warning not said before as the answer, without saying there is nothing new", () => {
    const reply = withoutRepeats(`${WARNING}\n\n${NUMBERS}`, "NUTRITION_QUESTION", understand("e pra diabético?"), `${ARTICLE}\n\n${NUMBERS}`);
    expect(reply).toBe(WARNING);
  });

  it("leaves a card alone: the same meal logged twice shows its card twice", () => {
    const card = "Analisei sua refeição: são cerca de **150 kcal**.";
    expect(withoutRepeats(card, "FOOD_LOG", understand("comi 1 pão francês"), card)).toBe(card);
  });

  it("drops a drink's numbers beside an answer that says not to drink it, unless a number was asked", () => {
    const against = "**Álcool na gestação**\n\n**Não existe quantidade segura** de álcool: álcool zero.\n\n_Fontes: MS._";
    const wine = "**Vinho tinto** — 1 taça (150 g): 127,5 kcal, 0,2 g de proteína. _Fonte: USDA._";
    expect(withoutRepeats(`${against}\n\n${wine}`, "NUTRITION_QUESTION", understand("posso tomar vinho?"), null)).toBe(against);
    expect(withoutRepeats(`${against}\n\n${wine}`, "NUTRITION_QUESTION", understand("quantas calorias tem o vinho?"), null)).toContain("127,5 kcal");
  });
});
