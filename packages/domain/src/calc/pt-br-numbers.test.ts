import { describe, expect, it } from "vitest";
import { formatBrl, formatDecimal } from "./pt-br-numbers";

describe("pt-BR numbers", () => {
  it("group thousands with a dot and use a decimal comma", () => {
    expect(formatDecimal(1862.04)).toBe("1.862");
    expect(formatDecimal(774.55)).toBe("774,6");
    expect(formatDecimal(1234567.89)).toBe("1.234.567,9");
    expect(formatDecimal(-0)).toBe("-0");
    expect(formatBrl(1234567.8)).toBe("R$\u00a01.234.567,80");
    expect(formatBrl(22.955)).toBe("R$\u00a022,96");
    expect(formatBrl(-29.9)).toBe("-R$\u00a029,90");
    expect(formatBrl(0)).toBe("R$\u00a00,00");
  });
});
