import { HEALTH_CONDITIONS } from "@nutriguia/domain";
import { contentTokens, foldText } from "../chat.text";
import { KNOWLEDGE_BASE, type TKnowledgeItem } from "./knowledge-base";

type TIndexed = {
  item: TKnowledgeItem;
  keywords: string[];
  questions: Set<string>[];
  vocabulary: Set<string>;
  foods: string[];
  conditions: Set<string>;
};

const CONDITION_WORDS: Readonly<Record<string, RegExp>> = {
  PREGNANCY: /\b(gravid\w*|gestant\w*|gestacao|gravidez)\b/,
  LACTATION: /\b(amament\w*|lactante|lactacao)\b/,
  CHILD: /\b(crianca\w*|filh[oa]s?|infantil|bebe\w*|adolescent\w*)\b/,
};

const HEALTH_CODES = new Set<string>(HEALTH_CONDITIONS);

function index(item: TKnowledgeItem): TIndexed {
  const questions = item.questions.map((q) => new Set(contentTokens(q)));
  const vocabulary = new Set([...questions.flatMap((q) => [...q]), ...contentTokens(item.title), ...item.keywords.flatMap(contentTokens)]);
  return {
    item,
    keywords: [...new Set(item.keywords.map(foldText).filter(Boolean))],
    questions,
    vocabulary,
    foods: item.foods.map(foldText).filter(Boolean),
    conditions: new Set(item.conditions),
  };
}

const INDEX = KNOWLEDGE_BASE.map(index);
const keywordCount = new Map<string, number>();
for (const e of INDEX) for (const k of e.keywords) keywordCount.set(k, (keywordCount.get(k) ?? 0) + 1);

const wordRegex = new Map<string, RegExp>();
function containsPhrase(folded: string, phrase: string): boolean {
  let re = wordRegex.get(phrase);
  if (!re) {
    re = new RegExp(`\\b${phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}s?\\b`);
    wordRegex.set(phrase, re);
  }
  return re.test(folded);
}

export type TRetrievalQuery = {
  folded: string;
  /** Folded names and phrases of the foods the message is about. */
  foods: readonly string[];
  /** Conditions and life stages that hold for this answer (profile, text, earlier turns), plus CHILD when asked for a child. */
  conditions: ReadonlySet<string>;
  /** Conditions the message names, even only to ask about them ("o que é gota?"). */
  named?: ReadonlySet<string>;
};

export type TRetrieved = { item: TKnowledgeItem; score: number };

/** Minimum share of the message's content words the entry must account for, and minimum phrasing similarity. */
export const MIN_COVERAGE = 0.4;
export const MIN_SIMILARITY = 0.25;

function similarity(a: readonly string[], b: ReadonlySet<string>): number {
  if (a.length === 0 || b.size === 0) return 0;
  const shared = a.filter((t) => b.has(t)).length;
  return shared / Math.sqrt(a.length * b.size);
}

/**
 * The entries that answer this message, best first; empty when nothing fits. An entry is a candidate only when a
 * decisive keyword of it is in the message, its foods agree with the foods asked about, and the life stage it is
 * about holds; then it must account for enough of the message's words or read like one of its phrasings.
 */
export function retrieveKnowledge(query: TRetrievalQuery, limit = 2): TRetrieved[] {
  const tokens = [...new Set(contentTokens(query.folded))];
  if (tokens.length === 0) return [];
  // "café da manhã" is a meal: it does not call up what is written about coffee.
  const meal = query.folded.replace(/\bcafe d[ae] manha\b/g, "desjejum");
  const results: TRetrieved[] = [];
  for (const e of INDEX) {
    const hits = e.keywords.filter((k) => containsPhrase(k.includes("manha") ? query.folded : meal, k));
    if (hits.length === 0) continue;
    if (e.foods.length > 0 && query.foods.length > 0 && !query.foods.some((f) => e.foods.some((ef) => f.includes(ef) || ef.includes(f.split(" ")[0]!)))) continue;
    const stageConditions = [...e.conditions].filter((c) => c in CONDITION_WORDS);
    if (stageConditions.length > 0 && !stageConditions.some((c) => query.conditions.has(c) || CONDITION_WORDS[c]!.test(query.folded))) continue;
    // A question is not about a disease the person does not have or name ("pão francês faz mal?" is no diabetes question).
    const diseases = [...e.conditions].filter((c) => HEALTH_CODES.has(c) && !(c in CONDITION_WORDS));
    if (diseases.length > 0 && !diseases.some((c) => query.conditions.has(c) || query.named?.has(c))) continue;
    const coverage = tokens.filter((t) => e.vocabulary.has(t)).length / tokens.length;
    const best = Math.max(...e.questions.map((q) => similarity(tokens, q)));
    const specific = hits.some((k) => k.includes(" ") || (keywordCount.get(k) ?? 1) <= 2);
    if (coverage < MIN_COVERAGE && best < MIN_SIMILARITY && !(specific && coverage >= 0.25)) continue;
    const keywordScore = hits.reduce((s, k) => s + 1 / (keywordCount.get(k) ?? 1), 0);
    const conditionBonus = [...e.conditions].some((c) => query.conditions.has(c)) ? 1.5 : 0;
    results.push({ item: e.item, score: keywordScore + 2 * best + coverage + conditionBonus });
  }
  return results.sort((a, b) => b.score - a.score).slice(0, limit);
}
