import { analyze } from "./analyze/analyze";

type TCliOutput =
  | { id: unknown; totalCalories: number; protein: number; carbohydrates: number; fat: number; items: { food: string; grams: number; calories: number }[] }
  | { id: unknown; error: string };

/** One JSONL input line -> one output object; unreadable input yields an error object instead of throwing. */
export function analyzeJsonLine(line: string): TCliOutput {
  let input: unknown;
  try {
    input = JSON.parse(line);
  } catch {
    return { id: null, error: "JSON inválido" };
  }
  const record = typeof input === "object" && input !== null ? (input as Record<string, unknown>) : {};
  const id = "id" in record ? record["id"] : null;
  const text = record["text"];
  if (typeof text !== "string") return { id, error: "Campo 'text' ausente ou inválido" };
  try {
    const result = analyze(text);
    return {
      id,
      totalCalories: result.totals.calories,
      protein: result.totals.protein,
      carbohydrates: result.totals.carbohydrates,
      fat: result.totals.fat,
      items: result.items.map((i) => ({ food: i.food, grams: i.grams, calories: i.calories })),
    };
  } catch (error) {
    return { id, error: error instanceof Error ? error.message : "Erro ao analisar" };
  }
}
