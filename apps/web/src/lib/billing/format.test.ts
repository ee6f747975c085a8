import { describe, expect, it } from "vitest";
import { formatAmount, formatPaymentDate, paymentStatusLabel } from "./format";

describe("payment display rules (001 §4, §5)", () => {
  it("shows amounts in BRL, 'N/A' when missing and 'Valor inválido' when not a number", () => {
    expect(formatAmount(29.9).replace(/\s/g, " ")).toBe("R$ 29,90");
    expect(formatAmount(null)).toBe("N/A");
    expect(formatAmount("abc")).toBe("Valor inválido");
  });
  it("shows 'Data desconhecida' for a missing or placeholder date", () => {
    expect(formatPaymentDate(null)).toBe("Data desconhecida");
    expect(formatPaymentDate("1970-01-01")).toBe("Data desconhecida");
    expect(formatPaymentDate([2026, 3, 5, 14, 30])).toContain("05/03/2026");
  });
  it("names statuses in pt-BR, keeps unknown ones and says 'Desconhecido' when missing", () => {
    expect(["COMPLETED", "PENDING", "FAILED", "REFUNDED", "CHARGEBACK", null].map(paymentStatusLabel)).toEqual([
      "Concluído",
      "Pendente",
      "Falhou",
      "Reembolsado",
      "CHARGEBACK",
      "Desconhecido",
    ]);
  });
});
