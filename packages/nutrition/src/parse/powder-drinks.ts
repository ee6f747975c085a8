import type { TUnit } from "./units";

/** Chocolate powders people name as the drink: "um nescau", "1 copo de toddy", "nescau de caixinha". */
const POWDER = /^(nescau|toddy|achocolatado|achocolatado em po|chocolate em po|ovomaltine)( (de )?(caixinha|garrafinha|pronto|liquido|gelado))?$/;
/** "1 caneca de chocolate (quente)": chocolate in a cup is the drink; "um chocolate" alone is a bar. */
const CHOCOLATE = /^chocolate( ao leite| em po)?$/;
/** Measures a drink is served in; spoons, scoops and grams stay the powder. */
const CUPS = new Set(["copo", "copo americano", "copo duplo", "copo grande", "caneca", "xícara", "caixinha", "garrafa", "lata", "taça"]);

/**
 * The ready-to-drink chocolate milk (TACO's "achocolatado pronto") when a chocolate powder is named as a drink: in a cup
 * or box, in ml, counted ("2 nescau") or said to come ready ("de caixinha"); never 200 g of powder.
 */
export function drinkOfPowder(foodText: string, quantity: number | null, unit: TUnit | null): string {
  const text = foodText.replace(/( de| do| da)+$/, "");
  const inCup = unit?.kind === "volume" || (unit !== null && CUPS.has(unit.unit));
  if (text === "chocolate quente") return "achocolatado pronto";
  if (CHOCOLATE.test(text)) return inCup ? "achocolatado pronto" : foodText;
  const m = POWDER.exec(text);
  if (!m) return foodText;
  const asDrink = m[2] !== undefined || inCup || (unit === null && quantity !== null);
  return asDrink ? "achocolatado pronto" : foodText;
}
