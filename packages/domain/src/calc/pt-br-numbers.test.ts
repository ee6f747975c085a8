import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatBrl, formatDecimal } from "./pt-br-numbers";

const INTL_DECIMAL = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1 });
const INTL_BRL = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });

/** Doubles of every size, decimal amounts, and halves where rounding is decided. */
const values = fc.oneof(
  fc.double({ min: -1e12, max: 1e12, noNaN: true }),
  fc.integer({ min: -10_000_000, max: 10_000_000 }).map((n) => n / 100),
  fc.integer({ min: -100_000, max: 100_000 }).map((n) => n / 100 + 0.005),
  fc.integer({ min: -100_000, max: 100_000 }).map((n) => n / 10 + 0.05),
  fc.constantFrom(0, -0, 1e-7, -1e-7, 1e21, Number.NaN, Number.POSITIVE_INFINITY),
);

describe("pt-BR numbers without Intl", () => {
  it("write every value exactly as Intl's pt-BR formats do", () => {
    fc.assert(
      fc.property(values, (value) => {
        expect(formatDecimal(value)).toBe(INTL_DECIMAL.format(value));
        expect(formatBrl(value)).toBe(INTL_BRL.format(value));
      }),
      { numRuns: 20_000 },
    );
  });

  it("group thousands with a dot and use a decimal comma", () => {
    expect(formatDecimal(1862.04)).toBe("1.862");
    expect(formatDecimal(774.55)).toBe("774,6");
    expect(formatBrl(1234567.8)).toBe("R$\u00a01.234.567,80");
    expect(formatBrl(22.955)).toBe("R$\u00a022,96");
    expect(formatBrl(-29.9)).toBe("-R$\u00a029,90");
  });
});
