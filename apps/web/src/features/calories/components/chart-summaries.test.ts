import { expect, it } from "vitest";
import { calorieTrendSummary, weightSummary } from "./chart-summaries";

const day = (date: string, calories: number) => ({ date, calories, protein: 0, carbohydrates: 0, fat: 0, entries: calories > 0 ? 1 : 0 });

it("summarises the calorie chart: period, average, highest day and days above the target", () => {
  const days = [day("2025-07-01", 1800), day("2025-07-02", 2500), day("2025-07-03", 1300)];
  expect(calorieTrendSummary(days, 2000)).toBe(
    "Calorias por dia de 01/07 a 03/07: média de 1.867 kcal; máximo de 2.500 kcal em 02/07; meta de 2.000 kcal, 1 dia acima.",
  );
  expect(calorieTrendSummary(days, null)).toBe("Calorias por dia de 01/07 a 03/07: média de 1.867 kcal; máximo de 2.500 kcal em 02/07.");
  expect(calorieTrendSummary([], 2000)).toBe("Calorias por dia: nenhum dia no período.");
});

it("summarises the weight chart: first and last weights and the trend", () => {
  const entries = [
    { date: "2025-07-01", weightKg: 70.4 },
    { date: "2025-07-15", weightKg: 69 },
  ];
  expect(weightSummary({ entries, trend: entries, weeklyChangeKg: -0.7 })).toBe(
    "Evolução do peso: 70,4 kg em 01/07, 69 kg em 15/07; tendência de queda de 1,4 kg.",
  );
  expect(weightSummary({ entries, trend: [], weeklyChangeKg: null })).toBe("Evolução do peso: 70,4 kg em 01/07, 69 kg em 15/07.");
  expect(weightSummary({ entries: [], trend: [], weeklyChangeKg: null })).toBe("Evolução do peso: nenhum peso registrado.");
});
