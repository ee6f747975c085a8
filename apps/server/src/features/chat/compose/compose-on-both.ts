import { analyze } from "@nutriguia/nutrition";
import type { TUnderstanding } from "../understand/understand";
import { num } from "./format";

/** "e se eu botar manteiga nos dois?" after a comparison: the same topping on each food. */
const ON_BOTH = /\b(nos dois|nas duas|em ambos|em ambas|nos 2|nas 2|em cada um|em cada uma|nos dois casos)\b/;
/** Spreads and fats go on a food by the teaspoon, not by a serving of their own. */
const SPREAD = /^(manteiga|margarina|azeite|oleo|requeijao|nata|pasta de amendoim|mel|geleia|doce de leite)/;

/**
 * The two foods just compared, each with the topping the person names, with how much it adds; null when the message is
 * not that ("nothing was logged": a question, never a meal).
 */
export function composeOnBoth(u: TUnderstanding, previous: TUnderstanding | null): string | null {
  if (previous?.type !== "compare" || previous.foods.length < 2 || u.foods.length !== 1 || !ON_BOTH.test(u.folded)) return null;
  const topping = u.foods[0]!.phrase;
  const added = analyze(SPREAD.test(topping) ? `1 colher de chá de ${topping}` : topping).items[0];
  if (!added) return null;
  const foods = previous.foods.slice(0, 2).map((f) => analyze(f.food?.name ?? f.phrase).items[0]);
  if (foods.some((f) => !f)) return null;
  const [a, b] = foods as [NonNullable<(typeof foods)[number]>, NonNullable<(typeof foods)[number]>];
  const line = (f: typeof a) => `- **${f.food}** (${f.measure}): ${num(f.calories)} kcal → **${num(f.calories + added.calories)} kcal** com ${added.food.toLowerCase()}`;
  return [
    `Com ${added.measure} de ${added.food.toLowerCase()} em cada (cerca de ${num(added.calories)} kcal, quase tudo gordura):`,
    "",
    line(a),
    line(b),
    "",
    `A diferença entre os dois continua a mesma (cerca de ${num(Math.abs(a.calories - b.calories))} kcal); o que muda é que a ${added.food.toLowerCase()} soma as mesmas calorias aos dois. Se for usar, prefira uma camada fina. Nada foi registrado no seu dia.`,
  ].join("\n");
}
