import { ZNutritionalProfileUpdate } from "@nutriguia/domain";
import { buildGroceryList } from "./plans/grocery-list";
import { generatePlan } from "./plans/generate-plan";

function flag(args: readonly string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

/** `plan --profile <json> [--days n] [--seed n]` -> the plan and its grocery list as JSON. */
export function runPlanCommand(args: readonly string[]): { output: string; code: number } {
  const raw = flag(args, "--profile");
  if (!raw) return { output: JSON.stringify({ error: "Informe --profile com o perfil em JSON" }), code: 2 };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { output: JSON.stringify({ error: "Perfil em JSON inválido" }), code: 2 };
  }
  const profile = ZNutritionalProfileUpdate.safeParse(json);
  if (!profile.success) return { output: JSON.stringify({ error: "Perfil inválido", issues: profile.error.issues }), code: 2 };
  try {
    const plan = generatePlan(profile.data, { days: Number(flag(args, "--days") ?? 7), seed: Number(flag(args, "--seed") ?? 1) });
    return { output: JSON.stringify({ ...plan, groceryList: buildGroceryList(plan) }), code: 0 };
  } catch (error) {
    return { output: JSON.stringify({ error: error instanceof Error ? error.message : "Erro ao gerar o plano" }), code: 1 };
  }
}
