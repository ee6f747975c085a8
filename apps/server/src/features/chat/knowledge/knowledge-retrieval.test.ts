import { describe, expect, it } from "vitest";
import { foldText } from "../chat.text";
import { KNOWLEDGE_BASE } from "./knowledge-base";
import { retrieveKnowledge } from "./knowledge-retrieval";

const ask = (text: string, conditions: string[] = []) => retrieveKnowledge({ folded: foldText(text), foods: [], conditions: new Set(conditions) });

describe("knowledge retrieval", () => {
  it("finds each entry from the phrasings it lists (nine in ten at least, in the top two)", () => {
    let total = 0;
    let found = 0;
    const missed: string[] = [];
    for (const item of KNOWLEDGE_BASE) {
      for (const question of item.questions) {
        total += 1;
        const hits = ask(question, item.conditions).map((r) => r.item.id);
        if (hits.includes(item.id)) found += 1;
        else missed.push(`${item.id}: ${question} -> ${hits.join(", ") || "nothing"}`);
      }
    }
    expect(found / total, missed.join("\n")).toBeGreaterThanOrEqual(0.9);
  });

  it.each([
    "Como troco o óleo do meu carro?",
    "Quem é o presidente do Brasil?",
    "Qual a capital da Austrália?",
    "me conta uma piada",
    "asdkjh qwe zxc",
    "",
  ])("says nothing fits for %j", (text) => {
    expect(ask(text)).toEqual([]);
  });

  it("reads 'café da manhã' as the meal, not as coffee", () => {
    const titles = ask("me diz um café da manhã bom pra mim", ["PREGNANCY"]).map((r) => r.item.title);
    expect(titles.join(" | ")).not.toMatch(/caf[ée] a gr[áa]vida|cafe[ií]na/i);
    expect(titles[0]).toMatch(/café da manhã/i);
  });

  it("never answers a pregnancy or child entry for someone it does not concern", () => {
    for (const item of KNOWLEDGE_BASE.filter((i) => i.conditions.some((c) => c === "PREGNANCY" || c === "LACTATION" || c === "CHILD"))) {
      const neutral = item.questions.map((q) => q.replace(/gr[aá]vid\w*|gestant\w*|gesta[cç][aã]o|gravidez|amament\w*|lacta\w*|crian[cç]\w*|filh[oa]s?|beb[eê]s?/gi, "")).filter((q) => q.trim());
      for (const q of neutral) expect(ask(q).map((r) => r.item.id), q).not.toContain(item.id);
    }
  });

  it("answers a question about a food with a disease's entry only for someone who has the disease", () => {
    const about = (text: string, conditions: string[]) =>
      retrieveKnowledge({ folded: foldText(text), foods: ["pao frances"], conditions: new Set(conditions) }).map((r) => r.item.conditions);
    expect(about("pão francês faz mal?", []).flat()).not.toContain("DIABETES");
    expect(about("pão francês faz mal?", ["DIABETES"])[0]).toContain("DIABETES");
  });
});
