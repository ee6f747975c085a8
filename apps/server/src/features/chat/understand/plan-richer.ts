import type { TMealSlot } from "@nutriguia/domain";
import { SLOTS } from "./plan-edit";
import { weekdaysSaid } from "./weekdays-said";

/** "janta mais caprichada", "almoço reforçado", "jantar mais especial", "uma janta melhor": a meal asked bigger or richer. */
const RICHER = /\b(?:mais )?(?:caprichad[oa]s?|reforcad[oa]s?|especia(?:l|is)|generos[oa]s?|fart[oa]s?|cheio de coisa|mais complet[oa]s?|mais (?:gostos[oa]|elaborad[oa]|bem feit[oa])|melhor(?:zinh[oa])?|de respeito|turbinad[oa]s?)\b/;
/** "não precisa ser caprichado", "menos caprichada": not this. */
const NOT_RICHER = /\b(?:nao precisa|nada de|sem|menos|nao quero)\b[^,.]{0,20}\b(?:caprichad|reforcad|especia|elaborad)/;

/**
 * A meal asked bigger or richer on some days ("no sábado e domingo quero janta mais caprichada", "almoço reforçado de
 * segunda a sexta"): its slot and the weekdays said (0 = segunda), every day when none is. Null when not asked.
 */
export function readRicherMeal(folded: string): { slot: TMealSlot; weekdays: number[] } | null {
  const clause = folded.split(/[,;.]|\bmas\b/).find((c) => RICHER.test(c) && SLOTS.some(([, p]) => p.test(c)));
  if (!clause || NOT_RICHER.test(clause)) return null;
  const slot = SLOTS.find(([, p]) => p.test(clause))![0];
  if (slot === "MORNING_SNACK" || slot === "AFTERNOON_SNACK" || slot === "SUPPER") return null;
  return { slot, weekdays: weekdaysSaid(clause).length > 0 ? weekdaysSaid(clause) : weekdaysSaid(folded) };
}
