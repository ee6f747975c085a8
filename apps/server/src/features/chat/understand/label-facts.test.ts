import { describe, expect, it } from "vitest";
import { foldText } from "../chat.text";
import { readLabel } from "./label-facts";
import { understand } from "./understand";

const read = (text: string) => readLabel(foldText(text));

describe("a nutrition label typed in a message", () => {
  it("reads the portion and the numbers", () => {
    expect(read("no rótulo do iogurte tá escrito porção 170g, 12g de carboidratos, 9g de açúcares adicionados, 110 kcal. é bom?")).toEqual({ portion: { amount: 170, unit: "g" }, kcal: 110, addedSugar: 9, sugar: null, sodium: null, saturatedFat: null, protein: null, carbohydrates: 12, fat: null });
    expect(read("na embalagem do suco diz 200ml, 18g de açúcares")).toMatchObject({ portion: { amount: 200, unit: "ml" }, sugar: 18, addedSugar: null });
    expect(read("no rotulo do iogurte ta 12g de acucar por pote de 170g")).toMatchObject({ portion: { amount: 170, unit: "g" }, sugar: 12 });
    expect(read("tabela nutricional do salgadinho: porcao 25 g, 280 mg de sodio, 3g de gordura saturada")).toMatchObject({ sodium: 280, saturatedFat: 3 });
  });

  it.each(["comi 2 potes de iogurte", "o rótulo diz que é integral", "quanto açúcar tem um iogurte?"])("%s reads no label numbers", (text) => {
    expect(read(text)).toBeNull();
  });

  it.each(["no rotulo do iogurte ta 12g de açúcar por pote de 170g, eh mt?", "a tabela nutricional do biscoito fala 120 kcal em 30g, ta ok?", "na embalagem: 400mg de sodio por porção de 50g"])("%s is a label question, never a meal", (text) => {
    expect(understand(text).type).toBe("general-question");
  });

  it("a meal told with its label is still a meal", () => {
    expect(understand("comi um pote de iogurte, no rótulo diz 110 kcal").type).toBe("meal-to-log");
  });
});
