import { describe, expect, it } from "vitest";
import { foldText } from "../chat.text";
import { compileRiskLexicon, RISK_LEXICON, riskSigns, ZRiskLexicon } from "./risk-lexicon";

describe("the risk lexicon (data, checked by its schema)", () => {
  it.each(RISK_LEXICON.signs.flatMap((s) => s.examples.map((e) => [s.id, e] as const)))("%s fires on \"%s\"", (id, example) => {
    expect(riskSigns(foldText(example)).map((s) => s.id)).toContain(id);
  });

  it.each(RISK_LEXICON.signs.flatMap((s) => s.nearMisses.map((e) => [s.id, e] as const)))("near %s, \"%s\" shows no risk", (_id, nearMiss) => {
    expect(riskSigns(foldText(nearMiss))).toEqual([]);
  });

  it("names every phrase once: no phrase sits in two concepts or twice in one", () => {
    const seen = new Map<string, string>();
    for (const [concept, phrases] of Object.entries(RISK_LEXICON.concepts)) {
      for (const phrase of phrases) {
        expect(seen.get(phrase), `"${phrase}" in ${concept} and ${seen.get(phrase)}`).toBeUndefined();
        seen.set(phrase, concept);
      }
    }
  });

  it("uses every concept in a sign, and every sign id once", () => {
    const used = new Set(RISK_LEXICON.signs.flatMap((s) => [...s.all.flat(), ...(s.none ?? [])]));
    expect(Object.keys(RISK_LEXICON.concepts).filter((c) => !used.has(c))).toEqual([]);
    const ids = RISK_LEXICON.signs.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("refuses a sign that names a concept the lexicon does not have, or a phrase with capitals", () => {
    const broken = { ...RISK_LEXICON, signs: [{ ...RISK_LEXICON.signs[0]!, all: [["no_such_concept"]] }] };
    expect(ZRiskLexicon.safeParse(broken).success).toBe(false);
    expect(ZRiskLexicon.safeParse({ ...RISK_LEXICON, concepts: { ...RISK_LEXICON.concepts, self_harm: ["Me Matar"] } }).success).toBe(false);
  });

  it("keeps a veto: an illness explains the vomiting, unless it was on purpose", () => {
    const lexicon = compileRiskLexicon(RISK_LEXICON);
    expect(lexicon.signs(foldText("to com virose e vomitei tudo"))).toEqual([]);
    expect(lexicon.signs(foldText("to com virose mas vomitei de proposito pra nao engordar")).map((s) => s.id)).toContain("purging-on-purpose");
  });
});
