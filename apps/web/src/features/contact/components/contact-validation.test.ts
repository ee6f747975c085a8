import { describe, expect, it } from "vitest";
import { validateContact } from "./contact-validation";

describe("contact form validation (001 §5)", () => {
  it("shows the spec's message for each field", () => {
    expect(validateContact({ name: "Jo", email: "jo@", subject: "", message: "curta" })).toEqual({
      name: "Nome precisa ter pelo menos 3 caracteres",
      email: "E-mail inválido",
      subject: "Selecione um assunto",
      message: "Mensagem precisa ter pelo menos 10 caracteres",
    });
  });

  it("accepts a complete message", () => {
    expect(validateContact({ name: "Joana", email: "joana@exemplo.com", subject: "outros", message: "Uma mensagem longa o bastante." })).toEqual({});
  });
});
