import { createRandom } from "../plans/random";
import { stemToken } from "../text/normalize";

/** One food mention as a user or an eval author would type it, with the TACO food and grams it must resolve to. */
export type TMention = { text: string; tacoId: number; grams: number };

const PREPARATIONS = new Set([
  "cru", "crua", "cozido", "cozida", "grelhado", "grelhada", "frito", "frita", "assado", "assada", "refogado",
  "refogada", "torrado", "torrada", "fresco", "fresca", "congelado", "congelada", "drenado", "drenada",
]);
const CUTS = new Set(["asa", "coração", "coxa", "fígado", "filé", "peito", "sobrecoxa", "bisteca", "costela", "lombo", "orelha", "pernil", "rabo"]);
/** Second parts that are the thing itself, made of the first part: "Abacaxi, polpa" -> "polpa de abacaxi". */
const MADE_OF = new Set(["polpa", "suco", "extrato", "farinha", "amido", "broto", "folha", "molho", "purê", "salada", "fubá", "flocos", "doce", "queijo", "caldo", "água"]);
/** Heads read with "de" before their variety: "Bolo, pronto, chocolate" -> "bolo de chocolate". */
const DE_HEADS = new Set(["bolo", "pão", "pastel", "iogurte", "croquete", "linguiça", "biscoito"]);
const DROPPED = new Set(["pronto", "sabor", "tipo", "trigo", "doce", "salgado"]);

const ACCENTS = /[\u0300-\u036f]/g;

/** Lower case, TACO's misspellings and lab notes ("infusão 10%", "/10minutos", "(65% de lipídeos)") removed. */
function cleanParts(description: string): string[] {
  return description
    .toLowerCase()
    .replace(/\([^)]*\)/g, "")
    .replace(/infusão \d+%|\/10minutos| \d$|aguardente 1|pilsen 2|sabores variados/g, "")
    .replace(/mingnon/g, "mignon")
    .replace(/ü/g, "u")
    .replace(/,(?=\S)/g, ", ")
    .split(",")
    .map((p) => p.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

/** The phrase people say: no "carne bovina" prefix, cuts and products named "x de y". */
function naturalParts(parts: string[]): string[] {
  let p = parts[0] === "cereais" ? parts.slice(1) : parts;
  if (p[0] === "carne" && p[1] === "bovina") return p.slice(2);
  const [first = "", second = "", ...rest] = p;
  if (["frango", "porco", "peru", "linguiça"].includes(first) && CUTS.has(second)) return [`${second} de ${first}`, ...rest];
  if (first === "linguiça") return [`linguiça de ${second}`, ...rest];
  const secondHead = second.split(" ")[0] ?? "";
  if (MADE_OF.has(secondHead)) {
    const tail = second.slice(secondHead.length).trim().replace(/^de$/, "");
    p = [`${secondHead} de ${first}`, ...(tail ? [tail] : []), ...rest];
    return p;
  }
  if (DE_HEADS.has(first) && second && !second.startsWith("de ")) {
    const kept = [second, ...rest].filter((w) => !DROPPED.has(w));
    if (kept.length > 0) return [`${first} de ${kept[0]}`, ...kept.slice(1)];
  }
  return p;
}

function pluralWord(word: string): string {
  if (word === "pão") return "pães";
  if (word.endsWith("ão")) return `${word.slice(0, -2)}ões`;
  if (/[aeiouáéêó]$/.test(word)) return `${word}s`;
  if (word.endsWith("l")) return `${word.slice(0, -1)}is`;
  if (/[rz]$/.test(word)) return `${word}es`;
  if (word.endsWith("m")) return `${word.slice(0, -1)}ns`;
  return word;
}

/** Plural of the head noun and of a trailing preparation word: "ovo frito" -> "ovos fritos". */
function pluralPhrase(words: string[]): string[] {
  const out = [...words];
  out[0] = pluralWord(out[0] ?? "");
  const last = out.length - 1;
  if (last > 0 && PREPARATIONS.has(out[last] as string)) out[last] = pluralWord(out[last] as string);
  return out;
}

/** "peito de frango sem pele grelhado" -> "peito de frango grelhado sem pele"; otherwise the last word moves second. */
function reorder(words: string[]): string[] | null {
  const last = words[words.length - 1] as string;
  if (words.length < 3 || !PREPARATIONS.has(last)) return null;
  const modifier = words.findIndex((w, i) => (w === "sem" || w === "com") && i > 0);
  const at = modifier > 0 ? modifier : 1;
  return [...words.slice(0, at), last, ...words.slice(at, -1)];
}

const stripAccents = (text: string) => text.normalize("NFD").replace(ACCENTS, "").replace(/-/g, " ");

/** Accent-free words of a phrase, as used to compare descriptions. */
export function wordsOf(text: string): string[] {
  return stripAccents(text)
    .split(" ")
    .filter((w) => w && !["de", "do", "da", "e", "com", "em"].includes(w))
    .map(stemToken);
}

/** The natural phrase of a description ("Frango, peito, sem pele, grelhado" -> "peito de frango sem pele grelhado"). */
export function naturalPhrase(description: string): string {
  return naturalParts(cleanParts(description)).join(" ");
}

/**
 * Several natural spellings of one TACO description. `unique` tells whether a shortened phrase still names only this
 * food ("merluza assada" for "Merluza, filé, assado"), so parts can be left out as people do.
 */
export function phrasingsFor(description: string, unique: (phrase: string) => boolean): string[] {
  const parts = cleanParts(description);
  const full = parts.join(" ").split(" ");
  const naturalList = naturalParts(parts);
  const natural = naturalList.join(" ").split(" ");
  const out = new Set<string>([full.join(" "), natural.join(" "), stripAccents(natural.join(" ")), pluralPhrase(natural).join(" ")]);
  const moved = reorder(natural);
  if (moved) out.add(moved.join(" "));
  for (let drop = 1; drop < naturalList.length; drop++) {
    const shorter = naturalList.filter((_, i) => i !== drop).join(" ");
    if (unique(shorter)) out.add(shorter);
  }
  return [...out];
}

const GRAMS = [15, 30, 50, 60, 80, 100, 120, 150, 180, 200, 250, 300];
const FORMATS: readonly ((food: string, g: number, unit: string) => string)[] = [
  (f, g, u) => `${g}${u} de ${f}`,
  (f, g, u) => `${f} (${g}${u})`,
  (f, g, u) => `${f} ${g} ${u}`,
  (f, g, u) => `${g} ${u === "g" ? "gramas" : "ml"} de ${f}`,
];
const JOINERS = [", ", " e ", " com ", " + "];
const PREFIXES = ["", "", "Almocei ", "Meu lanche: ", "No café da manhã comi ", "Jantei ", "Comi ", "Quantas calorias tem "];

/** A mention with an amount written in one of the usual ways. */
export function withAmount(text: string, tacoId: number, liquid: boolean, random: () => number): { sentence: string; mention: TMention } {
  const grams = GRAMS[Math.floor(random() * GRAMS.length)] as number;
  const format = FORMATS[Math.floor(random() * FORMATS.length)] as (typeof FORMATS)[number];
  return { sentence: format(text, grams, liquid ? "ml" : "g"), mention: { text, tacoId, grams } };
}

/** Meals of 2–4 mentions joined by ",", "e", "com", "+", with a filler prefix, from a shuffled pool. */
export function buildMeals(pool: readonly { text: string; tacoId: number; liquid: boolean }[], seed: number) {
  const random = createRandom(seed);
  const shuffled = [...pool].sort(() => random() - 0.5);
  const meals: { text: string; mentions: TMention[] }[] = [];
  for (let i = 0; i < shuffled.length; ) {
    const size = 2 + Math.floor(random() * 3);
    const chunk = shuffled.slice(i, i + size).map((p) => withAmount(p.text, p.tacoId, p.liquid, random));
    i += size;
    let text = PREFIXES[Math.floor(random() * PREFIXES.length)] ?? "";
    chunk.forEach((c, k) => {
      const joiner = k === chunk.length - 1 ? " e " : (JOINERS[Math.floor(random() * JOINERS.length)] as string);
      text += (k === 0 ? "" : joiner) + c.sentence;
    });
    meals.push({ text, mentions: chunk.map((c) => c.mention) });
  }
  return meals;
}
