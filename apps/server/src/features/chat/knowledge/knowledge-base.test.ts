import { DIETARY_RESTRICTIONS, HEALTH_CONDITIONS } from "@nutriguia/domain";
import { describe, expect, it } from "vitest";
import { KNOWLEDGE_BASE } from "./knowledge-base";

const LIFE_STAGES = ["CHILD", "ADOLESCENT", "ELDERLY", "ATHLETE"] as const;

function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

function words(text: string): Set<string> {
  return new Set(fold(text).split(" ").filter((w) => w.length > 0));
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const w of a) if (b.has(w)) shared += 1;
  return shared / (a.size + b.size - shared);
}

describe("knowledge base", () => {
  it("holds at least 150 curated entries with unique ids", () => {
    expect(KNOWLEDGE_BASE.length).toBeGreaterThanOrEqual(150);
    const ids = KNOWLEDGE_BASE.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("covers every profile health condition and dietary restriction with at least two entries", () => {
    const thin = [...HEALTH_CONDITIONS, ...DIETARY_RESTRICTIONS]
      .map((code) => ({ code, count: KNOWLEDGE_BASE.filter((e) => e.conditions.includes(code)).length }))
      .filter(({ count }) => count < 2);
    expect(thin).toEqual([]);
  });

  it("uses only profile codes and known life stages as conditions", () => {
    const known = new Set<string>([...HEALTH_CONDITIONS, ...DIETARY_RESTRICTIONS, ...LIFE_STAGES]);
    const unknown = KNOWLEDGE_BASE.flatMap((e) => e.conditions.filter((c) => !known.has(c)).map((c) => `${e.id}:${c}`));
    expect(unknown).toEqual([]);
  });

  it("cites at least one published source in every entry", () => {
    for (const entry of KNOWLEDGE_BASE) {
      expect(entry.references.length, entry.id).toBeGreaterThan(0);
      for (const ref of entry.references) expect(ref.citation.length, entry.id).toBeGreaterThan(10);
    }
  });

  it("keeps answers short: two to six sentences", () => {
    const offLength = KNOWLEDGE_BASE.map((e) => ({ id: e.id, sentences: e.answer.split(/(?<=[.!?])\s+(?=[A-ZÁÉÍÓÚÂÊÔÃÕÇ*"])/).length }))
      .filter(({ sentences }) => sentences < 2 || sentences > 6);
    expect(offLength).toEqual([]);
  });

  it("has no two entries answering near-identical questions", () => {
    const asked = KNOWLEDGE_BASE.flatMap((e) => e.questions.map((q) => ({ id: e.id, q, w: words(q) })));
    const clashes: string[] = [];
    for (let i = 0; i < asked.length; i += 1) {
      for (let j = i + 1; j < asked.length; j += 1) {
        const a = asked[i]!;
        const b = asked[j]!;
        if (a.id !== b.id && jaccard(a.w, b.w) >= 0.8) clashes.push(`${a.id} "${a.q}" ~ ${b.id} "${b.q}"`);
      }
    }
    expect(clashes).toEqual([]);
  });

  it("lets every written phrasing reach its entry: each contains one of the entry's decisive keywords", () => {
    const unreachable: string[] = [];
    for (const entry of KNOWLEDGE_BASE) {
      const keywords = entry.keywords.map(fold).filter((k) => k.length > 0);
      for (const question of entry.questions) {
        const text = ` ${fold(question)} `;
        if (!keywords.some((k) => text.includes(` ${k} `) || text.includes(` ${k}s `))) unreachable.push(`${entry.id}: ${question}`);
      }
    }
    expect(unreachable).toEqual([]);
  });

  it("names the professional to see in every entry about a health condition", () => {
    const health = new Set<string>(HEALTH_CONDITIONS);
    const silent = KNOWLEDGE_BASE.filter((e) => e.conditions.some((c) => health.has(c)))
      .filter((e) => !/médic|nutricionista|profissional|pediatra/.test(e.answer))
      .map((e) => e.id);
    expect(silent).toEqual([]);
  });

  it("sends people in danger to help: eating-disorder entries name CVV 188 or a professional", () => {
    const safety = KNOWLEDGE_BASE.filter((e) => e.topic === "transtornos-e-praticas-perigosas");
    expect(safety.length).toBeGreaterThanOrEqual(8);
    for (const entry of safety) expect(entry.answer, entry.id).toMatch(/188|CVV|profissional|médic|psic/);
  });
});
