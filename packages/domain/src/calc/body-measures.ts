/** 000 §5: weight and height go in steps of 0,1 (one decimal at most). */
export const WEIGHT_STEP_MESSAGE = "Peso: use no máximo uma casa decimal (ex.: 70,5 kg)";
export const HEIGHT_STEP_MESSAGE = "Altura: use no máximo uma casa decimal (ex.: 170,5 cm)";

export function hasOneDecimalAtMost(value: number): boolean {
  return Math.abs(value * 10 - Math.round(value * 10)) < 1e-6;
}
