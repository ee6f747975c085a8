import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { ContactForm } from "./contact-form";

const post = vi.fn();
vi.mock("../../../lib/api-client", () => ({ api: { post: (...args: unknown[]) => post(...args) } }));
beforeEach(() => post.mockReset());

function renderForm(onSent?: () => void) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ContactForm onSent={onSent} />
    </QueryClientProvider>,
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Enviar mensagem" }));

describe("ContactForm (001 §5)", () => {
  it("shows the spec's message under each field, tied to it, and sends nothing", async () => {
    renderForm();
    type("Nome", "Jo");
    type("E-mail", "jo@");
    type("Mensagem", "curta");
    submit();
    await screen.findByText("Selecione um assunto", { selector: "p" });
    const expected: Record<string, string> = {
      Nome: "Nome precisa ter pelo menos 3 caracteres",
      "E-mail": "E-mail inválido",
      Assunto: "Selecione um assunto",
      Mensagem: "Mensagem precisa ter pelo menos 10 caracteres",
    };
    for (const [label, message] of Object.entries(expected)) {
      const input = field(label);
      expect(input.getAttribute("aria-invalid")).toBe("true");
      expect(document.getElementById(input.getAttribute("aria-describedby") ?? "")?.textContent).toBe(message);
    }
    expect(post).not.toHaveBeenCalled();
  });

  it("sends a complete message trimmed, then empties the form", async () => {
    post.mockResolvedValueOnce({ success: true });
    const onSent = vi.fn();
    renderForm(onSent);
    type("Nome", "  Joana ");
    type("E-mail", "joana@exemplo.com ");
    fireEvent.change(field("Assunto"), { target: { value: "outros" } });
    type("Mensagem", " Uma mensagem longa o bastante. ");
    submit();
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(post).toHaveBeenCalledWith(
      "/api/contact",
      { name: "Joana", email: "joana@exemplo.com", subject: "outros", message: "Uma mensagem longa o bastante." },
      { auth: false },
    );
    await waitFor(() => expect(field("Nome").value).toBe(""));
    expect(field("Mensagem").value).toBe("");
  });
});
