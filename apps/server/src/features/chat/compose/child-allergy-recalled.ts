import { FOOD_COMPONENT_LABELS } from "@nutriguia/nutrition";
import type { TUserFacts } from "../understand/user-facts";
import type { TUnderstanding } from "../understand/understand";
import { familyOf, linesToSay } from "./statement-allergen-families";

/**
 * "minha bebê tem APLV", then "que bolo eu faço pro aniversário dela?": an answer about the child's food that names no
 * allergen of hers (an entry on sugar, lunchbox ideas) closes with her allergy in one line, so the recipe is made
 * without it. An answer that already warned of or left out a food says nothing more (decision 194).
 */
export function childAllergyRecalled(u: TUnderstanding, facts: TUserFacts, answer: string): string | null {
  if (!facts.child || u.type === "small-talk" || u.type === "statement" || u.stated.child?.avoid) return null;
  const hers = linesToSay(facts.avoid.filter((a) => a.of === "child" && a.kind === "allergy"));
  if (hers.length === 0 || /🚫|Deixei de fora|tirei desta resposta|ALÉRGICOS/.test(answer)) return null;
  const what = hers.map((a) => `**${FOOD_COMPONENT_LABELS[a.component]}**${familyOf(a) ? ` (${familyOf(a)})` : ""}`).join(" e ");
  return `_Lembrando a alergia da criança:_ tudo o que for para ela, sem ${what}. Nos produtos prontos, confira a linha "ALÉRGICOS: CONTÉM…" do rótulo; na receita caseira, troque pelo equivalente sem o alérgeno e confirme as trocas com o pediatra ou o alergista.`;
}
