import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import type { TCalorieCalculation } from "@nutriguia/domain";
import { SaveRecipe } from "./save-recipe";

const mutateAsync = vi.fn();
vi.mock("./api/quick-add", () => ({ useSaveRecipe: () => ({ mutateAsync, isPending: false, isError: false }) }));

const item = (foodId: string, food: string) => ({ foodId, food, grams: 100, calories: 100, protein: 1, carbohydrates: 1, fat: 1, measure: "100 g", source: "TACO" });
const card: TCalorieCalculation = {
  id: "7f1c8a52-3a4e-4c61-9c1b-0a9e2b7c1d00",
  foodDescription: "Arroz, feijão e bife",
  totalCalories: 612,
  protein: 30,
  carbohydrates: 70,
  fat: 20,
  additionalNutrients: {},
  positivePoints: [],
  improvementPoints: [],
  unread: [],
  items: [item("arroz", "Arroz branco cozido"), item("feijao", "Feijão carioca cozido"), item("bife", "Contra-filé grelhado")],
  imageUrl: null,
  source: "WEB_CHAT",
  status: "CONFIRMED",
  meal: "LUNCH",
  consumedOn: "2026-11-28",
  calculatedAt: "2026-11-28T12:00:00.000Z",
};

describe("SaveRecipe", () => {
  it("names the recipe after the meal's foods, saves it, and says where to find it", async () => {
    mutateAsync.mockResolvedValueOnce({ name: "PF de sempre" });
    render(<SaveRecipe calculation={card} />);
    fireEvent.click(screen.getByRole("button", { name: "Salvar como receita" }));
    const field = screen.getByLabelText("Nome da receita") as HTMLInputElement;
    expect(field.value).toBe("Arroz branco, feijão carioca e contra-filé");
    fireEvent.change(field, { target: { value: "PF de sempre" } });
    fireEvent.click(screen.getByRole("button", { name: "Salvar receita" }));
    expect((await screen.findByRole("status")).textContent).toBe('Receita "PF de sempre" salva: está em Adicionar alimento › Receitas.');
    expect(mutateAsync).toHaveBeenCalledWith({ calculationId: card.id, name: "PF de sempre" });
  });
});
