import { MEAL_SLOT_LABELS, type TMealSlot } from "@nutriguia/domain";
import { generatePlan, shareOfDay, type TNutritionProfile, type TTargets } from "@nutriguia/nutrition";
import type { TUnderstanding } from "../understand/understand";
import { num } from "./format";

/** The meal a question names, as the plans call it ("o que eu janto?" → the dinner). */
const SLOT_OF: Readonly<Record<string, TMealSlot>> = { "cafe da manha": "BREAKFAST", almoco: "LUNCH", jantar: "DINNER", lanche: "AFTERNOON_SNACK", ceia: "SUPPER" };

/** The same question gets the same ideas: the generator's seed comes from the words asked. */
function seedOf(text: string): number {
  let h = 7;
  for (const c of text) h = (h * 31 + c.charCodeAt(0)) % 2_147_483_647;
  return h || 1;
}

/**
 * "me sugere uma janta com carne", "o que eu como no lanche?": three versions of that meal from the plan generator, at the
 * meal's share of the day and with everything the person may not eat left out (their profile and what they said in the
 * conversation), the foods the question names favoured. Null when no meal is named or the profile is incomplete.
 */
export function composeMealIdeas(u: TUnderstanding, profile: TNutritionProfile | undefined, targets: TTargets | null, restricted: boolean): string | null {
  const slot = u.mealSlot ? SLOT_OF[u.mealSlot] : undefined;
  if (!slot || !profile || !targets) return null;
  const calories = Math.round(targets.calories * shareOfDay([slot]));
  const prefer = u.foods.map((f) => f.phrase);
  let plan;
  try {
    plan = generatePlan({ ...profile, preferredFoods: [...(profile.preferredFoods ?? []), ...prefer] }, { days: 3, seed: seedOf(u.folded), meals: [slot], calories });
  } catch {
    return null;
  }
  const options = plan.days.flatMap((d) => d.meals.slice(0, 1));
  if (options.length === 0) return null;
  const meal = MEAL_SLOT_LABELS[slot].toLowerCase();
  const lines = options.map((m, i) => `**Opção ${i + 1}** (cerca de ${num(Math.round(m.totals.calories))} kcal): ${m.items.map((item) => `${item.food.toLowerCase()} (${item.measure})`).join(", ")}`);
  return [
    `Três ideias de ${meal} montadas para você, com cerca de ${num(calories)} kcal, a parte do ${meal} na sua meta do dia${restricted ? ", e sem nada do que você não pode ou não quer comer" : ""}:`,
    "",
    ...lines.flatMap((line) => [line, ""]),
    "As quantidades são um ponto de partida: ajuste à sua fome. Quando comer, me conte o que foi que eu calculo e registro.",
  ].join("\n");
}
