/** Words that say nothing about what is being asked for. */
const STOP_WORDS = new Set(
  "para com sem que uma umas uns por pelo pela dos das nos nas mais menos como quando onde seria poder poderia ter quero queria gostaria favor app aplicativo nutriguia opcao opção".split(" "),
);

export function keywords(text: string): Set<string> {
  return new Set(
    text
      .normalize("NFD")
      .replace(/\p{Diacritic}/gu, "")
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length >= 3 && !STOP_WORDS.has(w))
      .map((w) => (w.length > 4 && w.endsWith("s") ? w.slice(0, -1) : w)),
  );
}

/** Share of the typed words found in the candidate's title (weighted) or description. */
export function similarityScore(query: Set<string>, title: string, description: string): number {
  if (query.size === 0) return 0;
  const inTitle = keywords(title);
  const inDescription = keywords(description);
  let score = 0;
  for (const word of query) {
    if (inTitle.has(word)) score += 1;
    else if (inDescription.has(word)) score += 0.5;
  }
  return score / query.size;
}
