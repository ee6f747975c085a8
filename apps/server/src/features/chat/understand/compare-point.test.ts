import { describe, expect, it } from "vitest";
import { comparePointAsked } from "./compare-point";
import { understand } from "./understand";

describe("the point a comparison asks (decision 218)", () => {
  it.each([
    ["frango ou ovo qual da mais proteina pelo preco", "cost"],
    ["qual sai mais barato, feijao ou lentilha", "cost"],
    ["carne ou frango, qual compensa mais no bolso", "cost"],
    ["qual pesa menos no bolso, atum ou sardinha", "cost"],
    ["banana ou maca, qual sobe menos a glicose", "glucose"],
    ["mel ou acucar mexe mais com a glicemia", "glucose"],
    ["qual dispara menos o acucar no sangue", "glucose"],
    ["tapioca ou pao, qual e melhor pra quem tem diabetes", "condition"],
    ["presunto ou peito de peru pra pressao alta", "condition"],
    ["qual e melhor pro colesterol, ovo ou queijo", "condition"],
  ])("'%s' asks %s", (folded, point) => {
    expect(comparePointAsked(folded)?.point).toBe(point);
  });

  it.each(["qual tem mais proteina, frango ou ovo", "qual enche mais, pao ou tapioca", "xarope de glicose de milho tem gluten"])("'%s' asks nothing beyond nutrients", (folded) => {
    expect(comparePointAsked(folded)).toBeNull();
  });

  it.each([
    ["isso sobe a glicose? tapioca", ["Tapioca simples"]],
    ["mel ou açúcar, qual sobe mais a glicose?", ["Mel", "Açúcar refinado"]],
    ["arroz integral e arroz branco, muda muito a caloria?", ["Arroz integral cozido", "Arroz branco cozido"]],
    ["leite de vaca ou de amêndoas, qual tem mais cálcio?", ["Leite integral", "Bebida vegetal de amêndoas"]],
    ["queijo prato ou ricota?", ["Queijo prato", "Ricota"]],
    ["isso aumenta o colesterol? camarão", ["Camarão cozido"]],
  ])("'%s' names the foods, never a body word", (text, foods) => {
    expect(understand(text).foods.map((f) => f.food?.name)).toEqual(foods);
  });
});
