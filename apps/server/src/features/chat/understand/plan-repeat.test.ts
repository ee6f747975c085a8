import { describe, expect, it } from "vitest";
import { readPlanRepeat } from "./plan-repeat";

describe("a meal of the plan asked to repeat", () => {
  it.each([
    ["pode repetir o almoço 2 dias seguidos pra eu fazer marmita", { slot: "LUNCH", ask: { kind: "runs", length: 2 } }],
    ["faço marmita, pode deixar o almoço igual de 2 em 2 dias", { slot: "LUNCH", ask: { kind: "runs", length: 2 } }],
    ["repete a janta 3 dias seguidos", { slot: "DINNER", ask: { kind: "runs", length: 3 } }],
    ["repete o jantar de segunda na terça", { slot: "DINNER", ask: { kind: "days", from: 0, to: [1] } }],
    ["o almoço de quinta pode ser igual ao de terça", { slot: "LUNCH", ask: { kind: "days", from: 1, to: [3] } }],
    ["quero o mesmo café da manhã todo dia", { slot: "BREAKFAST", ask: { kind: "all" } }],
    ["pode deixar o lanche da tarde igual a semana toda", { slot: "AFTERNOON_SNACK", ask: { kind: "all" } }],
  ])("%s", (text, expected) => {
    expect(readPlanRepeat(text)).toEqual(expected);
  });

  it.each(["comi o mesmo almoço de ontem", "troca o almoço de quarta", "quanto tem de proteína no mesmo ovo?"])("not a repeat: %s", (text) => {
    expect(readPlanRepeat(text)).toBeNull();
  });
});
