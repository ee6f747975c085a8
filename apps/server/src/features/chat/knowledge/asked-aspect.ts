import lexicon from "./asked-aspects.json" with { type: "json" };
import { contentTokens } from "../chat.text";
import { containsPhrase, FOOD_NAMES, type TIndexed } from "./knowledge-index";
import { namesFood, readingText } from "./asked-point";
import type { TRetrievalQuery } from "./knowledge-retrieval";

/**
 * The situation or effect a question asks of its subject (decision 217): a stage ("na gravidez"), a moment ("antes do
 * treino", "em jejum"), a condition ("com pedra nos rins"), a part of the body ("queda de cabelo", "dá gases") or a
 * handling ("dá pra congelar?"). An entry that never speaks of it answers another point of the same food ("Açaí
 * engorda?" for "açaí na gravidez pode?"), however well its keywords match.
 */
type TAspect = { aspect: string; said: RegExp; covers: RegExp; conditions: readonly string[] };

const ASPECTS: readonly TAspect[] = lexicon.aspects.map((a) => ({ aspect: a.aspect, said: new RegExp(a.said), covers: new RegExp(a.covers), conditions: a.conditions }));

/** An aspect the message asks, with the words it was said in ("queda de cabelo"). */
export type TAskedAspect = { aspect: TAspect; words: string };

/** The aspects the folded message asks of its subject. */
export function aspectsAsked(folded: string): TAskedAspect[] {
  return ASPECTS.flatMap((aspect) => {
    const m = aspect.said.exec(folded);
    return m ? [{ aspect, words: m[0] }] : [];
  });
}

/** The entry speaks of the aspect: its text says it, or it is written for the stage or condition it names. */
function covers(e: TIndexed, asked: TAskedAspect): boolean {
  return asked.aspect.covers.test(readingText(e.item)) || asked.aspect.conditions.some((c) => e.conditions.has(c));
}

/** The aspects asked that the entry never speaks of: one is enough for it to answer another point. */
function aspectsMissed(e: TIndexed, asked: readonly TAskedAspect[]): TAskedAspect[] {
  return asked.filter((a) => !covers(e, a));
}

/**
 * The entry answers another point than the one asked (decision 217): it never speaks of a situation or an effect the
 * message asks ("açaí na gravidez" to "Açaí engorda?", "cerveja depois do treino" to the safe amount of alcohol), or,
 * called up by the situation alone, it never names the food asked ("canela ajuda no diabetes?" to low carb in diabetes).
 */
export function otherPoint(e: TIndexed, query: TRetrievalQuery, asked: readonly TAskedAspect[], hits: readonly string[]): boolean {
  if (aspectsMissed(e, asked).length > 0) return true;
  // The foods read, or else the words the base knows as foods ("canela").
  const foods = query.foods.length > 0 ? query.foods : contentTokens(query.folded).filter((w) => FOOD_NAMES.has(w));
  if (e.foods.length > 0 || foods.length === 0 || asked.length === 0) return false;
  const text = readingText(e.item);
  return !foods.some((f) => hits.some((k) => containsPhrase(f, k) || containsPhrase(k, f)) || namesFood(text, f));
}


/**
 * The aspects of a message that no entry answers on point, as said ("gravidez", "queda de cabelo"), for the reply to say
 * so unless what the tables know speaks of them; undefined when none is asked.
 */
export function pointUnanswered(folded: string): string[] | undefined {
  const asked = aspectsAsked(folded);
  if (asked.length === 0) return undefined;
  return asked.length > 0 ? asked.map((a) => a.words) : undefined;
}
