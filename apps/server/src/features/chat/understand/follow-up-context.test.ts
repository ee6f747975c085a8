import { describe, expect, it } from "vitest";
import { amountAsked, childOfThread, conditionsOfPersonAsked, pairingAsked, readAsElliptical, solvesAsked, withThreadFoods } from "./follow-up-context";
import { readStatedFacts } from "./stated-facts";
import { understand } from "./understand";

const names = (foods: readonly { food: { name: string } | null; phrase: string }[]) => foods.map((f) => f.food?.name ?? f.phrase);

describe("a follow-up too short to stand alone is read with the turn before", () => {
  it.each(["ela pode?", "tem problema?", "e ela, pode fazer isso?", "mas pode mesmo?", "e pra minha tia, serve?"])("'%s' after a mother's medicine and fast keeps both", (message) => {
    const previous = understand("minha mae toma glibenclamida e ta querendo fazer jejum intermitente de 16h");
    const read = readAsElliptical(understand(message), previous, null);
    expect(read.folded).toContain("glibenclamida");
    expect(read.folded).toContain("jejum");
    expect(read.followUp).toBe("variant");
  });

  it.each(["serve pra crianca tb?", "pode dar pro bebe?", "e pra gravida pode?", "serve pra minha mae tambem?"])("'%s' asks the question before for someone else", (message) => {
    const read = readAsElliptical(understand(message), understand("whey e seguro?"), null);
    expect(read.folded).toMatch(/^whey e seguro /);
    expect(names(read.foods)).toContain("Whey protein");
  });

  it.each([
    ["ela pode tomar cha verde?", "minha filha de 14 anos quer fazer dieta pra emagrecer"],
    ["e ele, pode comer pao de queijo?", "meu marido quer emagrecer"],
    ["ela pode comer tapioca?", "minha mae ta de dieta"],
  ])("'%s' after '%s' is asked for that purpose", (message, first) => {
    const read = readAsElliptical(understand(message), understand(first), null);
    expect(read.folded).toContain(understand(first).folded);
    expect(read.foods.length).toBeGreaterThan(0);
  });

  it.each(["o que eu faco?", "e agora, o que eu faço?", "como eu ajudo?", "o q eu posso fazer?"])("'%s' reads the situation told over two messages, with no food's numbers as the answer", (message) => {
    const read = readAsElliptical(understand(message), understand("ele so quer tomar cafe com bolacha"), "meu pai tem 80 anos e ta sem apetite");
    expect(read.folded).toContain("sem apetite");
    expect(read.foods).toEqual([]);
    expect(read.type).toBe("general-question");
  });

  it("leaves alone a message with a subject of its own, a meal told before, and an acknowledgement", () => {
    const question = understand("pao frances engorda?");
    expect(readAsElliptical(understand("e o queijo, pode?"), question, null).folded).toBe("e o queijo pode");
    expect(readAsElliptical(understand("pode?"), understand("comi 2 ovos"), null).folded).toBe("pode");
    expect(readAsElliptical(understand("ok obrigada"), question, null).folded).toBe("ok obrigada");
  });

  it("asks the question before again with what 'tem outra opção…' adds", () => {
    const read = readAsElliptical(understand("tem outra opcao sem lactose?"), understand("o que como de lanche da tarde?"), null);
    expect(read.folded).toBe("o que como de lanche da tarde sem lactose");
    expect(names(read.foods)).not.toContain("Outros legumes cozidos");
  });
});

describe("an amount of the food just talked about", () => {
  it.each([
    ["quanto disso posso comer por dia?", null],
    ["quantas colheres por dia?", null],
    ["qual a quantidade certa?", null],
    ["ate quantas posso comer?", null],
    ["pode ser 2?", 2],
    ["e se eu comer tres?", 3],
  ])("'%s' after 'pasta de amendoim é saudável?' is about the paste", (message, count) => {
    const asked = amountAsked(understand(message), understand("pasta de amendoim e saudavel?"));
    expect(names(asked!.foods)).toEqual(["Pasta de amendoim"]);
    expect(asked!.count).toBe(count);
  });

  it("keeps the spread, not the bread it goes on ('quanto posso passar no pão?')", () => {
    const asked = amountAsked(understand("e quanto posso passar no pao?"), understand("qual e melhor, manteiga ou margarina?"));
    expect(names(asked!.foods)).toEqual(["Manteiga", "Margarina com sal"]);
  });

  it("is no amount when a nutrient, a frequency, a recipe's yield or another food is asked", () => {
    const previous = understand("castanha do para faz bem?");
    expect(amountAsked(understand("quanto de selenio e proteina tem?"), previous)).toBeNull();
    expect(amountAsked(understand("quantas vezes por semana?"), previous)).toBeNull();
    expect(amountAsked(understand("quanto de flocao por pessoa?"), understand("como faço um cuscuz mais nutritivo? uso flocao"))).toBeNull();
    expect(amountAsked(understand("e quantas nozes?"), previous)).toBeNull();
  });

  it("finds the foods of the thread when the turn before named none ('e qual é melhor pra dieta?')", () => {
    const previous = withThreadFoods(understand("e qual e melhor pra quem ta de dieta?"), "qual a diferenca de requeijao e cream cheese?");
    expect(names(amountAsked(understand("e quanto eu posso passar no pao de manha?"), previous)!.foods)).toEqual(["Requeijão cremoso", "Queijo cremoso"]);
  });
});

describe("a food added to the one asked about", () => {
  it.each(["e se eu colocar ovo junto?", "e se rechear com ovo?", "se eu por um ovo junto?", "e acompanhado de ovo?"])("'%s' after tapioca pairs tapioca with egg", (message) => {
    const current = understand(message);
    const pairing = pairingAsked(current, current, understand("posso comer tapioca no cafe?"));
    expect(names(pairing!.bases)).toEqual(["Tapioca simples"]);
    expect(pairing?.added[0]?.food?.name).toMatch(/^Ovo/);
  });

  it.each(["e se for com ovo?", "e com um ovo junto?", "e se eu colocar ovo?"])("'%s' after 'tapioca ou pão francês?' pairs both with egg", (message) => {
    const current = understand(message);
    const pairing = pairingAsked(current, current, understand("tapioca ou pao frances, qual engorda menos?"));
    expect(names(pairing!.bases)).toEqual(["Tapioca simples", "Pão francês"]);
  });

  it("is no pairing when the follow-up names a food of its own kind", () => {
    const coffee = understand("cafe faz mal?");
    const milk = understand("e com leite?");
    expect(pairingAsked(milk, { ...milk, foods: understand("cafe com leite").foods }, coffee)).toBeNull();
  });
});

describe("the conditions of the person a question is about", () => {
  it.each([
    ["ele pode comer linguica?", ["meu marido tem pressao alta"], "HYPERTENSION"],
    ["e bacon, ela pode?", ["minha mae e hipertensa"], "HYPERTENSION"],
    ["minha sogra pode comer tapioca?", ["minha sogra tem diabetes"], "DIABETES"],
    ["o que ele pode comer no jantar?", ["meu pai tem diabetes e toma metformina", "ele ta com o acucar alto"], "DIABETES"],
  ])("'%s' after %j holds %s", (message, earlier, condition) => {
    expect(conditionsOfPersonAsked(understand(message), earlier)).toContain(condition);
  });

  it("keeps them for a short follow-up of a question about them ('e bacon?')", () => {
    expect(conditionsOfPersonAsked(understand("e bacon?"), ["meu marido tem pressao alta", "ele pode comer linguica?"])).toContain("HYPERTENSION");
    expect(conditionsOfPersonAsked(understand("e bacon?"), ["meu marido tem pressao alta", "posso comer linguica?"])).toEqual([]);
  });

  it("holds nothing while the person only tells of them, and reads them when asked next", () => {
    for (const told of ["meu namorado é diabético", "minha vó tem pressão alta e adora salsicha", "meu pai tem colesterol alto"]) expect(conditionsOfPersonAsked(understand(told), []), told).toEqual([]);
    expect(conditionsOfPersonAsked(understand("o que ela pode comer no lugar?"), ["minha vo tem pressao alta e adora salsicha"])).toContain("HYPERTENSION");
    expect(conditionsOfPersonAsked(understand("ele pode tomar caldo de cana?"), ["meu namorado e diabetico"])).toContain("DIABETES");
    expect(conditionsOfPersonAsked(understand("o que ele pode jantar?"), ["meu esposo tem diabetes tipo 2"])).toContain("DIABETES");
  });

  it("holds nothing for the person's own question", () => {
    expect(conditionsOfPersonAsked(understand("e eu, posso comer linguica?"), ["meu marido tem pressao alta"])).toEqual([]);
    expect(conditionsOfPersonAsked(understand("posso comer linguica?"), ["meu marido tem pressao alta"])).toEqual([]);
  });
});

describe("more options asked with something left out", () => {
  it.each(["me da mais ideias sem ovo", "tem outra opcao sem ovo?", "e outras sugestoes sem ovo"])("'%s' asks the question before again, with egg left out", (message) => {
    const read = readAsElliptical(understand(message), understand("o que posso comer no cafe da manha pra ter mais proteina?"), null);
    expect(read.type).toBe("what-to-eat");
    expect(read.foods).toEqual([]);
    expect(read.stated.exclusions).toContain("ovo");
  });
});

describe("the child of the thread and what the answer above says of a food", () => {
  const earlier = ["meu filho tem 8 meses, ja come papinha", "posso dar mel no iogurte dele?"].map(readStatedFacts);

  it.each(["e leite de caixinha no lugar da formula?", "e suco de caixinha pode?", "pode dar ovo inteiro?"])("'%s' two turns after the baby is still about him", (message) => {
    expect(childOfThread(understand(message), earlier)).toEqual({ age: 8 / 12 });
  });

  it("is not about the child when the person asks about themself", () => {
    expect(childOfThread(understand("e eu, posso tomar leite de caixinha?"), earlier)).toBeNull();
    expect(childOfThread(understand("quantas calorias tem um pao de queijo?"), earlier)).toBeNull();
  });

  it.each(["chia e linhaça resolve?", "e nozes, serve?", "linhaça da conta?"])("'%s' after a question asks whether those foods answer it", (message) => {
    expect(solvesAsked(understand(message), understand("como consigo omega 3 entao?"))?.length).toBeGreaterThan(0);
  });
});
