import { analyze } from "@nutriguia/nutrition";
import { describe, expect, it } from "vitest";
import { detailedMeal, editMeal } from "./meal-edits";

const foods = (text: string) => analyze(text).items.map((i) => `${i.food}:${i.grams}`);

describe("edits of the meal just analysed, in words", () => {
  it("removes a food, or replaces it when the message says what it was", () => {
    const meal = "jantei 2 fatias de pizza de calabresa e 1 lata de cerveja";
    expect(foods(editMeal("tira a cerveja", meal)!.text)).toEqual(["Pizza calabresa:180"]);
    const swapped = editMeal("tira a cerveja, foi suco de laranja", meal)!;
    expect(foods(swapped.text)).toEqual(["Pizza calabresa:180", "Suco de laranja:350"]);
    expect(swapped.change).toBe("troquei cerveja por suco de laranja");
    expect(foods(editMeal("foi sem o queijo ralado", "macarrão 200g com queijo ralado 20g")!.text)).toEqual(["Macarrão cozido:200"]);
    expect(foods(editMeal("não tomei o suco", "arroz, feijão e 1 copo de suco de laranja")!.text).some((f) => f.startsWith("Suco"))).toBe(false);
    expect(foods(editMeal("a farofa nao comi nao", "arroz, feijao, bife e farofa")!.text).some((f) => f.startsWith("Farofa"))).toBe(false);
    expect(foods(editMeal("remove a batata frita e o guaraná", "arroz, feijão, batata frita e uma lata de guaraná")!.text)).toEqual(["Arroz branco cozido:100", "Feijão carioca cozido:140"]);
  });

  it("recounts a food or its skewers ('os espetinho foram 3 na real') and takes out what someone else ate", () => {
    const beer = "tomei 2 latao de cerveja e comi um espetinho de carne no churrasco";
    const three = editMeal("e os espetinho foram 3 na real", beer)!;
    expect(analyze(three.text).items.map((i) => i.grams)).toEqual([946, 276]);
    expect(three.change).toBe("corrigi a quantidade de espeto para 3");
    const shared = editMeal("o de palmito meu marido q comeu", "jantei arroz, 1 pastel de carne e palmito")!;
    expect(shared.change).toBe("tirei palmito");
    expect(foods(shared.text).some((f) => f.startsWith("Palmito"))).toBe(false);
  });

  it("changes what the food was made of without adding a new food", () => {
    const edit = editMeal("era de frango, não de carne", "comi 2 pastéis de carne")!;
    expect(foods(edit.text)).toEqual([expect.stringMatching(/^Pastel/)]);
    expect(edit.change).toBe("troquei carne por frango");
    expect(foods(editMeal("ops, era de frango, não de carne", "comi um strogonoff de carne com arroz")!.text)[0]).toMatch(/^Estrogonofe de frango:100$/);
  });

  it("scales the meal or one food: metade, o dobro", () => {
    expect(foods(editMeal("foi metade", "150 g de arroz e 1 concha de feijão")!.text)).toEqual(["Arroz branco cozido:75", "Feijão carioca cozido:70"]);
    expect(foods(editMeal("o dobro do arroz", "150 g de arroz e 1 concha de feijão")!.text)).toEqual(["Arroz branco cozido:300", "Feijão carioca cozido:140"]);
    expect(foods(editMeal("e comi só metade do prato", "1 prato de macarrão à bolonhesa")!.text)).toEqual(["Macarrão à bolonhesa:160"]);
  });

  it("leaves a meal at another time to a card of its own", () => {
    expect(editMeal("e de noite comi uma tapioca de queijo coalho", "café com leite e cuscuz com ovo")).toBeNull();
    expect(editMeal("e no jantar tomei uma sopa", "arroz e feijão")).toBeNull();
  });

  it("restates a container and adds what was left out", () => {
    expect(foods(editMeal("a garrafa era de 600 ml", "almocei arroz e bebi 1 garrafa de coca")!.text)).toContain("Refrigerante de cola:600");
    expect(editMeal("ah, e teve sobremesa", "arroz e feijão")).toMatchObject({ added: "sobremesa" });
    expect(foods(editMeal("e tomei uma taça de vinho tinto", "jantei 2 fatias de pizza de mussarela")!.text)).toEqual(["Pizza muçarela:200", "Vinho tinto:150"]);
    const added = editMeal("ah, também teve 1 pudim", "arroz e feijão")!;
    expect(foods(added.text)).toEqual(["Arroz branco cozido:100", "Feijão carioca cozido:140", "Pudim de leite condensado:100"]);
  });

  it("reads how people really write it: a count alone, what a food was made of, a second message that adds", () => {
    expect(foods(editMeal("tira uma salsicha, era so 1", "comi um cachorro quente com 2 salsichas")!.text)).toContain("Salsicha em conserva:31");
    expect(foods(editMeal("o bife era de figado na vdd", "almocei arroz, feijão e bife acebolado")!.text).some((f) => /^F[ií]gado/.test(f))).toBe(true);
    expect(foods(editMeal("ah esquece o queijo", "tapioca com queijo coalho")!.text)).toEqual(["Tapioca simples:70"]);
    expect(foods(editMeal("e 2 pães de alho", "almocei macarrão à bolonhesa")!.text)).toHaveLength(2);
    expect(editMeal("e a nanica?", "comi 1 banana prata")).toBeNull();
  });

  it("changes a size, a count or a measure in place, without a new line", () => {
    expect(foods(editMeal("era de 300 ml, não 500", "comi um açaí de 500 ml com leite condensado e granola")!.text)[0]).toMatch(/^A[cç]a[ií].*:300$/);
    expect(foods(editMeal("e o caldo foi o copo grande de 500", "um pastel de carne e um caldo de cana")!.text)).toContain("Caldo de cana:500");
    expect(foods(editMeal("e coloca mais um misto, foram dois", "um suco de laranja e um misto quente")!.text)).toEqual(["Suco de laranja:240", "Misto quente ou frio:200"]);
    expect(foods(editMeal("foi 2 ovo e nao 1", "cuscuz com ovo e cafe")!.text)).toContain("Ovo cozido:100");
    expect(foods(editMeal("cuscuz nordestino, um prato", "de manha comi cuscuz com ovo e cafe")!.text)[0]).toMatch(/^Cuscuz.*:300$/);
    const feijoada = editMeal("uma concha grande, com arroz e uma laranja", "almocei feijoada")!;
    expect(foods(feijoada.text)).toHaveLength(3);
    expect(feijoada.added).toBeDefined();
    const whole = analyze("comi 1 pacote de biscoito recheado").items[0]!.grams;
    expect(analyze(editMeal("na verdade foi só metade do pacote", "comi 1 pacote de biscoito recheado")!.text).items[0]!.grams).toBe(whole / 2);
    expect(foods(editMeal("era so baiao, sem o queijo", "almocei baiao de dois com queijo coalho")!.text)).toEqual([expect.stringMatching(/^Bai[aã]o/)]);
  });

  it("halves the food named as the subject and reads interjections before an edit", () => {
    expect(foods(editMeal("o arroz foi metade disso", "4 colheres de arroz, 1 concha de feijão e salada")!.text)).toEqual(["Arroz branco cozido:50", "Feijão carioca cozido:140", expect.stringMatching(/^Salada/)]);
    expect(foods(editMeal("ops, era de frango, não de carne", "comi um strogonoff de carne com arroz")!.text)[0]).toMatch(/^Estrogonofe de frango/);
    expect(foods(editMeal("foi frito", "comi um bife")!.text)[0]).toMatch(/frit/i);
    expect(foods(editMeal("foram 2 colheres", "arroz, feijão e bife")!.text)).toContain("Arroz branco cozido:50");
    expect(foods(editMeal("umas 2 conchas", "arroz, feijão e bife")!.text)).toContain("Feijão carioca cozido:280");
    const kind = editMeal("a pamonha foi doce, não de sal", "galinhada com pequi e uma pamonha")!;
    expect(foods(kind.text)).toHaveLength(3);
    expect(kind.change).toContain("mantive pamonha");
  });

  it("reads the same meal told again in detail as the meal, not as a second one", () => {
    const detail = detailedMeal("alface, tomate, 1 lata de atum em óleo e 1 colher de azeite", "jantei uma salada com atum")!;
    expect(foods(detail.text)).toHaveLength(4);
    expect(detailedMeal("comi 2 ovos e 1 pão", "jantei uma salada com atum")).toBeNull();
  });

  it("leaves alone what is not an edit", () => {
    expect(editMeal("quantas calorias tem uma maçã?", "arroz e feijão")).toBeNull();
    expect(editMeal("comi 2 ovos", "arroz e feijão")).toBeNull();
    expect(editMeal("tira a cerveja", "arroz e feijão")).toBeNull();
  });
});
