import { describe, expect, it } from "vitest";
import { analyze } from "./analyze";

/** Decision 192: the food named and the amount stated are read as the person meant them. */
const read = (text: string) => analyze(text).items.map((i) => ({ food: i.food, grams: Math.round(i.grams) }));
const foods = (text: string) => read(text).map((i) => i.food);
const total = (text: string) => read(text).reduce((sum, i) => sum + i.grams, 0);

describe("the food named as meant", () => {
  it("'churras' is the barbecue, never a churro; the occasion words still drop", () => {
    for (const said of ["almocei churras com farofa e vinagrete", "comi um churras", "churras e vinagrete"]) {
      expect(foods(said)).toContain("Churrasco");
      expect(foods(said)).not.toContain("Churro");
    }
    expect(foods("no churras comi picanha e linguiça")).not.toContain("Churrasco");
    expect(foods("comi 2 churros de doce de leite")).toEqual(["Churro"]);
  });

  it("an X-frango is a chicken sandwich of its own, never the X-tudo", () => {
    for (const said of ["lanchei um x-frango", "um xis frango", "comi 1 x frango e um suco"]) expect(foods(said)[0]).toBe("X-frango");
    expect(read("um x-frango")[0]!.grams).toBe(200);
  });

  it("lactose-free milk is milk of its own kind, never skim milk, and carries no lactose warning", () => {
    for (const said of ["tomei um copo de leite zero lactose", "leite sem lactose com cafe", "um copo de leite zero lactose integral"]) {
      expect(foods(said)[0]).toBe("Leite sem lactose (integral)");
      expect(analyze(said).unread).toEqual([]);
    }
    expect(foods("leite desnatado zero lactose")[0]).toBe("Leite desnatado sem lactose");
    const profile = { restrictions: ["LACTOSE_FREE"], allergyDetails: { LACTOSE_FREE: "SEVERE" } } as unknown as Parameters<typeof analyze>[1];
    expect(analyze("um copo de leite zero lactose", profile).warnings.filter((w) => w.level === "critical")).toEqual([]);
  });

  it("a Subway sub by its filling is that sub at 15 cm, two for 30 cm; an unnamed filling stays the generic sandwich", () => {
    expect(read("comi um sanduiche do subway de frango teriyaki de 15 cm")).toEqual([{ food: "Sanduíche de frango teriyaki (Subway, 15 cm)", grams: 205 }]);
    expect(analyze("comi um sanduiche do subway de frango teriyaki de 15 cm").unread).toEqual([]);
    expect(total("um subway de frango teriyaki de 30 cm")).toBe(410);
    expect(foods("1 sanduíche do subway")).toEqual(foods("1 sanduíche"));
  });
});

describe("drinks by their counter name and bacon by the slice", () => {
  it("a 'vaca preta' is cola with ice cream and 'uma média' a coffee with milk; a slice of bacon is a strip, not a roast's slice", () => {
    expect(foods("tomei uma vaca preta")).toEqual(["Refrigerante de cola", "Sorvete de creme"]);
    expect(foods("tomei uma media e comi um pao na chapa")).toEqual(["Café com leite", "Pão com manteiga"]);
    expect(analyze("pedi uma média").unread).toEqual([]);
    expect(foods("comi uma pizza media")).toEqual(["Pizza"]);
    expect(total("2 fatias de bacon")).toBe(24);
    expect(total("ovos com bacon")).toBeLessThan(100);
  });
});

describe("the spread and the glass as meant", () => {
  it("a spread put on the bread is the spread and the bread, never 'pão de mel' nor nothing", () => {
    expect(foods("passei manteiga no pao")).toEqual(["Manteiga", "Pão francês"]);
    expect(read("2 colheres de mel no pão")).toEqual([{ food: "Mel", grams: 40 }, { food: "Pão francês", grams: 50 }]);
    expect(foods("passei um pouco de nutella na torrada")).toEqual(["Creme de avelã com cacau (tipo Nutella)", "Torrada"]);
    expect(foods("requeijão na torrada e café")).toEqual(["Requeijão cremoso", "Torrada", "Café"]);
    expect(foods("comi pão na chapa")).toEqual(["Pão com manteiga"]);
    expect(foods("creme de avelã")).not.toContain("Creme de milho");
  });

  it("a copo americano is the filled 190 ml glass; coffee drinks and spirits are poured short of the brim", () => {
    expect(read("tomei um copo americano de leite integral")).toEqual([{ food: "Leite integral", grams: 190 }]);
    expect(total("2 copo americano de suco de laranja")).toBe(380);
    expect(total("um copo americano de café com leite")).toBe(150);
    expect(total("um copo americano de pinga")).toBe(150);
  });
});

describe("the amount stated as meant", () => {
  it("a plate weighed in kilos is shared by its foods, and the kilos are never a word not understood", () => {
    for (const said of ["comi 1 kg de marmita no almoço, arroz feijao e bife", "marmita de 1 kg com arroz feijao e bife", "a balança deu 1 kg: arroz, feijao e bife"]) {
      expect(total(said)).toBe(1000);
      expect(read(said)).toHaveLength(3);
      expect(analyze(said).unread).toEqual([]);
    }
    expect(total("peguei meio quilo no self service: arroz feijao e frango")).toBe(500);
    expect(total("a balança deu 1,2 kg: arroz, feijao e bife")).toBe(1200);
  });

  it("a box sized before its foods is the whole meal's, shared by them, never all given to the first food", () => {
    const big = read("almoço foi uma marmitex grande de frango com arroz e feijao");
    expect(big.map((i) => i.food)).toEqual(["Frango em pedaços", "Arroz branco cozido", "Feijão carioca cozido"]);
    expect(Math.max(...big.map((i) => i.grams))).toBeLessThan(300);
    expect(total("almoço foi uma marmitex grande de frango com arroz e feijao")).toBe(585);
    expect(total("uma marmita pequena de arroz feijao e carne moida")).toBeLessThan(total("uma marmitex grande de arroz feijao e frango"));
    const listed = read("almocei uma marmitex grande, arroz feijao e linguiça");
    expect(listed.map((i) => i.food)).not.toContain("Prato de comida brasileiro");
    expect(total("almocei uma marmitex grande, arroz feijao e linguiça")).toBe(585);
    // A drink beside the box is not in it.
    expect(read("uma marmitex grande de arroz feijao e frango e uma coca lata").at(-1)).toEqual({ food: "Refrigerante de cola", grams: 350 });
  });

  it("a box of feijoada comes with rice and greens, not a ladle of beans besides", () => {
    for (const said of ["almocei uma quentinha de feijoada", "uma marmita de feijoada"]) {
      expect(foods(said)).toContain("Feijoada");
      expect(foods(said)).not.toContain("Feijão carioca cozido");
    }
    expect(foods("uma marmitex de frango")).toContain("Feijão carioca cozido");
  });

  it("a deep or large plate said before three foods is the meal's plate, shared; a plain plate stays the usual portions", () => {
    expect(total("um prato fundo de arroz feijao e frango grelhado")).toBe(550);
    expect(total("comi um pratão de arroz, feijão e bife")).toBe(585);
    expect(read("um prato fundo de arroz feijao e frango grelhado")[0]!.grams).toBeGreaterThan(200);
    expect(total("um prato de arroz, feijão e bife")).toBe(total("arroz, feijão e bife"));
  });

  it("praise in slang and a finger of a spirit are read, never words not understood", () => {
    for (const said of ["comi pizza, tava show", "jantei lasanha tava top demais", "comi um açaí tava bom demais"]) expect(analyze(said).unread).toEqual([]);
    expect(read("tomei 2 dedos de whisky")).toEqual([{ food: "Whisky", grams: 60 }]);
  });

  it("'pratão' is a large plate, more than a plate; half a large pizza is four of its slices", () => {
    expect(total("comi um pratão de macarrao a bolonhesa")).toBeGreaterThan(total("comi um prato de macarrao a bolonhesa"));
    expect(total("comi meia pizza grande de mussarela")).toBe(440);
    expect(total("comi uma pizza grande")).toBe(880);
    expect(total("comi 3 pedaços de pizza de calabresa")).toBe(270);
  });
});
