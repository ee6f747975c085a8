import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { ProgressBar } from "./progress-bar";

const fill = () => screen.getByRole("progressbar").firstElementChild!.className;

describe("ProgressBar follows the one target rule", () => {
  it("stays green at 3 % over the target", () => {
    render(<ProgressBar label="Calorias" value={2060} target={2000} unit="kcal" />);
    expect(fill()).toContain("bg-emerald-600");
  });

  it("turns red past 5 %", () => {
    render(<ProgressBar label="Calorias" value={2101} target={2000} unit="kcal" />);
    expect(fill()).toContain("bg-rose-600");
  });
});
