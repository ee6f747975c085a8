import { normalizeText } from "../text/normalize";
import type { TAnalyzedItem } from "./resolve";

/**
 * A count said vaguely is read as a number and the card says so, so the person can correct it (decision 206):
 * "umas cervejas", "uns pedaços de pizza", "uns pastéis" are 2 (one unit would be the least anyone means by a plural);
 * "umas 3 ou 4 latinhas" is 3,5, the middle of what was said; "um monte de batata frita" 2 portions. A vague word before
 * people, time or anything not eaten ("com uns amigos", "umas vezes", "uns dias") is left as said.
 */
const NOT_EATEN = new Set([
  "vezes", "dias", "horas", "minutos", "semanas", "meses", "anos", "coisas", "pessoas", "amigos", "amigas", "colegas",
  "primos", "primas", "kg", "quilos", "kilos", "km", "reais", "contos", "pilas", "duas", "dois", "tres", "quatro", "cinco",
]);
const PLURAL_AFTER_HEDGE = /\b(umas|uns|algumas|alguns)\s+([a-zà-úç]+s)\b/gi;
const EITHER_COUNT = /\b(?:(?:umas|uns|algumas|alguns|tipo|mais ou menos)\s+)?(\d{1,2})\s+ou\s+(\d{1,2})\s+([a-zà-úç]+)/gi;
const HEAP = /\b(?:um monte de|uma montanha de|um mont[aã]o de|um tant[aã]o de)\s+(?=[a-zà-úç])/gi;
const TIME_AFTER = /^(?:vezes|dias|horas|h|semanas|meses|anos|da|de manha|da tarde|da noite)$/;

type TVagueNote = { word: string; note: string };

function formatCount(n: number): string {
  return String(n).replace(".", ",");
}

/** The message with each vague count put as a number, and what to tell the person on the food it was said of. */
export function withVagueCountsRead(text: string): { text: string; notes: TVagueNote[] } {
  const notes: TVagueNote[] = [];
  const eithers = text.replace(EITHER_COUNT, (all: string, a: string, b: string, noun: string) => {
    const [low, high] = [Number(a), Number(b)];
    if (TIME_AFTER.test(normalizeText(noun)) || high <= low) return all;
    const mid = (low + high) / 2;
    notes.push({ word: normalizeText(noun), note: `entre ${low} e ${high}: contei ${formatCount(mid)}` });
    return `${formatCount(mid)} ${noun}`;
  });
  const plurals = eithers.replace(PLURAL_AFTER_HEDGE, (all: string, hedge: string, noun: string) => {
    const word = normalizeText(noun);
    if (NOT_EATEN.has(word)) return all;
    notes.push({ word, note: `“${hedge.toLowerCase()}”: contei 2, corrija se foram mais` });
    return `2 ${noun}`;
  });
  const heaps = plurals.replace(HEAP, (said: string) => {
    notes.push({ word: "", note: `“${said.trim().replace(/ de$/, "")}”: contei 2 porções, corrija se foi outro tanto` });
    return "2 porções de ";
  });
  return { text: heaps, notes };
}

/** Each item a vague count was said of, with what was assumed added to its measure. */
export function withVagueCountsSaid(notes: readonly TVagueNote[], items: readonly TAnalyzedItem[]): TAnalyzedItem[] {
  const left = [...notes];
  return items.map((item) => {
    const words = normalizeText(item.text).split(" ");
    const at = left.findIndex((n) => (n.word === "" ? /\bporc(?:ao|oes)\b/.test(item.measure.normalize("NFD").replace(/[\u0300-\u036f]/g, "")) : words.includes(n.word)));
    if (at < 0) return item;
    const [note] = left.splice(at, 1);
    return { ...item, measure: `${item.measure} — ${note!.note}` };
  });
}
