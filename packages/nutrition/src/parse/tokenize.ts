import { ABBREVIATIONS } from "./lexicon";

/** One word, number or separator of a message: `norm` folded for reading, `raw` as the user wrote the word it came from. */
export type TToken = { norm: string; raw: string };

/** Separators that end an item: list punctuation, a new line, "+", "&", "|". The colon is read by the segmenter. */
export const SEPARATOR = ";";
export const COLON = ":";

const MARKS = /[\u0300-\u036f]/g;
const PIECE = /\d+(?:[.,]\d+)?(?:\/\d+)?|\b[a-z]{1,2}\/|[a-z]+|[,;.!?+&|\n]|:/g;
/** "12h", "12h30", "12:30", "8hs": a time of day, never an amount. */
const TIME = /^\d{1,2}(?:h|hs|hrs|:)\d{0,2}$/;
/** "c/leite", "s/açúcar": an abbreviated connector glued to its word. */
const GLUED = /^([csp]\/)([a-z].*)$/;

function fold(text: string): string {
  return text.normalize("NFD").replace(MARKS, "").toLowerCase();
}

function pushWord(out: TToken[], word: string, raw: string): void {
  const expanded = ABBREVIATIONS[word];
  if (expanded === undefined) {
    out.push({ norm: word, raw });
    return;
  }
  for (const part of expanded.split(" ")) out.push({ norm: part, raw });
}

function pushPiece(out: TToken[], piece: string, raw: string): void {
  if (/^\d/.test(piece)) {
    out.push({ norm: piece.replace(",", "."), raw });
  } else if (/^[,;.!?+&|\n]$/.test(piece)) {
    if (out[out.length - 1]?.norm !== SEPARATOR) out.push({ norm: SEPARATOR, raw: piece });
  } else if (piece === ":") {
    out.push({ norm: COLON, raw: piece });
  } else {
    pushWord(out, piece, raw);
  }
}

/** Free text -> tokens: folded, abbreviations expanded, numbers split from units ("250ml"), times of day dropped. */
export function tokenize(text: string): TToken[] {
  const out: TToken[] = [];
  for (const chunk of text.replace(/\r?\n/g, " \n ").split(/[ \t]+/)) {
    if (!chunk) continue;
    let folded = fold(chunk).replace(/([a-z])\1{2,}/g, "$1").replace(/([aeiou])\1$/, "$1");
    const raw = chunk.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "") || chunk;
    if (TIME.test(folded.replace(/[^a-z0-9:]/g, ""))) continue;
    const glued = GLUED.exec(folded);
    if (glued) {
      pushWord(out, glued[1] as string, raw);
      folded = glued[2] as string;
    }
    for (const piece of folded.match(PIECE) ?? []) pushPiece(out, piece, raw);
  }
  return out;
}
