import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { HELP_ARTICLE_SLUGS } from "@nutriguia/domain";
import { FAQ, GUIDES, HELP_SEARCH } from "./help-content";
import { stem } from "./help-search";

describe("help center content", () => {
  it("has 12 FAQ entries across the four categories and a guide for every known article", () => {
    expect(FAQ).toHaveLength(12);
    expect(new Set(FAQ.map((e) => e.category))).toEqual(new Set(["geral", "planos", "assinatura", "conta"]));
    expect(GUIDES.map((g) => g.slug)).toEqual([...HELP_ARTICLE_SLUGS]);
    expect(GUIDES.length).toBeGreaterThanOrEqual(8);
    for (const guide of GUIDES) expect(guide.steps.length).toBeGreaterThanOrEqual(3);
    for (const guide of GUIDES.filter((g) => g.image)) {
      expect(fs.existsSync(path.resolve(import.meta.dirname, "../../../../public", `.${guide.image}`))).toBe(true);
      expect(guide.imageAlt).toBeTruthy();
    }
  });

  it("filters the FAQ by text in question or answer, accents ignored, and by category", () => {
    expect(HELP_SEARCH.faq("taco", "todos").map((e) => e.question)).toEqual(["De onde vêm os valores de calorias e nutrientes?"]);
    expect(HELP_SEARCH.faq("cartao", "todos").length).toBeGreaterThan(0);
    expect(HELP_SEARCH.faq("", "assinatura").every((e) => e.category === "assinatura")).toBe(true);
    expect(HELP_SEARCH.faq("", "todos")).toHaveLength(12);
    expect(HELP_SEARCH.faq("taco", "conta")).toEqual([]);
    expect(HELP_SEARCH.guides("microfone").map((g) => g.slug)).toEqual(["registrar-refeicao-por-voz"]);
  });

  it("searches by words, not whole phrases: order, accents, case, stop words, word endings and one typo do not matter", () => {
    const cancel = "Posso cancelar quando quiser?";
    for (const query of ["cancelar assinatura", "assinatura cancelar", "CANCELAR A ASSINATURA", "como cancelo minha assinatura", "cancelamento", "cancel"]) {
      expect(HELP_SEARCH.faq(query, "todos")[0]?.question, query).toBe(cancel);
    }
    expect(HELP_SEARCH.guides("cancelar assinatura")[0]?.slug).toBe("gerenciar-assinatura");
    expect(HELP_SEARCH.guides("exportação dos dados")[0]?.slug).toBe("exportar-ou-excluir-dados");
    expect(HELP_SEARCH.guides("telegran")[0]?.slug).toBe("conectar-whatsapp-telegram");
    expect(HELP_SEARCH.faq("senha esquecida", "todos")[0]?.question).toBe("Esqueci minha senha. E agora?");
    expect(HELP_SEARCH.faq("xilofone quântico", "todos")).toEqual([]);
  });

  it("stems pt-BR words lightly", () => {
    expect(["cancelar", "cancelo", "cancele", "cancelamento"].map(stem)).toEqual(["cancel", "cancel", "cancel", "cancel"]);
    expect(["assinatura", "assinaturas", "assinar"].map(stem)).toEqual(["assin", "assin", "assin"]);
    expect(["exportação", "exportar", "Exportações"].map(stem)).toEqual(["export", "export", "export"]);
    expect(stem("pão")).toBe("pao");
    expect(stem("whatsapp")).toBe("whatsapp");
  });
});
