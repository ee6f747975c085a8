import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router";
import type { TCalorieCalculation } from "@nutriguia/domain";
import { NutritionCard } from "./nutrition-card";

const item = (foodId: string, food: string, grams: number, calories: number) => ({
  foodId,
  food,
  grams,
  calories,
  protein: 10,
  carbohydrates: 10,
  fat: 10,
  measure: `${grams} g`,
  source: "TACO",
});

const calculation: TCalorieCalculation = {
  id: "0b7c1d00-3a4e-4c61-9c1b-7f1c8a523a4e",
  foodDescription: "Arroz branco cozido – 100 g; Bife a cavalo – 200 g",
  totalCalories: 710,
  protein: 20,
  carbohydrates: 20,
  fat: 20,
  additionalNutrients: {},
  positivePoints: [],
  improvementPoints: [],
  unread: [],
  items: [item("arroz-branco-cozido-3", "Arroz branco cozido", 100, 128), item("bife-a-cavalo-529", "Bife a cavalo", 200, 582)],
  imageUrl: null,
  source: "WEB_CHAT",
  status: "PENDING",
  meal: "LUNCH",
  consumedOn: "2026-03-10",
  calculatedAt: "2026-03-10T15:00:00.000Z",
};

const renderCard = (onChange?: (c: TCalorieCalculation) => void) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <NutritionCard calculation={calculation} onChange={onChange} detailsOpen={false} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

afterEach(() => vi.unstubAllGlobals());

describe("the card's items", () => {
  it("lists every recognised food with its amount and kcal, and where it counts, read-only without onChange", () => {
    renderCard();
    const items = screen.getAllByTestId("card-item");
    expect(items.map((li) => li.textContent)).toEqual(["Arroz branco cozido100 g · 128 kcal", "Bife a cavalo200 g · 582 kcal"]);
    expect(screen.getByTestId("card-placement").textContent).toBe("Almoço · 10/03/2026");
    expect(screen.queryByRole("button", { name: /Trocar/ })).toBeNull();
  });

  it("removes an item through PUT .../items and hands back the recomputed calculation", async () => {
    const fixed = { ...calculation, items: [calculation.items[0]!], totalCalories: 128 };
    const fetchMock = vi.fn(async () => Response.json(fixed));
    vi.stubGlobal("fetch", fetchMock);
    const onChange = vi.fn();
    renderCard(onChange);
    expect(within(screen.getByTestId("card-placement")).getByLabelText("Refeição")).toHaveProperty("value", "LUNCH");
    fireEvent.click(screen.getByRole("button", { name: "Remover Bife a cavalo" }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(fixed));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`/api/dashboard/calories/${calculation.id}/items`);
    expect(init.method).toBe("PUT");
    expect(JSON.parse(String(init.body))).toEqual({ items: [{ foodId: "arroz-branco-cozido-3", grams: 100 }] });
  });
});
