import type { TPayment } from "@nutriguia/domain";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PaymentsTable } from "./payments-table";

const base: TPayment = {
  id: "p1",
  userId: "u1",
  paymentDate: "2026-03-05T17:30:00Z",
  description: "Assinatura NutriGuia Pro (mensal)",
  amount: 29.9,
  currency: "BRL",
  status: "COMPLETED",
  provider: "stripe",
  invoiceUrl: "https://invoice.example/1",
  receiptUrl: null,
};

describe("PaymentsTable (001 §2, §4, §5)", () => {
  it("shows each column in pt-BR, with the spec's placeholders for bad or missing values", () => {
    const rows: TPayment[] = [
      base,
      { ...base, id: "p2", amount: null, paymentDate: null, status: null, provider: null },
      { ...base, id: "p3", amount: Number.NaN, status: "CHARGEBACK" },
    ];
    render(<PaymentsTable payments={rows} showProvider renderUser={(id) => <span>{`Usuária ${id}`}</span>} caption="Pagamentos" />);
    const table = screen.getByRole("table", { name: "Pagamentos" });
    const [, first, second, third] = within(table).getAllByRole("row");
    expect(first!.textContent).toContain("05/03/2026, 14:30");
    expect(first!.textContent).toMatch(/R\$\s29,90/);
    expect(first!.textContent).toContain("Concluído");
    expect(first!.textContent).toContain("Stripe");
    expect(within(first!).getByRole("link", { name: /Fatura/ }).getAttribute("target")).toBe("_blank");
    expect(first!.textContent).toContain("N/A");
    expect(second!.textContent).toContain("Data desconhecida");
    expect(second!.textContent).toContain("Desconhecido");
    expect(third!.textContent).toContain("Valor inválido");
    expect(third!.textContent).toContain("CHARGEBACK");
  });
});
