import MiniSearch, { type SearchOptions, type SearchResult } from "minisearch";
import type { TFaqCategory, TFaqEntry } from "@nutriguia/domain";

/** Words that say nothing about an article; "como cancelo a minha assinatura" searches for "cancel" and "assinatur". */
const STOP_WORDS = new Set(
  "a ao aos as com como da das de do dos e ela ele em eu isso me meu meus minha minhas na nas no nos o os ou para pela pelo por pra que se sem seu sua um uma".split(" "),
);

/** Plural endings, then word endings, longest first: a light stemmer for pt-BR, enough to meet "cancelo" and "cancelamento". */
const PLURALS: Array<[string, string]> = [["oes", "ao"], ["aes", "ao"], ["ais", "al"], ["eis", "el"], ["ns", "m"], ["s", ""]];
const SUFFIXES = ["amento", "imento", "mente", "acoes", "acao", "atura", "ador", "edor", "ando", "endo", "indo", "ar", "er", "ir", "ei", "ou", "a", "e", "o"];
const MIN_STEM = 3;

export const fold = (text: string) => text.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase();

/** "Cancelamento" → "cancel", "assinaturas" → "assin", "fotos" → "fot"; short words and brand names stay as they are. */
export function stem(word: string): string {
  let w = fold(word);
  if (w.length <= MIN_STEM) return w;
  for (const [ending, replacement] of PLURALS) {
    if (w.endsWith(ending) && w.length - ending.length >= MIN_STEM) {
      w = w.slice(0, -ending.length) + replacement;
      break;
    }
  }
  for (const suffix of SUFFIXES) {
    if (w.endsWith(suffix) && w.length - suffix.length >= MIN_STEM) return w.slice(0, -suffix.length);
  }
  return w;
}

function processTerm(term: string): string | null {
  const folded = fold(term);
  return folded.length === 0 || STOP_WORDS.has(folded) ? null : stem(folded);
}

/** Prefix for what is still being typed ("assin"), one typo forgiven in longer words ("telegran"). */
const SEARCH: SearchOptions = {
  prefix: true,
  fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
  boost: { title: 3, summary: 1.5 },
};

type TDoc = { id: string; kind: "faq" | "guide"; index: number; title: string; summary: string; body: string };

export type THelpSearch<G> = {
  faq: (search: string, category: TFaqCategory) => TFaqEntry[];
  guides: (search: string) => G[];
};

/**
 * One MiniSearch index over the FAQ and the guides. A query matches by words, not as one phrase: every word must be
 * found (in any order, any field), accents and case ignored; when no article has them all, articles with any of them
 * come back, best first. An empty query lists everything in its written order.
 */
export function createHelpSearch<G extends { title: string; summary: string; steps: string[] }>(faq: readonly TFaqEntry[], guides: readonly G[]): THelpSearch<G> {
  const index = new MiniSearch<TDoc>({ fields: ["title", "summary", "body"], storeFields: ["kind", "index"], processTerm, searchOptions: SEARCH });
  index.addAll([
    ...faq.map((e, i): TDoc => ({ id: `faq-${i}`, kind: "faq", index: i, title: e.question, summary: "", body: e.answer })),
    ...guides.map((g, i): TDoc => ({ id: `guide-${i}`, kind: "guide", index: i, title: g.title, summary: g.summary, body: g.steps.join(" ") })),
  ]);

  function ranked(search: string, kind: TDoc["kind"]): number[] | null {
    if (!search.trim()) return null;
    const filter = (r: SearchResult) => r.kind === kind;
    const all = index.search(search, { combineWith: "AND", filter });
    const hits = all.length > 0 ? all : index.search(search, { combineWith: "OR", filter });
    return hits.map((r) => r.index as number);
  }

  return {
    faq(search, category) {
      const order = ranked(search, "faq");
      const entries = order ? order.map((i) => faq[i]!) : [...faq];
      return entries.filter((e) => category === "todos" || e.category === category);
    },
    guides(search) {
      const order = ranked(search, "guide");
      return order ? order.map((i) => guides[i]!) : [...guides];
    },
  };
}
