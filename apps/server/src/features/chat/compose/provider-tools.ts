import type { ChatCompletionTool } from "openai/resources/chat/completions";
import { analyze, computeTargets, type TMealAnalysis } from "@nutriguia/nutrition";
import type { TFactSources, TPlanOutcome } from "../facts/gather-facts";
import { mentionFacts } from "../facts/food-facts";
import { findConflicts } from "../facts/food-conflicts";
import { findFoodMentions } from "../understand/food-mentions";
import type { TUserFacts } from "../understand/user-facts";

const tool = (name: string, description: string, properties: Record<string, unknown>, required: string[] = []): ChatCompletionTool => ({
  type: "function",
  function: { name, description, parameters: { type: "object", properties, required, additionalProperties: false } },
});

export const PROVIDER_TOOLS: ChatCompletionTool[] = [
  tool("analyze_meal", "Calcula calorias, macronutrientes, fibras, sódio e avaliação de uma refeição descrita em português (ex.: '2 ovos cozidos e 1 pão francês'). Use para registrar o que a pessoa comeu.", {
    text: { type: "string", description: "Os alimentos com as quantidades, em português" },
  }, ["text"]),
  tool("lookup_food", "Dados de um alimento da base (TACO e outras fontes): nutrientes por porção e por 100 g, a porção usual, a fonte, o que contém (alérgenos, origem animal, cafeína, álcool, cru, sódio alto) e conflitos com as alergias e restrições do usuário.", {
    food: { type: "string", description: "Nome do alimento ou prato, em português (ex.: 'paçoca', 'pão de queijo')" },
  }, ["food"]),
  tool("get_targets", "Metas diárias do usuário calculadas pelo motor: energia, gasto estimado, proteínas, carboidratos, gorduras, fibras e limite de sódio.", {}),
  tool("get_day_totals", "Totais confirmados de hoje: calorias, proteínas, carboidratos, gorduras e número de refeições.", {}),
  tool("create_meal_plan", "Cria e salva um plano alimentar a partir do perfil do usuário (só quando ele pedir um plano).", {
    days: { type: "integer", minimum: 1, maximum: 7, description: "Número de dias" },
  }),
];

export type TToolState = { analysis: TMealAnalysis | null; plan: TPlanOutcome | null };

/** Thrown when a tool call cannot be run (bad arguments, unknown tool, engine failure): the turn falls back to the built-in composer. */
export class ToolError extends Error {}

function parseArgs(raw: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(raw || "{}");
    if (value && typeof value === "object" && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // handled below
  }
  throw new ToolError("invalid tool arguments");
}

/** Runs one tool call against the engine; every number the model may show comes from these results. */
export async function runTool(name: string, rawArgs: string, facts: TUserFacts, sources: TFactSources, state: TToolState): Promise<unknown> {
  const args = parseArgs(rawArgs);
  switch (name) {
    case "analyze_meal": {
      if (typeof args.text !== "string" || !args.text.trim()) throw new ToolError("analyze_meal without text");
      const analysis = analyze(args.text, facts.profile);
      if (analysis.items.length > 0) state.analysis = analysis;
      return { totals: analysis.totals, macroPercentages: analysis.macroPercentages, items: analysis.items, unmatched: analysis.unmatched, warnings: analysis.warnings };
    }
    case "lookup_food": {
      if (typeof args.food !== "string" || !args.food.trim()) throw new ToolError("lookup_food without food");
      const [mention] = findFoodMentions(args.food);
      if (!mention) return { found: false, message: "Alimento não encontrado na base; não informe números para ele." };
      const f = mentionFacts(mention, args.food);
      const conflicts = findConflicts([{ name: f.name, composition: f.composition }], facts.avoid).map((c) => ({ component: c.component, presence: c.presence, kind: c.avoid.kind, severity: c.avoid.severity }));
      return { found: true, name: f.name, portion: f.portion, perPortion: f.perPortion, per100g: f.per100g, source: f.source, contains: f.composition.contains, mayContain: f.composition.mayContain, notes: f.composition.notes, conflictsWithUser: conflicts };
    }
    case "get_targets":
      return (facts.profile && computeTargets(facts.profile)) ?? { error: "Perfil nutricional incompleto: peça para a pessoa completar idade, peso e altura." };
    case "get_day_totals":
      return sources.loadDay();
    case "create_meal_plan": {
      if (!sources.profileComplete) return { error: "Perfil nutricional incompleto: não é possível criar o plano." };
      const days = typeof args.days === "number" && Number.isInteger(args.days) ? args.days : undefined;
      state.plan = await sources.createPlan(days === undefined ? {} : { days });
      return state.plan.kind === "created" ? { created: true, title: state.plan.plan.title, dayCount: state.plan.plan.dayCount, targets: state.plan.plan.targets } : { created: false, message: state.plan.message };
    }
    default:
      throw new ToolError(`unknown tool ${name}`);
  }
}
