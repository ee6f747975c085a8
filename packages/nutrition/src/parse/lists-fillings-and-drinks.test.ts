import { describe, expect, it } from "vitest";
import { analyze } from "../analyze/analyze";

/** Lists typed without separators, filled foods, plant drinks and boxed juices, as sent on WhatsApp. */
function read(text: string) {
  const analysis = analyze(text);
  return {
    items: analysis.items.map((i) => ({ food: i.food, grams: i.grams, kcal: i.calories })),
    unread: analysis.unread,
    kcal: analysis.totals.calories,
  };
}

const foods = (text: string) => read(text).items.map((i) => i.food);

describe("uma lista sem vírgula nem 'e' é um alimento por nome; o nome de um prato continua inteiro", () => {
  it("'jantei arroz feijao bife' tem o bife, e 'arroz feijao' é arroz e feijão, cada um com sua porção", () => {
    expect(foods("jantei arroz feijao bife")).toEqual(["Arroz branco cozido", "Feijão carioca cozido", "Contra-filé com gordura grelhado"]);
    expect(foods("hj no almoço feijao arroz farofa frango frito")).toEqual([
      "Feijão carioca cozido", "Arroz branco cozido", "Farofa", "Frango em pedaços frito",
    ]);
    expect(foods("cafe da manha: pao ovo cafe")).toEqual(["Pão francês", "Ovo cozido", "Café"]);
    expect(read("arroz feijao file de frango").items.map((i) => i.grams)).toEqual([100, 140, 100]);
  });

  it("a marmita ou o pf dito antes da lista não conta uma segunda refeição inteira", () => {
    const box = read("marmita arroz feijao frango grelhado salada");
    expect(box.items.map((i) => i.food)).not.toContain("Prato de comida brasileiro");
    expect(box.kcal).toBeLessThan(500);
  });

  it("'arroz com feijão', 'feijão tropeiro', 'baião de dois' e 'café com leite' dito sem 'com' ficam um prato só", () => {
    expect(foods("almocei arroz com feijão e bife")).toEqual(["Arroz com feijão", "Contra-filé com gordura grelhado"]);
    expect(foods("feijao tropeiro")).toEqual(["Feijão tropeiro"]);
    expect(foods("um prato de baiao de dois")).toEqual(["Baião de dois"]);
    expect(foods("cafe leite")).toEqual(["Café com leite"]);
  });

  it("um nome que tem medida dentro não vira medida: peito de peru é frios, manteiga de garrafa não é uma garrafa", () => {
    expect(read("pao de forma integral com peito de peru").items[1]).toMatchObject({ food: "Peito de peru", grams: 30 });
    expect(read("1 coxa de frango").items[0]!.grams).toBe(55);
    const cuscuz = read("cuscuz com manteiga de garrafa");
    expect(cuscuz.items[1]).toMatchObject({ food: "Manteiga de garrafa", grams: 10 });
    expect(cuscuz.kcal).toBeLessThan(300);
  });
});

describe("pizza, pastel, coxinha e sanduíche 'de X': o recheio dito, ou o genérico — nunca outro recheio", () => {
  it("pizza de frango com catupiry é a pizza da POF, não de calabresa, e o catupiry é dela", () => {
    expect(read("2 fatias de pizza de frango com catupiry").items).toMatchObject([{ food: "Pizza", grams: 200 }]);
    expect(read("2 fatias de pizza de frango com catupiry").unread).toEqual([]);
    expect(foods("uma pizza de atum")).toEqual(["Pizza"]);
    expect(foods("pizza de calabresa")).toEqual(["Pizza calabresa"]);
  });

  it("o segundo recheio fica no salgado; o que vem ao lado continua separado", () => {
    expect(foods("pastel de carne com queijo e caldo de cana")).toEqual(["Pastel de carne", "Caldo de cana"]);
    expect(foods("coxinha de frango com catupiry")).toEqual(["Coxinha de frango"]);
    expect(foods("sanduiche de ovo")).toEqual(["Pão com ovo"]);
  });
});

describe("o recheio de uma tapioca é o que cabe nela", () => {
  it("meia porção de frango ou de carne seca por tapioca; ovo e queijo inteiros", () => {
    expect(read("tapioca de frango").items).toMatchObject([{ food: "Tapioca simples", grams: 70 }, { food: "Frango em pedaços", grams: 50 }]);
    expect(read("2 tapiocas de frango").items).toMatchObject([{ grams: 140 }, { grams: 100 }]);
    expect(read("tapioca de carne seca").kcal).toBeLessThan(400);
    expect(read("tapioca de ovo").items[1]).toMatchObject({ food: "Ovo cozido", grams: 50 });
  });
});

describe("bebidas vegetais são bebidas vegetais; 'leite' sozinho continua leite de vaca", () => {
  it("leite de aveia, de amêndoas, de castanha e de arroz são as bebidas prontas, com médias de rótulo", () => {
    expect(read("1 copo de leite de aveia").items).toMatchObject([{ food: "Bebida vegetal de aveia", grams: 240 }]);
    expect(foods("tomei leite de amêndoas com 2 bananas")).toEqual(["Bebida vegetal de amêndoas", "Banana prata"]);
    expect(foods("um copo de leite de castanha")).toEqual(["Bebida vegetal de castanha de caju"]);
    expect(read("1 copo de leite de amendoas").kcal).toBeLessThan(80);
  });

  it("leite e leite de coco seguem como eram", () => {
    expect(foods("1 copo de leite")).toEqual(["Leite integral"]);
    expect(foods("leite de coco")).toEqual(["Leite de coco"]);
  });
});

describe("torrada integral, molho branco e suco de caixinha são lidos", () => {
  it("torrada integral pela unidade, molho branco pela receita, sem palavra perdida", () => {
    const toast = read("3 torradas integrais com requeijao light");
    expect(toast.items).toMatchObject([{ food: "Torrada integral", grams: 30 }, { food: "Requeijão light", grams: 45 }]);
    expect(toast.unread).toEqual([]);
    const pasta = read("macarrao com molho branco e frango");
    expect(pasta.items.map((i) => i.food)).toContain("Molho branco (receita padrão)");
    expect(pasta.unread).toEqual([]);
  });

  it("suco de caixinha, del valle e 'de uva de caixinha' são néctar; o sabor não sobra", () => {
    for (const text of ["suco de caixinha del valle", "1 copo de suco de caixinha de laranja", "suco de uva de caixinha", "um del valle de pessego"]) {
      const juice = read(text);
      expect(juice.items.map((i) => i.food), text).toEqual(["Néctar de fruta (suco de caixinha)"]);
      expect(juice.unread, text).toEqual([]);
    }
    expect(foods("suco de laranja")).toEqual(["Suco de laranja"]);
  });
});

describe("pamonha doce ou salgada, amendoim japonês", () => {
  it("lê sem palavra perdida e a salgada não vira salgadinho", () => {
    expect(read("1 pamonha doce e um cafe").unread).toEqual([]);
    expect(foods("pamonha salgada")).toEqual(["Pamonha"]);
    expect(foods("um pacotinho de amendoim japones")).toEqual(["Amendoim japonês"]);
  });
});
