import { onFirstUse } from "./on-first-use";

/**
 * pt-BR numbers by Intl: decimal comma, thousands dot, "R$" and a no-break space. Each formatter is built on its first
 * use and kept, so no page builds one at start-up (decision 018); the first number shown pays for it once.
 */
const DECIMAL = onFirstUse(() => new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1 }));
const BRL = onFirstUse(() => new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" }));

/** One decimal at most: "1.862", "774,6", "-0". */
export function formatDecimal(value: number): string {
  return DECIMAL().format(value);
}

/** Reais: "R$ 1.234,56" (a no-break space after "R$"), "-R$ 29,90". */
export function formatBrl(value: number): string {
  return BRL().format(value);
}
