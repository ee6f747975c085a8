import PDFDocument from "pdfkit";
import type { TSharedDiary } from "@nutriguia/domain";

const weekday = new Intl.DateTimeFormat("pt-BR", { timeZone: "UTC", weekday: "long", day: "2-digit", month: "2-digit", year: "numeric" });
const expiry = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo", dateStyle: "short", timeStyle: "short" });
const num = (n: number) => (Math.round(n * 10) / 10).toLocaleString("pt-BR");
const dayLabel = (date: string) => weekday.format(new Date(`${date}T12:00:00Z`)).replace(/^./, (c) => c.toUpperCase());
const brDate = (date: string) => date.split("-").reverse().join("/");
/** "1 concha" is worth printing beside the grams; "140 g" is the grams again. */
const householdMeasure = (measure: string | null) => (measure && !/^\d+([.,]\d+)?\s*g$/i.test(measure.trim()) ? measure : null);

/** The shared diary as an A4 PDF (pdfkit's built-in Helvetica covers Portuguese accents). */
export function sharedDiaryToPdf(diary: TSharedDiary): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A4", margin: 48, info: { Title: `Diário alimentar de ${diary.ownerName}`, Author: "NutriGuia" } });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const gray = (text: string, size = 9) => doc.font("Helvetica").fontSize(size).fillColor("#555555").text(text).fillColor("#000000");

  doc.font("Helvetica-Bold").fontSize(18).text(`Diário alimentar de ${diary.ownerName}`);
  gray(`De ${brDate(diary.from)} a ${brDate(diary.to)} · somente leitura · link válido até ${expiry.format(new Date(diary.expiresAt))}`, 10);
  const t = diary.targets;
  doc.moveDown(0.5).font("Helvetica").fontSize(10).fillColor("#000000")
    .text(t ? `Metas diárias: ${num(t.calories)} kcal · proteínas ${num(t.protein)} g · carboidratos ${num(t.carbohydrates)} g · gorduras ${num(t.fat)} g · água ${num(t.waterMl)} ml` : "Metas diárias: não definidas");

  for (const day of [...diary.days].reverse()) {
    doc.moveDown(0.8).font("Helvetica-Bold").fontSize(12).text(dayLabel(day.date));
    const target = t ? ` de ${num(t.calories)}` : "";
    const weight = day.weightKg !== null ? ` · peso ${num(day.weightKg)} kg` : "";
    gray(`Total: ${num(day.totals.calories)}${target} kcal · P ${num(day.totals.protein)} g · C ${num(day.totals.carbohydrates)} g · G ${num(day.totals.fat)} g · água ${num(day.waterMl)} ml${weight}`);
    if (day.meals.length === 0) gray("Nada registrado neste dia.");
    for (const meal of day.meals) {
      doc.moveDown(0.3).font("Helvetica-Bold").fontSize(10).text(`${meal.label} — ${num(meal.totals.calories)} kcal`);
      for (const entry of meal.entries) {
        const items = entry.items.length > 0 ? entry.items : [{ food: entry.description, grams: null, measure: null, calories: entry.calories, source: null }];
        for (const item of items) {
          const amount = [householdMeasure(item.measure), item.grams !== null ? `${num(item.grams)} g` : null].filter(Boolean).join(", ");
          doc.font("Helvetica").fontSize(10).text(`• ${item.food}${amount ? ` (${amount})` : ""} — ${num(item.calories)} kcal`, { indent: 10 });
          if (item.source) doc.fontSize(8).fillColor("#555555").text(`Fonte: ${item.source}`, { indent: 20 }).fillColor("#000000");
        }
      }
    }
  }
  doc.moveDown(1);
  gray("Gerado pelo NutriGuia a partir dos registros feitos pela própria pessoa. Valores estimados; não substituem avaliação profissional.", 8);
  doc.end();
  return done;
}
