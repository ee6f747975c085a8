import type { TChatDirection, TMealSlot } from "@nutriguia/domain";
import { suggestsCrisis } from "./crisis-signs";
import { foldText } from "../chat.text";
import type { TStatedFacts } from "./stated-facts";
import { understand, type TUnderstanding } from "./understand";
import { readAsVariant } from "./follow-up";

/** `sentOn`: the local day (YYYY-MM-DD) the message was sent, so numbers told "today" stay on that day. */
export type THistoryTurn = { direction: TChatDirection; content: string; calculationId: string | null; isGeneratingMealPlan: boolean; sentOn: string };

/** What earlier turns of this conversation leave for the current one. */
export type TConversation = {
  turns: readonly THistoryTurn[];
  /** The unconfirmed analysis of the turn just before, with the meal text it came from: a correction updates it. */
  pending: TConversationCard | null;
  /** The last card of the conversation when it was already confirmed into the day: a correction edits the logged meal. */
  logged?: TConversationCard | null;
  /** The card told before the last one, when it is still unconfirmed: a correction naming its food edits it. */
  earlier?: TConversationCard | null;
};

/** A card of the conversation: the meal told, the corrections applied to it in order, and the day it counts on. */
export type TConversationCard = { calculationId: string; mealText: string; corrections: string[]; consumedOn?: string; meal?: TMealSlot | null };

const PLAN_LINK = /\]\((\/meal-plans\/[0-9a-f-]{36})\)/;

/** The plan the conversation made last, within its last few replies: "muda o almoço de quinta" edits it. */
function latestPlanLink(turns: readonly THistoryTurn[]): string | null {
  const replies = turns.filter((t) => t.direction === "OUTGOING").slice(-4).reverse();
  for (const reply of replies) {
    const link = PLAN_LINK.exec(reply.content)?.[1];
    // Any reply that links a plan (made, edited, repeated, a dish put in): the next edit goes to that plan.
    if (link) return link;
  }
  return null;
}

/**
 * The person's last message as it was read in its turn: a follow-up ("e o grego?", "a salgada tem menos caloria?") is
 * read against the message before it, so the next follow-up finds the food it was about.
 */
function previousRead(userTexts: readonly string[]): TUnderstanding {
  const last = understand(userTexts.at(-1)!);
  const before = userTexts.at(-2);
  return before === undefined ? last : readAsVariant(last, understand(before));
}

export function readConversation(conversation: TConversation) {
  const userTexts = conversation.turns.filter((t) => t.direction === "INCOMING").map((t) => t.content);
  const lastUser = userTexts[userTexts.length - 1] ?? null;
  return {
    // Each earlier turn read as it was in its own turn: what was kept then holds now (decision 204).
    earlier: userTexts.map((t) => understand(t).stated) as TStatedFacts[],
    previous: lastUser ? previousRead(userTexts) : null,
    earlierText: userTexts.slice(-4).map(foldText).join(" "),
    crisisEarlier: userTexts.some((t) => suggestsCrisis(foldText(t))),
    planLink: latestPlanLink(conversation.turns),
  };
}
