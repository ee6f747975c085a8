import { describe, expect, it } from "vitest";
import { analyze } from "../analyze/analyze";
import { countedKinds } from "./counted-kinds";

const foods = (text: string) => analyze(text).items.map((i) => i.food);

describe("a counted dish followed by its kinds", () => {
  it("is one dish per kind, never the kinds as foods of their own", () => {
    expect(countedKinds("jantei 3 pastel de feira, 1 de carne 1 de queijo e 1 de palmito")).toBe("jantei 1 pastel de carne, 1 pastel de queijo, 1 pastel de palmito");
    expect(foods("jantei 3 pastel de feira, 1 de carne 1 de queijo e 1 de palmito")).toEqual(foods("1 pastel de carne, 1 pastel de queijo, 1 pastel de palmito"));
    expect(foods("comi 2 coxinhas: 1 de frango e 1 de catupiry e um guaraná")).toEqual([...foods("1 coxinha de frango, 1 coxinha de catupiry"), ...foods("um guaraná")]);
    expect(foods("2 esfihas, uma de carne e uma de queijo")).toEqual(["Esfirra de carne", "Esfirra de queijo"]);
  });

  it("leaves a dish of one kind, or a kind told alone, as it was", () => {
    expect(countedKinds("comi 2 pastéis de carne e 1 caldo de cana")).toBe("comi 2 pastéis de carne e 1 caldo de cana");
    expect(countedKinds("3 pastel de feira e 1 de palmito")).toBe("3 pastel de feira e 1 de palmito");
  });
});
