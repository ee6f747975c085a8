const WORD_VALUES: Readonly<Record<string, number>> = {
  um: 1, uma: 1, dois: 2, duas: 2, tres: 3, quatro: 4, cinco: 5, seis: 6, sete: 7, oito: 8, nove: 9, dez: 10,
  onze: 11, doze: 12, treze: 13, quatorze: 14, catorze: 14, quinze: 15, dezesseis: 16, dezessete: 17, dezoito: 18,
  dezenove: 19, vinte: 20, trinta: 30, quarenta: 40, cinquenta: 50, sessenta: 60, setenta: 70, oitenta: 80,
  noventa: 90, cem: 100, cento: 100, duzentos: 200, duzentas: 200, trezentos: 300, trezentas: 300,
  quatrocentos: 400, quinhentos: 500, seiscentos: 600, setecentos: 700, oitocentos: 800, novecentos: 900,
  mil: 1000, meio: 0.5, meia: 0.5, metade: 0.5, duzia: 12,
};

export type TNumberRead = { value: number; next: number };

function readDigits(token: string): number | null {
  if (/^\d+(\.\d+)?$/.test(token)) return Number(token);
  const fraction = /^(\d+)\/(\d+)$/.exec(token);
  if (fraction && Number(fraction[2]) > 0) return Number(fraction[1]) / Number(fraction[2]);
  return null;
}

export function isNumberWord(token: string | undefined): boolean {
  return token !== undefined && (token in WORD_VALUES || readDigits(token) !== null);
}

/** Reads "2", "1,5" (already "1.5"), "1/2", "1 1/2", "dois", "uma e meia", "duzentos e cinquenta", "meia duzia". */
export function readNumber(tokens: readonly string[], start: number): TNumberRead | null {
  const first = tokens[start];
  if (first === undefined) return null;
  const digits = readDigits(first);
  if (digits !== null) {
    let value = digits;
    let next = start + 1;
    const following = tokens[next];
    if (following?.includes("/") && Number.isInteger(digits)) {
      const fraction = readDigits(following);
      if (fraction !== null && fraction < 1) {
        value += fraction;
        next++;
      }
    }
    if (tokens[next] === "e" && (tokens[next + 1] === "meio" || tokens[next + 1] === "meia")) {
      value += 0.5;
      next += 2;
    }
    return { value, next };
  }
  const word = WORD_VALUES[first];
  if (word === undefined) return null;
  if ((first === "meia" || first === "meio") && tokens[start + 1] === "duzia") return { value: 6, next: start + 2 };
  let value = word;
  let next = start + 1;
  while (tokens[next] === "e" && tokens[next + 1] !== undefined && (tokens[next + 1] as string) in WORD_VALUES) {
    value += WORD_VALUES[tokens[next + 1] as string] as number;
    next += 2;
  }
  return { value, next };
}
