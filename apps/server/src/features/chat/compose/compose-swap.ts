import { analyze } from "@nutriguia/nutrition";
import { findPart, partsOf } from "../understand/meal-parts";
import type { TSwapIntent } from "../understand/swap-intent";
import { composeEquivalence, type THeld } from "./compose-equivalence";

/**
 * A wish to swap a food ("quero trocar por batata doce") answered with the amount of the new food equivalent to the food
 * just talked about (composeEquivalence chooses by what); nothing is logged. Null when neither side can be read.
 */
export function composeSwap(intent: TSwapIntent, mealText: string | null, held?: THeld): string | null {
  const parts = mealText ? partsOf(mealText) : [];
  const k = intent.from ? findPart(parts, intent.from) : parts.length === 1 ? 0 : -1;
  const part = parts[k];
  const given = part ? `${part.amount} ${part.food} ${part.after}`.trim() : intent.from;
  if (!given) return null;
  if (!intent.to) {
    return `Por qual alimento você quer trocar ${part?.food ?? given}? Me diga, por exemplo, *por maçã* ou *por batata doce*, que eu calculo a quantidade equivalente. Nada foi registrado no seu dia.`;
  }
  // "pelo integral", "pelo desnatado": a kind of the same food, named by its adjective.
  const food = part?.food ?? intent.from ?? "";
  const to = analyze(intent.to).items.length > 0 || !food ? intent.to : `${food.split(" ")[0]} ${intent.to}`;
  return composeEquivalence(`quanto de ${to} equivale a ${given}`, null, null, [], held);
}
