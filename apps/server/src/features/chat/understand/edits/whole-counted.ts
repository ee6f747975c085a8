import lexicon from "./whole-counted-lexicon.json" with { type: "json" };

/**
 * "foi só 1 pedaço, a torta tinha 8 pedaços", "o pudim rendeu 10 pedaços e eu comi 1": how many pieces the whole had
 * says nothing of what was eaten, so the clause goes before the edit is read (it was read as 8 pieces eaten).
 */
const alt = (sources: readonly string[]) => `(?:${sources.join("|")})`;
const COUNT = String.raw`(?:\d+|seis|sete|oito|nove|dez|doze|quinze|vinte)`;
const WHOLE = new RegExp(String.raw`\b${alt(lexicon.wholes)}\b`);
const CLAUSE = new RegExp(
  String.raw`(?:\s+e)?\s*\b(?:(?:(?:a|o|as|os)\s+)?${alt(lexicon.wholes)}(?:\s+(?:de|da|do)\s+\w+)?|que|ela|ele|inteir[oa])\s+(?:toda\s+|todo\s+)?${alt(lexicon.verbs)}\s+(?:uns\s+|umas\s+)?${COUNT}\s+${alt(lexicon.pieces)}\b`,
  "g",
);

/** The folded edit without the clause that counts the pieces of the whole (kept as said when no whole is named). */
export function withoutTheWholeCounted(folded: string): string {
  if (!WHOLE.test(folded)) return folded;
  const rest = folded.replace(CLAUSE, " ").replace(/\s+/g, " ").trim();
  if (rest === folded) return folded;
  // "o pudim rendeu 10 pedaços e eu comi 1": the "e" that joined the clause removed goes with it, and the "eu" after it.
  // A clause that only counts the whole ("a torta tinha 8 pedaços" split from "foi só 1 pedaço") says nothing to edit.
  return (/^e\s/.test(folded) ? rest : rest.replace(/^e\s+/, "")).replace(/^eu\s+(?=comi|tomei|bebi|peguei)/, "");
}
