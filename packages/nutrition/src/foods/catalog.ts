import { beefFoods } from "./data/beef";
import { cerealsFoods } from "./data/cereals";
import { dairyFoods } from "./data/dairy";
import { drinksFoods } from "./data/drinks";
import { eggsFoods } from "./data/eggs";
import { extraFoods } from "./data/extras";
import { fatsFoods } from "./data/fats";
import { fishFoods } from "./data/fish";
import { fruitsFoods } from "./data/fruits";
import { legumesFoods } from "./data/legumes";
import { miscFoods } from "./data/misc";
import { nutsFoods } from "./data/nuts";
import { porkAndColdCutsFoods } from "./data/pork-and-cold-cuts";
import { poultryFoods } from "./data/poultry";
import { preparedFoods } from "./data/prepared";
import { sweetsFoods } from "./data/sweets";
import { vegetablesFoods } from "./data/vegetables";
import type { TFoodRecord } from "./food-types";

export const FOODS: readonly TFoodRecord[] = [
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
];

const BY_ID = new Map(FOODS.map((food) => [food.id, food]));

export function getFood(id: string): TFoodRecord | undefined {
  return BY_ID.get(id);
}
