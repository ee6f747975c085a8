import type { TUnderstanding } from "../understand/understand";
import type { TUserFacts } from "../understand/user-facts";
import { gateBefore, type TGateVerdict } from "./gate";
import { refusalFor } from "./refusals";
import { continuedStance, type TRiskFlag } from "./risk-thread";
import { ABOUT_WHAT_WAS_SAID, MADE_SMALLER, USE_TOLD } from "./said-again";

type TScreened = { u: TUnderstanding; facts: TUserFacts; crisisEarlier: boolean; thread?: TRiskFlag | null; lastReply?: string | null };

/** What an earlier turn said that keeps a stance for the whole conversation ("vou pular o almoço", a slimming tea). */
const CARRIED_ONLY = { skipsMeals: false, slimmingProduct: false };

/**
 * The refusal the reply just gave, called up again only by what an earlier turn said: "e o que eu como de lanche da
 * tarde?" after "tomo insulina, vou pular o almoço" asks something of its own, so it is answered, with the care in one
 * line (its bold opening), never the whole block pasted on every later turn. Null when the message itself carries the
 * risk (skipping again, signs now, pushing back), so the gate's full reply stands; care for a crisis is never shortened.
 */
export function careSaidBefore(verdict: TGateVerdict, read: TScreened): string | null {
  if (verdict.kind !== "refusal" || !read.lastReply) return null;
  const opening = verdict.content.split("\n\n")[0]!.trim();
  const bold = /\*\*([^*]+)\*\*/.exec(opening)?.[1];
  const line = bold ? `_Lembrando o que eu disse acima:_ **${bold.replace(/[.:]$/, "")}.**` : null;
  // Said in full, or already in one line the turn before ("e de janta?" after "e o que eu como no lanche?"): still one line.
  if (!opening || !(read.lastReply.includes(opening) || (line && read.lastReply.includes(line)))) return null;
  // "e se for só 3 g?", "mas é só hoje": the refused thing asked again, smaller or argued, keeps the stance.
  if (MADE_SMALLER.test(read.u.folded) || continuedStance(read.thread ?? null, read.u)) return null;
  // "normal?", "e agora?", "tem problema?" ask about what was just said: the stance again, in short (notTheSameAgain).
  // "tomo 2x ao dia, blz?": one's own use of it, told after the refusal, keeps the stance too.
  if (ABOUT_WHAT_WAS_SAID.test(read.u.folded) || USE_TOLD.test(read.u.folded)) return null;
  // "o que como pra quebrar o jejum?": what to eat, asked in the words of the refusal, is a question of its own.
  if (read.u.type !== "what-to-eat" && refusalFor(read.u, { ...read.facts, risks: { ...read.facts.risks, ...CARRIED_ONLY } })) return null;
  return line;
}

/** The one-line care for a turn the gate lets through because its block was already said. */
export function careOnceMore(read: TScreened): string | null {
  const verdict = gateBefore(read.u, read.facts, read.crisisEarlier, read.thread ?? null);
  return verdict ? careSaidBefore(verdict, read) : null;
}
