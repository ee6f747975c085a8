import type { TFoodRecord, TFoodTag } from "../foods/food-types";
import { normalizeText } from "../text/normalize";
import { FOOD_COMPONENTS, type TFoodComponent, type TFoodComposition } from "./components";
import { NAME_RULES, type TNameRule } from "./name-rules";

const TAG_COMPONENTS: Partial<Record<TFoodTag, readonly TFoodComponent[]>> = {
  animal: ["animal"],
  meat: ["meat", "animal"],
  fish: ["fish", "animal"],
  lactose: ["milk", "lactose", "animal"],
  gluten: ["gluten"],
  eggs: ["egg", "animal"],
  nuts: ["tree_nuts"],
  peanuts: ["peanut"],
  soy: ["soy"],
  high_sodium: ["high_sodium"],
  alcohol: ["alcohol"],
};

const CATEGORY_COMPONENTS: Partial<Record<TFoodRecord["category"], readonly TFoodComponent[]>> = {
  carnes: ["meat", "animal"],
  pescados: ["animal"],
  laticinios: ["milk", "lactose", "animal"],
  ovos: ["egg", "animal"],
};

type TOverride = Pick<TNameRule, "adds" | "removes" | "mayContain" | "note"> & { ingredient: string };

/** Corrections by food id where the record's tags or name say less than the recipe. */
const OVERRIDES: Readonly<Record<string, TOverride>> = {
  "acaraje-525": { ingredient: "recheio de vatapá e camarão seco", adds: ["shellfish", "animal"], note: "O acarajé é servido com vatapá e caruru, que levam camarão seco, amendoim ou castanha e pão." },
  "chocolate-meio-amargo-498": { ingredient: "linha de produção do chocolate ao leite", mayContain: ["milk"] },
  "cuscuz-de-milho-533": { ingredient: "flocão de milho", mayContain: ["gluten"] },
  "cuscuz-paulista-534": { ingredient: "farinha de milho", removes: ["gluten", "wheat"], mayContain: ["gluten"] },
};

/** ANVISA RDC 429/2020: a solid food with 600 mg of sodium or more per 100 g is "alto em sódio". */
export const HIGH_SODIUM_MG_PER_100G = 600;

const RAW_WORDS = /\b(cru|crua|crus|cruas)\b/;
/** Origin follows from these: a food with any of them is of animal origin. */
const ANIMAL_SOURCES: readonly TFoodComponent[] = ["meat", "fish", "shellfish", "milk", "egg"];

type TDraft = { contains: Set<TFoodComponent>; removed: Set<TFoodComponent>; mayContain: Set<TFoodComponent>; because: Map<TFoodComponent, string>; notes: string[] };

function emptyDraft(): TDraft {
  return { contains: new Set(), removed: new Set(), mayContain: new Set(), because: new Map(), notes: [] };
}

function applyRule(draft: TDraft, rule: TOverride) {
  for (const c of rule.adds ?? []) {
    draft.contains.add(c);
    if (!draft.because.has(c)) draft.because.set(c, rule.ingredient);
  }
  for (const c of rule.removes ?? []) draft.removed.add(c);
  for (const c of rule.mayContain ?? []) draft.mayContain.add(c);
  if (rule.note && !draft.notes.includes(rule.note)) draft.notes.push(rule.note);
}

/** Rules matched by any of the phrases (accents and case ignored). */
function applyNameRules(draft: TDraft, phrases: readonly string[]): boolean {
  const folded = phrases.map((p) => normalizeText(p).replace(/[-/,.]/g, " ").replace(/\s+/g, " ").trim()).filter(Boolean);
  let matched = false;
  for (const rule of NAME_RULES) {
    if (folded.some((p) => rule.pattern.test(p))) {
      applyRule(draft, rule);
      matched = true;
    }
  }
  return matched;
}

function finish(draft: TDraft): TFoodComposition {
  for (const c of draft.removed) draft.contains.delete(c);
  if (ANIMAL_SOURCES.some((c) => draft.contains.has(c))) draft.contains.add("animal");
  if (draft.contains.has("wheat")) draft.contains.add("gluten");
  const order = (c: TFoodComponent) => FOOD_COMPONENTS.indexOf(c);
  const contains = [...draft.contains].sort((a, b) => order(a) - order(b));
  const mayContain = [...draft.mayContain].filter((c) => !draft.contains.has(c)).sort((a, b) => order(a) - order(b));
  const because: TFoodComposition["because"] = {};
  for (const c of contains) {
    const why = draft.because.get(c);
    if (why) because[c] = why;
  }
  return { contains, mayContain, because, notes: draft.notes };
}

const cache = new Map<string, TFoodComposition>();

/** What a food record contains, from its tags, category, name and aliases, sodium, and the overrides by id. */
export function foodComposition(food: TFoodRecord): TFoodComposition {
  const cached = cache.get(food.id);
  if (cached) return cached;
  const draft = emptyDraft();
  for (const tag of food.tags) for (const c of TAG_COMPONENTS[tag] ?? []) draft.contains.add(c);
  for (const c of CATEGORY_COMPONENTS[food.category] ?? []) draft.contains.add(c);
  applyNameRules(draft, [food.name, ...food.aliases]);
  if (food.category === "pescados" && !draft.contains.has("shellfish")) draft.contains.add("fish");
  if ((food.nutrients.sodium ?? 0) >= HIGH_SODIUM_MG_PER_100G) draft.contains.add("high_sodium");
  const override = OVERRIDES[food.id];
  if (override) applyRule(draft, override);
  const animal = ANIMAL_SOURCES.some((c) => draft.contains.has(c) && !draft.removed.has(c)) || draft.contains.has("animal");
  if (animal && RAW_WORDS.test(normalizeText(food.name)) && ["carnes", "pescados", "ovos"].includes(food.category)) draft.contains.add("raw_animal");
  const composition = finish(draft);
  cache.set(food.id, composition);
  return composition;
}

/** The composition a dish name implies by its usual recipe ("bobó" -> camarão), for dishes the database lacks; null when no rule speaks. */
export function compositionOfName(name: string): TFoodComposition | null {
  if (typeof name !== "string") return null;
  const draft = emptyDraft();
  return applyNameRules(draft, [name.slice(0, 200)]) ? finish(draft) : null;
}

/** Whether the food contains the component, or may contain it through cross-contact. */
export function componentPresence(composition: TFoodComposition, component: TFoodComponent): "contains" | "may-contain" | "absent" {
  if (composition.contains.includes(component)) return "contains";
  if (composition.mayContain.includes(component)) return "may-contain";
  return "absent";
}

/** Whether a whole phrase is a dish or ingredient name some recipe rule knows ("bobó", "frutos do mar"), not just a text that mentions one. */
export function isKnownDishName(phrase: string): boolean {
  if (typeof phrase !== "string") return false;
  const folded = normalizeText(phrase).replace(/[-/,.]/g, " ").replace(/\s+/g, " ").trim();
  if (!folded) return false;
  return NAME_RULES.some((rule) => (rule.adds?.length ?? 0) > 0 && rule.pattern.exec(folded)?.[0] === folded);
}
