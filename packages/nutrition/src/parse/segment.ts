import { FOOD_INDEX } from "../match/food-index";
import { matchFood } from "../match/match-food";
import { stemToken } from "../text/normalize";
import { CONNECTORS, FILLER_PHRASES, FUNCTION_WORDS, type TFillerKind } from "./lexicon";
import { readAmountAt, readTailAmount } from "./amounts";
import { contextPhraseAt } from "./context-phrases";
import { isNumberWord } from "./numbers";
import { COLON, SEPARATOR, tokenize, type TToken } from "./tokenize";
import { readUnit } from "./units";

/** One food mention: its folded tokens, the words the user wrote for them, and the connector that introduced it. */
export type TSegment = { tokens: string[]; raw: string[]; connector: string };

/** Whether `right`, introduced by `connector`, still belongs to the mention `left` ("tapioca com manteiga", "com pele"). */
export type TKeepTogether = (left: string[], right: string[], connector: string) => boolean;

type TMark = { kind: "word"; token: TToken } | { kind: "connector"; token: TToken } | { kind: "break" } | { kind: "colon" };

const BY_FIRST_WORD = new Map<string, [readonly string[], TFillerKind][]>();
for (const entry of FILLER_PHRASES) {
  const first = entry[0][0] as string;
  const list = BY_FIRST_WORD.get(first);
  if (list) list.push(entry);
  else BY_FIRST_WORD.set(first, [entry]);
}

/** What follows "café" when it is the drink, not the meal ("no café com leite", "meu café preto"). */
const COFFEE_FOLLOWERS = new Set(["com", "de", "preto", "puro", "sem", "coado", "expresso", "pingado", "forte", "fraco", "gelado", "quente", "adocado", "soluvel", "solúvel"]);
const HOURS = new Set(["h", "hs", "hr", "hrs", "hora", "horas"]);
/** "o pacote inteiro", "a coca inteira": the whole of what was named, never the table's whole chicken. */
const WHOLE = new Set(["inteiro", "inteira", "inteiros", "inteiras"]);

function fillerAt(tokens: readonly TToken[], i: number): { kind: TFillerKind; length: number } | null {
  const here = tokens[i]?.norm;
  if ((here === "as" || here === "a") && isNumberWord(tokens[i + 1]?.norm) && HOURS.has(tokens[i + 2]?.norm ?? "")) {
    return { kind: "opener", length: 3 };
  }
  for (const [words, kind] of BY_FIRST_WORD.get(here ?? "") ?? []) {
    if (!words.every((w, k) => tokens[i + k]?.norm === w)) continue;
    const next = tokens[i + words.length]?.norm ?? "";
    if (kind === "opener" && words[words.length - 1] === "cafe" && (COFFEE_FOLLOWERS.has(next) || isNumberWord(next))) continue;
    return { kind, length: words.length };
  }
  return null;
}

/** Tokens -> words, connectors and breaks, with every filler word taken out (and counted as read). */
function mark(tokens: readonly TToken[]): TMark[] {
  const marks: TMark[] = [];
  const norms = tokens.map((t) => t.norm);
  for (let i = 0; i < tokens.length; i++) {
    const unit = readUnit(norms, i);
    if (unit && unit.next - i > 1) {
      for (let k = i; k < unit.next; k++) marks.push({ kind: "word", token: tokens[k] as TToken });
      i = unit.next - 1;
      continue;
    }
    const token = tokens[i] as TToken;
    if (token.norm === SEPARATOR) {
      marks.push({ kind: "break" });
      continue;
    }
    if (token.norm === COLON) {
      marks.push({ kind: "colon" });
      continue;
    }
    const context = contextPhraseAt(tokens, i);
    if (context > 0) {
      // "uma marmita da minha mãe com arroz": a connector right after the phrase still joins what came before it.
      if (!CONNECTORS.has(tokens[i + context]?.norm ?? "")) marks.push({ kind: "break" });
      i += context - 1;
      continue;
    }
    const filler = fillerAt(tokens, i);
    if (filler) {
      const keep = filler.kind === "descriptor" && filler.length === 1 && !WHOLE.has(token.norm) && FOOD_INDEX.byToken.has(stemToken(token.norm));
      if (keep) marks.push({ kind: "word", token });
      else if (filler.kind !== "hedge" && filler.kind !== "descriptor") marks.push({ kind: "break" });
      i += filler.length - 1;
      continue;
    }
    marks.push({ kind: CONNECTORS.has(token.norm) ? "connector" : "word", token });
  }
  return marks;
}

/**
 * A colon joins "arroz: 150 g" (a food, then its amount) and breaks everywhere else ("Refeição 1: arroz"); a dish named
 * before it and detailed after it ("cuscuz com ovo: 150 g de cuscuz e 2 ovos") is a title, read once.
 */
function resolveColons(marks: readonly TMark[]): TMark[] {
  const out: TMark[] = [];
  for (let i = 0; i < marks.length; i++) {
    const m = marks[i] as TMark;
    if (m.kind !== "colon") {
      out.push(m);
      continue;
    }
    const before: string[] = [];
    for (let k = out.length - 1; k >= 0 && (out[k] as TMark).kind === "word"; k--) before.unshift((out[k] as TMark & { kind: "word" }).token.norm);
    const after: string[] = [];
    for (let k = i + 1; k < marks.length && (marks[k] as TMark).kind === "word"; k++) after.push((marks[k] as TMark & { kind: "word" }).token.norm);
    const amountFollows = after.length > 0 && readAmountAt(after, 0)?.next === after.length;
    const food = before.length > 0 && !before.some((t) => isNumberWord(t)) && matchFood(before.join(" "))?.complete === true;
    if (food && amountFollows) continue;
    let start = out.length;
    while (start > 0 && (out[start - 1] as TMark).kind !== "break") start--;
    const named = out.slice(start).flatMap((x) => (x.kind === "word" && !FUNCTION_WORDS.has(x.token.norm) ? [stemToken(x.token.norm)] : []));
    const later = new Set(marks.slice(i + 1).flatMap((x) => (x.kind === "word" ? [stemToken(x.token.norm)] : [])));
    if (named.length > 0 && named.every((w) => later.has(w) || TITLE_WORDS.has(w))) out.splice(start);
    out.push({ kind: "break" });
  }
  return out;
}

/** Words that name a meal or its container, not a food: "marmita: arroz, feijão…" and "café: pão com ovo" are titles. */
const TITLE_WORDS = new Set(["marmita", "marmitex", "prato", "feito", "pf", "combo", "refeicao", "cardapio", "menu", "almoco", "jantar", "janta", "lanche", "lanchinho", "bandeja", "quentinha", "cafe", "desjejum", "ceia", "merenda"].map(stemToken));

type TPart = { tokens: string[]; raw: string[]; connector: string };

/** The folded word at `k` of a run (a run holds only words and connectors), if any. */
const normAt = (run: readonly TMark[], k: number): string | undefined => (run[k] as (TMark & { token?: TToken }) | undefined)?.token?.norm;

/** Splits a run at connectors unless the connector joins number words ("uma e meia") or `keepTogether` says so. */
function splitConnectors(run: readonly TMark[], keepTogether: TKeepTogether): TSegment[] {
  const parts: TPart[] = [{ tokens: [], raw: [], connector: "" }];
  for (let i = 0; i < run.length; i++) {
    const m = run[i] as TMark & { token: TToken };
    const current = parts[parts.length - 1] as TPart;
    const [beforePrev, prev, next, afterNext] = [i - 2, i - 1, i + 1, i + 2].map((k) => normAt(run, k));
    const halfMore = (next === "meia" || next === "meio") && (afterNext === undefined || afterNext === "de" || afterNext === "do" || afterNext === "da");
    const joinsNumbers = m.token.norm === "e" && ((isNumberWord(prev) && isNumberWord(next) && !/\d/.test(next ?? "") && beforePrev !== "de") || halfMore);
    // "biscoito recheado", "2 bolachas recheadas e um suco" end the mention: the word is part of the food's name, not a join.
    const endsName = (next === undefined || next === "e" || next === "mais" || isNumberWord(next)) && /^rechead[oa]s?$/.test(m.token.norm);
    if (m.kind === "connector" && !joinsNumbers && !endsName) {
      if (current.tokens.length > 0) parts.push({ tokens: [], raw: [], connector: m.token.norm });
      else if (parts.length > 1 && current.connector === "e") current.connector = m.token.norm;
      continue;
    }
    current.tokens.push(m.token.norm);
    current.raw.push(m.token.raw);
  }
  const merged: TSegment[] = [];
  for (const part of parts) {
    const last = merged[merged.length - 1];
    if (part.tokens.length === 0) continue;
    if (last && keepTogether(last.tokens, part.tokens, part.connector)) {
      // "café 200 ml com leite" is one drink of 200 ml: the amount said after the first food moves to the end.
      const cut = readTailAmount(last.tokens)?.start ?? last.tokens.length;
      const [amount, amountRaw] = [last.tokens.splice(cut), last.raw.splice(cut)];
      last.tokens.push(part.connector, ...part.tokens, ...amount);
      last.raw.push(part.connector, ...part.raw, ...amountRaw);
    } else merged.push(part);
  }
  return merged;
}

/** The words of a message left once fillers and separators are taken out: each must end in an item or be reported. */
export function contentWords(text: string): string[] {
  return resolveColons(mark(tokenize(text))).flatMap((m) => (m.kind === "word" ? [m.token.norm] : []));
}

/** Free meal text -> one token list per food mention, with the connector that introduced it ("" after a break). */
export function segmentMeal(text: string, keepTogether: TKeepTogether): TSegment[] {
  const marks = resolveColons(mark(tokenize(text)));
  const segments: TSegment[] = [];
  let run: TMark[] = [];
  const flush = () => {
    if (run.length > 0) segments.push(...splitConnectors(run, keepTogether));
    run = [];
  };
  for (const m of marks) {
    if (m.kind === "break" || m.kind === "colon") flush();
    else run.push(m);
  }
  flush();
  return segments;
}
