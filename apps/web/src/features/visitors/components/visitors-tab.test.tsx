import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryRouter, RouterProvider } from "react-router";
import { expect, it, vi } from "vitest";
import type { TVisitorSummary } from "@nutriguia/domain";
import { periodRange } from "../api/get-visitor-summary";
import { VisitorsTab } from "./visitors-tab";

const summary: TVisitorSummary = {
  from: "2026-02-10",
  to: "2026-03-11",
  visitors: 4,
  pageviews: 7,
  visits: 5,
  bounceRate: 0.6,
  avgVisitDurationMs: 91_000,
  daily: [
    { day: "2026-03-10", visitors: 2, pageviews: 4 },
    { day: "2026-03-11", visitors: 2, pageviews: 3 },
  ],
  topPages: [
    { path: "/", visitors: 3, pageviews: 4 },
    { path: "/login", visitors: 1, pageviews: 1 },
  ],
  referrers: [
    { value: null, visitors: 2, visits: 3 },
    { value: "google.com", visitors: 1, visits: 1 },
  ],
  devices: [
    { value: "desktop", visitors: 2, visits: 2 },
    { value: "mobile", visitors: 1, visits: 2 },
  ],
  countries: [{ value: "BR", visitors: 1, visits: 2 }],
  utmSources: [],
};

function serve(...responses: Array<() => Response>) {
  const urls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      urls.push(url);
      return (responses.shift() ?? (() => Response.json(summary)))();
    }),
  );
  return urls;
}

function renderTab(entry = "/admin/backoffice?tab=visitors") {
  const router = createMemoryRouter([{ path: "/admin/backoffice", Component: VisitorsTab }], { initialEntries: [entry] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

it("shows the figures, the daily chart and the ranked tables of the last 30 days in pt-BR", async () => {
  const urls = serve();
  renderTab();
  expect(await screen.findByText("Visitantes únicos")).toBeTruthy();
  const { from, to } = periodRange(30);
  expect(urls).toEqual([`/api/admin/visitors/summary?from=${from}&to=${to}`]);
  expect(figure("Visitantes únicos")).toBe("4");
  expect(figure("Visualizações de página")).toBe("7");
  expect(figure("Taxa de rejeição")).toBe("60%");
  expect(figure("Duração média da visita")).toBe("1 min 31 s");
  expect(screen.getByRole("img", { name: /máximo de 2 visitantes em 10\/03/ })).toBeTruthy();
  const pages = within(screen.getByRole("table", { name: "Páginas mais vistas" })).getAllByRole("row");
  expect(pages.map((r) => r.textContent)).toEqual(["PáginaVisitantesVisualizações", "/34", "/login11"]);
  expect(within(screen.getByRole("table", { name: "Origens" })).getByText("Direto")).toBeTruthy();
  expect(within(screen.getByRole("table", { name: "Dispositivos" })).getByText("Celular")).toBeTruthy();
  expect(within(screen.getByRole("table", { name: "Países" })).getByText("Brasil")).toBeTruthy();
  expect(screen.getByText("Nenhuma visita veio de uma campanha com UTM.")).toBeTruthy();
});

it("changes the period, keeping it in the URL", async () => {
  const urls = serve();
  const router = renderTab();
  await screen.findByText("Visitantes únicos");
  fireEvent.click(screen.getByRole("button", { name: "7 dias" }));
  const { from, to } = periodRange(7);
  await waitFor(() => expect(urls.at(-1)).toBe(`/api/admin/visitors/summary?from=${from}&to=${to}`));
  expect(router.state.location.search).toBe("?tab=visitors&dias=7");
  expect(screen.getByRole("button", { name: "7 dias" }).getAttribute("aria-pressed")).toBe("true");
});

it("says so when the period has no visits", async () => {
  serve(() => Response.json({ ...summary, visitors: 0, pageviews: 0, visits: 0, bounceRate: 0, avgVisitDurationMs: 0, topPages: [], referrers: [], devices: [], countries: [] }));
  renderTab("/admin/backoffice?tab=visitors&dias=90");
  expect(await screen.findByText("Nenhuma visita neste período")).toBeTruthy();
  expect(screen.getByRole("button", { name: "90 dias" }).getAttribute("aria-pressed")).toBe("true");
  expect(screen.queryByText("Visitantes únicos")).toBeNull();
});

it("offers a retry when loading fails", async () => {
  serve(() => Response.json({ success: false, message: "Falhou", errorCode: "INTERNAL_ERROR", status: 500 }, { status: 500 }));
  renderTab();
  const alert = await screen.findByRole("alert");
  expect(alert.textContent).toContain("Não foi possível carregar as estatísticas de visitantes.");
  fireEvent.click(within(alert).getByRole("button", { name: "Tentar novamente" }));
  expect(await screen.findByText("Visitantes únicos")).toBeTruthy();
});
