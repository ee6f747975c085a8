import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { NewRequestForm } from "./new-request-form";

const post = vi.fn();
const get = vi.fn();
vi.mock("../../../lib/api-client", () => ({ api: { post: (...args: unknown[]) => post(...args), get: (...args: unknown[]) => get(...args) } }));
beforeEach(() => {
  post.mockReset();
  get.mockReset().mockResolvedValue({ requests: [{ id: "r1", title: "Lista de compras do plano", status: "PLANNED", voteCount: 1 }] });
});

function renderForm(onDone = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <NewRequestForm onOpen={vi.fn()} onDone={onDone} />
    </QueryClientProvider>,
  );
  return onDone;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const messageOf = (label: string) => document.getElementById(field(label).getAttribute("aria-describedby") ?? "")?.textContent;

describe("NewRequestForm", () => {
  it("shows the contract's message under each short field and sends nothing", async () => {
    renderForm();
    type("Título", "Oi");
    type("Descrição", "curta");
    fireEvent.click(screen.getByRole("button", { name: "Enviar pedido" }));
    await screen.findByText("A descrição precisa ter pelo menos 10 caracteres");
    expect(messageOf("Título")).toBe("O título precisa ter pelo menos 5 caracteres");
    expect(field("Descrição").getAttribute("aria-invalid")).toBe("true");
    expect(post).not.toHaveBeenCalled();
  });

  it("offers similar requests while the title is typed, sends the request trimmed and empties the form", async () => {
    post.mockResolvedValueOnce({ id: "r2" });
    const onDone = renderForm();
    type("Título", "  Lista de compras ");
    expect(await screen.findByRole("button", { name: "Lista de compras do plano" })).toBeTruthy();
    expect(get).toHaveBeenLastCalledWith("/api/roadmap/similar?q=Lista%20de%20compras");
    type("Descrição", "Gerar a lista a partir do plano da semana.");
    fireEvent.click(screen.getByRole("button", { name: "Enviar pedido" }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(post).toHaveBeenCalledWith("/api/roadmap/requests", { title: "Lista de compras", description: "Gerar a lista a partir do plano da semana." });
    expect(field("Título").value).toBe("");
  });
});
