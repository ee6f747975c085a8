import { requestedDailyCalories, type TUnderstanding } from "../understand/understand";
import type { TUserFacts } from "../understand/user-facts";
import { suggestsCrisis } from "../understand/crisis-signs";
import { mentionsRisk } from "../understand/risk-lexicon";
import { GLUCOSE_LOWERING, MEDICINES } from "../understand/stated-facts";
import { pregnancySwellingWarning } from "./pregnancy-swelling";
import { pregnancySignsWarning } from "./pregnancy-signs";
import { aboutSomeoneElse, CARE_AGAIN, directAnswers, NO_NEED_TO_COMPENSATE, STOP_THE_PILLS, SUPPORT_FOR_SOMEONE_ELSE, SUPPORTIVE_REPLY } from "./crisis";
import { crisisFollowUp } from "./crisis-follow-up";
import { crisisAsked } from "./crisis-asked";
import { keepsGoing } from "./keeps-going";
import { MADE_SMALLER } from "./said-again";
import { refusalReply } from "./refusal-replies";
import { fastGoalOnly, NO_CARB_ONLY, refusalFor, type TRefusalReason } from "./refusals";
import { NO_DEFICIT_OLDER } from "./gate-final";
import { lifeStageAlcoholAsked } from "./life-stage-alcohol";
import { riskAnswer } from "./risk-answers";
import { foodInteraction } from "./medicine-interactions";
import { feelingsAnswer } from "./feelings";
import { childCare, childIllness } from "./child-care";
import { lifeStageAnswer } from "./life-stage";
import { maybePregnant } from "./maybe-pregnant";
import { swallowingCare } from "./swallowing";
import { HYPO_FIRST_AID_OTHER, SAME_DOSE, SAME_DOSE_ANSWER } from "./glucose-answers";
import { childOnShakes, refusalLead } from "./refusal-leads";
import { periodsGone } from "./low-energy";
import { continuedStance, purgingAcrossTurns, refusedAgainInShort, reactionStarting, waitsOutReaction, type TRiskFlag } from "./risk-thread";
import { bloodPressure, faintedWithoutFood, hypoSignsNow, stimulantHeart, vitaminMegadose } from "./body-signs";
import { allergenAhead } from "./allergen-ahead";
import { someoneNotEating, someoneStoppedEating, stoppedToLoseWeight } from "./someone-not-eating";
import { saidInPassing } from "./eating-too-little";
import { fastLoss, practiceBeforeEvent } from "./fast-loss";
import { childType1Food } from "./child-type1";
import { teenBodyWorry } from "./teen-body";
import { withBorrowedMedicine } from "./borrowed-medicine";
import { religiousFast } from "./religious-fast";
import { childMilkAllergy } from "./child-milk-allergy";
import { babyFoods } from "./baby-foods";
import { foodHandling } from "./food-handling";
import { ALLERGIC_REACTION_NOW, allergicReactionNow, eatingLittle, redFlagNow, emergencyNow, EMERGENCY_NOW, URGENT_NOW } from "./urgent";

/** `answer`: a risk question answered safely here (a medicine with a food, lactose-free for a milk allergy). */
export type TGateVerdict = { kind: "support"; content: string } | { kind: "refusal"; reason: TRefusalReason; content: string } | { kind: "answer"; content: string };

/**
 * Before composing: crisis gets support (no numbers, nothing counted); a request that would harm gets a refusal.
 * `crisisEarlier` is true when an earlier turn of this conversation spoke of purging, starving or self-harm: every later
 * turn but small talk gets care first, however it is asked ("quantos eu tomo?", "quanto tempo posso continuar?").
 * `thread` is what an earlier turn flagged (a refusal, an allergic reaction): a turn that keeps to it keeps the stance.
 */
export function gateBefore(u: TUnderstanding, facts: TUserFacts, crisisEarlier: boolean, thread: TRiskFlag | null = null): TGateVerdict | null {
  const verdict = gateBeforeAll(u, facts, crisisEarlier || thread?.kind === "crisis", thread);
  // "tomo um diurético da minha vó", "minha amiga me deu uns comprimidos": not to take it, before the rest (decision 198).
  const borrowed = withBorrowedMedicine(verdict, u);
  if (borrowed) return borrowed;
  // Swelling in pregnancy comes before any refusal or support: signs of pre-eclampsia first, else when to tell the obstetrician.
  const swelling = pregnancySwellingWarning(u.folded, facts.conditions) ?? pregnancySignsWarning(u.folded, facts.conditions);
  return verdict && swelling ? { ...verdict, content: `${swelling}\n\n${verdict.content}` } : verdict;
}

function gateBeforeAll(u: TUnderstanding, facts: TUserFacts, crisisEarlier: boolean, thread: TRiskFlag | null): TGateVerdict | null {
  // An allergic reaction happening now: the emergency before anything else, whatever else the message says.
  if (reactionStarting(u.folded, facts, u.context)) return { kind: "support", content: ALLERGIC_REACTION_NOW };
  // "é normal? tomo um antialérgico e espero passar?" after it: do not wait, the emergency again.
  if ((u.context && allergicReactionNow(u.context) && u.type !== "small-talk") || waitsOutReaction(thread, u)) return { kind: "support", content: `${DO_NOT_WAIT}\n\n${ALLERGIC_REACTION_NOW}` };
  // "desmaiei no ônibus, não tinha tomado café", "minha pressão deu 19x12 e tô com a vista embaçada": what to do now, with 192.
  // "meu pai usa insulina" then "ele tá confuso e suando": the medicine said of anyone in the last turns counts for the signs now.
  const onGlucoseLowering = facts.risks.glucoseLowering || GLUCOSE_LOWERING.test(`${u.earlier ?? ""} ${u.context ?? ""} ${u.folded}`);
  const body = crisisEarlier ? null : ((onGlucoseLowering ? null : faintedWithoutFood(u)) ?? bloodPressure(u));
  if (body) return { kind: "support", content: body };
  // Chest pain, fainting, no air, a seizure, stroke signs with no crisis said before: the emergency, whoever it is about.
  if (!crisisEarlier && emergencyNow(u.folded) && !(u.context && eatingLittle(u.context) && redFlagNow(u.folded))) return { kind: "support", content: EMERGENCY_NOW };
  // "ando comendo pouco" then "hoje desmaiei": worse now than the turn before, the emergency comes first.
  if (!crisisEarlier && redFlagNow(u.folded) && !suggestsCrisis(u.folded) && u.context && eatingLittle(u.context)) {
    const forSomeoneElse = aboutSomeoneElse(u.context) || aboutSomeoneElse(u.folded);
    return { kind: "support", content: directAnswers(u.folded) + (forSomeoneElse ? SUPPORT_FOR_SOMEONE_ELSE : CARE_AGAIN) };
  }
  const merged = `${u.context ?? ""} | ${u.folded}`;
  // "nem um pouco menos? tipo 1400?" after a refused 1,200 kcal: the request of the turn before, made smaller, is read whole.
  const smaller = u.context && u.folded.split(" ").length <= 10 && MADE_SMALLER.test(u.folded) ? refusalFor({ ...u, folded: merged, requestedCalories: u.requestedCalories ?? requestedDailyCalories(merged) }, facts) : null;
  const refusal = refusalFor(u, facts) ?? smaller;
  // Slimming teas in pregnancy or breastfeeding: the reason that names the baby comes before the general support.
  const lifeStageSaid = facts.conditions.has("PREGNANCY") ? "gestacao" : "amamentacao";
  if (refusal?.reason === "slimming-product-pregnancy") return { kind: "refusal", reason: refusal.reason, content: refusalLead(refusal.reason, u.folded) + refusalReply(refusal.reason, refusal.requested, refusal.floor, `${lifeStageSaid} ${u.folded}`) };
  // "meu tio toma glibenclamida" then "ele tá tremendo": the first aid says what to give that person, and when not to.
  const hypoAid = aboutSomeoneElse(`${u.context ?? ""} ${u.folded}`) ? HYPO_FIRST_AID_OTHER : HYPO_FIRST_AID;
  // Skipping meals on insulin to make up for eating too much: the low blood sugar comes first, then the compensating.
  if (refusal?.reason === "hypoglycaemia-risk") {
    const compensating = suggestsCrisis(u.folded) ? `\n\n${NO_NEED_TO_COMPENSATE}` : "";
    const now = hypoSignsNow(u.folded) ? `${hypoAid}\n\n` : SAME_DOSE.test(u.folded) ? `${SAME_DOSE_ANSWER}\n\n` : DOSE_CHANGE.test(u.folded) ? `${DOSE_ON_YOUR_OWN}\n\n` : NO_CARB_ONLY.test(u.folded) ? `${NO_CARB_ANSWER}\n\n` : "";
    // "tomei a insulina" said the turn before "é só hoje, to sem fome": the dose already taken still decides what to do now.
    return { kind: "refusal", reason: refusal.reason, content: now + refusalReply(refusal.reason, refusal.requested, refusal.floor, `${u.context ?? ""} ${u.folded}`) + compensating };
  }
  // "minha vó usa insulina, pulou o almoço e tá tremendo e confusa": low blood sugar now, whoever it is, first aid first.
  const diabeticWithoutFood = /\bdiabet\w*\b/.test(u.folded) && /\b(pulou|pulei|sem comer|nao comeu|nao comi|jejum|desmai\w*|confus\w*)\b/.test(u.folded);
  if (hypoSignsNow(u.folded) && (onGlucoseLowering || diabeticWithoutFood)) {
    return { kind: "support", content: `${hypoAid}\n\nDepois que passar, conte ao médico que acompanha o diabetes: a dose ou os horários podem precisar de ajuste.` };
  }
  // Very little eaten on a pen, meals skipped for days ahead, someone close restricting, a drinking habit (decision 205);
  // a loss told with its time, a diuretic or a water fast before a weigh-in or an event, a child's snack with type 1 diabetes, a teenager's body (decision 208).
  const passing = crisisEarlier ? null : (saidInPassing(u, facts) ?? fastLoss(u, facts) ?? practiceBeforeEvent(u, facts) ?? childType1Food(u, facts) ?? teenBodyWorry(u, facts));
  if (passing) return { kind: "answer", content: passing };
  // A marmita left out all day, "só tiro o camarão", raw meat in pregnancy, a racing heart on energy drinks, vitamin D 50,000 a day.
  const handled = crisisEarlier || suggestsCrisis(u.folded) ? null : (foodHandling(u, facts) ?? lifeStageAlcoholAsked(u, facts) ?? allergenAhead(u, facts) ?? babyFoods(u, facts) ?? childMilkAllergy(u, facts) ?? stimulantHeart(u, facts) ?? vitaminMegadose(u.folded, u.context) ?? religiousFast(u, facts));
  if (handled) return { kind: "answer", content: handled };
  // "meu filho de 4 anos tá vomitando": a child's illness, answered for the child before any reading of purging.
  const forChild = crisisEarlier ? null : childCare(u, facts);
  if (forChild && childIllness(u, facts)) return { kind: "answer", content: forChild };
  const pills = facts.risks.purgingAids ? `\n\n${STOP_THE_PILLS}` : "";
  // Told of purging or starving before and worse now (blood, fainting, a racing heart): the emergency, not the first reply again.
  if (crisisEarlier && redFlagNow(u.folded)) return { kind: "support", content: crisisFollowUp(u.folded, [u.context, u.earlier].find((t) => t && suggestsCrisis(t)) ?? "", pills) };
  // A parent or friend telling of someone else's purging gets what to do for that person, not care addressed to themself.
  // "o que eu faço?" after a daughter's diuretics: still about her, even when the turn is read with the one before.
  const toldOfSomeoneElse = crisisEarlier && [u.context, u.earlier].some((t) => t && suggestsCrisis(t) && aboutSomeoneElse(t));
  if (toldOfSomeoneElse) return { kind: "support", content: crisisFollowUp(u.folded, [u.context, u.earlier].find((t) => t && aboutSomeoneElse(t)) ?? "", pills) };
  // "meu irmão tá sem comer faz 3 dias, oq eu faço": how urgent it is and who to see; not eating to lose weight, the support.
  if (suggestsCrisis(u.folded) && aboutSomeoneElse(u.folded)) return { kind: "support", content: someoneStoppedEating(u.folded) && !stoppedToLoseWeight(u.folded) ? someoneNotEating(u.folded) : SUPPORT_FOR_SOMEONE_ELSE };
  // "vou tomar uma grade no niver, pensei em ficar sem comer o dia todo": one day without food before drinking.
  const drinkingDay = mentionsRisk(`${u.context ?? ""} ${u.folded}`, "alcohol") && DAY_WITHOUT_FOOD.test(u.folded) && !mentionsRisk(u.folded, "multi_day") && !mentionsRisk(u.folded, "purge_act");
  if (drinkingDay) return { kind: "support", content: `${DRINK_ON_EMPTY}\n\n${NO_NEED_TO_COMPENSATE}` };
  // "faz mal?" read together with the purging told before: what this turn asks is answered, not the first reply again.
  const own = u.context && u.folded.startsWith(`${u.context} `) ? u.folded.slice(u.context.length).trim() : u.folded;
  const toldBefore = [u.context, u.earlier].find((t) => t && suggestsCrisis(t)) ?? "";
  if (crisisEarlier && own !== u.folded && !suggestsCrisis(own) && crisisAsked(own, toldBefore).length > 0) return { kind: "support", content: crisisFollowUp(own, toldBefore, pills) };
  if (suggestsCrisis(u.folded)) return { kind: "support", content: directAnswers(u.folded) + SUPPORTIVE_REPLY + pills };
  // "comi uma pizza inteira" then "tomei 2 dulcolax" or "qual laxante é mais leve?": a purging aid after the meal told before.
  if (purgingAcrossTurns(u.folded, u.earlier ?? u.context)) return { kind: "support", content: directAnswers(`${u.context} | ${u.folded}`) + SUPPORTIVE_REPLY + `\n\n${STOP_THE_PILLS}` };
  // "perco 1kg na hora, posso fazer toda semana?" after the pills were named: the answer reads both messages.
  if (keepsTakingPills(u, facts)) return { kind: "support", content: directAnswers(`${u.context ?? ""} | ${u.folded}`) + SUPPORTIVE_REPLY + pills };
  // "vou até o 7º dia" after a fast told in words the crisis signs do not cover: a plain no, not an acknowledgement.
  // After a red flag said the turn before ("acordei tonta e com o coração disparado"), the emergency comes first again.
  const worseBefore = u.context && redFlagNow(u.context) ? `${URGENT_NOW}\n\n` : "";
  const carryOn = keepsGoing(u.folded, `${u.earlier ?? ""} ${u.context ?? ""}`);
  if (carryOn) return { kind: "support", content: worseBefore + carryOn + pills };
  if (crisisEarlier && u.type !== "small-talk") return { kind: "support", content: crisisFollowUp(u.folded, [u.context, u.earlier].find((t) => t && suggestsCrisis(t)) ?? "", pills, u) };
  // "minha filha de 13 anos tá trocando o jantar por shake", "ela pode continuar assim?": what to do about the shakes.
  const shakes = facts.child ? childOnShakes(u.folded, u.context) : null;
  if (shakes) return { kind: "refusal", reason: "child-diet", content: shakes };
  // A teenager restricting, a child's illness and the follow-ups about that child: answered for the child, not refused.
  if (forChild) return { kind: "answer", content: forChild };
  // "é normal ficar com tontura?" after weeks of shakes: not normal, what to do now, then why.
  const dizzy = refusal?.reason === "meal-replacement" && DIZZY.test(u.folded) ? `${DIZZY_NOW}\n\n` : "";
  // The same refusal as a turn before, argued with or asked for again: what was asked answered first, the rest in short.
  const again = refusal && !dizzy && thread?.kind === "refusal" && thread.reason === refusal.reason ? continuedStance(thread, u) : null;
  if (again && refusal) return { kind: "refusal", reason: refusal.reason, content: again };
  // "tomo varfarina", then at 67 "quero comer mais couve e espinafre pra emagrecer": the medicine and those foods, the pace in a line.
  const withMedicine = refusal?.reason === "older-weight-loss" && !dizzy ? foodInteraction(u.folded, `${u.earlier ?? ""} ${u.context ?? ""}`, false) : null;
  if (withMedicine) return { kind: "answer", content: `${withMedicine.answer}\n\n${NO_DEFICIT_OLDER}` };
  // A parent asking again about the child's diet without arguing: a plain answer and the point, not the refusal word for word.
  const short = refusal && !dizzy && facts.child ? refusedAgainInShort(thread, refusal.reason, u) : null;
  if (short && refusal) return { kind: "refusal", reason: refusal.reason, content: short };
  if (refusal) return { kind: "refusal", reason: refusal.reason, content: dizzy + refusalLead(refusal.reason, u.folded) + refusalReply(refusal.reason, refusal.requested, refusal.floor, `${u.earlier ?? ""} ${u.folded}`) };
  // "mas é só por uma semana", "quanto eu perderia?", "qual é o mais fraquinho?" after a refusal: the stance kept.
  // A goal too fast refused the turn before, then "monta o plano": the plan at the safe pace (decision 193).
  const safePaceAsked = thread?.kind === "refusal" && thread.reason === "crash-diet" && u.type === "plan-request" && fastGoalOnly(thread.said);
  const kept = safePaceAsked ? null : continuedStance(thread, u);
  if (kept && thread?.kind === "refusal") return { kind: "refusal", reason: thread.reason, content: kept };
  // "minha menstruação parou… mas tô feliz que tô mais leve": low energy availability, never good news.
  const gone = periodsGone(u, facts);
  if (gone) return { kind: "answer", content: gone };
  // "tô tentando engravidar" then "posso tomar um vinho?": not until she knows, with the test or the folic acid.
  // "meu pai engasga com comida sólida" then "que janta eu faço pra ele?": soft textures and who assesses the swallowing.
  const maybe = maybePregnant(u, facts) ?? swallowingCare(u);
  if (maybe) return { kind: "answer", content: maybe };
  const stage = lifeStageAnswer(u, facts);
  if (stage) return { kind: "answer", content: stage };
  // "me sinto culpada toda vez que como doce", "não sei se vale a pena continuar": care in words, not the crisis template.
  const feeling = feelingsAnswer(u.folded, u.type === "meal-to-log", facts.conditions.has("PREGNANCY"));
  if (feeling) return { kind: "answer", content: feeling };
  const answer = riskAnswer(u.folded, `${u.earlier ?? ""} ${u.context ?? ""}`, facts, u.type === "meal-to-log", u.type === "plan-request");
  return answer ? { kind: "answer", content: answer } : null;
}

const DIZZY = /\b(tontura|tont[oa]|zonz[oa]|fraqueza|fraca|fraco|vista escurec\w*|palpitac\w*)\b/;
const DIZZY_NOW =
  "⚠️ **Tontura e fraqueza não são normais: é o corpo avisando que está faltando comida.** Coma agora algo com carboidrato e proteína (um pão com ovo, um prato de arroz e feijão, uma fruta com iogurte), beba água e evite esforço hoje. Se não passar, procure um pronto-atendimento ou a UBS hoje; **com desmaio, coração disparado ou confusão, ligue 192 (SAMU)**.";

/** Changing the insulin or the pill on one's own ("e se eu diminuir a dose sozinho?"). */
const DOSE_CHANGE =
  /\b(diminu\w*|reduz\w*|baix\w*|cort\w*|tir\w*|pul\w*) (a |o |da |do )?(minha |meu )?(dose|insulina|unidades|remedio|comprimido)\b|\b(aplic\w*|tom\w*|usar|uso) menos (insulina|unidades|remedio)\b|\bpar\w* de (aplicar|tomar) (a |o )?(insulina|remedio)\b|\b(dose|insulina)\b.*\b(sozinh[oa]|por conta( propria)?)\b/;
const DOSE_ON_YOUR_OWN =
  "**Não mude a dose por conta própria.** Com menos insulina do que o corpo precisa a glicose sobe, e no diabetes tipo 1 isso pode levar à cetoacidose, que é grave: vômitos, dor de barriga, respiração rápida, sede e muito xixi pedem pronto-socorro. Com o remédio em comprimido, a dose também é ajustada só por quem receitou. Quem ajusta a dose junto com a alimentação é o seu **endocrinologista**: ligue ou marque uma consulta antes de mudar.";

const DAY_WITHOUT_FOOD = /\b(sem comer|nao comer( nada)?|ficar sem comida|jejum|pular (o almoco|a janta|o jantar|as refeicoes))\b/;
const DRINK_ON_EMPTY =
  "**Não fique sem comer antes de beber:** de estômago vazio o álcool sobe mais rápido no sangue, a glicose pode cair e o risco de passar mal, desmaiar ou exagerar aumenta. O que ajuda de verdade:\n\n- **Faça as refeições do dia normalmente** e, antes de sair, um prato de verdade (arroz, feijão, uma carne ou ovo, salada).\n- Durante a festa, belisque petiscos com proteína (carne, frango, queijo, amendoim) e beba **um copo de água entre cada cerveja**.\n- Combine quem volta dirigindo: quem bebe não dirige.\n\nE não precisa \"compensar\" as calorias da cerveja no dia seguinte: volte às refeições de costume.";

const NO_CARB_ANSWER =
  "**Só café (ou chá, ou água) não basta no lugar da refeição:** não tem carboidrato, e com esse remédio a glicose pode cair nas horas seguintes. Se estiver sem fome, coma ao menos algo pequeno com carboidrato: um pão, uma fruta, um copo de leite, umas bolachas.";

/** Said before the emergency again when, after an allergic reaction, the person thinks of waiting it out. */
const DO_NOT_WAIT =
  "**Não espere passar, e antialérgico não resolve:** ele não trata a anafilaxia, que pode piorar rápido (garganta fechando, falta de ar, desmaio). Se tem adrenalina, use; e **ligue 192 (SAMU) ou vá ao pronto-socorro agora**, mesmo que esteja melhorando.";

/** Said first when someone on insulin or a sulfonylurea feels low blood sugar now. */
const HYPO_FIRST_AID =
  "⚠️ **Tremor, suor frio ou glicose baixa com esse remédio são sinais de hipoglicemia. Agora:** se puder, meça a glicemia; tome **15 g de açúcar rápido** (meio copo de suco de laranja ou de refrigerante comum, ou 1 colher de sopa de açúcar na água) e, se não melhorar em 15 minutos, repita. Depois, faça uma refeição. **Com confusão, desmaio ou dificuldade para engolir, ligue 192 (SAMU).**";

/** Laxatives or diuretics said earlier in the conversation, now as a habit or to make up for food ("tomo 2 toda segunda"). */
function keepsTakingPills(u: TUnderstanding, facts: TUserFacts): boolean {
  // "tomo espironolactona, posso comer banana todo dia?": the habit is the food asked about, not the pill.
  if (!facts.risks.purgingAids || mentionsRisk(u.folded, "eating_asked")) return false;
  // "dá pra tomar sibutramina pra emagrecer?": a slimming medicine asked about is the refusal's, not the purging care.
  if (MEDICINES.test(u.folded) && !mentionsRisk(u.folded, "laxative") && !mentionsRisk(u.folded, "diuretic")) return false;
  const taking = /\b(tomo|tomar|tomando|uso|usar|usando|pego|pegar|faco|fazer|fazendo)\b/.test(u.folded);
  return mentionsRisk(u.folded, "habitual") || mentionsRisk(u.folded, "compensate") || (taking && mentionsRisk(u.folded, "weight_motive"));
}
