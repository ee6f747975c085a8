import { describe, expect, it } from "vitest";
import { composeHealthReferral } from "./compose-health-referral";

describe("a health question the base does not answer", () => {
  it("names who to ask, and says not to wait on urgent signs", () => {
    expect(composeHealthReferral("esse remedio da fome?")).toContain("farmacêutico");
    expect(composeHealthReferral("meu bebe ta com diarreia, o que faco?")).toContain("pediatra");
    expect(composeHealthReferral("to com dor no peito depois de comer")).toContain("192");
  });

  it("stays out of questions about food alone", () => {
    expect(composeHealthReferral("qual a melhor comida pra levar na marmita?")).toBeNull();
  });
});
