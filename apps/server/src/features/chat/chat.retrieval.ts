import { KNOWLEDGE_BASE, type TKnowledgeEntry } from "./chat.knowledge";
import { contentTokens } from "./chat.text";

type TIndexed = { entry: TKnowledgeEntry; weights: Map<string, number>; norm: number };

/** Title and keywords count more than the answer's own words. */
function termCounts(entry: TKnowledgeEntry): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (text: string, weight: number) => {
    for (const token of contentTokens(text)) counts.set(token, (counts.get(token) ?? 0) + weight);
  };
  add(entry.title, 3);
  add(entry.keywords, 2);
  add(entry.answer, 0.5);
  return counts;
}

function buildIndex(entries: readonly TKnowledgeEntry[]) {
  const counts = entries.map(termCounts);
  const documentFrequency = new Map<string, number>();
  for (const c of counts) for (const term of c.keys()) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  const idf = (term: string) => Math.log(1 + entries.length / (documentFrequency.get(term) ?? entries.length));
  const indexed: TIndexed[] = entries.map((entry, i) => {
    const weights = new Map<string, number>();
    for (const [term, tf] of counts[i]!) weights.set(term, (1 + Math.log(tf + 1)) * idf(term));
    const norm = Math.sqrt([...weights.values()].reduce((s, w) => s + w * w, 0));
    return { entry, weights, norm };
  });
  return { indexed, idf };
}

const INDEX = buildIndex(KNOWLEDGE_BASE);

/** Below this cosine score a question is treated as not covered by the knowledge base. */
export const MIN_RETRIEVAL_SCORE = 0.12;

export type TRetrieved = { entry: TKnowledgeEntry; score: number };

/** TF-IDF cosine ranking of the curated entries for a question (accent- and case-insensitive). */
export function retrieve(question: string, limit = 2): TRetrieved[] {
  const tokens = contentTokens(question);
  if (tokens.length === 0) return [];
  const query = new Map<string, number>();
  for (const t of tokens) query.set(t, (query.get(t) ?? 0) + INDEX.idf(t));
  const queryNorm = Math.sqrt([...query.values()].reduce((s, w) => s + w * w, 0));
  return INDEX.indexed
    .map(({ entry, weights, norm }) => {
      let dot = 0;
      for (const [term, w] of query) dot += w * (weights.get(term) ?? 0);
      return { entry, score: norm > 0 && queryNorm > 0 ? dot / (norm * queryNorm) : 0 };
    })
    .filter((r) => r.score >= MIN_RETRIEVAL_SCORE)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
}
