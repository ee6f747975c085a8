import { readAmountAt, readTailAmount } from "./amounts";
import type { TSegment } from "./segment";

/** Measures that hold a whole dish rather than one of its parts. */
const PLATES = new Set(["prato", "prato fundo", "prato raso", "prato de sobremesa", "pires", "tigela", "cumbuca", "marmitex", "porção"]);

function hasAmount(tokens: readonly string[]): boolean {
  return readAmountAt(tokens, 0) !== null || readTailAmount(tokens) !== null;
}

/** "1 prato", "uma tigela": a segment that is only a plate. */
function lonePlate(tokens: readonly string[]): boolean {
  const amount = readAmountAt(tokens, 0);
  return amount !== null && amount.next === tokens.length && amount.unit !== null && PLATES.has(amount.unit.unit);
}

/**
 * "cuscuz com calabresa 1 prato", "macarrão com salsicha, 1 prato": a plate said after "x com y" is the dish's, so it
 * goes to the first food (the base of the dish) and the other keeps its own portion, never a plate of calabresa.
 */
export function platesToDish(segments: readonly TSegment[]): TSegment[] {
  const out = segments.map((s) => ({ ...s, tokens: [...s.tokens], raw: [...s.raw] }));
  for (let i = 1; i < out.length; i++) {
    const [previous, current] = [out[i - 1] as TSegment, out[i] as TSegment];
    const base = out[i - 2];
    if (base && previous.connector === "com" && current.connector === "" && lonePlate(current.tokens) && !hasAmount(base.tokens) && !hasAmount(previous.tokens)) {
      base.tokens.push(...current.tokens);
      base.raw.push(...current.raw);
      out.splice(i, 1);
      i--;
      continue;
    }
    if (current.connector !== "com" || hasAmount(previous.tokens) || readAmountAt(current.tokens, 0) !== null) continue;
    const tail = readTailAmount(current.tokens);
    if (!tail?.unit || !PLATES.has(tail.unit.unit) || tail.start === 0) continue;
    previous.tokens.push(...current.tokens.splice(tail.start));
    previous.raw.push(...current.raw.splice(tail.start));
  }
  return out;
}
