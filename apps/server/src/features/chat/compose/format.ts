import { formatNumber, macroCalories } from "@nutriguia/domain/calc";
import type { TMealAnalysis } from "@nutriguia/nutrition";

export const NUTRITION_HEADING = "Informações Nutricionais";
export const MEAL_PLANS_PATH = "/meal-plans";
export const PROFILE_PATH = "/profile?tab=nutritional";

/** pt-BR number: one decimal, trailing ",0" dropped (001 §5). */
export const num = formatNumber;

/** A food's name inside a sentence: "Ovo cozido" → "ovo cozido". */
export const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
export const bullets = (lines: readonly string[]) => lines.map((l) => `- ${l}`).join("\n");

/** The block the nutrition card reads: every number comes from the engine's analysis. */
export function nutritionBlock(analysis: TMealAnalysis): string {
  const { totals } = analysis;
  // In words a reader takes a macro's percentage as its share of the energy (4/4/9 kcal per gram), so the reply says so;
  // the card's chart keeps the spec's share of grams (001 §9).
  const kcal = macroCalories(totals.calories, totals);
  const share = (part: number) => (totals.calories > 0 ? `${num(part)} kcal, ${Math.round((part / totals.calories) * 100)}% das calorias` : `${num(part)} kcal`);
  const parts = [
    `### ${NUTRITION_HEADING}`,
    "",
    `**Alimentos:** ${analysis.description}`,
    "",
    bullets([
      `**Calorias totais:** ${num(totals.calories)} kcal`,
      `**Proteínas:** ${num(totals.protein)} g (${share(kcal.protein)})`,
      `**Carboidratos:** ${num(totals.carbohydrates)} g (${share(kcal.carbohydrates)})`,
      `**Gorduras:** ${num(totals.fat)} g (${share(kcal.fat)})`,
      `**Fibras:** ${num(totals.fiber)} g`,
      `**Sódio:** ${num(totals.sodium)} mg`,
    ]),
    "",
    "**Itens**",
    bullets(analysis.items.map((i) => `${i.food} — ${i.measure}: ${num(i.calories)} kcal (fonte: ${i.source})`)),
  ];
  if (analysis.positivePoints.length > 0) parts.push("", "**Pontos positivos**", bullets(analysis.positivePoints));
  if (analysis.improvementPoints.length > 0) parts.push("", "**Pontos de melhoria**", bullets(analysis.improvementPoints));
  return parts.join("\n");
}

export function warningsBlock(analysis: TMealAnalysis): string {
  if (analysis.warnings.length === 0) return "";
  const icon = { critical: "🚫", warning: "⚠️", info: "ℹ️" } as const;
  return `\n\n**Atenção**\n${bullets(analysis.warnings.map((w) => `${icon[w.level]} ${w.message}`))}`;
}
