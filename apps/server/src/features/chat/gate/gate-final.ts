import { foldText, joinThousands } from "../chat.text";
import type { TUserFacts } from "../understand/user-facts";
import { suggestsCrisis } from "../understand/crisis-signs";
import { ATE } from "../understand/eating-verbs";
import { conflictWarning, type TConflict } from "../facts/food-conflicts";
import { withTeenSupplements } from "./teen-supplements";
import { refusalReply } from "./refusal-replies";
import { askedForMyself, olderAdult, safeFloor, type TRefusalReason } from "./refusals";
import { warnBeforeCard } from "./meal-risks";
import { insteadOfNothing } from "./risk-referral";

const DAILY_KCAL = /\b(\d{3,5})\s*(kcal|calorias)\b[^.\n]{0,40}?\b(por dia|\/dia|ao dia|diari\w*)/g;
const DIFFERENCE = /(d[eé]ficit|a menos|menos|corte|cortar|reduzir|reduza|tirar|queima|queimar|gasta|gasto|gastar|extra|a mais)[^.\n]*$/;
/** The adult weight-loss pace and deficit, as the curated answer, the pace reply and the energy reply say them. */
const ADULT_PACE = /\b(0 5 a 1 kg por semana|para emagrecer com seguranca corte|ja e um deficit de cerca de)\b/;
/** The energy reply's deficit sentence, said instead for a teenager or an older adult. */
const DEFICIT_SENTENCE = /Para o seu objetivo, a meta é de \*\*[^*]+\*\*, um déficit moderado e seguro\./;
const NO_DEFICIT_TEEN = "Na adolescência não se faz déficit calórico por conta própria: o corpo ainda está crescendo. Para mudar o peso, converse com um **hebiatra** ou **pediatra** e um **nutricionista**.";
export const NO_DEFICIT_OLDER = "Depois dos 65 anos, não faça déficit calórico por conta própria: emagrecer leva junto músculo e osso. Se houver indicação de perder peso, combine com o seu **médico** (de preferência um **geriatra**) e um **nutricionista**, com proteína em todas as refeições e exercício de força.";
/** The card's adult weight-loss line, which no pregnant or nursing woman, child, teenager or older adult should read. */
const CARD_WEIGHT_LOSS_LINE = /^- Para perder peso, esta refeição está calórica[^\n]*\n?/m;
/** The card's "por volta de 74% da sua meta diária de 1.524 kcal". */
const SHARE_OF_TARGET = /, por volta de \d+% da sua meta diária de [\d.,]+ kcal\./;
const DEFICIT_WORDS = /\b(deficit|cortar calorias|reduzir calorias|diminuir calorias|dieta (para|pra) emagrecer|perder peso)\b/;
const MEDICINE_DOSE = /\b\d+(?:[.,]\d+)?\s*(mg|ml|unidades)\b[^.\n]{0,60}\b(semaglutida|ozempic|tirzepatida|mounjaro|sibutramina|orlistat|liraglutida|saxenda)\b|\b(semaglutida|ozempic|tirzepatida|mounjaro|sibutramina|orlistat|liraglutida|saxenda)\b[^.\n]{0,60}\b\d+(?:[.,]\d+)?\s*(mg|ml|unidades)\b/;

export type TFinalGate = { text: string; overridden: boolean };
const TARGET_AND_SPEND = /\*\*Energia:\*\* ([\d.]+) kcal \(gasto estimado de ([\d.]+) kcal\)/;
const GOOD_POINTS = /\*\*Pontos positivos\*\*\n(?:- [^\n]*\n?)+\n?/;

/** Said first to someone allergic to milk protein whenever an answer speaks of lactose-free products. */
export const NOT_LACTOSE_FREE =
  "⚠️ **Na alergia à proteína do leite (APLV), produtos sem lactose ou zero lactose não servem:** eles continuam tendo a proteína do leite, que é o que causa a reação. Procure rótulos sem leite e sem derivados (\"ALÉRGICOS: CONTÉM LEITE\") e bebidas vegetais.";

/** An allergen already eaten: the signs to watch for in the next hours and when to call, before anything else. */
const ALLERGEN_EATEN =
  "🚨 **Se você já comeu, fique de olho nas próximas 2 horas.** Coceira, placas vermelhas, inchaço na boca, nos lábios ou nos olhos, tosse, chiado, falta de ar, vômito ou tontura: ligue **192 (SAMU)** ou vá ao pronto-socorro agora, sem esperar; se você tem adrenalina autoinjetável prescrita, use. Não fique sozinho(a) nesse tempo.";

/** An answer that left out, and named, the foods the person may not eat. */
const LEFT_OUT = /^Deixei de fora \*\*/m;

/**
 * On the final text of either composer: anything below the safe floor, a deficit in pregnancy or lactation, a calorie
 * target for a child, a medicine dose or a crisis suggestion replaces the answer; an allergy conflict's warning comes first.
 */
export function gateFinal(answer: string, facts: TUserFacts, conflicts: readonly TConflict[], fallback: string, said = ""): TFinalGate {
  // A medicine, purging, a fast or a body sign is never met with "fora do que eu faço": its caution, care or where to go.
  const instead = insteadOfNothing(answer, said, facts.profile?.gender);
  if (instead) return { text: instead, overridden: true };
  let text = warnBeforeCard(answer, said, facts);
  const lifeStage = facts.conditions.has("PREGNANCY") || facts.conditions.has("LACTATION") || facts.minor || facts.child !== null || olderAdult(said, facts);
  if (lifeStage) text = text.replace(CARD_WEIGHT_LOSS_LINE, "");
  // A teenager's card, or a child's food, is not measured against an adult's weight-loss target.
  if (facts.minor || facts.child) text = text.replace(SHARE_OF_TARGET, ".");
  if (facts.minor) text = withTeenSupplements(text.replace(DEFICIT_SENTENCE, NO_DEFICIT_TEEN), foldText(text));
  else if (olderAdult(said, facts)) text = text.replace(DEFICIT_SENTENCE, NO_DEFICIT_OLDER);
  const folded = foldText(text);
  const floor = safeFloor(facts.profile?.gender);
  const refuse = (reason: TRefusalReason) => ({ text: refusalReply(reason, null, floor), overridden: true });
  const lower = joinThousands(text.toLowerCase());
  for (const m of lower.matchAll(DAILY_KCAL)) {
    // "um déficit de 300 a 500 kcal por dia", "gasta 400 kcal por dia": a difference or an expense, not an intake.
    if (DIFFERENCE.test(lower.slice(Math.max(0, (m.index ?? 0) - 45), m.index))) continue;
    const value = Number(m[1]);
    if (value < floor) return { text: refusalReply("below-floor", value, floor), overridden: true };
  }
  const pregnant = facts.conditions.has("PREGNANCY");
  if ((pregnant || facts.conditions.has("LACTATION")) && DEFICIT_WORDS.test(folded) && !/\bnao (se faz|posso|indicar|fazer)\b/.test(folded)) {
    return refuse(pregnant ? "pregnancy-deficit" : "lactation-deficit");
  }
  // The adult pace ("0,5 a 1 kg por semana") is not for a teenager or an older adult, whatever answer carried it.
  if (ADULT_PACE.test(folded) && facts.minor) return refuse("minor-diet");
  // "quantas calorias eu como?" from a teenager: the targets' energy below what the body spends is a deficit too.
  const energy = TARGET_AND_SPEND.exec(text);
  if (facts.minor && energy && Number(energy[1]!.replace(/\./g, "")) < Number(energy[2]!.replace(/\./g, ""))) return refuse("minor-diet");
  if (ADULT_PACE.test(folded) && olderAdult(said, facts)) return refuse("older-weight-loss");
  // A nursing mother's baby is not the plan's eater: her own plan's kcal is hers (decision 221).
  const nursingOwn = facts.conditions.has("LACTATION") && (facts.child?.age ?? 99) < 2;
  if (facts.child && !nursingOwn && !askedForMyself(said) && /\b\d{3,5} kcal\b[^.\n]{0,40}\b(por dia|diari\w*)\b/.test(folded)) return refuse("child-diet");
  if (MEDICINE_DOSE.test(folded)) return refuse("weight-loss-medicine");
  if (suggestsCrisis(folded) && !/\b188\b/.test(folded)) return { text: fallback, overridden: true };
  // Milk-protein allergy: "sem lactose" still has the protein, whatever a curated answer or a composer says of it.
  const milkAllergy = facts.avoid.some((a) => a.component === "milk" && a.kind === "allergy");
  if (milkAllergy && /\b(sem lactose|zero lactose|deslactosad\w*|lactose free)\b/.test(folded) && !text.includes(NOT_LACTOSE_FREE)) {
    text = `${NOT_LACTOSE_FREE}\n\n${text}`;
  }
  // "Deixei de fora o ovo (tem ovo)": the answer already left the conflicting foods out and said so.
  if (conflicts.length > 0 && !LEFT_OUT.test(text)) {
    // "Não consuma" above a card that lists the food's good points says two things: the warning stands alone.
    text = text.replace(GOOD_POINTS, "");
    // "comi um acarajé agora" with a shrimp allergy: it is eaten, so what to watch for and when to call comes first.
    const eaten = ATE.test(said) && conflicts.some((c) => c.avoid.kind === "allergy" && c.presence === "contains");
    const warning = conflictWarning(conflicts);
    const lead = eaten ? `${ALLERGEN_EATEN}\n\n` : "";
    if (!text.startsWith(warning)) return { text: `${lead}${warning}\n\n${text}`, overridden: false };
    if (eaten) return { text: `${lead}${text}`, overridden: false };
  }
  return { text, overridden: false };
}
