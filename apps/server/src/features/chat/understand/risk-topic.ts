import { mentionsRisk } from "./risk-lexicon";
import type { TUnderstanding } from "./understand";
import type { TUserFacts } from "./user-facts";

/**
 * What a risk told earlier makes a later "what do I eat?" about: eating to cope is about anxiety, not eating in pregnancy
 * about nausea. The concept is risk-lexicon.json's; the topic is a keyword of the knowledge base's entry for it.
 */
const TOPICS: readonly { concept: string; topic: string; only?: "PREGNANCY" }[] = [
  { concept: "emotional_eating", topic: "ansiedade" },
  { concept: "cant_eat", topic: "enjoo", only: "PREGNANCY" },
];
const ASKS_WHAT_TO_EAT = new Set<TUnderstanding["type"]>(["what-to-eat", "general-question"]);

/** The topic a risk told in the turns before gives to a question of what to eat ("o que como pra não atacar a geladeira?"), or null. */
export function topicRemembered(u: TUnderstanding, facts: TUserFacts): string | null {
  if (!ASKS_WHAT_TO_EAT.has(u.type)) return null;
  const before = `${u.earlier ?? ""} ${u.context ?? ""}`;
  const found = TOPICS.find((t) => (!t.only || facts.conditions.has(t.only)) && mentionsRisk(before, t.concept) && !u.folded.includes(t.topic));
  return found?.topic ?? null;
}
