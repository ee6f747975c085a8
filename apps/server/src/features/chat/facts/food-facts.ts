import { analyze, FOODS, foodComposition, type TAnalyzedItem, type TFood, type TFoodComposition, type TNutrients } from "@nutriguia/nutrition";
import type { TFoodMention } from "../understand/food-mentions";
import { readOnce } from "../understand/read-once";

export type TNutrientKeyOf = keyof TNutrients;

/** A food as the database knows it: numbers per portion and per 100 g, where they come from, what it contains. */
export type TFoodFacts = {
  name: string;
  foodId: string | null;
  portion: { measure: string; grams: number } | null;
  perPortion: Partial<TNutrients> | null;
  per100g: Partial<TNutrients> | null;
  source: string | null;
  composition: TFoodComposition;
  tags: readonly string[];
};

const round = (v: number) => Math.round(v * 10) / 10;

function scale(n: TNutrients, grams: number): Partial<TNutrients> {
  const out: Partial<TNutrients> = {};
  for (const [k, v] of Object.entries(n) as [keyof TNutrients, number | undefined][]) if (typeof v === "number") out[k] = k === "sodium" ? Math.round((v * grams) / 100) : round((v * grams) / 100);
  return out;
}

function sourceOf(food: TFood): string {
  return food.tacoId ? `TACO 4ª ed., alimento nº ${food.tacoId}` : food.source;
}

/** The portion the person named in `text` for this food, or the database's usual serving. */
export function foodFacts(food: TFood, text = ""): TFoodFacts {
  const fromText = text ? itemsOf(text).find((i) => i.foodId === food.id && !i.measure.includes("porção padrão")) : undefined;
  const fallback = itemsOf(food.name).find((i) => i.foodId === food.id);
  const item = fromText ?? fallback;
  const grams = item?.grams ?? 100;
  return {
    name: food.name,
    foodId: food.id,
    portion: { measure: (item?.measure ?? "100 g").replace(" (porção padrão)", ""), grams },
    perPortion: scale(food.nutrients, grams),
    per100g: scale(food.nutrients, 100),
    source: sourceOf(food),
    composition: foodComposition(food),
    tags: food.tags,
  };
}

/**
 * The engine's items for a text, read once per text (`readOnce`): each food a message names reads the message again,
 * and each food's own name is read for its usual portion.
 */
const itemsOf = readOnce((text: string): readonly TAnalyzedItem[] => analyze(text).items);

/** The words of the message that a folded phrase came from, with their accents ("bobo" -> "bobó"). */
function originalWords(text: string, phrase: string): string {
  const words = text.split(/[^\p{L}\p{N}-]+/u).filter(Boolean);
  const target = phrase.split(" ");
  const fold = (w: string) => w.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
  for (let i = 0; i + target.length <= words.length; i++) {
    if (target.every((t, k) => fold(words[i + k]!) === t)) return words.slice(i, i + target.length).join(" ").toLowerCase();
  }
  return phrase;
}

export function mentionFacts(mention: TFoodMention, text: string): TFoodFacts {
  if (mention.food) return foodFacts(mention.food, text);
  const original = originalWords(text, mention.phrase);
  const name = original.charAt(0).toUpperCase() + original.slice(1);
  return { name, foodId: null, portion: null, perPortion: null, per100g: null, source: null, composition: mention.composition, tags: [] };
}

/** Foods people eat every day in Brazil, by the words their names start with: rankings list these, not rarities. */
const EVERYDAY =
  /^(arroz|feijao|lentilha|grao de bico|ervilha|tofu|ovo|frango|peito de frango|file de frango|coxa de frango|patinho|carne|bife|file|tilapia|sardinha|atum|salmao|merluza|pescada|leite|iogurte|queijo|ricota|banana|laranja|maca|mamao|abacate|goiaba|acerola|brocolis|couve|espinafre|cenoura|abobora|batata|mandioca|aveia|pao|tapioca|cuscuz|amendoim|castanha|chia|linhaca|gergelim|beterraba|tomate|alface|agriao|kiwi|morango|manga|uva|melancia|melao|abacaxi|pera|tangerina|mexerica|caqui|maracuja|ameixa|quinoa|milho|pipoca|soja|proteina de soja|leite de soja)\b/;
const SKIP_NAME = /\b(cru|crua|crus|cruas|po|desidratad\w*|em conserva|salgad[oa]|polpa congelada|concentrado|mistura para|tablete|frit[oa]|empanad[oa]|calda)\b/;
const fold = (s: string) => s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/-/g, " ");

let everyday: { food: TFood; facts: TFoodFacts }[] | null = null;

function everydayFoods() {
  everyday ??= FOODS.filter((f) => f.rank === 0 && f.category !== "preparados" && EVERYDAY.test(fold(f.name)) && !SKIP_NAME.test(fold(f.name))).map((food) => ({ food, facts: foodFacts(food) }));
  return everyday;
}

/** Everyday foods richest in a nutrient per usual portion, one per kind ("feijão", "ovo"), without the excluded ones. */
export function richestFoods(nutrient: keyof TNutrients, exclude: (food: TFood) => boolean, limit = 8): TFoodFacts[] {
  const seen = new Set<string>();
  return everydayFoods()
    .filter(({ food, facts }) => !exclude(food) && (facts.perPortion?.[nutrient] ?? 0) > 0)
    .sort((a, b) => (b.facts.perPortion![nutrient] ?? 0) - (a.facts.perPortion![nutrient] ?? 0))
    .filter(({ food }) => {
      const head = fold(food.name).split(" ")[0]!;
      if (seen.has(head)) return false;
      seen.add(head);
      return true;
    })
    .slice(0, limit)
    .map(({ facts }) => facts);
}

/** Everyday fruits from the least carbohydrate per usual portion to the most, one per kind, without the excluded ones. */
export function fruitsByCarbs(exclude: (food: TFood) => boolean): TFoodFacts[] {
  const seen = new Set<string>();
  return everydayFoods()
    .filter(({ food, facts }) => food.category === "frutas" && !exclude(food) && (facts.perPortion?.carbohydrates ?? 0) > 0)
    .sort((a, b) => a.facts.perPortion!.carbohydrates! - b.facts.perPortion!.carbohydrates!)
    .filter(({ food }) => {
      const head = fold(food.name).split(" ")[0]!;
      if (seen.has(head)) return false;
      seen.add(head);
      return true;
    })
    .map(({ facts }) => facts);
}
