import { analyze } from "@nutriguia/nutrition";
import { describe, expect, it } from "vitest";
import { editMeal } from "../meal-edits";

const foods = (text: string) => analyze(text).items.map((i) => `${i.food}:${Math.round(i.grams)}`);
const edited = (message: string, meal: string) => foods(editMeal(message, meal)!.text);

describe("an edit said of one unit of a counted food splits the count and changes that unit alone (issue 27, decision 220)", () => {
  it("reads the unit however it is named: 'uma', 'um deles', 'um dos 3', 'o outro', 'a segunda'", () => {
    const tapiocas = "comi 2 tapiocas de queijo no cafe";
    for (const said of ["uma era de coco", "uma delas era de coco", "a segunda era de coco", "na verdade uma foi de coco"]) {
      expect(edited(said, tapiocas), said).toEqual(["Tapioca simples:70", "Queijo mussarela:40", "Tapioca simples:70", "Coco seco:15"]);
    }
    expect(edited("o outro era de carne", "comi 2 pasteis de queijo")).toEqual(["Pastel de queijo:80", "Pastel de carne:80"]);
    expect(edited("uma das 3 era de queijo", "comi 3 esfihas de carne")).toEqual(["Esfirra de carne:160", "Esfirra de queijo:80"]);
    expect(edited("um dos ovos foi frito", "comi 2 bananas e 2 ovos")).toEqual(["Banana prata:140", "Ovo cozido:50", "Ovo frito:50"]);
    expect(edited("uma de carne e outra de frango", "comi 2 esfihas")).toEqual(["Esfirra de carne:80", "Esfirra de frango:80"]);
  });

  it("a size or a component left out of one unit: 'um deles era grande', 'tira a salsicha de um deles', 'um foi sem manteiga'", () => {
    expect(edited("um deles era grande", "comi 2 paes de queijo")).toEqual(["Pão de queijo:30", "Pão de queijo:60"]);
    const hotDog = editMeal("tira a salsicha de um deles", "jantei 2 cachorro quente")!;
    expect(analyze(hotDog.text).items.map((i) => i.measure)).toEqual(["1 unidade (150 g)", "1 unidade (105 g), sem salsicha"]);
    expect(edited("um deles foi sem manteiga", "comi 2 paes franceses com manteiga")).toEqual(["Pão com manteiga:60", "Pão francês:50"]);
    expect(edited("tira o queijo de uma delas", "comi 2 tapiocas de queijo")).toEqual(["Tapioca simples:70", "Queijo mussarela:40", "Tapioca simples:70"]);
  });

  it("a kind the table has no row for is said as counted plain, never claimed as changed", () => {
    const edit = editMeal("uma era de carne seca", "comi 2 coxinhas no lanche")!;
    expect(foods(edit.text)).toEqual(["Coxinha:100", "Coxinha:100"]);
    expect(edit.change).toMatch(/a tabela não tem coxinha de carne seca à parte, então contei como coxinha comum/);
  });

  it("'o outro' is another food of the card when the card has one, and a measure said per unit counts for each", () => {
    expect(edited("o outro foi uma esfiha de carne, nao kibe", "comi duas coxinhas e um kibe")).toEqual(["Coxinha:200", "Esfirra de carne:80"]);
    expect(edited("o queijo foi 1 fatia em cada", "comi 2 tapiocas de queijo")).toEqual(["Tapioca simples:140", "Queijo mussarela:40"]);
  });
});

describe("a component of a dish, and a plate share said as the food's measure (issue 27, decision 220)", () => {
  it("swaps a component inside a dish at the grams it had: 'troca o presunto por peito de peru'", () => {
    const edit = editMeal("troca o presunto por peito de peru", "comi um misto quente")!;
    expect(foods(edit.text)).toEqual(["Misto quente ou frio:80", "Peito de peru:20"]);
    expect(foods(editMeal("no lugar da salsicha foi linguica", "comi um cachorro quente")!.text)[0]).toBe("Cachorro quente:105");
  });

  it("'meio prato, não um inteiro' sets the food's measure, whatever portion the card gave it", () => {
    expect(edited("foi meio prato de cuscuz nao um inteiro", "jantei cuscuz com carne de sol")[0]).toBe("Cuscuz de milho:150");
    expect(edited("meio prato, nao um prato cheio", "comi cuscuz")).toEqual(["Cuscuz de milho:150"]);
    expect(edited("o arroz foi meio prato nao o prato todo", "almocei arroz feijao e bife")[0]).toBe("Arroz branco cozido:50");
    expect(edited("e o queijo foi 2 espetinho daqueles de praia", "comi queijo coalho e uma cerveja na praia")[0]).toBe("Queijo coalho:92");
  });
});
