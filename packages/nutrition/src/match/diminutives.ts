/**
 * "bolachinha" -> "bolacha", "chazinho" -> "chá", "tapioquinha" -> "tapioca", "pastelzinho" -> "pastel": a diminutive
 * of a food word names that food. Tokens arrive stemmed (feminine folded: "bolachinho"). Diminutives that are foods of
 * their own ("coxinha", "empadinha", "bolinho") are known words and never reach this.
 */
export function undiminish(token: string, known: (word: string) => boolean): string | null {
  const m = /^(.{2,}?)(zinho|inho)$/.exec(token);
  if (!m) return null;
  const base = m[1] as string;
  const hard = base.replace(/qu$/, "c").replace(/gu$/, "g");
  // A plural before the suffix ("pasteizinhos", "paezinhos", "limoezinhos") is the singular's word.
  const plural = base.replace(/ei$/, "el").replace(/ae$/, "ao").replace(/oe$/, "ao").replace(/ai$/, "al");
  const candidates = m[2] === "zinho" ? [base, `${base}o`, `${base}e`, plural] : [`${base}o`, `${base}e`, `${hard}o`, base];
  return candidates.find(known) ?? null;
}
