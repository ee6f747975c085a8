import { describe, expect, it } from "vitest";
import { readPlanTimes } from "./plan-time";

const said = (text: string) => readPlanTimes(text).map((t) => `${t.slot} ${t.hour}`);

describe("meal hours said after a plan", () => {
  it.each([
    ["eu almoço às 11h e janto às 20h, ajusta o plano", ["LUNCH 11h", "DINNER 20h"]],
    ["tomo café às 6 da manhã", ["BREAKFAST 6h"]],
    ["durmo de manha entao muda o almoço pras 14h que é qnd eu acordo", ["LUNCH 14h"]],
    ["meu café da manhã é 7:30 e almoço meio dia", ["BREAKFAST 7h30", "LUNCH 12h"]],
    ["janto umas 8 da noite", ["DINNER 20h"]],
  ])("%s", (text, expected) => {
    expect(said(text)).toEqual(expected);
  });

  it.each(["comi 2 ovos no café às 8h", "almoço 4 colheres de arroz", "muda o almoço de quinta", "no almoço como umas 2 colheres de arroz"])("no hour of the plan: %s", (text) => {
    expect(said(text)).toEqual([]);
  });
});
