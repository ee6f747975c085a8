/** One POF row: food code, preparation code, IBGE's description, then values per 100 g as eaten. */
export type TPofRow = readonly [
  code: number,
  preparation: number,
  description: string,
  energy: number,
  protein: number,
  fat: number,
  carbohydrates: number,
  fiber: number,
  /** Own sodium plus sodium from salt added in cooking, mg. */
  sodium: number,
  calcium: number,
  iron: number,
  potassium: number,
  vitaminC: number,
  cholesterol: number,
];
