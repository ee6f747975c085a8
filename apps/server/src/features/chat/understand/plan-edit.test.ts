import { describe, expect, it } from "vitest";
import { readPlanDishes } from "./plan-dish";
import { readPlanEdit } from "./plan-edit";

describe("edits to a plan, as people write them", () => {
  it("takes a food out of one weekday when the day comes first ('e na terça tira o jiló')", () => {
    const edit = readPlanEdit("e na terça tira o jilo, ninguem aqui come", 7);
    expect(edit).toMatchObject({ slot: null, avoid: ["jilo"], weekdays: [1] });
  });

  it("reads dishes put on days, the verb carried to the next clause, and leaves vague wishes to the meal redraw", () => {
    expect(readPlanDishes("coloca uma galinhada na quarta e um baiao de dois no sabado")).toEqual([
      { dish: "galinhada", weekday: 2, slot: null },
      { dish: "baiao de dois", weekday: 5, slot: null },
    ]);
    expect(readPlanDishes("no sabado troca o almoço por feijao tropeiro, é dia de futebol la em casa")).toEqual([{ dish: "feijao tropeiro", weekday: 5, slot: "LUNCH" }]);
    expect(readPlanDishes("muda o almoço de quinta")).toEqual([]);
    expect(readPlanDishes("coloca arroz e feijao na marmita")).toEqual([]);
  });

});
