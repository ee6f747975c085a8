import type { TMealSlot, TRole } from "./plan-types";

/**
 * One way of composing a meal: each place lists the roles that may fill it, in order of preference
 * (the next role is used when the profile leaves no food for the previous one, e.g. no rice on keto).
 */
export type TMealTemplate = { weight: number; places: readonly (readonly TRole[])[] };

const CARB_PLACE: readonly TRole[] = ["grain", "starch", "cookedVeg"];
const BEANS_PLACE: readonly TRole[] = ["legume", "cookedVeg"];
const PROTEIN_PLACE: readonly TRole[] = ["mainProtein", "legume"];

/** Arroz, feijão, uma proteína, salada ou legumes e azeite: the Brazilian plate. */
const RICE_AND_BEANS_SALAD: TMealTemplate = { weight: 1, places: [CARB_PLACE, BEANS_PLACE, PROTEIN_PLACE, ["rawVeg"], ["oil"]] };
const RICE_AND_BEANS_GREENS: TMealTemplate = {
  weight: 1,
  places: [CARB_PLACE, BEANS_PLACE, PROTEIN_PLACE, ["cookedVeg", "rawVeg"], ["oil"]],
};

/** Lighter dinner some nights: a tuber or pasta instead of rice and beans, with legumes and salad. */
const DINNER_WITHOUT_BEANS: TMealTemplate = {
  weight: 0.6,
  places: [["starch", "grain", "cookedVeg"], PROTEIN_PLACE, ["cookedVeg"], ["rawVeg"], ["oil"]],
};

const FRUIT_AND_DAIRY: TMealTemplate = { weight: 1, places: [["fruit"], ["snackDairy", "snackExtra"]] };
const FRUIT_AND_NUTS: TMealTemplate = { weight: 1, places: [["fruit"], ["snackExtra"]] };
const YOGURT_AND_GRANOLA: TMealTemplate = { weight: 0.8, places: [["snackDairy", "fruit"], ["snackCarb"], ["fruit"]] };

/** The usual Brazilian day: bread or tapioca at breakfast, rice and beans at lunch and dinner. */
export const MEAL_TEMPLATES: Record<TMealSlot, readonly TMealTemplate[]> = {
  BREAKFAST: [
    { weight: 3, places: [["breakfastCarb", "breakfastProtein"], ["breakfastProtein", "snackDairy"], ["breakfastDrink"], ["fruit"]] },
    { weight: 1, places: [["breakfastCarb", "breakfastProtein"], ["spread", "breakfastProtein"], ["breakfastDrink"], ["fruit"]] },
    { weight: 1, places: [["snackDairy", "breakfastProtein"], ["snackCarb", "breakfastCarb"], ["fruit"]] },
  ],
  MORNING_SNACK: [FRUIT_AND_NUTS, FRUIT_AND_DAIRY, { weight: 0.5, places: [["fruit"]] }],
  LUNCH: [RICE_AND_BEANS_SALAD, RICE_AND_BEANS_GREENS],
  AFTERNOON_SNACK: [
    FRUIT_AND_DAIRY,
    FRUIT_AND_NUTS,
    YOGURT_AND_GRANOLA,
    { weight: 1, places: [["snackBread", "breakfastCarb"], ["breakfastProtein", "spread"], ["breakfastDrink", "fruit"]] },
  ],
  DINNER: [RICE_AND_BEANS_SALAD, RICE_AND_BEANS_GREENS, DINNER_WITHOUT_BEANS],
  SUPPER: [
    { weight: 1, places: [["snackDairy", "tea"], ["fruit"]] },
    { weight: 1, places: [["tea"], ["fruit"]] },
    { weight: 0.6, places: [["snackDairy", "tea"], ["snackCarb"]] },
  ],
};

const PROTEIN_PLATE: TMealTemplate = {
  weight: 1,
  places: [PROTEIN_PLACE, BEANS_PLACE, ["cookedVeg"], ["rawVeg"], ["oil"]],
};
const CHEESE_AND_NUTS: TMealTemplate = { weight: 1, places: [["breakfastProtein", "snackDairy"], ["snackExtra"]] };

/**
 * Low-carbohydrate and ketogenic days (carbohydrates under 35 % of energy): eggs and cheese at breakfast,
 * nuts in the snacks, protein with legumes and vegetables at lunch and dinner.
 */
export const HIGH_FAT_TEMPLATES: Record<TMealSlot, readonly TMealTemplate[]> = {
  BREAKFAST: [
    { weight: 1, places: [["breakfastProtein"], ["breakfastProtein", "spread"], ["breakfastDrink"], ["fruit"]] },
    { weight: 1, places: [["breakfastProtein"], ["spread", "breakfastProtein"], ["breakfastDrink"]] },
  ],
  MORNING_SNACK: [FRUIT_AND_NUTS, CHEESE_AND_NUTS],
  LUNCH: [PROTEIN_PLATE, RICE_AND_BEANS_SALAD],
  AFTERNOON_SNACK: [CHEESE_AND_NUTS, FRUIT_AND_NUTS, { weight: 1, places: [["snackDairy", "fruit"], ["snackExtra"]] }],
  DINNER: [PROTEIN_PLATE],
  SUPPER: [CHEESE_AND_NUTS, { weight: 1, places: [["tea"], ["snackExtra"]] }],
};

/**
 * With diabetes, no snack is fruit alone (decision 193): each pairs the fruit with a dairy, a cheese or nuts, whose
 * protein and fat slow the sugar's rise, and the supper is never tea and fruit.
 */
export const STEADY_GLUCOSE_TEMPLATES: Record<TMealSlot, readonly TMealTemplate[]> = {
  ...MEAL_TEMPLATES,
  MORNING_SNACK: [FRUIT_AND_NUTS, FRUIT_AND_DAIRY, CHEESE_AND_NUTS],
  AFTERNOON_SNACK: [FRUIT_AND_DAIRY, FRUIT_AND_NUTS, MEAL_TEMPLATES.AFTERNOON_SNACK[3]!],
  SUPPER: [{ weight: 1, places: [["snackDairy", "breakfastProtein"], ["snackExtra", "fruit"]] }, CHEESE_AND_NUTS],
};
