const MARKS = /[\u0300-\u036f]/g;

/** Lower case, accents removed, punctuation turned into spaces (digits, "/", "," and "." kept). */
export function normalizeText(text: string): string {
  return text
    .normalize("NFD")
    .replace(MARKS, "")
    .toLowerCase()
    .replace(/[^a-z0-9/,.\s]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const RAW_FORMS: Readonly<Record<string, string>> = { crua: "cru", cruas: "cru", crus: "cru" };
/** Feminine words that are not the feminine of another food word ("coca" is not "coco"). */
const NOT_FEMININE = new Set(["coca", "cocas"]);

/** Plural endings and what one of the thing ends in, accented or not, the most specific first. */
const PLURAL_ENDINGS: readonly (readonly [RegExp, string])[] = [
  [/[õã]es$/, "ão"],
  [/(?:oes|aes|aos)$/, "ao"],
  [/éis$/, "el"],
  [/óis$/, "ol"],
  [/([aeou])is$/, "$1l"],
  [/eses$/, "es"],
  // "purês" typed without its accent is "pures", one purê, not a "pur".
  [/^(?!.*ures$)(.*[rz])es$/, "$1"],
  [/([eiou])ns$/, "$1m"],
  [/([^s])s$/, "$1"],
];

/**
 * A word for one of it: "colheres" -> "colher", "pães"/"paes" -> "pão"/"pao", "pastéis" -> "pastel", "bombons" ->
 * "bombom". The one rule for the engine's food words, the chat's reading of a card and a label's household measure.
 */
export function singular(word: string): string {
  if (word.length <= 3) return word;
  for (const [ending, one] of PLURAL_ENDINGS) if (ending.test(word)) return word.replace(ending, one);
  return word;
}

/** Folds plural and feminine endings so "ovos fritos" and "ovo frito", "cozida" and "cozido" meet. */
export function stemToken(token: string): string {
  const raw = RAW_FORMS[token];
  if (raw) return raw;
  const t = singular(token);
  if (NOT_FEMININE.has(token)) return t;
  return t.length >= 4 && t.endsWith("a") ? t.slice(0, -1) + "o" : t;
}

const STOP_WORDS = new Set(["de", "do", "da", "dos", "das", "e", "a", "o", "as", "os", "em", "no", "na", "ao", "tipo", "sabor", "um", "uma", "bem"]);

/** Food-name tokens: stemmed, stop words dropped, "sem x"/"com x" fused so "sem gordura" is one token. */
export function foodTokens(text: string): string[] {
  const words = normalizeText(text).replace(/[/,.]/g, " ").split(" ").filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    const next = words[i + 1];
    if ((w === "sem" || w === "com") && next !== undefined) {
      out.push(`${w}_${stemToken(next)}`);
      i++;
    } else if (!STOP_WORDS.has(w)) {
      out.push(stemToken(w));
    }
  }
  return out;
}
