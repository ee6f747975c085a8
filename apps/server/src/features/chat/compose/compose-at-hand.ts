import { analyze, FOOD_COMPONENT_LABELS, foodComposition, getFood, mealNutrients, shareOfDay, type TAnalyzedItem, type TTargets } from "@nutriguia/nutrition";
import { foldText } from "../chat.text";
import { findConflicts } from "../facts/food-conflicts";
import { AT_HAND } from "../understand/at-hand";
import type { TUnderstanding } from "../understand/understand";
import type { TUserFacts } from "../understand/user-facts";
import { num } from "./format";

const SLOT_SHARE: Readonly<Record<string, Parameters<typeof shareOfDay>[0][number]>> = { "cafe da manha": "BREAKFAST", almoco: "LUNCH", jantar: "DINNER", lanche: "AFTERNOON_SNACK", ceia: "SUPPER" };
const SLOT_NAME: Readonly<Record<string, string>> = { "cafe da manha": "café da manhã", almoco: "almoço", jantar: "jantar", lanche: "lanche", ceia: "ceia" };
const PLANT_PROTEIN = /\b(feij\w*|lentilha|grao|ervilha|soja|tofu|amendoim)\b/;

const round10 = (g: number) => Math.max(10, Math.round(g / 10) * 10);

/** The foods listed, each read on its own ("macarrão, frango e brócolis" is three foods, not a pasta dish with chicken). */
function listed(u: TUnderstanding, user: TUserFacts): TAnalyzedItem[] {
  const colon = u.text.lastIndexOf(":");
  const list = colon >= 0 ? u.text.slice(colon + 1) : u.text;
  const pieces = list.split(/,|;|\?|\be\b|\bmais\b/).map((p) => p.replace(/\b(?:em|de) lata\b|\benlatad[oa]s?\b/gi, " ").trim()).filter(Boolean);
  const items = pieces.flatMap((p) => analyze(p, user.profile).items.slice(0, 1));
  return [...new Map(items.map((i) => [i.foodId, i])).values()];
}

/**
 * "me dá uma ideia de janta com o que tem aqui: ovo, batata, tomate e grão de bico", "o que eu faço de almoço com o que
 * tem na geladeira: frango, abobrinha e arroz?": a meal made of the foods the person has, not three meals from the plan
 * generator nor what each food contains. What the person may not eat is left out and said; the amounts fit the meal's
 * share of the day.
 */
export function composeAtHand(u: TUnderstanding, user: TUserFacts, targets: TTargets | null): string | null {
  if (!AT_HAND.test(u.folded) || u.foods.filter((f) => f.food).length < 2) return null;
  const all = listed(u, user);
  const conflicts = findConflicts(all.map((i) => ({ name: i.food, composition: foodComposition(getFood(i.foodId)!) })), user.avoid).filter((c) => c.presence === "contains");
  const left = new Set(conflicts.map((c) => c.food));
  const kept = all.filter((i) => !left.has(i.food));
  if (kept.length === 0) return null;
  const analysis = mealNutrients(kept);
  const slot = u.mealSlot ?? "almoco";
  const meal = SLOT_NAME[slot]!;
  const share = targets ? Math.round(targets.calories * shareOfDay([SLOT_SHARE[slot]!])) : null;
  const factor = share && analysis.totals.calories > 0 ? Math.min(1.8, Math.max(0.6, share / analysis.totals.calories)) : 1;
  const lines = kept.map((i) => `- **${i.food}**: cerca de ${round10(i.grams * factor)} g`);
  const calories = analysis.totals.calories * factor;
  const protein = analysis.totals.protein * factor;
  const out = [
    `Com o que você tem aí, dá um ${meal} assim (cerca de **${num(Math.round(calories))} kcal** e ${num(Math.round(protein))} g de proteína${share ? `; a parte do ${meal} na sua meta é de uns ${num(share)} kcal` : ""}):`,
    ...lines,
    "",
    "Um jeito rápido: cozinhe ou asse o que pede cozimento, refogue com um fio de óleo ou azeite, alho e cebola, tempere com ervas e limão; o que for verdura ou tomate pode ir cru, em salada.",
  ];
  const gone = [...new Map(conflicts.map((c) => [c.food, c])).values()];
  if (gone.length > 0) out.push("", `Deixei de fora ${gone.map((c) => `**${c.food.toLowerCase()}** (tem ${FOOD_COMPONENT_LABELS[c.component]})`).join(" e ")}: não combina com o que você me contou.`);
  if (protein < 15) {
    const vegan = user.diets.has("VEGAN") || user.diets.has("VEGETARIAN");
    const plant = kept.some((i) => PLANT_PROTEIN.test(foldText(i.food)));
    out.push("", `Ficou com pouca proteína: ${plant ? "aumente a porção da leguminosa" : `se tiver, junte ${vegan ? "feijão, lentilha, grão-de-bico ou tofu" : "um ovo, feijão, frango ou queijo"}`}.`);
  }
  out.push("", "Nada foi registrado: quando comer, me conte o que foi e quanto, que eu calculo e registro.");
  return out.join("\n");
}
