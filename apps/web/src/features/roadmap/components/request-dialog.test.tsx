import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router";
import type { TFeatureRequestDetail } from "@nutriguia/domain";
import { RequestDialog } from "./request-dialog";

const request: TFeatureRequestDetail = {
  id: "r1",
  title: "Lista de compras do plano",
  description: "Gerar a lista da semana.",
  status: "UNDER_REVIEW",
  statusNote: null,
  mergedIntoId: null,
  authorName: "Bruna",
  voteCount: 3,
  commentCount: 0,
  votedByMe: false,
  votingOpen: true,
  hidden: false,
  createdAt: "2026-11-28T12:00:00.000Z",
  comments: [],
};
const post = vi.fn();
vi.mock("../../../lib/api-client", () => ({ api: { get: async () => request, post: (...args: unknown[]) => post(...args) } }));
beforeEach(() => post.mockReset());

async function renderDialog() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <RequestDialog id="r1" signedIn onClose={vi.fn()} onOpen={vi.fn()} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return (await screen.findByLabelText("Seu comentário")) as HTMLTextAreaElement;
}
const messageOf = (field: HTMLElement) => document.getElementById(field.getAttribute("aria-describedby") ?? "")?.textContent;
const comment = () => fireEvent.click(screen.getByRole("button", { name: "Comentar" }));

describe("RequestDialog's comment form", () => {
  it("refuses a one-letter comment under the field, shows the server's refusal there too, and empties the field once sent", async () => {
    const field = await renderDialog();
    fireEvent.change(field, { target: { value: "a" } });
    comment();
    await waitFor(() => expect(messageOf(field)).toBe("Escreva um comentário"));
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(post).not.toHaveBeenCalled();

    post.mockRejectedValueOnce(new Error("Você comentou demais por hoje."));
    fireEvent.change(field, { target: { value: " Quero muito! " } });
    comment();
    await waitFor(() => expect(messageOf(field)).toBe("Você comentou demais por hoje."));

    post.mockResolvedValueOnce(request);
    comment();
    await waitFor(() => expect(field.value).toBe(""));
    expect(post).toHaveBeenLastCalledWith("/api/roadmap/requests/r1/comments", { body: "Quero muito!" });
  });
});
