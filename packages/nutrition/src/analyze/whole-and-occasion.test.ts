import { describe, expect, it } from "vitest";
import { analyze } from "./analyze";

const foods = (text: string) => analyze(text).items.map((i) => i.food);
const veganWarnings = (text: string) =>
  analyze(text, { dietaryRestrictions: ["VEGAN"] }).warnings.map((w) => w.message);

describe("'inteiro' é o todo do que foi dito, nunca um frango", () => {
  it("o pacote, a garrafa ou a pizza inteira são aquele alimento só", () => {
    expect(foods("comi um pacote de biscoito recheado inteiro ontem")).toEqual(["Biscoito recheado de chocolate"]);
    expect(foods("tomei uma garrafa de coca inteira")).toEqual(["Refrigerante de cola"]);
    expect(foods("comi um pacote de trakinas inteiro")).toEqual(["Biscoito recheado de chocolate"]);
  });

  it("o frango dito inteiro continua frango", () => {
    expect(foods("comi meio frango inteiro assado")[0]).toMatch(/^Frango|frango/);
  });
});

describe("o churrasco dito como ocasião, ao lado das carnes comidas nele", () => {
  it("não vira mais um espeto de carne", () => {
    expect(foods("almocei churrasco gaucho, uns 3 espeto de picanha e salada de maionese")).toEqual(["Picanha grelhada", "Salada de maionese"]);
    expect(foods("comi churrasco: picanha, linguiça e farofa")).not.toContain("Churrasco");
  });

  it("sozinho, com quantidade ou só com acompanhamento, é o churrasco", () => {
    expect(foods("comi churrasco com farofa")).toContain("Churrasco");
    expect(foods("2 espetos de churrasco e picanha")).toContain("Churrasco");
  });
});

describe("couve e brócolis são verdura", () => {
  it("não contêm leite para quem é vegano", () => {
    expect(veganWarnings("almocei arroz, feijao, couve refogada e brócolis")).toEqual([]);
    expect(veganWarnings("couve manteiga crua")).toEqual([]);
  });
});

describe("o restaurante por quilo e o prato pesado", () => {
  const notUnderstood = (text: string) => analyze(text).warnings.filter((w) => w.message.startsWith("Não entendi")).map((w) => w.message);

  it("'no quilo', o peso do prato e 'prensado' não são palavras não entendidas", () => {
    expect(notUnderstood("almocei no quilo, deu 450 g: arroz, feijao, salada, lasanha e frango grelhado")).toEqual([]);
    expect(notUnderstood("comi um cachorro quente prensado com purê e batata palha")).toEqual([]);
    expect(analyze("almocei no quilo, deu 450 g: arroz, feijao, salada, lasanha e frango grelhado").items.reduce((g, i) => g + i.grams, 0)).toBe(450);
    // The chat says first what the engine could not read: the plate's weight is not among it.
    expect(analyze("almocei no quilo, deu 450 g: arroz, feijao, salada, lasanha e frango grelhado").unread).toEqual([]);
  });

  it("o que não se entende continua avisado", () => {
    expect(notUnderstood("comi 450 g de coisa estranha xyz")).toHaveLength(1);
  });
});
