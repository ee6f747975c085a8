import { describe, expect, it } from "vitest";
import { readFreeMeal } from "./plan-free-meal";

describe("readFreeMeal", () => {
  it("reads a free meal with its dish, day and meal, however it is said", () => {
    expect(readFreeMeal("no sábado quero liberar o almoço pra feijoada, monta um plano semanal")).toMatchObject({ weekday: 5, slot: "LUNCH", dish: "feijoada" });
    expect(readFreeMeal("quero um plano semanal, mas sábado à noite é pizza")).toMatchObject({ weekday: 5, slot: "DINNER", dish: "pizza" });
    expect(readFreeMeal("sexta à noite eu saio pra comer pizza com os amigos, dá pra encaixar?")).toMatchObject({ weekday: 4, slot: "DINNER", dish: "pizza" });
    expect(readFreeMeal("no domingo almoço na casa da minha mãe, lá é churrasco")).toMatchObject({ weekday: 6, slot: "LUNCH", dish: "churrasco" });
    expect(readFreeMeal("toda quinta a gente vai no japonês")).toMatchObject({ weekday: 3, slot: "DINNER", dish: "sushi" });
  });
  it("reads a free meal with no dish, and a whole day said free", () => {
    expect(readFreeMeal("e no sábado eu quero uma refeição livre")).toMatchObject({ weekday: 5, dish: null, wholeDay: false });
    expect(readFreeMeal("faz um plano da semana mas domingo é dia do lixo")).toMatchObject({ weekday: 6, slot: null, dish: null, wholeDay: true });
  });
  it("reads none in a meal eaten, a dish without a day, or a day without a free meal", () => {
    expect(readFreeMeal("sábado comi pizza")).toBeNull();
    expect(readFreeMeal("pizza engorda?")).toBeNull();
    expect(readFreeMeal("muda o almoço de quinta")).toBeNull();
    expect(readFreeMeal("monta um plano de segunda a sexta")).toBeNull();
    expect(readFreeMeal("coloca uma galinhada na quarta e um baiao de dois no sabado")).toBeNull();
    expect(readFreeMeal("quero feijoada no almoço de sábado")).toBeNull();
  });
});
