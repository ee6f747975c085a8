import type { THealthCondition } from "@nutriguia/domain";
import lexicon from "./compare-point-lexicon.json" with { type: "json" };

/**
 * What a comparison or a food question asks beyond a nutrient (decision 218): its cost, how it moves blood sugar, or
 * which suits a condition ("pra quem tem pressão alta", "qual é melhor pra glicose"). Read from data (the lexicon), on
 * the folded message.
 */
export type TComparePoint = { point: "cost" | "glucose" | "condition"; condition: THealthCondition | null };

const alt = (words: readonly string[]) => words.map((w) => w.replace(/ /g, "\\s")).join("|");
const BODY = alt(lexicon.bodyWords);

/**
 * "sobe a glicose", "aumenta o colesterol", "melhor pra pressão", "faz bem pro intestino": a body word after a verb on the
 * body or "pra" is the body, never a food ("glicose de milho", "colesterol" as a nutrient).
 */
export const BODY_EFFECT_CLAUSE = new RegExp(String.raw`\b(?:${alt(lexicon.effectVerbs)})(?: (?:mais|menos|muito|tanto|demais))?(?: com)?(?: (?:a|o|as|os|na|no|minha|meu|com a|com o|quem tem))? (?:${BODY})\b`, "g");

const COST = new RegExp(String.raw`(?:^|[^a-z])(?:${alt(lexicon.cost)})(?=[^a-z]|$)`);
const GLUCOSE_EFFECT = new RegExp(String.raw`\b(?:${alt(lexicon.effectVerbs)})(?: (?:mais|menos|muito|tanto|demais))?(?: com)?(?: (?:a|o|na|no|minha|meu))? (?:${alt(lexicon.glucose)})\b`);
const CONDITIONS = Object.entries(lexicon.conditions).map(([c, words]) => [c as THealthCondition, new RegExp(String.raw`\b(?:${alt(words)})\b`)] as const);
/** "pra quem tem diabetes", "pra diabético", "melhor pro colesterol", "com pressão alta": the condition the choice is for. */
const FOR_CONDITION = /\b(?:pra|pro|para|p\/|com|quem tem|tenho|sou|no caso de|em caso de)\b/;

/** The condition a message names, as the choice's reason ("pra quem tem pressão alta"), or null. */
export function conditionNamed(folded: string): THealthCondition | null {
  if (!FOR_CONDITION.test(folded)) return null;
  return CONDITIONS.find(([, p]) => p.test(folded))?.[0] ?? null;
}

/** "qual sobe menos a glicose?", "isso mexe com a glicemia?": how a food moves blood sugar. */
export const asksGlucoseEffect = (folded: string): boolean => GLUCOSE_EFFECT.test(folded);

/** The point asked of the foods, or null when only nutrients (or nothing) are asked. */
export function comparePointAsked(folded: string): TComparePoint | null {
  if (COST.test(folded)) return { point: "cost", condition: null };
  if (asksGlucoseEffect(folded)) return { point: "glucose", condition: "DIABETES" };
  const condition = conditionNamed(folded);
  return condition ? { point: "condition", condition } : null;
}
