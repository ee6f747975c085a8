import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import type { TCalorieCalculation } from "@nutriguia/domain";
import { NutritionCard } from "./nutrition-card";

const calculation: TCalorieCalculation = {
  id: "0b7c1d00-3a4e-4c61-9c1b-7f1c8a523a4e",
  foodDescription: "Arroz e feijão",
  totalCalories: 410.04,
  protein: 12,
  carbohydrates: 80,
  fat: 3.5,
  additionalNutrients: { fiber: 9.95 },
  positivePoints: ["Boa fonte de fibras."],
  improvementPoints: ["Inclua uma proteína."],
  unread: [],
  items: [],
  imageUrl: null,
  source: "MANUAL",
  status: "CONFIRMED",
  meal: "LUNCH",
  consumedOn: "2026-01-10",
  calculatedAt: "2026-01-10T15:30:00.000Z",
};

describe("NutritionCard", () => {
  it("offers 'Editar' where editing is allowed and shows the actions slot beside it", () => {
    const onEdit = vi.fn();
    render(
      <MemoryRouter>
        <NutritionCard calculation={calculation} onEdit={onEdit}>
          <button type="button">Outra ação</button>
        </NutritionCard>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Editar" }));
    expect(onEdit).toHaveBeenCalledOnce();
    expect(screen.queryByText("Editar no Site")).toBeNull();
    expect(screen.getByRole("button", { name: "Outra ação" })).toBeTruthy();
    expect(screen.queryByText("Preencher no site")).toBeNull();
  });

  it("drops a trailing .0, shows every macro and the health assessment", () => {
    render(<MemoryRouter><NutritionCard calculation={calculation} /></MemoryRouter>);
    expect(screen.getByTestId("total-calories").textContent).toBe("410 kcal");
    expect(screen.getByTestId("total-kcal").textContent).toBe("410 kcal");
    expect(screen.getByText("Fibras: 10 g")).toBeTruthy();
    expect(screen.getByText("80 g · 83,8% · 328,4 kcal")).toBeTruthy();
    expect(screen.getByTestId("macro-doughnut").getAttribute("aria-label")).toBe("Macronutrientes: Proteínas 12,6%, Carboidratos 83,8%, Gorduras 3,6%");
    expect(screen.getByText("Avaliação de saúde")).toBeTruthy();
    expect(screen.getByText("Boa fonte de fibras.")).toBeTruthy();
    expect(screen.getByText("Inclua uma proteína.")).toBeTruthy();
    expect(screen.queryByText("Ver mais")).toBeNull();
  });
});
