/**
 * GTIN check digits (EAN-13, EAN-8, UPC-A): the last digit makes the weighted sum (3, 1, 3, … from the right,
 * the check digit itself excluded) a multiple of 10. A mistyped digit or two swapped neighbours almost always fail it.
 */
export function hasValidCheckDigit(code: string): boolean {
  if (!/^(\d{8}|\d{12}|\d{13})$/.test(code)) return false;
  const digits = [...code].map(Number);
  const check = digits.pop()!;
  const sum = digits.reverse().reduce((total, d, i) => total + d * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

/** A UPC-A (12 digits, as some scanners read North American packs) is the same product as its EAN-13 with a leading 0. */
export function normalizeBarcode(code: string): string {
  const digits = code.replace(/[\s-]/g, "");
  return digits.length === 12 ? `0${digits}` : digits;
}

/** A typed or scanned code's problem in pt-BR, or null when it can be looked up. */
export function barcodeProblem(raw: string): string | null {
  const code = normalizeBarcode(raw.trim());
  if (!/^\d+$/.test(code)) return "O código de barras tem só números.";
  if (code.length !== 13 && code.length !== 8) return "Digite os 13 números do código de barras (EAN-13).";
  if (!hasValidCheckDigit(code)) return "Código de barras inválido: confira os números (o último dígito não confere).";
  return null;
}
