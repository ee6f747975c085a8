import { analyze, parse, type TMealAnalysis, type TNutritionProfile } from "@nutriguia/nutrition";

/** "uma lata", "um copo", "1 pedaço": a measure said with no food of its own (the parser may imply one: a can of beer). */
function measureOnly(text: string): boolean {
  const [read] = parse(text);
  return read !== undefined && read.unit !== null && !read.foodText.split(" ").some((w) => w in read.words);
}

/**
 * "vou tomar uma cerveja mais tarde, quantas calorias tem uma lata?": the drink and the amount asked of it are one food,
 * not two cans (decision 201). In a question, a bare measure is the amount of the food said before it, and a food read
 * twice is read once, at the amount said last.
 */
export function askedOnce(analysis: TMealAnalysis, profile: TNutritionProfile | undefined): TMealAnalysis {
  const items = analysis.items.map((item, i) => {
    const before = analysis.items[i - 1];
    return before && measureOnly(item.text) ? { ...item, foodId: before.foodId, food: before.food } : item;
  });
  const last = new Map(items.map((item) => [item.foodId, item]));
  if (last.size === items.length) return analysis;
  const said = [...last.values()].map((item) => (items.some((i) => i !== item && i.foodId === item.foodId) ? `${item.text} de ${item.food}` : item.text));
  const once = analyze(said.join(", "), profile);
  return once.items.length === last.size ? once : analysis;
}
