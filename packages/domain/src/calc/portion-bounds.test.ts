import { describe, expect, it } from "vitest";
import { ZManualEntryRequest } from "../schemas/tracking";
import { isDrink, maxQuantity, quantityLimitMessage } from "./portion-bounds";

describe("maxQuantity", () => {
  it.each([
    ["unidade", 20],
    ["fatia", 20],
    ["colher de sopa", 30],
    ["colher de chá", 30],
    ["tigela", 5],
    ["prato fundo", 5],
    ["copo", 20],
    ["ml", 3000],
  ] as const)("%s ≤ %i", (measure, max) => {
    expect(maxQuantity(measure)).toBe(max);
  });
});

describe("ZManualEntryRequest bounds", () => {
  const base = { foodId: "arroz", meal: "LUNCH" } as const;
  it("refuses 300 tigelas with a plain message", () => {
    const result = ZManualEntryRequest.safeParse({ ...base, measure: "tigela", quantity: 300 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Quantidade acima do limite: no máximo 5 "tigela" por registro.');
  });

  it("refuses more than 2.000 g and accepts a normal portion", () => {
    expect(ZManualEntryRequest.safeParse({ ...base, grams: 2500 }).error?.issues[0]?.message).toBe(quantityLimitMessage("g"));
    expect(ZManualEntryRequest.safeParse({ ...base, grams: 150 }).success).toBe(true);
    expect(ZManualEntryRequest.safeParse({ ...base, measure: "colher de sopa", quantity: 4 }).success).toBe(true);
    expect(ZManualEntryRequest.safeParse({ ...base, measure: "ml", quantity: 350 }).success).toBe(true);
  });
});

describe("isDrink", () => {
  it("knows juices, milk and sodas, not powdered milk", () => {
    expect(isDrink({ name: "Suco de laranja", category: "frutas" })).toBe(true);
    expect(isDrink({ name: "Leite integral", category: "laticinios" })).toBe(true);
    expect(isDrink({ name: "Refrigerante zero", category: "bebidas" })).toBe(true);
    expect(isDrink({ name: "Leite em pó integral", category: "laticinios" })).toBe(false);
    expect(isDrink({ name: "Arroz branco cozido", category: "cereais" })).toBe(false);
  });
});
