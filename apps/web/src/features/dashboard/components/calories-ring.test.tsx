import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { CaloriesRing } from "./calories-ring";

const ring = () => screen.getByTestId("calories-ring");

describe("CaloriesRing follows the one target rule", () => {
  it("at 3 % over the target it is green and says 'Na meta', as the calendar does", () => {
    render(<CaloriesRing eaten={2060} target={2000} />);
    expect(ring().getAttribute("data-status")).toBe("ON_TARGET");
    expect(ring().getAttribute("aria-label")).toBe("60 kcal além da meta de 2.000 kcal (Na meta)");
    expect(ring().querySelectorAll("circle")[1]!.getAttribute("stroke")).toBe("#059669");
  });

  it("past 5 % it is red and says 'Acima da meta'", () => {
    render(<CaloriesRing eaten={2200} target={2000} />);
    expect(ring().getAttribute("data-status")).toBe("OVER");
    expect(ring().textContent).toContain("Acima da meta");
    expect(ring().querySelectorAll("circle")[1]!.getAttribute("stroke")).toBe("#e11d48");
  });

  it("early in the day it counts down", () => {
    render(<CaloriesRing eaten={800} target={2000} />);
    expect(ring().getAttribute("aria-label")).toBe("Faltam 1.200 kcal de 2.000 kcal (Abaixo da meta)");
  });
});
