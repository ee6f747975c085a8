import { readNumber } from "./numbers";
import { readMeasureSize, readSize, readUnit } from "./units";

export const LINKS = new Set(["de", "do", "da", "dos", "das", "d"]);

export function readAmountAt(tokens: readonly string[], start: number) {
  const number = readNumber(tokens, start);
  let i = number ? number.next : start;
  let size = readSize(tokens[i]);
  if (size !== null) i++;
  const unit = readUnit(tokens, i);
  let half = 0;
  if (unit) {
    i = unit.next;
    const after = readMeasureSize(tokens[i], unit.unit.unit);
    if (after !== null) {
      size = after;
      i++;
    }
    if (number && tokens[i] === "e" && (tokens[i + 1] === "meia" || tokens[i + 1] === "meio")) {
      half = 0.5;
      i += 2;
    }
  }
  if (!number && (!unit || !LINKS.has(tokens[i] ?? ""))) return null;
  return { quantity: number ? number.value + half : null, unit: unit?.unit ?? null, size, next: i };
}

/** The last amount of a segment when it closes it ("arroz 150 g", "arroz (150g)"). */
export function readTailAmount(tokens: readonly string[]) {
  for (let k = tokens.length - 1; k >= 1; k--) {
    const tail = readAmountAt(tokens, k);
    if (tail && tail.quantity !== null && tail.next === tokens.length) return { ...tail, start: k };
  }
  return null;
}

/** Tokens that never carry a food of their own: links and articles left between two amounts. */
const NOT_FOOD = new Set(["de", "do", "da", "dos", "das", "d", "o", "a", "os", "as", "um", "uma", "no", "na", "em"]);

const BOTTLED = /^(coca|guarana|refrigerante|suco|cerveja|agua|acai|leite|vinho|energetico|isotonico|garrafa|garrafinha|copo|copao|pote)$/;

/** Whether an amount starting inside a mention starts (or closes) another item ("150 g arroz 100 g feijão"). */
function innerAmount(tokens: readonly string[], k: number, hasAmount: boolean) {
  const prev = tokens[k - 1] ?? "";
  if (LINKS.has(prev) || prev === "tipo" || readUnit(tokens, k - 1) || readSize(prev) !== null) return null;
  const amount = readAmountAt(tokens, k);
  if (!amount || amount.quantity === null) return null;
  // "uma coca 600": the size of the bottle the drink came in, read with the drink.
  if (!amount.unit && amount.quantity >= 180 && BOTTLED.test(prev)) return null;
  const digits = /\d/.test(tokens[k] ?? "");
  return amount.unit || (digits && hasAmount) ? amount : null;
}

/** One segment -> its items: an amount binds to the food after it ("de") or, closing a food without one, before it. */
export function splitAmounts(tokens: readonly string[]): string[][] {
  const parts: string[][] = [];
  let start = 0;
  let hasFood = false;
  let hasAmount = false;
  let countOrMeasure = false;
  let i = 0;
  while (i < tokens.length) {
    const lead = i === start ? readAmountAt(tokens, i) : null;
    if (lead) {
      hasAmount = lead.quantity !== null;
      countOrMeasure = hasAmount && (lead.unit === null || lead.unit.kind === "measure");
      i = Math.max(lead.next, i + 1);
      continue;
    }
    const found: ReturnType<typeof innerAmount> = hasFood ? innerAmount(tokens, i, hasAmount) : null;
    const sizeOfEach: boolean = countOrMeasure && found?.unit != null && found.unit.kind !== "measure";
    const inner: ReturnType<typeof innerAmount> = sizeOfEach ? null : found;
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
    countOrMeasure = false;
    i = inner.next;
  }
  if (start < tokens.length) parts.push(tokens.slice(start));
  return parts;
}

