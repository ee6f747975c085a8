import { HEALTH_CONDITIONS } from "@nutriguia/domain";
import { DISEASE_NAMES, POSTPARTUM } from "./condition-said";
import { keywordCount, type TIndexed } from "./knowledge-index";
import type { TRetrievalQuery } from "./knowledge-retrieval";
import { CONDITION_WORDS } from "./question-parts";

/** The profile's disease codes: an entry written for one is closed unless it holds or the message names it. */
const HEALTH_CODES = new Set<string>(HEALTH_CONDITIONS);

/** The entry is about a life stage or a disease that neither holds for the person nor is named in the message. */
export function closed(e: TIndexed, query: TRetrievalQuery): boolean {
  // "perder a barriga da gravidez", "depois do parto": the pregnancy is over, and what is written for it answers nothing.
  if (e.conditions.has("PREGNANCY") && !query.conditions.has("PREGNANCY") && POSTPARTUM.test(query.folded) && ![...e.conditions].some((c) => c !== "PREGNANCY" && query.conditions.has(c))) return true;
  const stageConditions = [...e.conditions].filter((c) => c in CONDITION_WORDS);
  if (stageConditions.length > 0 && !stageConditions.some((c) => query.conditions.has(c) || CONDITION_WORDS[c]!.test(query.folded))) return true;
  // A question is not about a disease the person does not have or name ("pão francês faz mal?" is no diabetes question).
  const diseases = [...e.conditions].filter((c) => HEALTH_CODES.has(c) && !(c in CONDITION_WORDS));
  return diseases.length > 0 && !diseases.some((c) => query.conditions.has(c) || query.named?.has(c) || DISEASE_NAMES[c]?.test(query.folded));
}

/** An older relative or an older adult said ("meu pai", "minha vó", "idosa", "aposentado"). */
const OLDER_SAID = /\b(pai|mae|vo|avo|avos|vovo|vozinh[oa]|vovozinh[oa]|sogr[oa]|idos\w*|velhinh\w*|aposentad\w*|terceira idade)\b/;

/**
 * "quanto de água devo tomar por dia?" is no question about older adults: an entry written for them, called up only by
 * a word many entries share ("água", "sede"), needs an older adult said (a relative, "idoso", 60 or more) or the person
 * to be one, unless another of its conditions holds. A word of its own ("sarcopenia") still calls it up.
 */
export function forOlderAdultsOnly(e: TIndexed, query: TRetrievalQuery, hits: readonly string[]): boolean {
  if (!e.conditions.has("ELDERLY") || query.conditions.has("ELDERLY") || OLDER_SAID.test(query.folded)) return false;
  if ([...e.conditions].some((c) => c !== "ELDERLY" && (query.conditions.has(c) || query.named?.has(c)))) return false;
  return !hits.some((k) => k.includes(" ") || (keywordCount.get(k) ?? 1) <= 2);
}
