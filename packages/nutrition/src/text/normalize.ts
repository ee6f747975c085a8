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

/** Folds plural endings: "colheres" -> "colher", "pães" -> "pao", "integrais" -> "integral". */
export function singular(token: string): string {
  if (token.length <= 3) return token;
  let t = token;
  if (/(oes|aes|aos)$/.test(t)) t = t.slice(0, -3) + "ao";
  else if (/[aeou]is$/.test(t)) t = t.slice(0, -2) + "l";
  else if (/(res|zes)$/.test(t) && !t.endsWith("ures")) t = t.slice(0, -2);
  else if (t.endsWith("s") && !t.endsWith("ss")) t = t.slice(0, -1);
  return t;
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
