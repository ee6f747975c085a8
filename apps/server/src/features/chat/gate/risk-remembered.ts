import { foldText } from "../chat.text";
import type { TRead } from "../chat.read-turn";
import { mentionsRisk } from "../understand/risk-lexicon";
import { saysLowMood } from "./feelings";
import { refusalReply } from "./refusal-replies";
import { fastGoalOnly } from "./refusals";

/** The next step for a low mood told in an earlier turn, said once with a later answer, never the whole care again. */
const MOOD_NEXT_STEP =
  "_Sobre o que você me contou do seu ânimo:_ se continuar assim por duas semanas ou mais, ou atrapalhar o sono, o trabalho ou a comida, procure um **psicólogo** ou um **médico** (na **UBS** ou no seu clínico). Se quiser, me conte como está o seu dia que eu te ajudo com a comida.";
const MOOD_NEXT_STEP_PREGNANT =
  "_Sobre o que você me contou do seu ânimo:_ conte ao seu **obstetra** no pré-natal como tem se sentido e como está comendo; se passar o dia sem conseguir comer nem beber, vá à maternidade no mesmo dia.";

/** "esquece", "deixa pra lá", "ok, entendi": what was refused is dropped. */
const LET_GO = /\b(esquece|esqueca|deixa (pra|para) la|deixa quieto|deixa isso|entendi|ja entendi|beleza|blz)\b/;

/** A referral short enough to close a later answer in one line. */
const SHORT_REFERRAL = 220;

/** The refusal said in full the turn before ("quero emagrecer 10 kg", 14 years old): its point and who to see, in one line. */
function refusalRecalled(read: TRead): string | null {
  const flag = read.thread;
  if (flag?.kind !== "refusal" || flag.turnsAgo !== 1 || !read.lastReply) return null;
  // The plan at the safe pace that the refusal offered: its reply says the pace, so no "não posso" after it (decision 193).
  if (flag.reason === "crash-diet" && read.u.type === "plan-request" && fastGoalOnly(flag.said)) return null;
  const paragraphs = refusalReply(flag.reason, flag.requested, flag.floor, flag.said).split("\n\n").map((p) => p.trim()).filter(Boolean);
  const opening = paragraphs[0] ?? "";
  const bold = /\*\*([^*]+)\*\*/.exec(opening)?.[1];
  if (!bold || !read.lastReply.includes(opening)) return null;
  // Who to see, without the offer that may close it ("Posso falar de escolhas saudáveis…"): the answer above was the offer.
  const last = paragraphs.length > 1 ? paragraphs.at(-1)! : "";
  const referral = last.length <= SHORT_REFERRAL ? last.split(/(?<=\.) /).filter((sentence) => sentence.includes("**")).join(" ") : "";
  return `_Lembrando o que eu disse acima:_ **${bold.replace(/[.:]$/, "")}.**${referral ? ` ${referral}` : ""}`;
}

/**
 * A risk told in an earlier turn still holds for a later question, which is answered first: a low mood ("tô muito pra
 * baixo, comendo por ansiedade") closes the answer with its next step, once; a refusal said in full the turn before
 * (a teenager's diet, skipped meals on insulin) closes it with its point and who to see. Never the whole care again.
 */
export function riskRemembered(read: TRead, earlierTexts: readonly string[]): string | null {
  const { u, facts } = read;
  if (u.type === "small-talk" || saysLowMood(u.folded) || mentionsRisk(u.folded, "self_harm")) return null;
  // "tá, esquece. quantas calorias tem um pão de queijo?": the person let the refused thing go; the answer stands alone.
  if (LET_GO.test(u.folded)) return null;
  const refusal = refusalRecalled(read);
  if (refusal) return refusal;
  if (!earlierTexts.some((t) => saysLowMood(foldText(t)))) return null;
  const line = facts.conditions.has("PREGNANCY") ? MOOD_NEXT_STEP_PREGNANT : MOOD_NEXT_STEP;
  return read.lastReply?.includes(line) ? null : line;
}

