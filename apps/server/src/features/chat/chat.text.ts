/** pt-BR thousands groups read as one number: "1.524 kcal" is 1524, never 524 (decimals such as "1.5" stay). */
export function joinThousands(text: string): string {
  return text.replace(/(\d)\.(?=\d{3}(?!\d))/g, "$1");
}

/**
 * Letters stretched for tone ("bom diaa", "siiim", "obrigadaaa") said once: a run of three or more (not the "kkk" of a
 * laugh) and a doubled a, i or u ending a word, which no Portuguese word has ("coffee", "free" and "voo" keep theirs).
 */
function unstretch(folded: string): string {
  return folded.replace(/([a-jl-z])\1{2,}/g, "$1").replace(/\b([a-z]+?)([aiu])\2\b/g, "$1$2");
}

/** Lower-case, accents removed, thousands joined, punctuation as spaces, stretched letters said once: the form every chat heuristic matches against. */
export function foldText(text: string): string {
  return unstretch(
    joinThousands(text)
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9%]+/g, " ")
      .trim(),
  );
}

const STOP_WORDS = new Set(
  "a o e de da do das dos um uma uns umas em no na nos nas para pra pro por com sem que se eu me meu minha voce vc ao aos as os ou mais muito qual quais como e ja tem ter ser esta isso essa esse faz fazer sao pode posso devo preciso quero comer dia quanto quanta quantos quantas".split(
    " ",
  ),
);

/** Content words of folded text, with a crude plural strip so "ovos" meets "ovo". */
export function contentTokens(text: string): string[] {
  return foldText(text)
    .split(" ")
    .filter((w) => w.length > 1 && !STOP_WORDS.has(w))
    .map((w) => (w.length > 4 && w.endsWith("s") ? w.slice(0, -1) : w));
}

export function hasAny(folded: string, patterns: readonly RegExp[]): boolean {
  return patterns.some((p) => p.test(folded));
}

/** Folded words given back their accents from texts that hold them ("macarrao a bolonhesa" -> "macarrão a bolonhesa"); words of two letters stay ("a" is not "à"). */
export function restoreAccents(folded: string, sources: readonly string[]): string {
  const accented = new Map<string, string>();
  for (const source of sources) {
    for (const word of source.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
      const plain = foldText(word);
      if (word.length > 2 && plain !== word && !accented.has(plain)) accented.set(plain, word);
    }
  }
  return folded.replace(/[a-z0-9]+/g, (w) => accented.get(w) ?? w);
}

/** "sou vegana, tá?", "vc botou como hj né?": a tag question asks nothing; the message without them says whether one is asked. */
export function asksSomething(text: string): boolean {
  return text.replace(/\b(t[aá]|ok|n[eé]|viu|blz|beleza|certo|sabe)\s*\?+/gi, "").includes("?");
}
