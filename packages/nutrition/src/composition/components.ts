/** What a food is made of, as far as allergies, intolerances, diets and health cautions go. */
export const FOOD_COMPONENTS = [
  "peanut",
  "tree_nuts",
  "milk",
  "lactose",
  "egg",
  "gluten",
  "wheat",
  "soy",
  "fish",
  "shellfish",
  "sesame",
  "meat",
  "animal",
  "caffeine",
  "alcohol",
  "raw_animal",
  "high_sodium",
] as const;
export type TFoodComponent = (typeof FOOD_COMPONENTS)[number];

/** pt-BR names used in answers ("contém amendoim"). */
export const FOOD_COMPONENT_LABELS: Record<TFoodComponent, string> = {
  peanut: "amendoim",
  tree_nuts: "castanhas (oleaginosas)",
  milk: "leite (proteína do leite)",
  lactose: "lactose",
  egg: "ovo",
  gluten: "glúten",
  wheat: "trigo",
  soy: "soja",
  fish: "peixe",
  shellfish: "frutos do mar (crustáceos ou moluscos)",
  sesame: "gergelim",
  meat: "carne",
  animal: "ingredientes de origem animal",
  caffeine: "cafeína",
  alcohol: "álcool",
  raw_animal: "alimento de origem animal cru ou malpassado",
  high_sodium: "muito sódio",
};

/** Components that trigger allergic reactions (the allergens ANVISA RDC 26/2015 asks labels to declare, plus lactose). */
export const ALLERGEN_COMPONENTS: readonly TFoodComponent[] = [
  "peanut",
  "tree_nuts",
  "milk",
  "lactose",
  "egg",
  "gluten",
  "wheat",
  "soy",
  "fish",
  "shellfish",
  "sesame",
];

export type TFoodComposition = {
  /** Components the food contains. */
  contains: TFoodComponent[];
  /** Components it does not contain by recipe but often meets in preparation or industry (cross-contact). */
  mayContain: TFoodComponent[];
  /** The ingredient that brings a component, when a name rule found it ("queijo" for milk in pão de queijo). */
  because: Partial<Record<TFoodComponent, string>>;
  /** Short pt-BR facts worth saying with the composition ("sem glúten: feito com polvilho"). */
  notes: string[];
};
