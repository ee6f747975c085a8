import { describe, expect, it } from "vitest";
import { analyze } from "../analyze/analyze";

function read(text: string) {
  const analysis = analyze(text);
  return { foods: analysis.items.map((i) => i.food), unread: analysis.unread };
}

describe("palavras da pergunta e do tempo não viram comida (issue 27, decision 175)", () => {
  it("'quanto tem de calorias num copo de leite' é o leite, nunca 'quarto' suíno", () => {
    expect(read("quanto tem de calorias num copo de leite")).toEqual({ foods: ["Leite integral"], unread: [] });
    expect(read("quanto tem de calorias numa banana").foods).toEqual(["Banana prata"]);
  });

  it("'antes disso', 'depois disso' são tempo, nunca uma palavra não entendida", () => {
    expect(read("antes disso no lanche comi um pão de queijo")).toEqual({ foods: ["Pão de queijo"], unread: [] });
    expect(read("depois disso tomei um suco de laranja")).toEqual({ foods: ["Suco de laranja"], unread: [] });
  });
});
