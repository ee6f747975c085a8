import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter, Route, Routes } from "react-router";
import { NewPasswordForm } from "./new-password-form";

const post = vi.fn();
vi.mock("../../../lib/api-client", () => ({ apiResult: (...args: unknown[]) => post(...args) }));
beforeEach(() => post.mockReset());

function renderForm() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={["/reset-password?token=abc123"]}>
        <Routes>
          <Route path="/reset-password" element={<NewPasswordForm title="Redefinir senha" subtitle="Escolha uma nova senha." successTitle="Senha redefinida" />} />
          <Route path="/login" element={<p>Página de login</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Salvar nova senha" }));
const messageOf = (label: string) => document.getElementById(field(label).getAttribute("aria-describedby") ?? "")?.textContent;

describe("NewPasswordForm", () => {
  it("reports a short password and a different confirmation together, each tied to its field", async () => {
    renderForm();
    type("Nova senha", "curta");
    type("Confirmar nova senha", "outra");
    submit();
    await screen.findByText("As senhas não coincidem");
    expect(messageOf("Nova senha")).toBe("A senha deve ter pelo menos 8 caracteres.");
    expect(messageOf("Confirmar nova senha")).toBe("As senhas não coincidem");
    expect(field("Confirmar nova senha").getAttribute("aria-invalid")).toBe("true");
    expect(post).not.toHaveBeenCalled();
  });

  it("sends the link's token with the new password, then goes to the login", async () => {
    post.mockResolvedValueOnce({ success: true });
    renderForm();
    type("Nova senha", "segredo-longo");
    type("Confirmar nova senha", "segredo-longo");
    submit();
    expect(await screen.findByText("Página de login")).toBeTruthy();
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.lastCall).toEqual(["/api/auth/reset-password", { method: "POST", body: { token: "abc123", newPassword: "segredo-longo" }, auth: false }]);
  });
});
