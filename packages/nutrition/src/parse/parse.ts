import { FOOD_INDEX } from "../match/food-index";
import { matchFood } from "../match/match-food";
import { foodTokens, normalizeText } from "../text/normalize";
import { readNumber } from "./numbers";
import { segmentMeal, type TSegment } from "./segment";
import { readSize, readUnit, type TUnit } from "./units";

export type TParsedItem = {
  /** The mention as read, normalised ("2 colheres de sopa de arroz branco"). */
  text: string;
  /** What is left once amount, unit and size are taken out ("arroz branco"). */
  foodText: string;
  quantity: number | null;
  unit: TUnit | null;
  /** Multiplier from "pequeno", "grande", "rasa"...; 1 when none is given. */
  size: number;
  /** Each folded token of the mention -> the word the user wrote, to name what could not be read. */
  words: Readonly<Record<string, string>>;
};

const LINKS = new Set(["de", "do", "da", "dos", "das", "d"]);

/** Measures that are also the name of the food ("1 bife frito", "2 coxas assadas"). */
const FOOD_MEASURES = new Set(["bife", "filé", "coxa", "sobrecoxa", "asa", "peito", "posta", "espeto", "espiga"]);
const PREPARATIONS = new Set([
  "frito", "frita", "fritos", "fritas", "grelhado", "grelhada", "grelhados", "grelhadas", "assado", "assada", "assados",
  "assadas", "cozido", "cozida", "cozidos", "cozidas", "acebolado", "acebolada", "empanado", "empanada", "a", "milanesa",
  "ensopado", "ensopada", "refogado", "refogada", "na", "brasa", "de", "panela", "frango", "boi", "porco", "peixe", "carne",
]);

function readAmountAt(tokens: readonly string[], start: number) {
  const number = readNumber(tokens, start);
  let i = number ? number.next : start;
  let size = readSize(tokens[i]);
  if (size !== null) i++;
  const unit = readUnit(tokens, i);
  if (unit) {
    i = unit.next;
    const after = readSize(tokens[i]);
    if (after !== null) {
      size = after;
      i++;
    }
  }
  if (!number && (!unit || !LINKS.has(tokens[i] ?? ""))) return null;
  return { quantity: number?.value ?? null, unit: unit?.unit ?? null, size, next: i };
}

/** The last amount of a segment when it closes it ("arroz 150 g", "arroz (150g)"). */
function readTailAmount(tokens: readonly string[]) {
  for (let k = tokens.length - 1; k >= 1; k--) {
    const tail = readAmountAt(tokens, k);
    if (tail && tail.quantity !== null && tail.next === tokens.length) return { ...tail, start: k };
  }
  return null;
}

function parseSegment(tokens: string[], words: Readonly<Record<string, string>> = {}): TParsedItem {
  let rest = tokens;
  let quantity: number | null = null;
  let unit: TUnit | null = null;
  let size: number | null = null;
  const lead = readAmountAt(tokens, 0);
  const tail = lead?.quantity != null ? null : readTailAmount(tokens);
  if (tail) {
    ({ quantity, unit, size } = tail);
    rest = tokens.slice(0, tail.start);
  } else if (lead) {
    ({ quantity, unit, size } = lead);
    rest = tokens.slice(lead.next);
    const de = tokens.lastIndexOf("de", lead.next - 1);
    if ((rest.length === 0 || rest[0] === "com") && de > 0) {
      const shorter = readAmountAt(tokens.slice(0, de + 1), 0);
      if (shorter) ({ quantity, unit, size } = shorter);
      rest = tokens.slice(de + 1);
    }
  } else if (tokens.length > 1) {
    const last = readUnit(tokens, tokens.length - 1);
    if (last?.unit.kind === "measure") {
      unit = last.unit;
      rest = tokens.slice(0, -1);
    }
  }
  while (rest.length > 0 && LINKS.has(rest[0] as string)) rest = rest.slice(1);
  if (unit && FOOD_MEASURES.has(unit.unit) && rest.every((t) => PREPARATIONS.has(t))) {
    rest = [normalizeText(unit.unit), ...rest];
  }
  const trailing = readSize(rest[rest.length - 1]);
  if (trailing !== null && rest.length > 1) {
    size = trailing;
    rest = rest.slice(0, -1);
  }
  return { text: tokens.join(" "), foodText: rest.join(" "), quantity, unit, size: size ?? 1, words };
}

/** "com pele", "sem gordura": words after "com" that describe the food before it. */
const MODIFIERS = new Set(["pele", "casca", "gordura", "osso", "capa", "semente", "sementes", "sal"]);

/**
 * True when "x com y" / "x e y" is one mention: y describes x ("com pele") or the whole is a food of the
 * database ("tapioca com manteiga", "baião de dois arroz e feijão de corda", whose last words name no food of their
 * own). Never when both sides carry an amount.
 */
function isOneFood(left: string[], right: string[], connector: string): boolean {
  if (readAmountAt(right, 0)) return false;
  const l = parseSegment(left);
  const r = parseSegment(right);
  if (l.quantity !== null && r.quantity !== null) return false;
  if (connector === "com" && MODIFIERS.has(right[0] as string) && r.foodText.split(" ").length <= 3) return true;
  const text = `${l.foodText} ${connector} ${r.foodText}`;
  if (FOOD_INDEX.phrases.has(foodTokens(text).join(" "))) return true;
  const match = matchFood(text);
  if (!match?.complete) return false;
  if (connector !== "com") return !FOOD_INDEX.phrases.has(foodTokens(r.foodText).join(" "));
  const fused = foodTokens(`com ${r.foodText}`)[0] ?? "";
  return (FOOD_INDEX.byToken.get(fused) ?? []).some((e) => e.food === match.food);
}

/** "tapioca" followed by "com queijo" is the plain one, when the database has a plain ("simples") version. */
function plainWhenFilled(item: TParsedItem, next: TSegment | undefined): TParsedItem {
  if (next?.connector !== "com") return item;
  const plain = `${item.foodText} simples`;
  return FOOD_INDEX.phrases.has(foodTokens(plain).join(" ")) ? { ...item, foodText: plain } : item;
}

/** Tokens that never carry a food of their own: links and articles left between two amounts. */
const NOT_FOOD = new Set(["de", "do", "da", "dos", "das", "d", "o", "a", "os", "as", "um", "uma", "no", "na", "em"]);

/** Whether an amount starting inside a mention starts (or closes) another item ("150 g arroz 100 g feijão"). */
function innerAmount(tokens: readonly string[], k: number, hasAmount: boolean) {
  const prev = tokens[k - 1] ?? "";
  if (LINKS.has(prev) || prev === "tipo" || readUnit(tokens, k - 1) || readSize(prev) !== null) return null;
  const amount = readAmountAt(tokens, k);
  if (!amount || amount.quantity === null) return null;
  const digits = /\d/.test(tokens[k] ?? "");
  return amount.unit || (digits && hasAmount) ? amount : null;
}

/** One segment -> its items: an amount binds to the food after it ("de") or, closing a food without one, before it. */
function splitAmounts(tokens: readonly string[]): string[][] {
  const parts: string[][] = [];
  let start = 0;
  let hasFood = false;
  let hasAmount = false;
  let i = 0;
  while (i < tokens.length) {
    const lead = i === start ? readAmountAt(tokens, i) : null;
    if (lead) {
      hasAmount = true;
      i = Math.max(lead.next, i + 1);
      continue;
    }
    const inner: ReturnType<typeof innerAmount> = hasFood ? innerAmount(tokens, i, hasAmount) : null;
    if (!inner) {
      if (!NOT_FOOD.has(tokens[i] as string)) hasFood = true;
      i++;
      continue;
    }
    const forward: boolean = hasAmount || LINKS.has(tokens[inner.next] ?? "");
    const cut = forward ? i : inner.next;
    parts.push(tokens.slice(start, cut));
    start = cut;
    hasFood = false;
    hasAmount = forward;
    i = inner.next;
  }
  if (start < tokens.length) parts.push(tokens.slice(start));
  return parts;
}

function wordsOf(segment: TSegment): Record<string, string> {
  const words: Record<string, string> = {};
  segment.tokens.forEach((t, k) => {
    words[t] ??= segment.raw[k] ?? t;
  });
  return words;
}

/** pt-BR meal text -> food mentions with amount, unit and size. Never throws. */
export function parse(text: string): TParsedItem[] {
  if (typeof text !== "string") return [];
  const segments = segmentMeal(text.slice(0, 5000), isOneFood);
  const items: TParsedItem[] = [];
  segments.forEach((segment, i) => {
    const words = wordsOf(segment);
    const parts = splitAmounts(segment.tokens);
    parts.forEach((part, k) => {
      const item = parseSegment(part, words);
      items.push(k === parts.length - 1 ? plainWhenFilled(item, segments[i + 1]) : item);
    });
  });
  return items.filter((item) => item.foodText.length > 0 || item.quantity !== null);
}
