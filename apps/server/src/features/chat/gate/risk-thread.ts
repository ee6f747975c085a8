import { z } from "zod";
import { foldText } from "../chat.text";
import { mentionsRisk, phraseSource } from "../understand/risk-lexicon";
import { understand, type TUnderstanding } from "../understand/understand";
import type { TUserFacts } from "../understand/user-facts";
import { suggestsCrisis } from "../understand/crisis-signs";
import { childFamilyMenuAsked } from "./child-family-day";
import { refusalReply } from "./refusal-replies";
import { refusalFor, type TRefusalReason } from "./refusals";
import { allergicReactionNow } from "./urgent";
import { ALLERGIC_SIGNS } from "./allergic-signs";
import data from "./risk-thread.json" with { type: "json" };

const ZPhrases = z.object({ phrases: z.array(z.string().min(3)).min(1), examples: z.array(z.string().min(3)).min(1), nearMisses: z.array(z.string().min(3)) }).strict();
const ASKS = ["amount-lost", "how-long", "which-product", "the-menu", "cut-more", "made-smaller", "join-in"] as const;
export type TAsk = (typeof ASKS)[number];
export const ZRiskThread = z
  .object({ about: z.string(), pushback: ZPhrases, asks: z.object(Object.fromEntries(ASKS.map((a) => [a, ZPhrases])) as Record<TAsk, typeof ZPhrases>).strict(), waits: ZPhrases, safe: ZPhrases })
  .strict();
export const RISK_THREAD = ZRiskThread.parse(data);

const compile = (phrases: readonly string[]) => new RegExp(`\\b(?:${phrases.map((p) => phraseSource(p, {})).join("|")})\\b`);
const PUSHBACK = compile(RISK_THREAD.pushback.phrases);
const WAITS = compile(RISK_THREAD.waits.phrases);
const SAFE = compile(RISK_THREAD.safe.phrases);
const ASKED = ASKS.map((ask) => [ask, compile(RISK_THREAD.asks[ask].phrases)] as const);

/** What a turn says back to a refusal: an argument, what was refused asked in other words, waiting a reaction out, the safe alternative. */
export function threadSays(folded: string): { pushback: boolean; asks: TAsk | null; waits: boolean; safe: boolean } {
  return { pushback: PUSHBACK.test(folded), asks: ASKED.find(([, re]) => re.test(folded))?.[0] ?? null, waits: WAITS.test(folded), safe: SAFE.test(folded) };
}

/** What an earlier turn flagged, and how many of the person's turns ago (1: the turn just before). */
type TFlagged = { kind: "allergic-reaction" } | { kind: "crisis" } | { kind: "refusal"; reason: TRefusalReason; requested: number | null; floor: number; said: string };
export type TRiskFlag = TFlagged & { turnsAgo: number };

/** A refusal's reach: the turns after it that keep to it, up to this many. */
const REACH = 3;
/** "ok", "entendi", "hmm": said between, neither on the subject nor off it. */
const ACKNOWLEDGED = /^(ok|okay|ta|tah|hmm+|ah|aham|sei|entendi|certo|beleza|blz|obrigad[oa]|vlw|valeu)( \w+)?$/;

/** An allergy the person or the conversation named, and a mouth or lips itching after eating: a reaction starting. */
export function reactionStarting(folded: string, facts: TUserFacts, before?: string): boolean {
  // "tenho alergia a camarão, já fechou minha garganta uma vez": the history of the allergy, not a reaction now.
  if (mentionsRisk(folded, "past_episode") && !REACTING_NOW.test(folded)) return false;
  const allergic = facts.avoid.some((a) => a.kind === "allergy");
  // "meu filho comeu amendoim agora" then "a boca dele tá inchando": the food eaten in the turn before, the signs now.
  if (before && mentionsRisk(folded, "allergic_reaction") && mentionsRisk(before, "allergen_eaten") && allergicReactionNow(`${before} | ${folded}`)) return true;
  // "tem alergia a leite… comeu bolo, vomitou e tá todo vermelho": skin, swelling or breathing signs after eating, with an allergy known.
  // "ele tomou um iogurte na escola" then "ficou cheio de placa vermelha": the eating may be in the turn before.
  const ateBefore = before !== undefined && !LASTING_ILLNESS.test(folded) && (mentionsRisk(before, "allergen_eaten") || ATE_IT.test(before));
  const ateNowOrBefore = mentionsRisk(folded, "allergen_eaten") || ATE_IT.test(folded) || ateBefore;
  const signsAfterEating = allergic && ALLERGIC_SIGNS.test(folded) && ateNowOrBefore;
  return allergicReactionNow(folded) || (allergic && mentionsRisk(folded, "oral_itch") && mentionsRisk(folded, "allergen_eaten")) || signsAfterEating;
}

/** Words that put the signs in the present beside a past episode ("já fechou uma vez e agora tá coçando"). */
const REACTING_NOW = /\b(agora|neste momento|nesse momento|comecou|comecando|ta (inchando|fechando|cocando)|esta (inchando|fechando|cocando)|to (inchando|cocando|com))\b/;

/** A cold or a cough of days ("tô gripada", "tosse faz 3 dias"): not a reaction to the meal told the turn before. */
const LASTING_ILLNESS = /\b(gripe|gripad\w*|resfriad\w*|faz (\d+|uns|alguns|dois|tres) dias|ha (\d+ |uns |alguns )?dias|desde ontem|semana passada)\b/;

/** Something eaten or given to eat just now: "comeu", "dei um pedaço", "provou". */
const ATE_IT = /\b(?:comeu|comi|dei|deu|deram|demos|tomou|tomei|provou|provei|mordeu|lambeu|beliscou|experimentou)\b/;

/** A meal or an excess told in the turn before. */
const ATE_BEFORE = /\b(comi|jantei|almocei|lanchei|belisquei|tomei cafe|devorei|mandei ver|exager\w*|pe na jaca|jaquei)\b/;
/** Bowels, not weight: a laxative for constipation is a question for the doctor, not purging. */
const CONSTIPATED = /\b(intestino preso|prisao de ventre|constipad\w*|constipacao|sem ir ao banheiro|nao (evacuo|evacuei|faco coco|fiz coco))\b/;

/** A laxative or diuretic now, after a meal or an excess told the turn before, with no prescription and no constipation. */
export function purgingAcrossTurns(folded: string, before: string | undefined): boolean {
  if (!before || suggestsCrisis(folded) || !(mentionsRisk(folded, "laxative") || mentionsRisk(folded, "diuretic"))) return false;
  if (mentionsRisk(folded, "prescribed") || CONSTIPATED.test(`${before} ${folded}`)) return false;
  return suggestsCrisis(`${before} | ${folded}`) || ATE_BEFORE.test(before);
}

function flagOf(text: string, before: string | null, facts: TUserFacts): TFlagged | null {
  const read = understand(text);
  // Read as the gate read it: with the turn before ("mas o shake tem todos os nutrientes" after weeks of shakes).
  const u = before === null ? read : { ...read, context: foldText(before), earlier: foldText(before) };
  if (reactionStarting(u.folded, facts, u.context)) return { kind: "allergic-reaction" };
  if (purgingAcrossTurns(u.folded, u.earlier ?? u.context)) return { kind: "crisis" };
  const refusal = refusalFor(u, { ...facts, wantsWeightLoss: u.stated.wantsWeightLoss });
  // A child's family menu was given, not refused: nothing for later turns to keep to.
  if (refusal?.reason === "child-diet" && childFamilyMenuAsked(`${u.earlier ?? ""} ${u.folded}`)) return null;
  return refusal ? { kind: "refusal", ...refusal, said: u.folded } : null;
}

/**
 * What the conversation flagged (an allergic reaction, a request refused) and when, read from the person's earlier
 * turns in order: the flag holds while each later turn argues with it or asks for it again, and an ordinary turn
 * (a food question, a new meal) ends it.
 */
export function riskThread(userTexts: readonly string[], facts: TUserFacts): TRiskFlag | null {
  const recent = userTexts.slice(-REACH);
  const start = userTexts.length - recent.length;
  let flag: { at: number; f: TFlagged } | null = null;
  recent.forEach((text, at) => {
    const found = flagOf(text, userTexts[start + at - 1] ?? null, facts);
    // Purging told across two turns stays what the conversation is about: a food question after it keeps the care.
    if (found && !(flag?.f.kind === "crisis" && found.kind === "refusal")) flag = { at, f: found };
    // A reaction going on is still the subject two turns later, whatever is said in between ("nunca tive alergia").
    else if (flag && flag.f.kind !== "crisis" && !(flag.f.kind === "allergic-reaction" && at - flag.at <= 2) && !ACKNOWLEDGED.test(foldText(text)) && !keepsTo(foldText(text))) flag = null;
  });
  const held = flag as { at: number; f: TFlagged } | null;
  if (held) return { ...held.f, turnsAgo: recent.length - held.at };
  // Told further back than a refusal's reach ("comi uma pizza inteira", "tomei 2 dulcolax", three turns of other talk): still care.
  const toldBefore = userTexts.slice(0, start).findIndex((t, i) => i > 0 && purgingAcrossTurns(foldText(t), foldText(userTexts[i - 1]!)));
  return toldBefore >= 0 ? { kind: "crisis", turnsAgo: userTexts.length - toldBefore } : null;
}

/** A turn that keeps to the subject refused: it argues, or asks for the refused thing, and does not ask for the safe way. */
function keepsTo(folded: string): boolean {
  const says = threadSays(folded);
  return (says.pushback || says.asks !== null) && !says.safe;
}

const FOOD_ASKED = new Set<TUnderstanding["type"]>(["nutrient-in-food", "does-it-contain", "meal-to-log"]);

const LEADS: Readonly<Record<TAsk | "pushback", string>> = {
  "amount-lost": "**Não vou calcular quanto você perderia desse jeito.** O que a balança mostra depressa é, em boa parte, água e músculo, e volta quando a restrição acaba.",
  "how-long": "**Não existe um tempo seguro para isso, nem curto:** o risco começa logo no começo, e não vou dizer por quanto tempo dá para aguentar.",
  "which-product": "**Não indico nenhum, nem o mais leve ou o mais natural:** não existe versão segura do que eu desaconselhei acima.",
  "the-menu": "**Não vou passar esse cardápio, nem só a lista de refeições:** seria o mesmo plano, com o mesmo risco.",
  "cut-more": "**Não corte mais.** O que você já come está abaixo do que o corpo precisa: cortar mais não acelera nada com segurança, só aumenta a fraqueza, a perda de músculo e a falta de nutrientes.",
  "made-smaller": "**Mesmo em menor quantidade ou por menos tempo, a resposta continua a mesma.**",
  "join-in": "**Não faça junto, nem por poucos dias, e não vou dizer quanto comer nessa dieta:** feita com amigas ou sozinha, o risco para o seu corpo é o mesmo.",
  pushback: "**Entendo, mas isso não muda o risco.** Por pouco tempo, só desta vez, por ser natural ou porque alguém fez e deu certo, o perigo é o mesmo.",
};

/**
 * The stance kept, when a turn after a refusal argues with it or asks for it in other words ("mas é só por uma semana",
 * "quanto eu perderia?", "qual laxante é mais leve?"): what was asked answered first, the refusal in short, the safe
 * way and who to see. Null when the turn is about something else or asks for the safe alternative.
 */
export function continuedStance(flag: TRiskFlag | null, u: TUnderstanding): string | null {
  if (flag?.kind !== "refusal" || u.type === "small-talk") return null;
  const says = threadSays(u.folded);
  if (says.safe || (!says.pushback && says.asks === null)) return null;
  // "mas eu preciso de proteína, quanto tem no ovo?": a question about a food of its own, unless it asks for the refused thing.
  if (says.asks === null && u.foods.length > 0 && FOOD_ASKED.has(u.type)) return null;
  const paragraphs = refusalReply(flag.reason, flag.requested, flag.floor, flag.said).split("\n\n").filter((p) => p.trim());
  const offer = paragraphs.slice(1, -1).filter((p) => /\b(posso|se quiser|monto|calculo)\b/i.test(p));
  const body = [paragraphs[0]!, ...offer, paragraphs.length > 1 ? paragraphs.at(-1)! : ""].filter((p, i, all) => p && all.indexOf(p) === i);
  return [LEADS[says.asks ?? "pushback"], ...body].join("\n\n");
}

/** After an allergic reaction told in the last turns, a turn that thinks of waiting it out ("é só tomar um antialérgico?"). */
export function waitsOutReaction(flag: TRiskFlag | null, u: TUnderstanding): boolean {
  if (flag?.kind !== "allergic-reaction" || u.type === "small-talk") return false;
  return flag.turnsAgo === 1 || threadSays(u.folded).waits;
}

/** "posso deixar ele cortar o arroz?", "e se for só o jantar?": the same thing asked again, answered before the reason. */
const MAY_I = /^(?:e )?(?:posso|pode|da pra|dá pra|tudo bem|e se)\b|\b(?:posso deixar|pode deixar|deixo)\b/;

/**
 * The same refusal as the turn before, asked again without arguing (a parent's "posso deixar ele cortar o arroz?" after
 * a teenager's diet was refused): a plain answer and the point in short, never the whole refusal word for word again.
 */
export function refusedAgainInShort(flag: TRiskFlag | null, reason: string, u: TUnderstanding): string | null {
  // A medicine the doctor prescribed is met with how to eat with it, not refused: its answer stands as it is.
  if (flag?.kind !== "refusal" || flag.reason !== reason || flag.turnsAgo !== 1 || reason === "weight-loss-medicine") return null;
  const paragraphs = refusalReply(flag.reason, flag.requested, flag.floor, flag.said).split("\n\n").filter((p) => p.trim());
  const cut = /\b(cortar|corta|tirar|tira|pular|pula|deixar de comer|ficar sem)\b/.test(u.folded);
  const lead = !MAY_I.test(u.folded) ? "" : cut ? "**Não é bom deixar:** cortar um alimento ou uma refeição por conta própria também é uma restrição. " : "**Não: a resposta continua a mesma.** ";
  return [`${lead}${paragraphs[0]!}`, paragraphs.length > 1 ? paragraphs.at(-1)! : ""].filter(Boolean).join("\n\n");
}
