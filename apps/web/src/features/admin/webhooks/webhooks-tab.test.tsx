import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TWebhookEventRow } from "@nutriguia/domain";
import { WebhooksTab } from "./webhooks-tab";

const row = (n: number, patch: Partial<TWebhookEventRow> = {}): TWebhookEventRow => ({
  provider: "whatsapp",
  eventId: `wamid.${n}`,
  type: "text",
  status: "PROCESSED",
  error: null,
  receivedAt: "2026-11-23T15:00:00.000Z",
  processedAt: "2026-11-23T15:00:01.000Z",
  ...patch,
});

let urls: string[] = [];
afterEach(() => {
  urls = [];
  vi.unstubAllGlobals();
});

function renderTab(initial = "/admin/backoffice?tab=webhooks") {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      urls.push(url);
      if (url.includes("/summary")) {
        return Response.json({
          last24h: [
            { provider: "whatsapp", total: 12, failed: 1, lastReceivedAt: null },
            { provider: "telegram", total: 0, failed: 0, lastReceivedAt: null },
            { provider: "stripe", total: 3, failed: 0, lastReceivedAt: null },
          ],
        });
      }
      const page = Number(new URL(url, "http://x").searchParams.get("page"));
      const rows = [row(page * 2 + 1), row(page * 2 + 2, { provider: "telegram", eventId: "700", type: "message", status: "IGNORED", error: "channel disabled" })];
      return Response.json({ rows, total: 45, page, size: 20 });
    }),
  );
  const router = createMemoryRouter([{ path: "/admin/backoffice", Component: WebhooksTab }], { initialEntries: [initial] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
const eventCalls = () => urls.filter((u) => u.includes("/api/admin/webhooks/events")).map((u) => new URL(u, "http://x").searchParams);

describe("WebhooksTab", () => {
  it("shows the last 24 hours, the events with their outcome and a way to the cleanup tab", async () => {
    renderTab();
    const rows = await screen.findAllByTestId("webhook-row");
    expect(rows[0]!.textContent).toContain("WhatsApp");
    expect(rows[0]!.textContent).toContain("wamid.1");
    expect(rows[0]!.textContent).toContain("Processado");
    expect(within(rows[1]!).getByText("Ignorado")).toBeTruthy();
    expect(within(rows[1]!).getByText("Canal desativado nas configurações")).toBeTruthy();
    const summary = await screen.findAllByTestId("webhook-summary");
    expect(summary[0]!.textContent).toContain("12");
    expect(summary[0]!.textContent).toContain("1 falha");
    expect(screen.getByRole("link", { name: "Limpar eventos antigos" }).getAttribute("href")).toBe("/admin/backoffice?tab=cleanup");
    expect(screen.getByText("45 eventos · página 1 de 3")).toBeTruthy();
  });

  it("keeps filters and page in the URL and asks the server for them", async () => {
    const router = renderTab();
    await screen.findAllByTestId("webhook-row");
    fireEvent.change(screen.getByLabelText("Provedor"), { target: { value: "telegram" } });
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "FAILED" } });
    await waitFor(() => expect(eventCalls().at(-1)?.get("status")).toBe("FAILED"));
    expect(eventCalls().at(-1)?.get("provider")).toBe("telegram");
    fireEvent.click(screen.getByRole("button", { name: "Próxima" }));
    await waitFor(() => expect(eventCalls().at(-1)?.get("page")).toBe("1"));
    expect(router.state.location.search).toContain("provider=telegram");
    expect(router.state.location.search).toContain("page=1");
    expect(await screen.findByText("45 eventos · página 2 de 3")).toBeTruthy();
  });
});
