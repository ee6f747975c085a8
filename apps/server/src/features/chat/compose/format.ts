import { formatNumber } from "@nutriguia/domain";
import type { TMealAnalysis } from "@nutriguia/nutrition";

export const NUTRITION_HEADING = "Informações Nutricionais";
export const MEAL_PLANS_PATH = "/meal-plans";
export const PROFILE_PATH = "/profile?tab=nutritional";

/** pt-BR number: one decimal, trailing ",0" dropped (001 §5). */
export const num = formatNumber;

export const bullets = (lines: readonly string[]) => lines.map((l) => `- ${l}`).join("\n");

/** The block the nutrition card reads: every number comes from the engine's analysis. */
export function nutritionBlock(analysis: TMealAnalysis): string {
  const { totals, macroPercentages: pct } = analysis;
  const parts = [
    `### ${NUTRITION_HEADING}`,
    "",
    `**Alimentos:** ${analysis.description}`,
    "",
    bullets([
      `**Calorias totais:** ${num(totals.calories)} kcal`,
      `**Proteínas:** ${num(totals.protein)} g (${num(pct.protein)}%)`,
      `**Carboidratos:** ${num(totals.carbohydrates)} g (${num(pct.carbohydrates)}%)`,
      `**Gorduras:** ${num(totals.fat)} g (${num(pct.fat)}%)`,
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
