import { readAmountAt, readTailAmount } from "./amounts";
import type { TSegment } from "./segment";

/** Measures that hold a whole dish rather than one of its parts. */
const PLATES = new Set(["prato", "prato fundo", "prato raso", "prato de sobremesa", "pires", "tigela", "cumbuca", "marmitex", "porção"]);

function hasAmount(tokens: readonly string[]): boolean {
  const tail = readTailAmount(tokens);
  // "baião de dois": a number after "de" with no measure is the dish's name, never how much of it.
  const named = tail !== null && tail.unit === null && tail.start > 0 && tokens[tail.start - 1] === "de";
  return readAmountAt(tokens, 0) !== null || (tail !== null && !named);
}

/** "1 prato", "uma tigela": a segment that is only a plate. */
function lonePlate(tokens: readonly string[]): boolean {
  // "uns 2 pratos de sobremesa cheio", "tipo 1 prato bem servido": the hedge before and the size after are still the plate.
  let from = 0;
  while (HEDGES.has(tokens[from] ?? "")) from++;
  let to = tokens.length;
  while (to > from && PLATE_SIZES.has(tokens[to - 1] ?? "")) to--;
  const said = tokens.slice(from, to);
  const amount = readAmountAt(said, 0);
  return amount !== null && amount.next === said.length && amount.unit !== null && PLATES.has(amount.unit.unit);
}
const HEDGES = new Set(["uns", "umas", "tipo", "quase", "uns", "cerca", "de", "mais", "ou", "menos", "aproximadamente", "acho", "que", "foi", "foram", "comi"]);
const PLATE_SIZES = new Set(["cheio", "cheia", "cheios", "cheias", "raso", "rasa", "rasos", "fundo", "funda", "bem", "servido", "servidos", "grande", "grandes", "pequeno", "pequenos", "generoso", "caprichado"]);

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
      // The hedge before the plate says nothing of the dish ("cuscuz com calabresa, tipo 1 prato").
      const from = current.tokens.findIndex((t) => !HEDGES.has(t));
      base.tokens.push(...current.tokens.slice(from));
      base.raw.push(...current.raw.slice(from));
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
