export type TFoodCategory =
  | "cereais"
  | "hortalicas"
  | "frutas"
  | "gorduras"
  | "pescados"
  | "carnes"
  | "laticinios"
  | "bebidas"
  | "ovos"
  | "doces"
  | "diversos"
  | "industrializados"
  | "preparados"
  | "leguminosas"
  | "oleaginosas";

/** Allergen, origin and profile tags used by restrictions, warnings and plans. */
export type TFoodTag =
  | "animal"
  | "meat"
  | "fish"
  | "lactose"
  | "gluten"
  | "eggs"
  | "nuts"
  | "peanuts"
  | "soy"
  | "high_sodium"
  | "high_sugar"
  | "alcohol";

/** Per 100 g of edible part. Energy in kcal, macros and fibre in g, minerals and vitamin C in mg. */
export type TNutrients = {
  energy: number;
  protein: number;
  carbohydrates: number;
  fat: number;
  fiber?: number;
  sodium?: number;
  cholesterol?: number;
  calcium?: number;
  iron?: number;
  potassium?: number;
  vitaminC?: number;
};

export type TServing = { unit: string; quantity: number };

export type TFoodRecord = {
  id: string;
  name: string;
  /** Número do alimento in TACO 4ª ed., when the values come from it. */
  tacoId?: number;
  category: TFoodCategory;
  nutrients: TNutrients;
  /** Normalised phrases people type for this food (accents removed, lower case). */
  aliases: readonly string[];
  /** Words that identify the food; a query must contain one of them (or of aliasHeads). */
  heads: readonly string[];
  aliasHeads: readonly string[];
  /** Lower is the reading chosen when the user does not say a variety or preparation. */
  rank: number;
  /** Household measures in grams (ml taken as g), following IBGE POF conventions where they exist. */
  measures: Readonly<Record<string, number>>;
  /** The portion assumed when the user gives no amount. */
  serving: TServing;
  tags: readonly TFoodTag[];
  source: string;
  /** Code of the food and of its preparation in IBGE's POF 2008-2009 composition table, when the values come from it. */
  pof?: { code: number; preparation: number };
  /** "prato": a composite dish with its own row in a table; "receita": a standard recipe computed from ingredients. */
  dish?: "prato" | "receita";
  /** The ingredients of a standard recipe, in grams per 100 g of the dish. */
  recipe?: readonly { foodId: string; grams: number }[];
};
