import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import type { TCalorieCalculation } from "@nutriguia/domain";
import { ChatNutritionCard } from "./chat-nutrition-card";
import { MessageMarkdown } from "./message-markdown";

const calculation: TCalorieCalculation = {
  id: "7f1c8a52-3a4e-4c61-9c1b-0a9e2b7c1d00",
  foodDescription: "Ovo cozido (2 unidades (100 g)), Pão francês (1 unidade (50 g)), e mais um pouco de texto",
  totalCalories: 296,
  protein: 17.3,
  carbohydrates: 29.9,
  fat: 11.1,
  additionalNutrients: { fiber: 1.2, sodium: 470 },
  positivePoints: ["Boa fonte de proteínas (17 g)."],
  improvementPoints: ["Acrescente verduras."],
  unread: [],
  items: [],
  imageUrl: null,
  source: "WEB_CHAT",
  status: "PENDING",
  meal: null,
  consumedOn: "2026-01-01",
  calculatedAt: "2026-01-01T12:00:00.000Z",
};

describe("ChatNutritionCard", () => {
  it("shows the cut description, kcal, macros, nutrients and assessment", () => {
    const onConfirm = vi.fn();
    render(<MemoryRouter><ChatNutritionCard calculation={calculation} onConfirm={onConfirm} showProfilePrompt /></MemoryRouter>);
    expect(screen.getByText(/^Ovo cozido \(2 unidades \(100 g\)\), Pão francês \(1 unidade \(50/)).toBeTruthy();
    expect(screen.queryByText(/e mais um pouco de texto/)).toBeNull();
    fireEvent.click(screen.getByText("Ver mais"));
    expect(screen.getByText(/e mais um pouco de texto/)).toBeTruthy();
    expect(screen.getByTestId("total-kcal").textContent).toBe("296 kcal");
    expect(screen.getByText("17,3 g · 29,7% · 71 kcal")).toBeTruthy();
    expect(screen.getByTestId("macro-doughnut").getAttribute("height")).toBe("160");
    expect(screen.getByText(/Sódio: 470/)).toBeTruthy();
    expect(screen.getByText("Editar no Site").getAttribute("href")).toBe(`/dashboard/edit-nutrition/${calculation.id}`);
    expect(screen.getByText("Preencher no site").getAttribute("href")).toBe("/profile?tab=nutritional");
    fireEvent.click(screen.getByText("Confirmar"));
    expect(onConfirm).toHaveBeenCalledWith(true);
  });

  it("names the words it could not read and never offers to confirm the meal as complete", () => {
    const onConfirm = vi.fn();
    render(<MemoryRouter><ChatNutritionCard calculation={{ ...calculation, unread: ["xyzwq", "pra viagem"] }} onConfirm={onConfirm} /></MemoryRouter>);
    expect(screen.getByRole("alert").textContent).toContain("Não entendi 'xyzwq', 'pra viagem' — pode escrever de outro jeito?");
    expect(screen.queryByText("Confirmar")).toBeNull();
    fireEvent.click(screen.getByText("Registrar só o que entendi"));
    expect(onConfirm).toHaveBeenCalledWith(true);
  });
});

describe("MessageMarkdown", () => {
  it("renders markdown without HTML or script links", () => {
    const { container } = render(
      <MessageMarkdown content={'**negrito** <img src=x onerror="alert(1)"><script>alert(1)</script> [x](javascript:alert(1))'} />,
    );
    expect(container.querySelector("strong")?.textContent).toBe("negrito");
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("a")?.getAttribute("href") ?? "").not.toContain("javascript");
  });

  it("keeps a reply's paragraphs and lists as direct blocks, site links in the app and other links in a new tab", () => {
    const { container } = render(
      <MemoryRouter>
        <div className="chat-markdown">
          <MessageMarkdown content={"Primeiro parágrafo com *ênfase*.\n\n- arroz\n- feijão\n\nVeja [seu perfil](/profile) ou [o guia](https://www.gov.br/saude)."} />
        </div>
      </MemoryRouter>,
    );
    const blocks = [...container.querySelector(".chat-markdown")!.children].map((element) => element.tagName);
    expect(blocks).toEqual(["P", "UL", "P"]);
    expect(container.querySelector("em")?.textContent).toBe("ênfase");
    expect([...container.querySelectorAll("li")].map((item) => item.textContent)).toEqual(["arroz", "feijão"]);
    const [profile, guide] = [...container.querySelectorAll("a")];
    expect(profile?.getAttribute("href")).toBe("/profile");
    expect(profile?.getAttribute("target")).toBeNull();
    expect(guide?.getAttribute("href")).toBe("https://www.gov.br/saude");
    expect(guide?.getAttribute("target")).toBe("_blank");
  });

  it("shows a table, a heading and raw HTML as text, and never loads an image", () => {
    const { container } = render(
      <MessageMarkdown
        content={"## Porções\n\n| Alimento | kcal |\n| --- | --- |\n| Arroz &amp; feijão | 250 |\n\n<b>forte</b> ![prato](https://example.com/p.png)"}
      />,
    );
    expect(container.querySelector("h3")?.textContent).toBe("Porções");
    expect([...container.querySelectorAll("td")].map((cell) => cell.textContent)).toEqual(["Arroz & feijão", "250"]);
    expect(container.querySelector("b")).toBeNull();
    expect(container.textContent).toContain("<b>forte</b>");
    expect(container.querySelector("img")).toBeNull();
    expect(container.textContent).toContain("prato");
  });
});
