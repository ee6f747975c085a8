import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import type { TPackagedFood } from "@nutriguia/domain";
import { LabelForm } from "./label-form";
import { PackagedFoodView } from "./packaged-food-view";

const biscuit: TPackagedFood = {
  barcode: "7891000100103",
  foodId: "ean:7891000100103",
  name: "Biscoito recheado",
  brand: "Marca Teste",
  unit: "g",
  servingSize: "30 g (3 biscoitos)",
  per100: { calories: 480, protein: 6, carbohydrates: 68, fat: 20, addedSugars: 30, saturatedFat: 9, fiber: 2.5, sodium: 300 },
  measures: [{ name: "biscoito", grams: 10 }, { name: "porção", grams: 30 }, { name: "pacote", grams: 130 }],
  serving: { measure: "porção", quantity: 1, grams: 30 },
  allergens: ["gluten", "milk"],
  novaGroup: 4,
  highIn: ["ADDED_SUGAR", "SATURATED_FAT"],
  allergenWarnings: [{ allergen: "milk", message: "Contém leite. Você informou alergia a leite no seu perfil: não consuma." }],
  origin: "OPEN_FOOD_FACTS",
  offRevision: 27,
  licence: "Dados de Open Food Facts (openfoodfacts.org), licença ODbL",
};

describe("PackagedFoodView", () => {
  it("puts the allergy warning and the 'alto em' seal before the portion, whose kcal follow the chosen measure", () => {
    const onPortion = vi.fn();
    render(<PackagedFoodView food={biscuit} onPortion={onPortion} />);
    expect(screen.getByRole("alert").textContent).toContain("alergia a leite");
    expect(screen.getByTestId("high-in").textContent).toMatch(/Alto em.*açúcar adicionado.*gordura saturada/i);
    expect(screen.getByTestId("portion-total").textContent).toContain("144 kcal");
    fireEvent.change(screen.getByLabelText("Medida"), { target: { value: "biscoito" } });
    fireEvent.change(screen.getByLabelText("Quantidade"), { target: { value: "2" } });
    expect(screen.getByTestId("portion-total").textContent).toContain("96 kcal");
    expect(onPortion).toHaveBeenLastCalledWith({ measure: "biscoito", quantity: 2 });
    fireEvent.change(screen.getByLabelText("Quantidade"), { target: { value: "50" } });
    expect(onPortion).toHaveBeenLastCalledWith(null);
  });
});

describe("LabelForm", () => {
  const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

  it("refuses a table whose energy does not match its macros, then sends the per-100 g column typed with commas", () => {
    const onSubmit = vi.fn();
    render(<LabelForm barcode="7894900011517" saving={false} failure={null} onSubmit={onSubmit} />);
    fill("Nome do produto", "Pão de queijo");
    fill("Porção (g)", "50");
    fill("Valor energético (kcal)", "50");
    fill("Carboidratos (g)", "36");
    fill("Proteínas (g)", "5");
    fill("Gorduras totais (g)", "14");
    fill("Sódio (mg, opcional)", "620");
    fireEvent.click(screen.getByRole("button", { name: "Salvar tabela do produto" }));
    expect(screen.getByText(/valor energético não confere/)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    fill("Valor energético (kcal)", "290,5");
    expect(screen.getByText("Por porção: 145,3")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Salvar tabela do produto" }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: "Pão de queijo", unit: "g", servingGrams: 50, per100: expect.objectContaining({ calories: 290.5, sodium: 620, fiber: null }) }));
  });
});
