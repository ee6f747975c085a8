import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, expect, it, vi } from "vitest";
import type { TCalorieCalculation } from "@nutriguia/domain";
import { getToast } from "../../../lib/toast-store";
import { EditNutritionPage } from "./edit-nutrition-page";

const calculation: TCalorieCalculation = {
  id: "6f1c1a53-8a8e-4f4e-9a57-0a3e1c0d9b11",
  foodDescription: "Arroz, feijão, bife grelhado e salada de alface com tomate e cenoura ralada",
  totalCalories: 600,
  protein: 40,
  carbohydrates: 70,
  fat: 15,
  additionalNutrients: { fiber: 9 },
  positivePoints: ["Boa fonte de proteína"],
  improvementPoints: [],
  unread: [],
  items: [],
  imageUrl: null,
  source: "WEB_CHAT",
  status: "CONFIRMED",
  meal: "LUNCH",
  consumedOn: "2026-01-10",
  calculatedAt: "2026-01-10T15:30:00.000Z",
};

type TCall = { url: string; method: string; body: unknown };
let calls: TCall[] = [];

function mockServer(get: () => Response) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? "GET";
      calls.push({ url, method, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (method === "PUT") {
        const body = JSON.parse(String(init.body));
        return Response.json({ ...calculation, ...body });
      }
      return get();
    }),
  );
}

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: "/dashboard/edit-nutrition/:id", Component: EditNutritionPage },
      { path: "/dashboard", element: <p>Painel</p> },
    ],
    { initialEntries: [`/dashboard/edit-nutrition/${calculation.id}`] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  calls = [];
  vi.unstubAllGlobals();
});

it("loads with the spec's text, edits, and asks before keeping calories far from 4/4/9", async () => {
  mockServer(() => Response.json(calculation));
  renderPage();
  expect(screen.getByText("Carregando informações nutricionais...")).toBeTruthy();
  await screen.findByText("Chat no site");
  expect(document.body.textContent).toContain(`${calculation.foodDescription.slice(0, 60)}...`);
  expect(document.body.textContent).not.toContain("cenoura ralada");

  fireEvent.click(screen.getByRole("button", { name: "Editar" }));
  fireEvent.change(screen.getByLabelText("Proteínas (g)"), { target: { value: "-2" } });
  fireEvent.click(screen.getByRole("button", { name: "Salvar" }));
  expect(await screen.findByText("O valor não pode ser negativo")).toBeTruthy();

  fireEvent.change(screen.getByLabelText("Proteínas (g)"), { target: { value: "40" } });
  fireEvent.change(screen.getByLabelText("Calorias (kcal)"), { target: { value: "" } });
  fireEvent.click(screen.getByRole("button", { name: "Salvar" }));
  expect(await screen.findByText("Campo obrigatório")).toBeTruthy();

  fireEvent.change(screen.getByLabelText("Calorias (kcal)"), { target: { value: "800" } });
  fireEvent.change(screen.getByLabelText("Pontos positivos"), { target: { value: "Proteína\n\n Fibras " } });
  fireEvent.click(screen.getByRole("button", { name: "Salvar" }));
  // 4*40 + 4*70 + 9*15 = 575
  expect(await screen.findByRole("alertdialog")).toBeTruthy();
  fireEvent.click(screen.getByRole("button", { name: "Usar 575 kcal" }));

  await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
  const put = calls.find((c) => c.method === "PUT")!;
  expect(put.body).toMatchObject({ totalCalories: 575, protein: 40, positivePoints: ["Proteína", "Fibras"] });
  await waitFor(() => expect(getToast()).toMatchObject({ title: "Sucesso", description: "Informações nutricionais atualizadas com sucesso." }));
  expect(await screen.findByText("575")).toBeTruthy();
});

it("shows the not-found state for an unknown or foreign calculation", async () => {
  mockServer(() => Response.json({ success: false, message: "Informações não encontradas.", errorCode: "NOT_FOUND", status: 404 }, { status: 404 }));
  renderPage();
  expect(await screen.findByText("Informações não encontradas")).toBeTruthy();
  expect(screen.getByRole("link", { name: "Voltar ao dashboard" }).getAttribute("href")).toBe("/dashboard");
});
