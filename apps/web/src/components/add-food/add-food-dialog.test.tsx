import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import type { TFoodSearchResult, TQuickAddList } from "@nutriguia/domain";
import { ApiError } from "../../lib/api-errors";
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
vi.mock("./api/add-manual-entry", () => ({ useAddManualEntry: () => ({ mutateAsync, isPending: false }) }));
const logRecipe = vi.fn();
const quickList: TQuickAddList = {
  recent: [{ foodId: "banana-prata-182", name: "Banana prata", measure: "2 unidades (140 g)", portion: { measure: "unidade", quantity: 2 }, calories: 137.2, uses: 3, lastUsedOn: "2026-11-25" }],
  frequent: [],
  recipes: [{ id: "r1", name: "Meu PF", items: [], calories: 612, createdAt: "2026-11-20T12:00:00Z" }],
};
vi.mock("./api/quick-add", () => ({ useQuickAdd: () => ({ data: quickList }), useLogRecipe: () => ({ mutateAsync: logRecipe, isPending: false }) }));
vi.mock("../nutrition-card/api/search-foods", () => ({ useFoodSearch: () => ({ data: { foods } }) }));

function pick(name: string) {
  render(<AddFoodDialog meal="LUNCH" date="2026-11-26" onClose={() => undefined} />);
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

  it("adds a recent food with one tap, in the meal it was opened for, with the portion last eaten", async () => {
    const onClose = vi.fn();
    mutateAsync.mockResolvedValueOnce({});
    render(<AddFoodDialog meal="BREAKFAST" date="2026-11-26" onClose={onClose} />);
    expect(screen.getByText("2 unidades (140 g) · 137,2 kcal")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Adicionar Banana prata" }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(mutateAsync).toHaveBeenLastCalledWith({ foodId: "banana-prata-182", meal: "BREAKFAST", date: "2026-11-26", measure: "unidade", quantity: 2 });
  });

  it("logs a saved recipe into the meal chosen in the dialog", async () => {
    logRecipe.mockResolvedValueOnce({});
    render(<AddFoodDialog meal="BREAKFAST" date="2026-11-26" onClose={() => undefined} />);
    fireEvent.change(screen.getByLabelText("Refeição"), { target: { value: "DINNER" } });
    fireEvent.click(screen.getByRole("tab", { name: "Receitas" }));
    fireEvent.click(screen.getByRole("button", { name: "Adicionar Meu PF" }));
    await vi.waitFor(() => expect(logRecipe).toHaveBeenCalledWith({ id: "r1", meal: "DINNER", date: "2026-11-26" }));
  });
});
