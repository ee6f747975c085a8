import { describe, expect, it } from "vitest";
import { loadTacoRows } from "../eval/taco-csv";
import { FOODS } from "./catalog";

const rows = new Map(loadTacoRows().map((row) => [row.id, row.cells] as const));

const COLUMNS = { energy: 4, protein: 6, fat: 7, carbohydrates: 9, fiber: 10, sodium: 17 } as const;

function value(cell: string | undefined): number | null {
  if (cell === undefined || cell === "NA") return null;
  const n = Number(cell);
  return n < 0.001 ? 0 : n;
}

describe("base de alimentos", () => {
  it("tem ao menos 500 alimentos, com ids únicos", () => {
    expect(FOODS.length).toBeGreaterThanOrEqual(500);
    expect(new Set(FOODS.map((f) => f.id)).size).toBe(FOODS.length);
  });

  it("concorda com a TACO em energia, macros, fibra e sódio de cada alimento que vem dela", () => {
    const fromTaco = FOODS.filter((f) => f.tacoId !== undefined);
    expect(fromTaco.length).toBeGreaterThan(580);
    for (const food of fromTaco) {
      const row = rows.get(food.tacoId as number);
      expect(row, food.name).toBeDefined();
      for (const [key, column] of Object.entries(COLUMNS)) {
        const expected = value(row?.[column]);
        if (expected === null) continue;
        const actual = food.nutrients[key as keyof typeof COLUMNS] ?? 0;
        expect(actual, `${food.name} ${key}`).toBeCloseTo(expected, 1);
      }
    }
  });

  it("cobre todas as categorias da TACO e alimentos que ela não tem, com a fonte anotada", () => {
    const categories = new Set(FOODS.map((f) => f.category));
    expect(categories.size).toBe(15);
    const extras = FOODS.filter((f) => f.tacoId === undefined);
    expect(extras.map((f) => f.name)).toEqual(expect.arrayContaining(["Macarrão cozido", "Leite integral", "Whey protein", "Granola", "Chia", "Ovo mexido"]));
    for (const food of extras) expect(food.source.length).toBeGreaterThan(3);
  });

  it("toda medida caseira tem gramas positivas e a porção padrão existe entre as medidas", () => {
    for (const food of FOODS) {
      for (const grams of Object.values(food.measures)) expect(grams).toBeGreaterThan(0);
      expect(food.measures[food.serving.unit], food.name).toBeGreaterThan(0);
    }
  });
});
