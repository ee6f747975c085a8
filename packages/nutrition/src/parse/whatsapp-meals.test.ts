import { describe, expect, it } from "vitest";
import { analyze } from "../analyze/analyze";

/** Meals as people send them on WhatsApp, grouped by the kind of reading they need (decision 124). */
function read(text: string) {
  const analysis = analyze(text);
  return {
    items: analysis.items.map((i) => ({ food: i.food, grams: i.grams, kcal: i.calories, sodium: i.sodium })),
    unread: analysis.unread,
    kcal: analysis.totals.calories,
  };
}

const foods = (text: string) => read(text).items.map((i) => i.food);

describe("sopa, caldo e creme com o que vai dentro: um prato só, e a medida dita depois é dele", () => {
  it("'sopa de x com y, 1 prato fundo' é um prato fundo de sopa, não um prato de carne moída", () => {
    const meal = read("jantei sopa de mandioquinha c carne moida, 1 prato fundo, e 2 torradinha");
    expect(meal.items).toHaveLength(2);
    expect(meal.items[0]).toMatchObject({ food: "Carne moída em sopa", grams: 520 });
    expect(meal.items[1]).toMatchObject({ food: "Torrada", grams: 20 });
    expect(meal.kcal).toBeLessThan(450);
    expect(meal.unread).toEqual([]);
  });

  it("lê do mesmo jeito caldo, creme e canja com ingredientes, com a medida no fim ou depois da vírgula", () => {
    expect(read("caldo de mandioca com costela, uma tigela").items).toMatchObject([{ food: "Sopa (legumes, carne, etc.)", grams: 300 }]);
    expect(read("sopa de feijao com macarrao 2 conchas").items).toMatchObject([{ food: "Caldo de feijão", grams: 260 }]);
    expect(read("sopa de letrinha com frango e legumes 1 prato").items).toMatchObject([{ food: "Carne de galinha em sopa", grams: 520 }]);
    const cream = read("creme de abóbora com gengibre 1 prato fundo");
    expect(cream.items).toMatchObject([{ food: "Abóbora em sopa", grams: 520 }]);
    expect(cream.unread).toEqual([]);
  });

  it("o que se come ao lado da sopa continua separado, e caldo de cana não é sopa", () => {
    expect(foods("canja de galinha com torradinha")).toEqual(["Carne de galinha em sopa", "Torrada"]);
    expect(foods("caldinho de feijão com 1 pão francês")).toEqual(["Caldo de feijão", "Pão francês"]);
    expect(foods("caldo de cana com pastel")).toEqual(["Caldo de cana", expect.stringMatching(/^Pastel/)]);
    expect(foods("creme de leite com morango")).not.toContain("Sopa (legumes, carne, etc.)");
  });
});

describe("um prato dito depois de 'x com y' é do prato inteiro; bolo, torta e esfirra pela fatia e unidade", () => {
  it("não vira um prato de calabresa nem de salsicha", () => {
    const cuscuz = read("cuscuz com calabresa 1 prato").items;
    expect(cuscuz[0]!.food).toBe("Cuscuz de milho");
    expect(cuscuz[1]!.grams).toBeLessThanOrEqual(100);
    const pasta = read("macarrao com salsicha, 1 prato").items;
    expect(pasta.find((i) => /Salsicha/.test(i.food))!.grams).toBeLessThanOrEqual(100);
  });

  it("uma fatia de bolo é de bolo (80 g), um pedaço de torta é de torta (110 g), uma esfirra tem 80 g", () => {
    expect(read("1 fatia de bolo de cenoura com cobertura").items[0]!.grams).toBe(80);
    expect(read("um pedaço de torta de frango").items[0]!.grams).toBe(110);
    expect(read("2 esfiha de carne").items[0]!.grams).toBe(160);
  });
});

describe("diminutivos: a torradinha pesa o que pesa, a bolachinha é bolacha", () => {
  it("lê -inho e -inha como o alimento, com o peso da unidade", () => {
    expect(read("3 torradinhas com requeijão").items[0]).toMatchObject({ food: "Torrada", grams: 30 });
    expect(read("3 bolachinha de agua e sal e um chazinho").items.map((i) => i.food)).toEqual([
      "Biscoito cream cracker",
      "Chá (preto, camomila, erva cidreira, capim limão, etc.)",
    ]);
    expect(read("3 bolachinha de agua e sal").items[0]!.grams).toBe(15);
    expect(foods("uma tapioquinha com manteiga")).toEqual(["Tapioca com manteiga"]);
    expect(read("2 pastelzinho de carne").unread).toEqual([]);
  });
});

describe("achocolatado como bebida: de caixinha, no copo ou contado é o pronto, nunca pó", () => {
  it("nescau, toddy e achocolatado de caixinha ficam entre 120 e 200 kcal", () => {
    for (const text of ["um nescau de caixinha", "nescau caixinha", "1 caixinha de toddy", "achocolatado de caixinha", "toddynho", "um nescauzinho"]) {
      const kcal = read(text).kcal;
      expect(kcal, text).toBeGreaterThanOrEqual(120);
      expect(kcal, text).toBeLessThanOrEqual(200);
    }
    expect(read("um copo de toddy gelado").items).toMatchObject([{ food: "Achocolatado pronto", grams: 240 }]);
  });

  it("em colheres continua sendo o pó", () => {
    expect(read("2 colheres de sopa de nescau").items).toMatchObject([{ food: "Achocolatado em pó", grams: 24 }]);
  });
});

describe("marcas e nomes de restaurante", () => {
  it("amendoim japonês é alimento, e a marca não sobra como palavra não entendida", () => {
    const meal = read("um pacote de amendoim japones dori de 150g");
    expect(meal.items).toMatchObject([{ food: "Amendoim japonês", grams: 150 }]);
    expect(meal.kcal).toBeGreaterThan(700);
    expect(meal.kcal).toBeLessThan(800);
    expect(meal.unread).toEqual([]);
    expect(read("um pacotinho de amendoim japonês").items[0]!.grams).toBe(30);
  });

  it("biscoitos e iogurtes pela marca", () => {
    expect(read("meio pacote de trakinas de chocolate").items).toMatchObject([{ food: "Biscoito recheado de chocolate", grams: 70 }]);
    expect(foods("1 biscoito recheado trakinas e um toddynho")).toEqual(["Biscoito recheado de chocolate", "Toddynho"]);
    expect(foods("4 biscoito piraque de leite")).toEqual(["Biscoito maisena"]);
    expect(foods("1 activia de morango")).toEqual(["Iogurte de morango"]);
    expect(read("1 mupy de soja").items).toMatchObject([{ food: "Bebida de soja com suco", grams: 200 }]);
  });

  it("comida japonesa: temaki, missoshiro, peças de sushi e o shoyu em que se molha", () => {
    const meal = read("1 temaki de salmao com cream cheese, 1 missoshiro e 8 sushi molhando no shoyu");
    expect(meal.items.map((i) => i.food)).toEqual(["Temaki (receita padrão)", "Missoshiro (sopa de missô)", "Sushi", "Shoyu"]);
    expect(meal.items[2]!.grams).toBe(240);
    expect(meal.items[3]!.grams).toBe(15);
    expect(meal.items[3]!.sodium).toBeGreaterThan(700);
    expect(meal.unread).toEqual([]);
    expect(read("4 niguiri e 6 uramaki com shoyu").items.slice(0, 2)).toMatchObject([{ food: "Sushi", grams: 120 }, { food: "Sushi", grams: 180 }]);
    expect(read("6 sashimi de salmão").items).toMatchObject([{ food: "Sashimi de salmão", grams: 90 }]);
  });
});

describe("nomes regionais, recipientes e jeitos de falar", () => {
  it("vina, arrumadinho, escondidinho de frango, sanduba e chimarrão a tarde toda são lidos sem sobra", () => {
    for (const text of ["pão com vina e café preto", "arrumadinho de charque 1 pratinho", "1 escondidinho de frango", "um sanduba de frango", "chimarrão a tarde toda"]) {
      const meal = read(text);
      expect(meal.unread, text).toEqual([]);
      expect(meal.items.length, text).toBeGreaterThan(0);
    }
    expect(foods("pão com vina")).toContain("Salsicha em conserva");
  });

  it("miojo na tigela é um pacote, yakisoba na marmitex é uma marmitex, long neck é cerveja", () => {
    expect(read("1 tigela de miojo").items).toMatchObject([{ food: "Macarrão instantâneo", grams: 85 }]);
    expect(read("yakisoba 1 marmitex").items).toMatchObject([{ food: "Yakisoba", grams: 450 }]);
    expect(read("macaxeira frita 1 porcao e 1 long neck").items.map((i) => i.food)).toEqual(["Mandioca frita", "Cerveja"]);
    expect(read("creme de milho 2 conchas").items).toMatchObject([{ food: "Creme de milho", grams: 260 }]);
    expect(read("uma coca 600 e 1 coxinha").items[0]).toMatchObject({ food: "Refrigerante de cola", grams: 600 });
  });
});

describe("erros de digitação em verbos e medidas, e bebidas quentes", () => {
  it("'almosei', 'arros' e 'escumadera' não viram broto de feijão nem arroz cru", () => {
    const lunch = read("almosei arros feijao e frango");
    expect(lunch.items.map((i) => i.food)).toEqual(["Arroz branco cozido", "Feijão carioca cozido", "Frango em pedaços"]);
    expect(lunch.unread).toEqual([]);
    expect(read("1 escumadera de arroz e 2 concha de feijao").items).toMatchObject([
      { food: "Arroz branco cozido", grams: 85 },
      { food: "Feijão carioca cozido", grams: 280 },
    ]);
  });

  it("uma caneca de chocolate quente é a bebida, uma barra de chocolate é chocolate", () => {
    expect(read("1 caneca de chocolate quente").items).toMatchObject([{ food: "Achocolatado pronto", grams: 300 }]);
    expect(read("um chocolate quente").kcal).toBeLessThan(250);
    expect(read("1 barra de chocolate").items[0]!.food).toBe("Chocolate ao leite");
  });

  it("iogurte grego, sanduíche de atum, cacho de uva, bolinho de chuva e frango a passarinho", () => {
    expect(read("1 iogurte grego").items).toMatchObject([{ food: "Iogurte grego", grams: 100 }]);
    expect(foods("1 sanduiche de atum")).toEqual(["Sanduíche natural"]);
    expect(read("um cacho de uva").items[0]!.grams).toBe(250);
    expect(read("3 bolinho de chuva").items).toMatchObject([{ food: "Bolinho de chuva (receita padrão)", grams: 90 }]);
    expect(foods("frango a passarinho uma porção")).toEqual(["Frango em pedaços frito"]);
    expect(read("4 pegador de salada").items[0]!.grams).toBe(120);
  });
});

describe("o que se molha: pão pra molhar no caldo não é outro caldo, e o caldo de mocotó é a sopa", () => {
  it("'2 pão francês pra molhar no caldo' são dois pães, sem pão de queijo nem palavra sobrando", () => {
    const bread = read("tb teve 2 pao frances pra molhar no caldo e uma dose de cachaça");
    expect(bread.items.map((i) => i.food)).toEqual(["Pão francês", "Cachaça"]);
    expect(bread.unread).toEqual([]);
    expect(foods("2 pães molhando no cafe com leite")).toEqual(["Pão francês", "Café com leite"]);
  });

  it("um prato fundo de caldo de mocotó fica entre 300 e 400 kcal, não 36", () => {
    const kcal = read("jantei caldo de mocoto, um prato fundo").kcal;
    expect(kcal).toBeGreaterThan(300);
    expect(kcal).toBeLessThan(400);
  });
});

describe("cerveja pela marca", () => {
  it("lê Brahma, Skol, Heineken e 'breja' como cerveja, e o guaraná Antarctica continua guaraná", () => {
    expect(read("tomei 2 latas de brahma no bar").items).toMatchObject([{ food: "Cerveja", grams: 700 }]);
    expect(foods("2 latinhas de skol e 1 long neck de heineken")).toEqual(["Cerveja", "Cerveja"]);
    expect(foods("tomei umas brejas")).toEqual(["Cerveja"]);
    expect(foods("1 guarana antarctica lata")).toEqual(["Guaraná"]);
    expect(read("tomei 2 latas de brahma").unread).toEqual([]);
  });
});

describe("palavras do dia a dia ao lado da comida", () => {
  it("não corrige 'amigos', 'galera' ou 'sogra' para o alimento mais parecido", () => {
    expect(foods("tomei umas brejas com os amigos")).toEqual(["Cerveja"]);
    expect(foods("comi um pastel na feira com a galera")).toHaveLength(1);
    expect(read("almocei na casa da sogra arroz e feijao").items.map((i) => i.food)).not.toContain("Galeto");
  });
});

describe("pizza sem quantidade e o mais-que-perfeito", () => {
  it("lê 'comi pizza' como 2 fatias, e 'uma pizza inteira' como a pizza toda", () => {
    expect(read("jantei pizza").items).toMatchObject([{ food: "Pizza", grams: 200 }]);
    expect(read("comi uma pizza inteira").items).toMatchObject([{ food: "Pizza", grams: 400 }]);
  });

  it("lê 'tinha tomado' como o verbo, sem palavra não entendida", () => {
    expect(read("hoje de manha tinha tomado um cafe com leite e pao").unread).toEqual([]);
  });
});

describe("a refeição dita pelo nome e o prato dito depois da comida", () => {
  it("lê 'café foi …' como o café da manhã, não como um café para beber", () => {
    expect(read("bom dia!! cafe foi cuscuz com ovo mexido").items.map((i) => i.food)).toEqual(["Cuscuz de milho", "Ovo mexido"]);
    expect(read("tomei cafe com leite").items.map((i) => i.food)).toEqual(["Café com leite"]);
  });

  it("lê 'escondidinho de macaxeira' como o escondidinho, e 'prato cheio' depois dele como a medida, nunca um prato de comida a mais", () => {
    expect(read("almocei escondidinho de macaxeira com carne seca, prato cheio").items).toMatchObject([{ food: "Escondidinho de carne seca (receita padrão)", grams: 300 }]);
    expect(read("almocei lasanha, prato cheio").items).toMatchObject([{ food: "Lasanha", grams: 250 }]);
    expect(read("almocei arroz e feijao, prato bem servido").items.map((i) => i.food)).toEqual(["Arroz branco cozido", "Feijão carioca cozido"]);
  });
});
