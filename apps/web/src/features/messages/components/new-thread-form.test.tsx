import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { NewThreadForm } from "./new-thread-form";

const post = vi.fn();
vi.mock("../../../lib/api-client", () => ({ api: { post: (...args: unknown[]) => post(...args) } }));
beforeEach(() => post.mockReset());

function renderForm(onStarted = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <NewThreadForm onStarted={onStarted} />
    </QueryClientProvider>,
  );
  return onStarted;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const messageOf = (label: string) => document.getElementById(field(label).getAttribute("aria-describedby") ?? "")?.textContent;

describe("NewThreadForm", () => {
  it("shows the contract's message under each field and sends nothing", async () => {
    renderForm();
    type("Assunto", "Oi");
    type("Mensagem", "   ");
    fireEvent.click(screen.getByRole("button", { name: "Enviar" }));
    await screen.findByText("Escreva sua mensagem");
    expect(messageOf("Assunto")).toBe("O assunto precisa ter pelo menos 3 caracteres");
    expect(messageOf("Mensagem")).toBe("Escreva sua mensagem");
    expect(post).not.toHaveBeenCalled();
  });

  it("starts the thread with the trimmed subject and message and opens it", async () => {
    post.mockResolvedValueOnce({ id: "t1" });
    const onStarted = renderForm();
    type("Assunto", " Dúvida sobre o plano ");
    type("Mensagem", "Posso trocar o jantar? ");
    fireEvent.click(screen.getByRole("button", { name: "Enviar" }));
    await waitFor(() => expect(onStarted).toHaveBeenCalledWith("t1"));
    expect(post).toHaveBeenCalledWith("/api/messages/threads", { subject: "Dúvida sobre o plano", body: "Posso trocar o jantar?" });
  });
});
