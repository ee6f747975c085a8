import { describe, expect, it } from "vitest";
import { understand } from "../understand/understand";
import { composeStatement } from "./compose-statement";

describe("what the person does not eat, said after something else", () => {
  it.each([
    ["sou adventista, não como carne de porco nem frutos do mar e tb não tomo café", "carne de porco nem frutos do mar nem café"],
    ["trabalho de dia e não como carne vermelha", "carne vermelha"],
    ["não como carne de porco", "carne de porco"],
  ])("%s is said back", (text, what) => {
    expect(composeStatement(understand(text), null)).toContain(`**${what}**`);
  });
});

describe("a child's age said on its own", () => {
  it.each([
    ["meu filho tem 1 ano e 2 meses", "Criança de **1 ano e 2 meses**", "sem açúcar"],
    ["tenho um bebe de 8 meses", "Criança de **8 meses**", "sem sal e sem açúcar"],
    ["minha filha tem 3 anos", "Criança de **3 anos**", "as metas do seu perfil não valem para ela"],
  ])("%s is kept for the answers about the child, with what holds at that age", (text, who, care) => {
    const u = understand(text);
    expect(u.type).toBe("statement");
    const reply = composeStatement(u, null);
    expect(reply).toContain(who);
    expect(reply).toContain(care);
    expect(reply).toContain("respostas sobre a alimentação da criança");
  });
});
