import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, expect, it, vi } from "vitest";
import type { TMealPlan } from "@nutriguia/domain";
import { getToast } from "../../../lib/toast-store";
import { MealPlanDetailsPage } from "./meal-plan-details-page";

const item = (food: string, calories: number) => ({ foodId: food, food, grams: 100, measure: `1 porção (100 g)`, calories, protein: 5, carbohydrates: 20, fat: 3 });
const totals = { calories: 500, protein: 30, carbohydrates: 60, fat: 15 };
const plan: TMealPlan = {
  id: "2b7c0f8e-3d0a-4b8e-9d3c-1e2f3a4b5c6d",
  title: "Plano de 2 dias · 1800 kcal",
  dayCount: 2,
  targets: { calories: 1800, protein: 90, carbohydrates: 220, fat: 60 },
  createdAt: "2026-01-10T12:00:00.000Z",
  meals: ["LUNCH"],
  avoidFoods: [],
  days: [1, 2].map((day) => ({
    day,
    label: day === 1 ? "Sábado" : "Domingo",
    totals,
    meals: [{ slot: "LUNCH" as const, name: "Almoço", totals, items: [item(`Arroz ${day}`, 200), item(`Feijão ${day}`, 150)] }],
  })),
};

let calls: { url: string; method: string; body: unknown }[] = [];

afterEach(() => {
  calls = [];
  vi.unstubAllGlobals();
});

function renderPlan(body: TMealPlan) {
  vi.stubGlobal("fetch", vi.fn(async () => Response.json(body)));
  const router = createMemoryRouter([{ path: "/meal-plans/:id", Component: MealPlanDetailsPage }], { initialEntries: [`/meal-plans/${body.id}`] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

it("opens a plan made yesterday on today's day, labelled 'Hoje'", async () => {
  renderPlan({ ...plan, createdAt: new Date(Date.now() - 86_400_000).toISOString() });
  const today = await screen.findByRole("button", { name: /^Hoje \d{2}\/\d{2}$/ });
  expect(today.getAttribute("aria-pressed")).toBe("true");
  expect(within(screen.getAllByRole("region", { name: "Almoço" })[0]!).getByText("Arroz 2")).toBeTruthy();
});

it("shows a day's meals with household measures, swaps an item and logs the meal", async () => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? "GET";
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, method, body });
      if (url.includes("/swap-options?")) return Response.json({ options: [item("Quinoa", 190), item("Cuscuz", 195)] });
      if (url.endsWith("/swap")) {
        const swapped = structuredClone(plan);
        swapped.days[0]!.meals[0]!.items[0] = item("Quinoa", 190);
        return Response.json(swapped);
      }
      if (url.endsWith("/log")) return Response.json({ id: "x" }, { status: 201 });
      return Response.json(plan);
    }),
  );
  const router = createMemoryRouter([{ path: "/meal-plans/:id", Component: MealPlanDetailsPage }], { initialEntries: [`/meal-plans/${plan.id}`] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  // The print-only copy of every day is in the DOM too (hidden by CSS, which jsdom does not load).
  const [lunch] = await screen.findAllByRole("region", { name: "Almoço" });
  expect(within(lunch!).getByText("Arroz 1")).toBeTruthy();
  expect(within(lunch!).getAllByText(/1 porção \(100 g\)/)).toHaveLength(2);

  // Created on Saturday 10 January: the tabs follow the calendar from that day.
  fireEvent.click(screen.getByRole("button", { name: "Domingo 11/01" }));
  await waitFor(() => expect(within(screen.getAllByRole("region", { name: "Almoço" })[0]!).queryByText("Arroz 2")).toBeTruthy());
  fireEvent.click(screen.getByRole("button", { name: "Sábado 10/01" }));

  fireEvent.click((await screen.findAllByRole("button", { name: "Trocar Arroz 1" }))[0]!);
  // "Trocar" offers the equivalents; the chosen one is swapped in.
  const choices = await screen.findByRole("list", { name: "Alternativas" });
  expect(await within(choices).findByText("Cuscuz")).toBeTruthy();
  fireEvent.click(within(choices).getByText("Quinoa"));
  await waitFor(() => expect(screen.queryByRole("list", { name: "Alternativas" })).toBeNull());
  expect((await screen.findAllByText("Quinoa")).length).toBeGreaterThan(0);
  expect(calls.find((c) => c.url.endsWith("/swap"))!.body).toEqual({ day: 1, meal: "LUNCH", index: 0, foodId: "Quinoa" });

  fireEvent.click(screen.getAllByRole("button", { name: "Registrar refeição" })[0]!);
  await waitFor(() => expect(calls.some((c) => c.url.endsWith("/log"))).toBe(true));
  expect(calls.find((c) => c.url.endsWith("/log"))!.body).toEqual({ day: 1, meal: "LUNCH" });
  await waitFor(() => expect(getToast()?.title).toBe("Refeição registrada"));
});
