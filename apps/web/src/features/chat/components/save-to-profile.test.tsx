import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import type { TProfileSuggestion } from "@nutriguia/domain";
import { SaveToProfile } from "./save-to-profile";

const suggestion: TProfileSuggestion = {
  messageId: "0b6f3c1e-8d2a-4c9b-9f1e-2a7d5c3b4e10",
  additions: [
    { field: "healthConditions", value: "CELIAC_DISEASE", label: "Doença celíaca" },
    { field: "allergyDetails", value: "LACTOSE_FREE", severity: "MILD", label: "Sem lactose (intolerância leve)" },
    { field: "dislikedFoods", value: "carne de porco", label: "Não come: carne de porco" },
  ],
};

describe("SaveToProfile", () => {
  it("lists what will be saved and saves in one tap", () => {
    const onSave = vi.fn();
    render(<SaveToProfile suggestion={suggestion} saving={false} onSave={onSave} />);
    const items = screen.getAllByRole("listitem").map((li) => li.textContent?.replace("•", ""));
    expect(items).toEqual(["Doença celíaca", "Sem lactose (intolerância leve)", "Não come: carne de porco"]);
    fireEvent.click(screen.getByRole("button", { name: "Salvar no meu perfil" }));
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it("cannot be tapped twice while saving", () => {
    const onSave = vi.fn();
    render(<SaveToProfile suggestion={suggestion} saving onSave={onSave} />);
    const button = screen.getByRole("button", { name: /Salvar no meu perfil/ });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});
