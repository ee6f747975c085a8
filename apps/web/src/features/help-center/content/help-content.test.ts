import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { HELP_ARTICLE_SLUGS } from "@nutriguia/domain";
import { FAQ, filterFaq, filterGuides, GUIDES } from "./help-content";

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
    expect(filterFaq(FAQ, "taco", "todos").map((e) => e.question)).toEqual(["De onde vêm os valores de calorias e nutrientes?"]);
    expect(filterFaq(FAQ, "cartao", "todos").length).toBeGreaterThan(0);
    expect(filterFaq(FAQ, "", "assinatura").every((e) => e.category === "assinatura")).toBe(true);
    expect(filterFaq(FAQ, "taco", "conta")).toEqual([]);
    expect(filterGuides(GUIDES, "microfone").map((g) => g.slug)).toEqual(["registrar-refeicao-por-voz"]);
  });
});
