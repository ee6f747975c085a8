import { fireEvent, render, screen } from "@testing-library/react";
import { expect, it, vi } from "vitest";
import { BypassForm } from "./bypass-form";

it("asks for a reason and sends the chosen expiry as the end of that day in São Paulo", () => {
  const onSubmit = vi.fn();
  render(<BypassForm busy={false} onSubmit={onSubmit} onCancel={() => undefined} />);
  fireEvent.click(screen.getByRole("button", { name: "Conceder acesso ilimitado" }));
  expect(screen.getByRole("alert").textContent).toBe("Informe o motivo (pelo menos 3 caracteres).");
  expect(onSubmit).not.toHaveBeenCalled();
  fireEvent.change(screen.getByLabelText("Motivo"), { target: { value: "  Parceria com clínica " } });
  fireEvent.change(screen.getByLabelText("Expira em (opcional)"), { target: { value: "2027-01-31" } });
  fireEvent.click(screen.getByRole("button", { name: "Conceder acesso ilimitado" }));
  expect(onSubmit).toHaveBeenCalledWith({ unlimited: true, reason: "Parceria com clínica", expiresAt: "2027-02-01T02:59:59.000Z" });
});
