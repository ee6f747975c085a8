import type { TFoodRecord } from "../foods/food-types";
import { foodTokens, normalizeText, stemToken } from "../text/normalize";
import { FOOD_INDEX, type TIndexedFood } from "./food-index";
import { undiminish } from "./diminutives";
import { allowedTypos, editDistance } from "./fuzzy";
import { EVERYDAY_WORDS } from "./everyday-words";

/** `complete` is true when every word of the query belongs to the food; `missed` are the query's words that do not. */
export type TFoodMatch = { food: TFoodRecord; confidence: number; score: number; complete: boolean; missed: string[] };

const corrections = new Map<string, string | null>();

/** The closest known word to a misspelt one, or null when nothing is near enough. */
function correctToken(token: string): string | null {
  if (FOOD_INDEX.byToken.has(token)) return token;
  const cached = corrections.get(token);
  if (cached !== undefined) return cached;
  if (EVERYDAY_WORDS.has(token)) {
    corrections.set(token, null);
    return null;
  }
  const base = undiminish(token, (w) => FOOD_INDEX.byToken.has(w));
  if (base !== null) {
    corrections.set(token, base);
    return base;
  }
  const [prefix, word] = token.includes("_") ? (token.split("_", 2) as [string, string]) : ["", token];
  const max = allowedTypos(word);
  let best: string | null = null;
  let bestDistance = max + 1;
  let bestCount = 0;
  for (const candidate of FOOD_INDEX.vocabulary) {
    const [cPrefix, cWord] = candidate.includes("_") ? (candidate.split("_", 2) as [string, string]) : ["", candidate];
    // A typo keeps the word's first two letters: "espero" is not "nêspera", "passado" is not "pescado", "resolve" is not "risole".
    if (cPrefix !== prefix || cWord.slice(0, 2) !== word.slice(0, 2)) continue;
    const d = editDistance(word, cWord, max);
    // Beyond the typos allowed, a word is no candidate at all (before, the most common far word won the tie).
    if (d > max) continue;
    const count = FOOD_INDEX.byToken.get(candidate)?.length ?? 0;
    if (d < bestDistance || (d === bestDistance && count > bestCount)) {
      best = candidate;
      bestDistance = d;
      bestCount = count;
    }
  }
  corrections.set(token, best);
  return best;
}

/** A food named by the phrase's first noun, the head in Portuguese ("sagu de vinho" is sagu, "bomba de chocolate" a bomba). */
const FIRST_NOUN_BONUS = 0.5;

function scoreFood(entry: TIndexedFood, query: readonly string[]): { score: number; matched: number; missed: number } | null {
  let matched = 0;
  let missed = 0;
  let headHit = false;
  for (const t of query) {
    if (entry.heads.has(t)) {
      matched += 2;
      headHit = true;
    } else if (entry.aliasHeads.has(t)) {
      matched += 1.5;
      headHit = true;
    } else if (entry.tokens.has(t)) matched += 1;
    else missed += 1;
  }
  if (!headHit) return null;
  const first = query[0] as string;
  const bonus = missed > 0 && (entry.heads.has(first) || entry.aliasHeads.has(first)) ? FIRST_NOUN_BONUS : 0;
  const extra = entry.nameTokens.filter((t) => !query.includes(t)).length;
  return { score: matched - missed + bonus - 0.001 * entry.food.rank - 0.0001 * extra, matched, missed };
}

/** Words of the phrase said after "de"/"do"/"da": what the food is of ("toucinho do céu", "orelha de macaco"). */
function complements(text: string): Set<string> {
  const words = normalizeText(text).split(" ");
  return new Set(words.flatMap((w, k) => (k > 0 && /^d[eoa]s?$/.test(words[k - 1] as string) ? [stemToken(w)] : [])));
}

/** Whether the phrase's head was only guessed from a misspelling while another of its words is not the food's. */
function guessedHead(raw: readonly string[], query: readonly string[], entry: TIndexedFood): boolean {
  return raw.some((t, k) => t !== query[k] && (entry.heads.has(query[k] as string) || entry.aliasHeads.has(query[k] as string)));
}

/**
 * Whether a partial reading names another food: beside a head only guessed from a misspelling ("olho de sogra" is no
 * oil, "mané pelado" no mate, "baba de moça" no candy), or with a word no food has said as what the food is of
 * ("toucinho do céu" is a sweet, not bacon; "pão de ló" a cake) or as the phrase's own head ("mojica de pintado").
 * Such a phrase is unknown, asked about rather than logged as an unrelated food.
 */
function namesAnotherFood(text: string, raw: readonly string[], query: readonly string[], entry: TIndexedFood): boolean {
  if (guessedHead(raw, query, entry)) return true;
  const unknown = raw.filter((t, k) => !entry.tokens.has(query[k] as string) && !FOOD_INDEX.byToken.has(t) && !EVERYDAY_WORDS.has(t));
  if (unknown.includes(raw[0] as string)) return true;
  const of = complements(text);
  return unknown.some((t) => of.has(t));
}

/**
 * Foods named by their filling or flavour ("pizza de frango com catupiry", "sanduíche de ovo", "sorvete de morango",
 * "picolé de limão", "gelatina de uva", "lasanha de berinjela"): the flavour is never the fruit itself, nor the
 * filling the whole dish.
 */
const FLAVOURED = new Set(["sorvete", "picole", "geladinho", "sacole", "gelatino", "mousse", "pudim", "torto", "cuco", "balo", "pirulito", "chiclete", "iogurte", "bolo"]);
/** The generic of a flavoured food whose bare name is another reading: a cake or a pie of an unlisted flavour. */
const GENERIC_OF: Readonly<Record<string, string>> = { bolo: "bolo simples", torto: "torta doce" };
const FILLED = new Set(["pizzo", "pastel", "sanduiche", "esfirro", "esfiho", "empado", "coxinho", "crepe", "panqueco", "calzone", "nectar", "lasanho", "empadao", "escondidinho", ...FLAVOURED]);

/**
 * A filled food whose filling the table lacks is the generic one ("pizza de frango com catupiry" is the survey's pizza),
 * never the entry of another filling that only scored best on the food's own word.
 */
function genericOfFilled(query: readonly string[], best: TIndexedFood): TIndexedFood | null {
  const head = query[0] as string;
  if (!FILLED.has(head)) return null;
  const ownFilling = best.nameTokens.length > 1 && best.nameTokens[0] === head && best.nameTokens.every((t) => query.includes(t));
  if (ownFilling) return null;
  const generic = GENERIC_OF[head];
  return FOOD_INDEX.phrases.get(generic ? foodTokens(generic).join(" ") : head) ?? null;
}

const MATCHES = new Map<string, TFoodMatch | null>();

/** Best food for a food phrase ("manga haden", "contrafile grelhado"), with a confidence in [0, 1]; remembered per phrase. */
export function matchFood(text: string): TFoodMatch | null {
  const known = MATCHES.get(text);
  if (known !== undefined) return known;
  const found = findFood(text);
  if (MATCHES.size >= 50_000) MATCHES.clear();
  MATCHES.set(text, found);
  return found;
}

function findFood(text: string): TFoodMatch | null {
  const raw = foodTokens(text);
  if (raw.length === 0) return null;
  const exact = FOOD_INDEX.phrases.get(raw.join(" "));
  if (exact) return { food: exact.food, confidence: 1, score: Infinity, complete: true, missed: [] };
  const query: string[] = [];
  let fixed = 0;
  for (const t of raw) {
    const c = correctToken(t);
    if (c === null) query.push(t);
    else {
      if (c !== t) fixed++;
      query.push(c);
    }
  }
  const typoFactor = Math.pow(0.92, fixed);
  const corrected = FOOD_INDEX.phrases.get(query.join(" "));
  if (corrected) return { food: corrected.food, confidence: Math.round(typoFactor * 100) / 100, score: Infinity, complete: true, missed: [] };
  const candidates = new Set<TIndexedFood>();
  for (const t of query) for (const entry of FOOD_INDEX.byToken.get(t) ?? []) candidates.add(entry);
  let best: { entry: TIndexedFood; score: number; matched: number; missed: number } | null = null;
  for (const entry of candidates) {
    const s = scoreFood(entry, query);
    if (s && (!best || s.score > best.score)) best = { entry, ...s };
  }
  if (!best) return null;
  const confidence = (best.matched / (best.matched + best.missed)) * typoFactor * 0.95;
  const generic = best.missed > 0 ? genericOfFilled(query, best.entry) : null;
  if (generic && guessedHead(raw, query, generic)) return null;
  // The filling's words are read as what is inside the generic food, so they do not lower the confidence below 0.6; a
  // flavour changes the values so little that the reading needs no check ("picolé de limão" is a picolé).
  const floor = FLAVOURED.has(query[0] as string) ? 0.8 : 0.6;
  if (generic) return { food: generic.food, confidence: Math.round(Math.max(confidence, floor * typoFactor) * 100) / 100, score: best.score, complete: false, missed: raw.slice(1) };
  if (confidence < 0.5 || (best.missed > 0 && namesAnotherFood(text, raw, query, best.entry))) return null;
  const tokens = best.entry.tokens;
  const missed = raw.filter((_, k) => !tokens.has(query[k] as string));
  return { food: best.entry.food, confidence: Math.round(confidence * 100) / 100, score: best.score, complete: best.missed === 0, missed };
}

/** Ranked foods for a search box: every food whose words cover the query, best readings first. */
export function rankFoods(text: string, limit: number): TFoodRecord[] {
  const query = foodTokens(text).map((t) => correctToken(t) ?? t);
  if (query.length === 0) return [];
  const scored: { food: TFoodRecord; score: number }[] = [];
  for (const entry of FOOD_INDEX.foods) {
    let score = 0;
    let all = true;
    for (const t of query) {
      if (entry.tokens.has(t)) score += entry.heads.has(t) ? 2 : 1;
      else if ([...entry.tokens].some((k) => k.startsWith(t))) score += 0.5;
      else all = false;
    }
    if (!all) continue;
    const extra = entry.nameTokens.filter((t) => !query.includes(t)).length;
    scored.push({ food: entry.food, score: score - 0.001 * entry.food.rank - 0.01 * extra });
  }
  return scored
    .sort((a, b) => b.score - a.score || a.food.name.localeCompare(b.food.name))
    .slice(0, Math.max(0, limit))
    .map((s) => s.food);
}
