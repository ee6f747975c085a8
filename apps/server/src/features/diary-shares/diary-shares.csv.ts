import type { TSharedDiary } from "@nutriguia/domain";

const SEPARATOR = ";";
const HEADER = [
  "data", "linha", "refeicao", "registro", "alimento", "gramas", "medida",
  "kcal", "proteina_g", "carboidratos_g", "gorduras_g", "fonte", "agua_ml", "peso_kg", "meta_kcal",
];

/** A spreadsheet in Brazilian Excel's dialect: ";" between cells, decimal comma; formulas never run. */
function cell(value: string | number | null): string {
  if (value === null) return "";
  if (typeof value === "number") return String(Math.round(value * 10) / 10).replace(".", ",");
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One line per food, then one "total do dia" line per day (also for a day with nothing logged), with water, weight and target. */
export function sharedDiaryToCsv(diary: TSharedDiary): string {
  const lines: (string | number | null)[][] = [];
  for (const day of diary.days) {
    for (const meal of day.meals) {
      for (const entry of meal.entries) {
        for (const item of entry.items) {
          lines.push([day.date, "alimento", meal.label, entry.description, item.food, item.grams, item.measure,
            item.calories, item.protein, item.carbohydrates, item.fat, item.source, null, null, null]);
        }
        // A record kept without its item breakdown still counts, as one line of its own.
        if (entry.items.length === 0) {
          lines.push([day.date, "alimento", meal.label, entry.description, entry.description, null, null,
            entry.calories, entry.protein, entry.carbohydrates, entry.fat, null, null, null, null]);
        }
      }
    }
    const t = day.totals;
    lines.push([day.date, "total do dia", null, null, null, null, null, t.calories, t.protein, t.carbohydrates, t.fat, null,
      day.waterMl, day.weightKg, diary.targets?.calories ?? null]);
  }
  // The byte-order mark makes Excel read the file as UTF-8 (accents intact).
  return `\uFEFF${[HEADER.join(SEPARATOR), ...lines.map((l) => l.map(cell).join(SEPARATOR))].join("\r\n")}\r\n`;
}
