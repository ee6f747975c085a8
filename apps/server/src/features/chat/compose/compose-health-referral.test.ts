import { describe, expect, it } from "vitest";
import { foldText } from "../chat.text";
import { composeHealthReferral, composeUncoveredHealth } from "./compose-health-referral";

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

describe("a condition or a supplement the base has no entry for", () => {
  it.each([
    ["tenho lúpus, tem alguma dieta?", "lúpus", "reumatologista"],
    ["tô com labirintite, o que nao posso comer?", "labirintite", "otorrinolaringologista"],
    ["sofro de psoríase, o que evito?", "psoríase", "dermatologista"],
    ["minha mae tem fibromialgia, alguma comida ajuda?", "fibromialgia", "reumatologista"],
  ])("says what is safe now and who to see: %s", (text, condition, who) => {
    const reply = composeUncoveredHealth(text, foldText(text))!;
    expect(reply).toContain(`**${condition}**`);
    expect(reply).toContain(who);
    expect(reply).toContain("nutricionista");
    expect(reply).toContain("Guia Alimentar");
  });

  it.each([["biotina faz crescer cabelo?"], ["posso tomar magnésio dimalato?"], ["colágeno em cápsula vale?"]])("says a supplement needs an indication: %s", (text) => {
    const reply = composeUncoveredHealth(text, foldText(text))!;
    expect(reply).toMatch(/suplemento só faz diferença/);
    expect(reply).toMatch(/médico\(a\)\*\* ou \*\*nutricionista/);
  });

  it.each([["tenho fome a noite"], ["tô com apetite demais"], ["tenho 30 anos"], ["tenho academia hoje, o que como?"], ["qual a melhor marmita?"]])("stays out of what is no condition: %s", (text) => {
    expect(composeUncoveredHealth(text, foldText(text))).toBeNull();
  });
});
