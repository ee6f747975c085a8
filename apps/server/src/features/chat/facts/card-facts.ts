import { foodComposition, getFood, type TAnalyzedItem, type TFoodComponent } from "@nutriguia/nutrition";
import { foldText } from "../chat.text";
import type { TUserFacts } from "../understand/user-facts";

/**
 * The facts on the card (decision 222): what the person said about themself, or saved in the profile, read against the
 * pending card's foods (their names and the engine's composition) and the day so far. At most one fact, the strongest;
 * none when nothing applies, so no note is pasted into every card.
 */
export type TCardFact =
  | { kind: "pregnancy-liver" | "pregnancy-soft-cheese" | "pregnancy-mercury-fish"; food: string }
  | { kind: "kidney-protein"; protein: number }
  | { kind: "kidney-potassium"; food: string; potassium: number }
  | { kind: "pressure-sodium"; sodium: number; condition: "HYPERTENSION" | "HEART_DISEASE" }
  | { kind: "glucose-small-meal"; carbohydrates: number; kcal: number }
  | { kind: "pen-little-day"; kcal: number };

/** Food families by the words of a food's name (folded), each the risk of one stated fact. Data: extend here. */
export const FOOD_FAMILIES = {
  /** Liver and what is made of it: preformed vitamin A (retinol) far above the pregnancy limit in one portion. */
  liver: /\b(figado|figados|pate|pates|foie gras|sarapatel|buchada|fressura|miudos de (frango|galinha|boi))\b/,
  /** Fresh, soft or raw-milk cheeses: listeria unless pasteurized. */
  softCheese: /\b(queijo (coalho|minas frescal|minas padrao|frescal|fresco|de leite cru|brie|camembert|gorgonzola|roquefort|colonial|artesanal)|coalho|frescal|brie|camembert|gorgonzola|roquefort|coalhada)\b/,
  /** Large predatory fish: mercury. */
  mercuryFish: /\b(atum|cacao|peixe espada|espadarte|tubarao|cavala|olho de boi|marlim)\b/,
  /** Foods whose potassium a kidney diet counts even in a usual portion. */
  potassium: /\b(banana|laranja|agua de coco|abacate|mamao|melao|maracuja|kiwi|tomate|batata|mandioca|uva passa|damasco|ameixa seca|chocolate|suco de laranja|espinafre|beterraba)\b/,
} as const;

/** Medicines of the GLP-1 family (pens and the tablet), as people name them. */
export const GLP1_SAID = /\b(ozempic|wegovy|rybelsus|semaglutid\w*|mounjaro|tirzepatid\w*|saxenda|victoza|liraglutid\w*|trulicity|dulaglutid\w*|caneta (pra|para|de) emagrecer|caneta do diabetes)\b/;
/** Dialysis said: protein is then needed more, not less, so a protein-rich card is no risk of its own. */
const DIALYSIS = /\b(hemo ?dialise|dialise|dialisad\w*|peritoneal)\b/;
/** A main meal or the day's later meals told: a day this small by then is too little. */
const LATER_MEAL = /\b(almoco|almocei|almocar|janta|jantei|jantar|lanche da tarde|ceia)\b/;

/** Thresholds, each the reason a nutritionist would speak: a meal's protein for kidney disease before dialysis (of a ~0.6–0.8 g/kg day), sodium against the 2,000 mg day (OMS), a meal with almost no carbohydrate on insulin, and a day under ~350 kcal on a GLP-1 by lunch (a usual lunch alone is more; the whole day told is the little-day reply's). */
export const LIMITS = { kidneyProteinPerMeal: 35, potassiumPerItem: 250, potassiumPerMeal: 700, sodiumPerMeal: 900, smallMealCarbs: 15, smallMealKcal: 200, penDayKcal: 350 } as const;

const round = (n: number) => Math.round(n);

function familyItem(items: readonly TAnalyzedItem[], family: RegExp): TAnalyzedItem | undefined {
  return items.find((i) => family.test(foldText(i.food)) || family.test(foldText(i.text)));
}

function hasComponent(item: TAnalyzedItem, component: TFoodComponent): boolean {
  const food = getFood(item.foodId);
  return food ? foodComposition(food).contains.includes(component) : false;
}

function potassiumOf(item: TAnalyzedItem): number {
  const per100 = getFood(item.foodId)?.nutrients.potassium ?? 0;
  return (per100 * item.grams) / 100;
}

export type TCardFactInput = {
  items: readonly TAnalyzedItem[];
  totals: { calories: number; protein: number; carbohydrates: number; sodium: number };
  facts: TUserFacts;
  /** The thread's words (earlier turns and this one), folded: medicines and dialysis said before count. */
  thread: string;
  /** This turn's words, folded. */
  said: string;
  /** The day's kcal already counted before this card (confirmed meals and intake told); null when not loaded. */
  dayBefore: number | null;
};

/** The strongest fact of the person that the card's foods or the day so far touch, or null. */
export function cardFact(input: TCardFactInput): TCardFact | null {
  const { items, totals, facts, thread, said } = input;
  const c = facts.conditions;
  if (items.length === 0) return null;
  if (c.has("PREGNANCY")) {
    const liver = familyItem(items, FOOD_FAMILIES.liver);
    if (liver) return { kind: "pregnancy-liver", food: liver.food };
    const cheese = familyItem(items, FOOD_FAMILIES.softCheese);
    if (cheese && !hasComponent(cheese, "raw_animal")) return { kind: "pregnancy-soft-cheese", food: cheese.food };
    const fish = familyItem(items, FOOD_FAMILIES.mercuryFish);
    if (fish) return { kind: "pregnancy-mercury-fish", food: fish.food };
  }
  const pen = GLP1_SAID.test(thread);
  if ((pen || facts.risks.glucoseLowering) && input.dayBefore !== null && LATER_MEAL.test(said)) {
    const day = input.dayBefore + totals.calories;
    if (pen && day < LIMITS.penDayKcal) return { kind: "pen-little-day", kcal: round(day) };
  }
  if (facts.risks.glucoseLowering && totals.carbohydrates < LIMITS.smallMealCarbs && totals.calories < LIMITS.smallMealKcal) {
    return { kind: "glucose-small-meal", carbohydrates: round(totals.carbohydrates), kcal: round(totals.calories) };
  }
  if (c.has("KIDNEY_DISEASE")) {
    if (totals.protein >= LIMITS.kidneyProteinPerMeal && !DIALYSIS.test(thread)) return { kind: "kidney-protein", protein: round(totals.protein) };
    // Meat has potassium too, but the foods a kidney diet counts are the fruits, tubers and beans of the family.
    const rich = items.filter((i) => FOOD_FAMILIES.potassium.test(foldText(i.food)));
    const meal = rich.reduce((sum, i) => sum + potassiumOf(i), 0);
    if (rich.length > 0 && (meal >= LIMITS.potassiumPerMeal || rich.some((i) => potassiumOf(i) >= LIMITS.potassiumPerItem))) {
      return { kind: "kidney-potassium", food: rich.map((i) => i.food).join(", "), potassium: round(meal) };
    }
  }
  const pressure = c.has("HYPERTENSION") ? "HYPERTENSION" : c.has("HEART_DISEASE") ? "HEART_DISEASE" : null;
  if (pressure && totals.sodium >= LIMITS.sodiumPerMeal) return { kind: "pressure-sodium", sodium: round(totals.sodium), condition: pressure };
  return null;
}
