import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import type { TFoodSearchResult } from "@nutriguia/domain";
import { ApiError } from "../../../lib/api-errors";
import { AddFoodDialog } from "./add-food-dialog";

const rice: TFoodSearchResult = {
  id: "arroz",
  name: "Arroz branco cozido",
  category: "cereais",
  per100g: { calories: 128, protein: 2.5, carbohydrates: 28, fat: 0.2 },
  measures: [{ name: "tigela", grams: 250 }, { name: "colher de sopa", grams: 25 }],
  serving: { measure: "colher de sopa", quantity: 4, grams: 100 },
};
const juice: TFoodSearchResult = {
  id: "suco",
  name: "Suco de laranja",
  category: "frutas",
  per100g: { calories: 45, protein: 0.7, carbohydrates: 10, fat: 0.1 },
  measures: [{ name: "copo", grams: 240 }],
  serving: null,
};

const mutateAsync = vi.fn();
let foods: TFoodSearchResult[] = [rice];
vi.mock("../api/add-manual-entry", () => ({ useAddManualEntry: () => ({ mutateAsync, isPending: false }) }));
vi.mock("../../../components/nutrition-card/api/search-foods", () => ({ useFoodSearch: () => ({ data: { foods } }) }));

function pick(name: string) {
  render(<AddFoodDialog meal="LUNCH" mealLabel="Almoço" date="2026-11-26" onClose={() => undefined} />);
  fireEvent.change(screen.getByLabelText("Buscar alimento"), { target: { value: "ar" } });
  fireEvent.click(screen.getByRole("button", { name: new RegExp(name) }));
}

describe("AddFoodDialog", () => {
  it("refuses 300 tigelas before any preview and keeps Adicionar off", () => {
    foods = [rice];
    pick("Arroz");
    fireEvent.change(screen.getByLabelText("Medida"), { target: { value: "tigela" } });
    fireEvent.change(screen.getByLabelText("Quantidade"), { target: { value: "300" } });
    expect(screen.getByRole("alert").textContent).toBe('Quantidade acima do limite: no máximo 5 "tigela" por registro.');
    expect(screen.queryByText(/kcal$/)).toBeNull();
    expect((screen.getByRole("button", { name: "Adicionar" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows the server's message in the form when the add fails", async () => {
    foods = [rice];
    mutateAsync.mockRejectedValueOnce(new ApiError({ success: false, message: "Alimento não encontrado.", errorCode: "NOT_FOUND", status: 404 }));
    pick("Arroz");
    fireEvent.click(screen.getByRole("button", { name: "Adicionar" }));
    expect((await screen.findByTestId("add-food-error")).textContent).toBe("Alimento não encontrado.");
  });

  it("enters a drink in ml", () => {
    foods = [juice];
    pick("Suco");
    const measure = screen.getByLabelText("Medida") as HTMLSelectElement;
    expect(measure.value).toBe("ml");
    expect([...measure.options].map((o) => o.textContent)).toEqual(["ml", "copo (240 ml)"]);
    fireEvent.change(screen.getByLabelText("Quantidade"), { target: { value: "300" } });
    expect(screen.getByText(/300 ml/)).toBeTruthy();
  });
});
