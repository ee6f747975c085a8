import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router";
import { RegisterPage } from "./register-page";

const post = vi.fn();
vi.mock("../../../lib/api-client", () => ({ api: { post: (...args: unknown[]) => post(...args) } }));
beforeEach(() => post.mockReset());

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <RegisterPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Criar conta" }));

describe("RegisterPage", () => {
  it("reports every field's problem at once, each tied to its field, and sends nothing", async () => {
    renderPage();
    type("Nome completo", "A");
    type("E-mail", "ana@");
    type("Número de WhatsApp (opcional)", "1234");
    type("Senha", "curta");
    type("Confirmar senha", "outra");
    submit();
    await screen.findByText("As senhas não coincidem");
    const expected: Record<string, string> = {
      "Nome completo": "Informe seu nome completo",
      "E-mail": "E-mail inválido",
      "Número de WhatsApp (opcional)": "Número de WhatsApp inválido. Use o formato (11) 98765-4321.",
      Senha: "A senha deve ter pelo menos 8 caracteres.",
      "Confirmar senha": "As senhas não coincidem",
    };
    for (const [label, message] of Object.entries(expected)) {
      const input = field(label);
      expect(input.getAttribute("aria-invalid")).toBe("true");
      expect(document.getElementById(input.getAttribute("aria-describedby") ?? "")?.textContent).toBe(message);
    }
    for (const [label, message] of [
      [/Política de Privacidade/, "Você precisa aceitar a Política de Privacidade."],
      [/Termos de Uso/, "Você precisa aceitar os Termos de Uso."],
    ] as const) {
      const box = screen.getByRole("checkbox", { name: label });
      expect(box.getAttribute("aria-invalid")).toBe("true");
      expect(document.getElementById(box.getAttribute("aria-describedby") ?? "")?.textContent).toBe(message);
    }
    expect(post).not.toHaveBeenCalled();
  });

  it("sends the request's fields only, without a blank WhatsApp number, and names the e-mail on success", async () => {
    post.mockResolvedValueOnce({ success: true });
    renderPage();
    type("Nome completo", "  Ana Souza ");
    type("E-mail", " Ana@Exemplo.com ");
    type("Número de WhatsApp (opcional)", "  ");
    type("Senha", "segredo-longo");
    type("Confirmar senha", "segredo-longo");
    fireEvent.click(screen.getByRole("checkbox", { name: /Política de Privacidade/ }));
    fireEvent.click(screen.getByRole("checkbox", { name: /Termos de Uso/ }));
    submit();
    expect(await screen.findByText("Enviamos um código de ativação de 10 dígitos para ana@exemplo.com.")).toBeTruthy();
    expect(post).toHaveBeenCalledWith(
      "/api/auth/register",
      { fullName: "Ana Souza", email: "ana@exemplo.com", password: "segredo-longo", whatsappNumber: undefined, privacyPolicyAccepted: true, termsAccepted: true },
      { auth: false },
    );
  });

  it("sends a typed WhatsApp number in E.164", async () => {
    post.mockResolvedValueOnce({ success: true });
    renderPage();
    type("Nome completo", "Ana Souza");
    type("E-mail", "ana@exemplo.com");
    type("Número de WhatsApp (opcional)", "(11) 98765-4321");
    type("Senha", "segredo-longo");
    type("Confirmar senha", "segredo-longo");
    fireEvent.click(screen.getByRole("checkbox", { name: /Política de Privacidade/ }));
    fireEvent.click(screen.getByRole("checkbox", { name: /Termos de Uso/ }));
    submit();
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(post.mock.calls[0]?.[1]).toMatchObject({ whatsappNumber: "+5511987654321" });
  });
});
