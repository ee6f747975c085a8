import { describe, expect, it } from "vitest";
import { foldText } from "../chat.text";
import { ownDailyCalories, readFitsTheDay } from "./fits-the-day";

const food = (text: string) => readFitsTheDay(foldText(text))?.food ?? null;

describe("a meal still to come asked against the day", () => {
  it("reads the food however the question is put", () => {
    expect(food("se eu jantar um cachorro quente, estoura?")).toBe("um cachorro quente");
    expect(food("cabe um açaí de 500 ainda hoje?")).toBe("um acai de 500");
    expect(food("da pra tomar uma cerveja sem passar da meta?")).toBe("uma cerveja");
    expect(food("se eu comer um x-tudo a noite passa?")).toBe("um x tudo");
    expect(food("uma pizza a noite estoura minha dieta?")).toBe("uma pizza");
    expect(food("cabe mais um pao?")).toBe("um pao");
    expect(food("sera que consigo comer um brigadeiro sem furar a dieta?")).toBe("um brigadeiro");
  });

  it("keeps the person's own daily calories when they say them", () => {
    expect(readFitsTheDay(foldText("minha meta é 1800, se eu comer um x-tudo a noite passa?"))?.ownCalories).toBe(1800);
    expect(readFitsTheDay(foldText("se eu comer um x-tudo a noite passa?"))?.ownCalories).toBeNull();
    expect(ownDailyCalories(foldText("meu limite é 2000 mg de sódio"))).toBeNull();
    expect(ownDailyCalories(foldText("minha meta é 1800 kcal"))).toBe(1800);
  });

  it("leaves other questions about a food alone", () => {
    for (const text of ["se eu comer brigadeiro engorda?", "posso comer ovo todo dia?", "da pra comer arroz a noite?", "cabe na marmita?", "passa manteiga no pão?"]) {
      expect(food(text), text).toBeNull();
    }
  });
});
