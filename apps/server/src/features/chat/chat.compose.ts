import { formatNumber, GOAL_LABELS, type TGoal, type TMealPlan } from "@nutriguia/domain";
import type { TMealAnalysis, TNutritionProfile, TTargets } from "@nutriguia/nutrition";
import { MEAL_PLAN_PATH } from "../../shared/meal-plan-creation";
import type { TRetrieved } from "./chat.retrieval";
import { cautionBlock, isSuggestionAllowed } from "./chat.safety";

export const NUTRITION_HEADING = "Informações Nutricionais";
export const MEAL_PLANS_PATH = "/meal-plans";
export const PROFILE_PATH = "/profile?tab=nutritional";

/** pt-BR number: one decimal, trailing ",0" dropped, thousands dot (001 §5, decision 210). */
export const num = (value: number) => formatNumber(value);

const bullets = (lines: readonly string[]) => lines.map((l) => `- ${l}`).join("\n");

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

export function composeAnalysis(analysis: TMealAnalysis, profile: TNutritionProfile | undefined, targets: TTargets | null): string {
  const share = targets && targets.calories > 0 ? Math.round((analysis.totals.calories / targets.calories) * 100) : null;
  const intro =
    share !== null
      ? `Analisei sua refeição: são cerca de **${num(analysis.totals.calories)} kcal**, por volta de ${share}% da sua meta diária de ${num(targets!.calories)} kcal.`
      : `Analisei sua refeição: são cerca de **${num(analysis.totals.calories)} kcal**.`;
  return `${intro}\n\n${nutritionBlock(analysis)}${warningsBlock(analysis)}${cautionBlock(profile)}\n\nConfirme abaixo se quer registrar esta refeição na sua contagem diária.`;
}

export const NO_FOOD_FOUND = [
  "Não consegui identificar alimentos na sua mensagem. Para eu calcular, descreva o que comeu com as quantidades, por exemplo:",
  "",
  "- *Comi 2 ovos cozidos e 1 pão francês*",
  "- *Almocei 4 colheres de sopa de arroz, 1 concha de feijão e 1 filé de frango grelhado*",
].join("\n");

export const PHOTO_WITHOUT_VISION = [
  "Ainda não consigo enxergar fotos por aqui. Envie a foto com uma legenda descrevendo a refeição, ou escreva o que comeu com as quantidades, por exemplo:",
  "",
  "- *Prato com 4 colheres de arroz, 1 concha de feijão e 1 bife*",
].join("\n");

export function composeProfileRequired(): string {
  return `Para montar um plano ou dieta personalizada preciso do seu perfil nutricional completo (idade, peso, altura, sexo, nível de atividade e objetivo). [Preencher no site](${PROFILE_PATH})`;
}

/** A plan the chat created through the same path as POST /api/meal-plans (issue 6), with a link to open it. */
export function composePlanCreated(plan: TMealPlan, profile: TNutritionProfile | undefined): string {
  const goal = profile?.goal ? GOAL_LABELS[profile.goal as TGoal].toLowerCase() : null;
  const days = `${plan.dayCount} ${plan.dayCount === 1 ? "dia" : "dias"}`;
  const { targets } = plan;
  return [
    `Pronto! Criei seu plano alimentar de **${days}** com cerca de **${num(targets.calories)} kcal por dia**${goal ? `, pensado para o objetivo de **${goal}**` : ""}.`,
    "",
    `Por dia: ${num(targets.protein)} g de proteínas, ${num(targets.carbohydrates)} g de carboidratos e ${num(targets.fat)} g de gorduras.`,
    "",
    `Veja as refeições, troque itens e gere a lista de compras em [${plan.title}](${MEAL_PLAN_PATH(plan.id)}).`,
  ].join("\n") + cautionBlock(profile);
}

/** The allowance's own message (it carries 'Trial plan limit reached' or 'Subscription plan limit reached', 001 §8). */
export function composePlanLimit(limitMessage: string): string {
  return `${limitMessage}\n\nSeus planos já criados continuam em [Planos alimentares](${MEAL_PLANS_PATH}).`;
}

export function composeTargets(targets: TTargets, profile: TNutritionProfile | undefined): string {
  const lines = [
    "Com base no seu perfil, estas são suas metas diárias estimadas:",
    "",
    bullets([
      `**Energia:** ${num(targets.calories)} kcal (gasto estimado de ${num(targets.maintenanceCalories)} kcal)`,
      `**Proteínas:** ${num(targets.protein)} g`,
      `**Carboidratos:** ${num(targets.carbohydrates)} g`,
      `**Gorduras:** ${num(targets.fat)} g`,
      `**Fibras:** pelo menos ${num(targets.fiber)} g`,
      `**Sódio:** até ${num(targets.sodiumLimit)} mg`,
    ]),
  ];
  if (targets.notes.length > 0) lines.push("", bullets(targets.notes));
  lines.push("", "São estimativas (fórmula de Mifflin-St Jeor); um nutricionista pode ajustá-las à sua rotina.");
  return lines.join("\n") + cautionBlock(profile);
}

export function composeDaySummary(day: { calories: number; protein: number; carbohydrates: number; fat: number; count: number }, targets: TTargets | null, profile: TNutritionProfile | undefined): string {
  if (day.count === 0) {
    return "Você ainda não registrou nenhuma refeição hoje. Me conte o que comeu (por exemplo, *comi 2 ovos e 1 pão francês*) e confirme a análise para ela entrar na contagem.";
  }
  const lines = [
    `Hoje você registrou ${day.count} ${day.count === 1 ? "refeição" : "refeições"}, somando **${num(day.calories)} kcal**: ${num(day.protein)} g de proteínas, ${num(day.carbohydrates)} g de carboidratos e ${num(day.fat)} g de gorduras.`,
  ];
  if (targets) {
    const left = targets.calories - day.calories;
    lines.push(
      "",
      left >= 0
        ? `Faltam cerca de ${num(left)} kcal para sua meta de ${num(targets.calories)} kcal. Proteína: ${num(day.protein)} de ${num(targets.protein)} g.`
        : `Você passou ${num(-left)} kcal da sua meta de ${num(targets.calories)} kcal; tudo bem, um dia não define nada. Amanhã é só voltar ao ritmo.`,
    );
  } else {
    lines.push("", `Complete seu perfil para comparar com uma meta diária. [Preencher no site](${PROFILE_PATH})`);
  }
  return lines.join("\n") + cautionBlock(profile);
}

export function composeKnowledge(found: readonly TRetrieved[], profile: TNutritionProfile | undefined, custom: readonly string[]): string {
  const [best] = found;
  if (!best) return composeOutOfScope();
  const { entry } = best;
  const lines = [`**${entry.title}**`, "", entry.answer];
  if (entry.suggestions) {
    const allowed = entry.suggestions.filter((s) => isSuggestionAllowed(s.text, s.tags ?? [], profile, custom));
    const removed = entry.suggestions.length - allowed.length;
    if (allowed.length > 0) lines.push("", bullets(allowed.map((s) => s.text)));
    if (removed > 0) lines.push("", "_Deixei de fora sugestões que não combinam com suas restrições ou alergias._");
  }
  if (entry.closing) lines.push("", entry.closing);
  const related = found.slice(1).map((r) => r.entry.title);
  if (related.length > 0) lines.push("", `Também posso falar sobre: ${related.join(", ")}.`);
  return lines.join("\n") + cautionBlock(profile);
}

export function composeSmallTalk(name: string | null): string {
  return [
    `Olá${name ? `, ${name}` : ""}! Sou o assistente de nutrição do NutriGuia. Posso:`,
    "",
    bullets([
      "calcular calorias e macros do que você comeu (*comi 2 ovos e 1 pão francês*);",
      "analisar a foto de um prato;",
      "responder dúvidas de alimentação (pré-treino, proteína, água, fibras, sódio, substituições);",
      "mostrar como está o seu dia e suas metas.",
    ]),
  ].join("\n");
}

export function composeOutOfScope(): string {
  return [
    "Essa pergunta está fora do que eu sei responder com segurança. Sou um assistente de nutrição: posso calcular calorias e macros de refeições, falar de metas, hidratação, fibras, sódio, substituições e alimentação no treino.",
    "",
    "Para diagnósticos, remédios ou assuntos fora da nutrição, procure um profissional de saúde.",
  ].join("\n");
}
