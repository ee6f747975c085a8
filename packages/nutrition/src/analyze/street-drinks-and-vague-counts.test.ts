import { describe, expect, it } from "vitest";
import { analyze } from "./analyze";

const read = (text: string) => analyze(text).items.map((i) => ({ food: i.food, grams: Math.round(i.grams) }));
const measures = (text: string) => analyze(text).items.map((i) => i.measure);

describe("a juice or an açaí said without sugar is the fruit's own TACO row (issue 27, decision 206)", () => {
  it("'sem açúcar', 'sem adoçar', 'natural', 'puro' on a juice or an açaí", () => {
    expect(read("suco de acerola sem acucar 300 ml")).toEqual([{ food: "Acerola polpa congelada", grams: 300 }]);
    expect(read("1 copo de suco de manga sem adoçar")[0]?.food).toBe("Manga polpa congelada");
    expect(read("suco de limão natural, 1 copo")[0]?.food).toBe("Suco de limão galego");
    expect(read("açaí puro 250ml")).toEqual([{ food: "Polpa de açaí", grams: 250 }]);
    expect(read("o açaí era sem açúcar, só a polpa, uns 350ml")).toEqual([{ food: "Polpa de açaí", grams: 350 }]);
    expect(measures("suco de acerola sem acucar 300 ml")[0]).toMatch(/sem açúcar/);
  });

  it("leaves a juice as read when nothing says it was unsweetened, or when the fruit has no such row", () => {
    expect(read("suco de maracujá 300 ml")[0]?.food).toBe("Suco de maracujá");
    expect(read("suco de goiaba sem açúcar 300 ml")[0]?.food).toBe("Suco de goiaba");
    expect(read("café sem açúcar e suco de caju 200 ml")[1]?.food).not.toMatch(/polpa/);
  });
});

describe("street and bar pieces at the size sold", () => {
  it("a skewer of queijo coalho is one stick; a skewer of meat stays the street churrasquinho", () => {
    expect(read("3 espetinhos de queijo coalho")).toEqual([{ food: "Queijo coalho", grams: 138 }]);
    expect(read("2 espetinhos de frango")).toEqual([{ food: "Frango em pedaços grelhado", grams: 184 }]);
  });

  it("a churro and a stick of fried polenta", () => {
    expect(read("3 churros")).toEqual([{ food: "Churro", grams: 180 }]);
    expect(read("uns 5 palitos de polenta frita")).toEqual([{ food: "Polenta frita (receita padrão)", grams: 150 }]);
  });
});

describe("a count said vaguely is a number the card says it assumed", () => {
  it("'umas', 'uns', 'algumas' before a plural, a range, 'um monte de'", () => {
    expect(read("bebi umas latas de cerveja")).toEqual([{ food: "Cerveja", grams: 700 }]);
    expect(measures("bebi umas latas de cerveja")[0]).toMatch(/contei 2/);
    expect(read("comi algumas coxinhas")[0]?.grams).toBe(200);
    expect(read("5 ou 6 bolinhos de bacalhau")[0]?.grams).toBe(read("5,5 bolinhos de bacalhau")[0]?.grams);
    expect(measures("5 ou 6 bolinhos de bacalhau")[0]).toMatch(/entre 5 e 6/);
    expect(measures("comi um montão de pipoca")[0]).toMatch(/contei 2 porções/);
  });

  it("leaves people, times and a number already said as they were", () => {
    expect(analyze("como fruta 2 ou 3 vezes por semana").items.every((i) => !/contei/.test(i.measure))).toBe(true);
    expect(measures("almocei com uns amigos arroz e feijão").some((m) => /contei/.test(m))).toBe(false);
    expect(measures("tomei umas duas cervejas").some((m) => /contei/.test(m))).toBe(false);
  });
});
