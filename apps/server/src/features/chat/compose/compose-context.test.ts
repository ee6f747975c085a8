import { describe, expect, it } from "vitest";
import { composeContext } from "./compose-context";

describe("something said about oneself is acknowledged, not sent out of scope", () => {
  it("acknowledges and says how it is used, with the care the fact calls for", () => {
    expect(composeContext("uso insulina")).toContain("**não pule refeições**");
    expect(composeContext("fiz bariátrica ano passado")).toContain("orientação da sua equipe");
    expect(composeContext("trabalho de noite, plantão de 12h")).toContain("refeição principal antes do turno");
    expect(composeContext("tomo losartana")).toContain("o potássio do sangue pode subir");
    expect(composeContext("tomo anticoncepcional")).toContain("Não mudo nem avalio remédios");
  });

  it("reads meals per day only when the count is of meals ('3x por dia'), never a weekly session ('hemodiálise 3x por semana')", () => {
    expect(composeContext("faço 5 refeições por dia")).toContain("5 refeições por dia");
    expect(composeContext("faço hemodialise 3x por semana")).not.toContain("refeições por dia");
  });

  it("leaves questions and messages that are not about oneself alone", () => {
    expect(composeContext("uso insulina, posso comer tapioca?")).toBeNull();
    expect(composeContext("qual a capital da Austrália")).toBeNull();
  });
});
