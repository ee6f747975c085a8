import { onFirstUse } from "./on-first-use";

/**
 * pt-BR numbers written as Intl writes them, without Intl. A page's first Intl formatter loads the engine's locale
 * data, tens of milliseconds on a phone, in whichever render first shows a number: the landing's prices, the home's
 * calories. The tests compare both with Intl over many values.
 */

const DECIMAL = onFirstUse(() => new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1 }));
const BRL = onFirstUse(() => new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" }));

/**
 * `value` with a decimal comma and thousands dots, rounded to `maxFraction` digits as Intl rounds (the shortest
 * decimal that reads back as `value`, half away from zero: 22.955 → "22,96"), trailing zeros kept down to
 * `minFraction`. Null where Intl writes what this does not (not finite, or exponent notation).
 */
function writeDecimal(value: number, maxFraction: number, minFraction: number): string | null {
  const decimal = String(Math.abs(value));
  if (!Number.isFinite(value) || decimal.includes("e")) return null;
  const [whole = "0", fraction = ""] = decimal.split(".");
  const scale = 10n ** BigInt(maxFraction);
  const units = BigInt(whole + fraction.slice(0, maxFraction).padEnd(maxFraction, "0")) + (fraction.charAt(maxFraction) >= "5" ? 1n : 0n);
  let digits = (units % scale).toString().padStart(maxFraction, "0");
  while (digits.length > minFraction && digits.endsWith("0")) digits = digits.slice(0, -1);
  const integer = (units / scale).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return `${value < 0 || Object.is(value, -0) ? "-" : ""}${integer}${digits ? `,${digits}` : ""}`;
}

/** One decimal at most: "1.862", "774,6", "-0". */
export function formatDecimal(value: number): string {
  return writeDecimal(value, 1, 0) ?? DECIMAL().format(value);
}

/** Reais: "R$ 1.234,56" (a no-break space after "R$"), "-R$ 29,90". */
export function formatBrl(value: number): string {
  const amount = writeDecimal(value, 2, 2);
  if (amount === null) return BRL().format(value);
  return amount.startsWith("-") ? `-R$\u00a0${amount.slice(1)}` : `R$\u00a0${amount}`;
}
