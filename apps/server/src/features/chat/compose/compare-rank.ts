import type { TFoodFacts } from "../facts/food-facts";
import type { TNutrientKey } from "../understand/question-type";
import { foldText } from "../chat.text";
import { lower, num } from "./format";

/** How each nutrient a person can ask about is named, measured and read from a food's numbers. */
export const NUTRIENT_NAMES: Partial<Record<TNutrientKey, { key: keyof NonNullable<TFoodFacts["perPortion"]>; label: string; unit: string }>> = {
  calories: { key: "energy", label: "calorias", unit: "kcal" },
  protein: { key: "protein", label: "proteína", unit: "g" },
  carbohydrates: { key: "carbohydrates", label: "carboidratos", unit: "g" },
  fat: { key: "fat", label: "gorduras", unit: "g" },
  fiber: { key: "fiber", label: "fibras", unit: "g" },
  sodium: { key: "sodium", label: "sódio", unit: "mg" },
  iron: { key: "iron", label: "ferro", unit: "mg" },
  calcium: { key: "calcium", label: "cálcio", unit: "mg" },
  potassium: { key: "potassium", label: "potássio", unit: "mg" },
  cholesterol: { key: "cholesterol", label: "colesterol", unit: "mg" },
  vitaminC: { key: "vitaminC", label: "vitamina C", unit: "mg" },
};

/** The words a nutrient is asked by, for "qual tem menos sal?" (sodium) as much as "menos sódio" (decision 218). */
const ASKED_AS: Partial<Record<TNutrientKey, string>> = {
  calories: "calori\\w*|kcal|energia", protein: "proteina\\w*", carbohydrates: "carbo\\w*", fat: "gordura\\w*", fiber: "fibras?",
  sodium: "sodio|sal", iron: "ferro", calcium: "calcio", potassium: "potassio", cholesterol: "colesterol", vitaminC: "vitamina c", sugar: "acucar\\w*",
};

/** "qual tem menos sal?", "qual engorda menos?": fewer of the nutrient is what wins. */
export function asksLess(key: TNutrientKey, folded: string): boolean {
  const words = ASKED_AS[key];
  if (key === "calories" && /\bengordam? menos\b/.test(folded)) return true;
  return words ? new RegExp(String.raw`\bmenos (?:de |do |da )?(?:\w+ )?(?:${words})\b`).test(folded) : false;
}

/** "cerca de 3 vezes mais", "cerca de 40% a menos": a against b, said as a reader weighs it. */
export function howMuch(a: number, b: number): string {
  const [hi, lo] = a >= b ? [a, b] : [b, a];
  if (hi <= 0) return "os dois quase não têm";
  if (lo <= hi * 0.05) return a >= b ? "o outro quase não tem" : "quase nada perto do outro";
  const ratio = hi / lo;
  if (ratio < 1.1) return "quase o mesmo";
  if (a >= b) return ratio >= 1.95 ? `cerca de ${num(Math.round(ratio * 10) / 10)} vezes mais` : `cerca de ${Math.round((ratio - 1) * 100)}% a mais`;
  return `cerca de ${Math.round((1 - lo / hi) * 100)}% a menos`;
}

const SUGAR_AS_CARBS = { key: "carbohydrates", label: "açúcar", unit: "g" } as const;
/** A sweet, or a drink with nothing but carbohydrate (juice, soda, nectar): its carbohydrate is its sugar. */
const sugaryDrinkOrSweet = (f: TFoodFacts) => f.tags.includes("high_sugar") || (/\b(copo|lata|garrafa|caixinha|ml)\b/.test(f.portion?.measure ?? "") && (f.per100g?.protein ?? 0) < 1 && (f.per100g?.fat ?? 0) < 1);

const FATTENS_WHICH = /\bengordam? (mais|menos)\b/;

/**
 * "qual tem mais proteína? e qual tem menos caloria?": each nutrient asked, the food that wins it in the usual portion, by
 * how much, and per 100 g when the portions make the two readings differ (a handful of peanuts against two Brazil nuts).
 */
export function rankLines(foods: readonly TFoodFacts[], nutrients: readonly TNutrientKey[], folded: string): string[] {
  const known = foods.filter((f) => f.perPortion && f.per100g && f.portion);
  if (known.length < 2) return [];
  const fattens = FATTENS_WHICH.exec(folded);
  return (nutrients.length === 0 && fattens ? (["calories"] as const) : nutrients).flatMap((key) => {
    // The tables do not split the sugars out: in drinks and sweets nearly all of the carbohydrate is sugar, so that ranks them.
    const sugarOfSweets = key === "sugar" && known.every(sugaryDrinkOrSweet);
    const r = sugarOfSweets ? SUGAR_AS_CARBS : NUTRIENT_NAMES[key];
    if (!r) return [];
    const less = asksLess(key, folded);
    // Drinks come in cups and cans of other sizes: their sugar is ranked per 100 ml, each portion said beside it.
    const value = (f: TFoodFacts) => (sugarOfSweets ? f.per100g! : f.perPortion!)[r.key] ?? 0;
    const order = (v: (f: TFoodFacts) => number) => [...known].sort((a, b) => (less ? v(a) - v(b) : v(b) - v(a)));
    const best = order(value)[0]!;
    const other = known.find((f) => f !== best)!;
    if (sugarOfSweets) {
      const each = (f: TFoodFacts) => `${num(value(f))} g por 100 g (${num(f.perPortion![r.key] ?? 0)} g em ${f.portion!.measure})`;
      const others = known.filter((f) => f !== best).map((f) => `${lower(f.name)}, ${each(f)}`).join("; ");
      return [`**${less ? "Menos" : "Mais"} açúcar: ${lower(best.name)}**, com ${each(best)}; ${others}. A tabela não separa os açúcares: contei o carboidrato, que nesses é quase todo açúcar. A OMS recomenda menos de 25 g de açúcar de adição por dia.`];
    }
    const others = known.filter((f) => f !== best).map((f) => `${lower(f.name)} ${num(value(f))} ${r.unit} em ${f.portion!.measure}`).join(", ");
    // "muda muito a caloria?": within 10 % the answer is that it barely changes, said first.
    const close = known.length === 2 && howMuch(value(best), value(other)) === "quase o mesmo";
    if (close) return [`**${less ? "Menos" : "Mais"} ${r.label}: ${lower(best.name)}**, mas quase não muda: ${num(value(best))} ${r.unit} em ${best.portion!.measure}, contra ${lower(other.name)} ${num(value(other))} ${r.unit} em ${other.portion!.measure} (${num(best.per100g![r.key] ?? 0)} e ${num(other.per100g![r.key] ?? 0)} ${r.unit} por 100 g).`];
    const line = `**${less ? "Menos" : "Mais"} ${r.label}: ${lower(best.name)}**, com ${num(value(best))} ${r.unit} em ${best.portion!.measure} (${num(best.per100g![r.key] ?? 0)} ${r.unit} por 100 g); ${others}${known.length === 2 ? ` (${howMuch(value(best), value(other))} na porção)` : ""}.`;
    // "castanha ou amendoim, qual tem mais gordura?": 2 nuts against a handful; grama por grama the order turns.
    const per100 = (f: TFoodFacts) => f.per100g![r.key] ?? 0;
    const best100 = order(per100)[0]!;
    const turned = best100 !== best && per100(best100) !== per100(best) ? ` Grama por grama é o contrário: ${lower(best100.name)} tem ${num(per100(best100))} ${r.unit} por 100 g, contra ${num(per100(best))} ${r.unit} em ${lower(best.name)}; a diferença na porção vem do tamanho de cada porção (${best.portion!.grams} g contra ${best100.portion!.grams} g).` : "";
    return [line + turned];
  });
}

/** A nutrient asked that the table of kcal, protein, carbohydrates and fibre does not show (sodium, iron, calcium, caffeine). */
export const asksBeyondCalories = (nutrients: readonly TNutrientKey[], folded: string) => nutrients.length > 0 && !nutrients.includes("calories") && !FATTENS_WHICH.test(folded) && !/\b(engorda\w*|emagrec\w*|dieta|leve|pesad[oa])\b/.test(foldText(folded));
