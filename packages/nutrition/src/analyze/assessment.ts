import { getFood } from "../foods/catalog";
import type { TNutritionProfile } from "../profile";
import type { TNutrientTotals } from "./nutrients";
import type { TAnalyzedItem } from "./resolve";

export type TAssessment = { positivePoints: string[]; improvementPoints: string[] };

function has(items: readonly TAnalyzedItem[], test: (foodId: string) => boolean): boolean {
  return items.some((i) => test(i.foodId));
}

/** Positive and improvement points in pt-BR, adjusted to the user's goal and health conditions. */
export function assessMeal(items: readonly TAnalyzedItem[], totals: TNutrientTotals, profile?: TNutritionProfile): TAssessment {
  const positive: string[] = [];
  const improve: string[] = [];
  if (items.length === 0) return { positivePoints: positive, improvementPoints: improve };
  const conditions = new Set(profile?.healthConditions ?? []);
  const category = (id: string) => getFood(id)?.category;
  const tagged = (tag: string) => (id: string) => getFood(id)?.tags.includes(tag as never) ?? false;
  const kcal = totals.calories;
  const proteinShare = kcal > 0 ? (totals.protein * 4) / kcal : 0;
  const fatShare = kcal > 0 ? (totals.fat * 9) / kcal : 0;
  const sodiumLimit = conditions.has("HYPERTENSION") || conditions.has("HEART_DISEASE") || conditions.has("KIDNEY_DISEASE") ? 500 : 800;

  // Potatoes, cassava and their flours are starches, and fried or dried snacks (or cassava breads such as pão de queijo) are not the vegetables the advice means.
  const starchy = (id: string) => /batata|mandioca|aipim|macaxeira|farinha|farofa|polvilho|palha|frit|chips|inhame|fecula|tapioca|pure|p[aã]o|biscoito|bolo|beiju|sequilho|rosca/i.test(getFood(id)?.name ?? "");
  const saladDish = (id: string) => /^(salada|verdura|legumes?|vinagrete)\b/i.test(getFood(id)?.name ?? "");
  const plants = has(items, (id) => ((category(id) === "hortalicas" || category(id) === "frutas") && !starchy(id)) || saladDish(id));
  if (plants) positive.push("Inclui frutas, verduras ou legumes, fontes de vitaminas, minerais e fibras.");
  else if (kcal >= 300) improve.push("Acrescente verduras, legumes ou uma fruta para ganhar fibras, vitaminas e saciedade.");
  if (totals.fiber >= 6) positive.push(`Boa quantidade de fibras (${Math.round(totals.fiber)} g).`);
  else if (kcal >= 400 && totals.fiber < 3) improve.push("Pouca fibra: prefira versões integrais, feijão, verduras ou frutas.");
  if (proteinShare >= 0.2 && totals.protein >= 10) positive.push(`Boa fonte de proteínas (${Math.round(totals.protein)} g).`);
  if (has(items, (id) => category(id) === "leguminosas")) positive.push("Leguminosas como feijão e lentilha somam proteína vegetal e ferro.");
  if (totals.sodium > sodiumLimit) {
    improve.push(`Sódio elevado (${Math.round(totals.sodium)} mg): reduza embutidos, temperos prontos e sal de adição.`);
  }
  if (fatShare > 0.4 && kcal >= 200) improve.push("Refeição rica em gordura: prefira preparações grelhadas, assadas ou cozidas.");
  if (items.some((i) => /frit|milanesa|empanad/i.test(i.food))) improve.push("Tem frituras; trocar por assados ou grelhados reduz calorias e gorduras.");
  if (has(items, tagged("high_sugar"))) {
    improve.push(
      conditions.has("DIABETES")
        ? "Contém açúcar ou doces: com diabetes, evite-os ou consuma junto de fibras e proteínas, em pequenas porções."
        : "Contém açúcar ou doces; modere a quantidade.",
    );
  }
  if (conditions.has("DIABETES") && totals.carbohydrates > 60) {
    improve.push(`Carboidratos altos para uma refeição (${Math.round(totals.carbohydrates)} g): com diabetes, distribua os carboidratos ao longo do dia.`);
  }
  if (conditions.has("KIDNEY_DISEASE") && totals.protein > 30) {
    improve.push("Proteína alta para uma refeição; com doença renal, siga a quantidade indicada pelo seu nefrologista.");
  }
  if ((conditions.has("PREGNANCY") || conditions.has("LACTATION")) && has(items, tagged("alcohol"))) {
    improve.push("Bebida alcoólica não é recomendada na gestação nem na amamentação.");
  }
  const goal = profile?.goal;
  if (goal === "WEIGHT_LOSS" && kcal > 900) improve.push("Para perder peso, esta refeição está calórica; reduza as porções de gorduras e carboidratos.");
  if (goal === "MUSCLE_GAIN" && kcal >= 300 && totals.protein < 25) improve.push("Para ganhar massa muscular, inclua uma fonte de proteína (ovos, carnes, laticínios ou leguminosas).");
  if (goal === "WEIGHT_GAIN" && kcal < 300) improve.push("Para ganhar peso, acrescente alimentos mais energéticos, como oleaginosas, azeite ou frutas secas.");
  if (positive.length === 0) positive.push("Anotar o que você come ajuda a acompanhar sua alimentação.");
  return { positivePoints: positive, improvementPoints: improve };
}
