import type { TChatIntent } from "@nutriguia/domain";
import { FOOD_COMPONENT_LABELS } from "@nutriguia/nutrition";
import type { TTurnFacts } from "../facts/gather-facts";
import { conflictWarning } from "../facts/food-conflicts";
import { foldText } from "../chat.text";
import type { TUnderstanding } from "../understand/understand";
import type { TUserFacts } from "../understand/user-facts";
import { composeKnowledge } from "./compose-knowledge";

export type TComposed = { content: string; intent: TChatIntent; profileRequired: boolean };

/** cardOpen: a meal's card waits to be confirmed, so an aside keeps it (decision 207). */
export type TComposeContext = { firstName: string | null; noFoodReply?: string; cardOpen?: boolean };

/** What every branch of the built-in composer answers with: the turn, the person, the facts gathered and the reply's wrapping. */
export type TComposeKit = {
  u: TUnderstanding;
  user: TUserFacts;
  facts: TTurnFacts;
  ctx: TComposeContext;
  caution: string;
  /** The conversation a short follow-up is about. */
  thread: string | undefined;
  q: (content: string, intent?: TChatIntent, profileRequired?: boolean) => TComposed;
  uncovered: () => string;
  inScope: () => string | null;
};

/**
 * After an allergy or restriction warning, only articles about that restriction (or safety ones) follow: a general
 * article may praise the very food the warning just ruled out.
 */
export function fitAfterWarning(facts: TTurnFacts) {
  if (facts.conflicts.length === 0) return facts.knowledge;
  const ruledOut = facts.conflicts.map((c) => foldText(FOOD_COMPONENT_LABELS[c.component]).split(" ")[0]!);
  const aboutIt = (text: string) => /\b(sem|alergi\w*|intoleran\w*|celiac\w*|aplv|evite|nao consuma)\b/.test(text) && ruledOut.some((word) => text.includes(word));
  return facts.knowledge.filter((k) => k.item.safety || aboutIt(foldText(`${k.item.title} ${k.item.answer}`)));
}

export const withWarning = (facts: TTurnFacts, text: string) => (facts.conflicts.length > 0 ? `${conflictWarning(facts.conflicts)}\n\n${text}` : text);

/** A condition said in this very message ("tenho pressão alta, o que como no almoço?") is answered first, not in a footnote. */
export function cautionFirst(u: TUnderstanding, answer: string, caution: string): string {
  return caution && u.stated.conditions.length > 0 ? `${caution.trim()}\n\n${answer}` : answer + caution;
}

export function knowledgeOr(facts: TTurnFacts, user: TUserFacts, fallback: () => string): string {
  return facts.knowledge.length > 0 ? composeKnowledge(facts.knowledge, user.avoid, user.conditions, user.profile?.dislikedFoods) : fallback();
}

