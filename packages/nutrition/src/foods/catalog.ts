import { beefFoods } from "./data/beef";
import { cerealsFoods } from "./data/cereals";
import { dairyFoods } from "./data/dairy";
import { drinksFoods } from "./data/drinks";
import { eggsFoods } from "./data/eggs";
import { extraFoods } from "./data/extras";
import { fastFoodChainFoods } from "./data/fast-food-chains";
import { fatsFoods } from "./data/fats";
import { fishFoods } from "./data/fish";
import { fruitsFoods } from "./data/fruits";
import { legumesFoods } from "./data/legumes";
import { miscFoods } from "./data/misc";
import { brandAndRestaurantFoods } from "./data/named-by-brand-or-restaurant";
import { nutsFoods } from "./data/nuts";
import { porkAndColdCutsFoods } from "./data/pork-and-cold-cuts";
import { poultryFoods } from "./data/poultry";
import { preparedFoods } from "./data/prepared";
import { streetFoods } from "./data/street-food";
import { sweetsFoods } from "./data/sweets";
import { vegetablesFoods } from "./data/vegetables";
import { withDisplayName } from "./display-names";
import type { TFoodRecord, TServing } from "./food-types";
import { pofFoods } from "./pof-foods";
import { recipeFoods } from "./recipes";
import { saidByTheirKindFoods } from "./data/said-by-their-kind";
import { householdMeasures } from "../units/pof-measures";

const OWN_AND_TACO: readonly TFoodRecord[] = [
  ...cerealsFoods,
  ...vegetablesFoods,
  ...fruitsFoods,
  ...fatsFoods,
  ...fishFoods,
  ...beefFoods,
  ...poultryFoods,
  ...porkAndColdCutsFoods,
  ...dairyFoods,
  ...drinksFoods,
  ...eggsFoods,
  ...sweetsFoods,
  ...miscFoods,
  ...preparedFoods,
  ...legumesFoods,
  ...nutsFoods,
  ...extraFoods,
  ...brandAndRestaurantFoods,
  ...fastFoodChainFoods,
  ...streetFoods,
  ...saidByTheirKindFoods,
];

/** Portion assumed when no amount is given: the food's own, or a typical one from its IBGE measures. */
function servingFor(food: TFoodRecord, measures: Readonly<Record<string, number>>): TServing {
  if (food.pof && food.serving.unit === "porção") {
    // "comi pizza" is a couple of slices, not the whole pizza IBGE weighs as its unit.
    if (/^pizza\b/i.test(food.name) && measures["fatia"] !== undefined) return { unit: "fatia", quantity: 2 };
    if (measures["unidade"] !== undefined) return { unit: "unidade", quantity: 1 };
    if (measures["fatia"] !== undefined && food.category !== "carnes") return { unit: "fatia", quantity: 1 };
  }
  const own = measures[food.serving.unit];
  // A meat named without an amount is a plate's share (about 100 g), not one small piece of IBGE's "pedaço".
  const smallPiece = food.serving.unit === "pedaço" && (food.category === "carnes" ? 60 : 30);
  if (own !== undefined && smallPiece && own * food.serving.quantity < smallPiece) {
    return { unit: "pedaço", quantity: Math.ceil(100 / own) };
  }
  if (own !== undefined && food.serving.unit === "escumadeira" && own < 60) return { unit: "escumadeira", quantity: Math.ceil(120 / own) };
  if (own !== undefined) return food.serving;
  for (const [unit, quantity] of [["unidade", 1], ["concha", 1], ["pegador", 1], ["colher de servir", 2], ["copo", 1], ["fatia", 1]] as const) {
    if (measures[unit] !== undefined) return { unit, quantity };
  }
  return { unit: "porção", quantity: 1 };
}

function withHouseholdMeasures(food: TFoodRecord): TFoodRecord {
  const measures = householdMeasures(food);
  return { ...food, measures, serving: servingFor(food, measures) };
}

const BASE: readonly TFoodRecord[] = [...OWN_AND_TACO, ...pofFoods].map(withDisplayName);

/** Our foods and TACO's, then every POF row (names in today's spelling), then the standard recipes computed from them; measures from IBGE. */
export const FOODS: readonly TFoodRecord[] = [...BASE, ...recipeFoods(new Map(BASE.map((f) => [f.id, f])))].map(withHouseholdMeasures);

const BY_ID = new Map(FOODS.map((food) => [food.id, food]));

export function getFood(id: string): TFoodRecord | undefined {
  return BY_ID.get(id);
}
