import { conflictWarning, findConflicts } from "./facts/food-conflicts";
import { mentionFacts } from "./facts/food-facts";
import type { TUserFacts } from "./understand/user-facts";
import type { TUnderstanding } from "./understand/understand";

/**
 * "troca o café de segunda por pão francês" from a celiac, "coloca queijo no jantar" from a vegan: a food asked into the
 * plan that holds what the person leaves out is not put in (decision 158). Said with why, and with the plan untouched,
 * never a look-alike swapped in under the name asked ("agora tem pão" with pão de queijo).
 */
export function wantedAgainstFacts(u: TUnderstanding, want: readonly string[], facts: TUserFacts, planLink: string): string | null {
  if (want.length === 0 || facts.avoid.length === 0) return null;
  const named = u.foods.map((m) => mentionFacts(m, u.text)).map((f) => ({ name: f.name, composition: f.composition }));
  const conflicts = findConflicts(named, facts.avoid).filter((c) => c.presence === "contains");
  if (conflicts.length === 0) return null;
  const foods = [...new Set(conflicts.map((c) => c.food.toLowerCase()))];
  return [
    conflictWarning(conflicts),
    "",
    `Por isso não coloquei **${foods.join(", ")}** no seu plano; ele continua como estava em [seu plano](${planLink}). Se quiser, me diga outro alimento para essa refeição, ou uma versão sem o que você evita, que eu coloco.`,
  ].join("\n");
}
