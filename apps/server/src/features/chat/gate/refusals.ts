import { lightMealAhead } from "./glucose-answers";
import { BARIATRIC, GLUCOSE_LOWERING, MEDICINES, SKIPPING, SLIMMING_PRODUCT } from "../understand/stated-facts";
import type { TUserFacts } from "../understand/user-facts";
import { requestedDailyCalories, type TUnderstanding } from "../understand/understand";
import { mentionsRisk, riskSigns } from "../understand/risk-lexicon";
import { weightGoalSaid } from "../understand/weight-goal";

export type TRefusalReason =
  | "pregnancy-deficit" | "lactation-deficit" | "child-diet" | "minor-diet" | "weight-loss-medicine" | "below-floor" | "crash-diet"
  | "hypoglycaemia-risk" | "slimming-product-pregnancy" | "plan-needs-professional" | "bariatric-drinks" | "medicine-alcohol" | "kidney-protein-supplement" | "athlete-cutting-meals"
  | "older-weight-loss" | "weight-cut" | "meal-replacement" | "anabolic-steroids" | "mono-diet";

/** Fizzy drinks and alcohol, which a bariatric stomach does not take the same way. */
const FIZZY_OR_ALCOHOL = /\b(refri\w*|refrigerante\w*|coca|guarana|cerveja\w*|chopp?|breja|vinho|caipirinha|drinks?|alcool|bebida alcoolica|destilad\w*|vodka|cachaca|whisky|agua com gas|agua gaseificada|gaseificad\w*|energetico\w*)\b/;

/** Diet styles that, nursing or at 65 and over, are refused rather than planned at the stage's floor (decision 221). */
const RESTRICTIVE_STYLE = /\b(?:low ?carb|lowcarb|cetogenic\w*|keto|jejum|intermitente|sem carbo\w*|zero carbo\w*|pouco carbo\w*|detox|dukan)\b/;

const CRASH =
  /\b(dieta (radical|da sopa|do ovo|da agua|liquida|milagrosa|relampago|de fome|maluca|extrema)|vlcd|very low calorie|dieta de (baixissima|muito baixa) caloria|dieta (muito |bem |super )?restritiva|crash diet|comer (bem|muito) pouco|so (tomar|beber) (agua|suco|sopa|shake)s?|so shake|so sopa|detox radical|(secar|emagrecer|perder (peso|barriga)|secar (a )?barriga|desinchar) (em|ate) (\d|uma|um|dois|duas|tres) (dias?|semanas?))\b/;
/**
 * A diet of one food or one group ("dieta só de carne e ovo", "dieta só de frutas pra desinchar", "vou comer só sopa
 * pra secar"): said as a diet, or with a purpose or a stretch of days, never a single meal ("no jantar só salada").
 */
const ONLY_FOOD = String.raw`(?:carnes?|ovos?|frutas?|proteinas?|saladas?|sopas?|sucos?|legumes?|verduras?|shakes?|liquidos?|frango|carne e ovos?|ovos? e carnes?|carnes e ovos|frango e ovos?|frango e salada)`;
const MONO_DIET = new RegExp(
  String.raw`\bdieta (?:de |a base de )?(?:so|somente|apenas) (?:de |com )?${ONLY_FOOD}\b|\b(?:comer|viver de|viver a base de|me alimentar de|ficar) (?:so|somente|apenas) (?:de |com |no |na |nos |nas |a base de )?${ONLY_FOOD}\b(?=.*\b(?:pra|para) (?:secar|emagrecer|desinchar|perder|baixar|limpar|desintoxicar)\b|.*\bpor (?:\d+|uma|um|dois|duas|tres) (?:dias?|semanas?|mes)\b|.*\b(?:a semana toda|o mes todo|todo dia|todos os dias)\b)`,
);
const DIET_WORDS = /\b(dieta|emagrec\w*|perder peso|calorias?|kcal|cardapio|plano alimentar|regime|fechar a boca|acima do peso|sobrepeso|obes\w*|gordinh\w*|comer menos|deve comer|pode comer por dia|deficit)\b/;

/** "secar 4 kg até sexta", "perder 3 quilos até sábado": kilos to lose by a day of this week, at least that many a week. */
const BY_A_DAY = /\b(?:perder|secar|eliminar|baixar|tirar|cortar|emagrecer) (\d+(?:[.,]\d+)?) ?(?:kg|quilos?|kilos?)\b.*\bate (?:segunda|terca|quarta|quinta|sexta|sabado|domingo|amanha|depois de amanha|o fim de semana|o fds)\b/;
/** A weigh-in for a fight or a category: losing weight for it in days is a dehydration cut, not a diet. */
const WEIGHT_CUT = /\b(bater (o )?peso|fazer (o )?peso|pesagem|acima da (minha )?categoria|categoria de peso|cortar peso|corte de peso)\b/;
const LOSING = /\b(\d+(?:[.,]\d+)? ?(kg|quilos?|kilos?)|dieta|plano|cardapio|secar|perder|emagrecer|cortar|baixar)\b/;

/** "perder 10 kg em um mês", "secar 4 kg até sexta": the pace of loss asked for, in kg a week; null when none is asked. */
export function requestedPace(folded: string): number | null {
  const byDay = BY_A_DAY.exec(folded);
  if (byDay) return Number(byDay[1]!.replace(",", "."));
  const goal = weightGoalSaid(folded);
  return goal?.losing && goal.weeks ? goal.kg / goal.weeks : null;
}

/** Type 1 diabetes is treated with insulin: a fast or a skipped meal is a hypoglycaemia risk. */
const TYPE_1 = /\b(diabet\w* (tipo|do tipo) (1|um)|dm ?1|tipo 1 de diabetes)\b/;

/** 65 or older, from the profile or said ("tenho 72 anos", "sou idosa"). */
const OLDER_SAID = /\b(tenho|com|aos) (6[5-9]|[7-9]\d|1[01]\d) anos\b|\bsou (idos[oa]|aposentad[oa] de \d+ anos)\b/;
export function olderAdult(folded: string, facts: TUserFacts): boolean {
  return (facts.profile?.age ?? 0) >= 65 || OLDER_SAID.test(folded);
}
/** Losing weight asked by an older adult: the adult pace would cost muscle and bone. */
/** "meu avô tá emagrecendo", "perdendo peso sem querer": weight already being lost, a sign to see a doctor, never a wish to lose. */
const LOSING_ALREADY = /\b(?:ta|esta|anda|vem|continua) (?:emagrecendo|perdendo peso)\b|\b(?:emagrecendo|perdendo peso|emagreceu|perdeu peso) sem (?:querer|motivo|explicacao|fazer dieta)\b/g;
const OLDER_WEIGHT_LOSS = /\b(emagrec\w*|perder (peso|barriga|\d+ ?(kg|quilos?|kilos?))|deficit|secar|quilos? por semana|kg por semana|dieta (pra|para) (emagrecer|perder|secar))\b/;

/** An endurance athlete said in any turn ("sou triatleta", "treino 15h por semana"): a cut is weighed against the training. */
const ATHLETE_SAID = /\b(triatleta|maratonista|ultramaratonista|ciclista|nadador[a]?|atleta|corredor[a]? de rua|fundista|\d+ ?h(oras)? (de treino )?(por|na) semana)\b/;
/** Carbohydrate cut by someone training ("quanto de carbo eu corto?"). */
/** "tô comendo umas 1300 kcal", "como 1200 calorias": what the person eats now. */
const EATING_NOW = /\b(?:comendo|como|to em|estou em|fazendo|ingerindo|consumindo|batendo)\b[^.?!]{0,20}?\b(\d{3,4})\s?(?:kcal|calorias|(?:por|ao|no) dia)\b/;
/** "minha meta é 1200 kcal pra secar", "vou comer 1300 por dia": a day's calories set by the person, with no verb of cutting. */
const DAY_KCAL_SET = /\bmeta\b[^.?!]{0,15}?\b(\d{3,4})\b|\b(?:vou|quero|pretendo|vou tentar) (?:comer|fazer|ficar (?:em|com))\b[^.?!]{0,10}?\b(\d{3,4})\s?(?:kcal|calorias|(?:por|ao|no) dia)\b/;
/** A lost period, fainting or dizziness while training: low energy availability already showing. */
const LOW_ENERGY_SIGNS = /\b(?:menstruacao (?:parou|atrasou|sumiu|foi embora)|sem menstruar|parei de menstruar|desmai\w*|tontura)\b/;
/** "quanto mais eu posso cortar?", "dá pra tirar mais?": a further cut asked. */
const MORE_CUT = /\b(?:cortar|corto|reduzir|reduzo|diminuir|diminuo|baixar|baixo|tirar mais|secar mais|descer mais|perder mais)\b/;
const CARB_CUT = /\b(cort\w*|tir\w*|baix\w*|reduz\w*|diminu\w*|zer\w*)\b.*\b(carbo\w*|carboidrato\w*)\b|\b(carbo\w*|carboidrato\w*)\b.*\b(cort\w*|corto|tiro|zero)\b/;
/** "quantas calorias eu devo comer?": a target asked, which for a teenager or an older adult who wants to lose weight is a deficit. */
const TARGET_ASKED = /\b(quantas?|qnt\w*|qts?) (calorias|kcal) (eu )?(devo|preciso|tenho que|posso) (comer|consumir|ingerir)\b|\b(minha meta|meta de calorias)\b/;
/** "quero perder 5 kg até as férias": a wish to lose weight said in words. */
/** A food group cut, one food only or less food, said while pregnant ("vou cortar o carbo", "só salada", "comer menos"). */
const PREGNANT_RESTRICT =
  /\b(cort\w*|tir\w*|zer\w*) (o |a |os |as |de |com )?(carbo\w*|carboidrato\w*|arroz|pao|paes|massas?|doces?|acucar|comida|janta|jantar)\b|\bsem (carbo\w*|carboidrato\w*|arroz|pao)\b|\blow carb\b|\b(so|somente|apenas) (de |com |a base de )?(salada|saladinha|frutas?|sopas?|legumes|verduras?|proteinas?|shakes?|liquidos?)\b|\bfechar a boca\b|\bcomer (bem |muito )?menos\b/;
const LOSS_WISH = /\b(quero|queria|preciso|vou|pretendo|tenho que) (perder|emagrecer|secar|baixar|eliminar|tirar)\b/;
/** A parent cutting a child's food ("vou cortar o arroz dela", "e se eu der só salada na janta?"). */
const CHILD_RESTRICT = /\b(secar|secando|cutting|trincad\w*|o que (ele|ela) corta|so (salada|fruta|sopa|legumes?|verduras?)|cortar|tirar|diminuir|sem (arroz|pao|massa|carbo\w*|janta|jantar|lanche|doce)|pular)\b/;

/** "posso só tomar um café preto?" in place of the meal, on insulin or a sulfonylurea. */
export const NO_CARB_ONLY = /\b(so|somente|apenas) (vou |ia |tomar |tomo |beber |bebo |um |uma |uns |umas |copo de |xicara de )*(cafe( preto)?|cha|agua|cafezinho)\b/;
/** Eating little said of anyone in the conversation ("tá sem apetite", "quase não come"). */
const EATING_LITTLE_SAID = /\b(sem apetite|perdeu o apetite|perdi (o apetite|a fome)|nao (quer|consegue) comer|(come|comendo|comi) (mt |muito |bem )?pouco|quase nao (come|comeu|como))\b/;
/** A teenager telling of weight lost by restricting ("tá funcionando, já perdi 2 kg"). */
/** "qual chá ajuda a perder mais rápido?": a product or a food asked for its weight loss, with no "quero". */
const LOSS_PURPOSE = /\b(?:ajuda\w* a|pra|para|faz) (?:perder|emagrecer|secar|queimar gordura)\b/;
/**
 * "tô tomando só água com limão de manhã e almoçando salada": a meal swapped for a drink or a few leaves, told as the
 * routine. For a teenager it is restriction, never a meal to log.
 */
export const MEAL_SWAPPED_FOR_LITTLE =
  /\b(?:so|somente|apenas) (?:um |uma |com )?(?:agua|cha|cafe|suco|salada|fruta|gelatina)\b[^.?!]{0,25}\b(?:de manha|no cafe|no almoco|na janta|no jantar|a noite|de noite|no lugar)\b|\b(?:almocando|jantando|almoco|janto) (?:so |somente |apenas )?(?:salada|fruta|sopa|gelatina|cha|suco)\b/;
const LOSS_RESULT = /\b(perdi|emagreci|sequei|eliminei) (\d|uns|umas|mais|quase|um|dois|tres)|\b(ta|esta) funcionando\b|\bfuncionou\b/;

/** A question about food or meals, and the words that keep it on a medicine said before. */
const FOOD_QUESTION = /\b(comer|como|comi|cafe da manha|almoco|almocar|jantar|janta|lanche|receita|cardapio|calorias tem|proteina tem|carboidrato tem)\b/;
const MEDICINE_TALK = /\b(doses?|tomar|tomo|tomando|aplicar|aplico|aplicando|caneta|comprimidos?|capsulas?|mg|remedios?|efeitos?|parar|mais forte|mais fraco)\b/;

/** The safe daily minimum without medical follow-up (decision 104). */
export function safeFloor(gender: string | null | undefined): number {
  if (gender === "MALE") return 1500;
  if (gender === "FEMALE") return 1200;
  return 1350;
}

/** Requests that get a refusal with its reason and a professional to see, never a plan; null when none applies. */
/** "tirar o almoço", "pular o jantar", "só jantar": a meal left out, not calories trimmed. */
const MEAL_SKIPPED = /\b(pular|pulo|pulando|tirar|tiro|cortar|corto|ficar sem|deixar de comer o|deixar de fazer o) (o |a )?(cafe da manha|cafe|almoco|jantar|janta|lanche|refeic\w*)\b|\b(treinar|treino|correr|corro|pedalar|pedalo|longao|treino longo) (\w+ )?em jejum\b|\bnao (jantar|almocar|tomar cafe)\b|\bso (jantar|janto|almocar|almoco)\b/;

/** Kidney disease said of someone in the conversation ("ele tem doença renal crônica, não faz diálise"). */
const KIDNEY_SAID = /\b(doenca renal|insuficiencia renal|renal cronic\w*|problema (nos|no) rins?|dialise|hemodialise|nefropat\w*)\b/;

/** Caffeine and stimulants in a scoop or a capsule ("pré-treino", "cafeína em cápsula"): in pregnancy, the slimming products' answer. */
const STIMULANT = /\b(pre treino|pre workout|cafeina em (capsula|po|comprimido)|capsulas? de cafeina)\b/;

export function refusalFor(u: TUnderstanding, facts: TUserFacts): { reason: TRefusalReason; requested: number | null; floor: number } | null {
  const floor = safeFloor(facts.profile?.gender);
  const requested = u.requestedCalories;
  const signs = riskSigns(u.folded);
  // A medicine said earlier holds for the turns about it, not for a food question of its own ("o que é bom no café da manhã?").
  // A meal told ("almocei arroz, feijão e frango", "jantei sopa") is logged on the pen too (decision 222).
  const ownFoodQuestion = (FOOD_QUESTION.test(u.folded) || u.type === "meal-to-log") && !MEDICINE_TALK.test(u.folded);
  const medicine = MEDICINES.test(u.folded) || signs.some((s) => s.reply === "weight-loss-medicine") || (facts.risks.weightLossMedicine && u.type !== "small-talk" && !ownFoodQuestion);
  // Pregnancy or breastfeeding first: a slimming pill there is a "do not take", not only a "see your doctor".
  // A laxative or diuretic tea ("chazinho de sene pra desinchar") is one too, unless a doctor prescribed it.
  const purgingAid = (mentionsRisk(u.folded, "laxative") || mentionsRisk(u.folded, "diuretic")) && !mentionsRisk(u.folded, "prescribed");
  if ((facts.conditions.has("PREGNANCY") || facts.conditions.has("LACTATION")) && (medicine || purgingAid || SLIMMING_PRODUCT.test(u.folded) || STIMULANT.test(u.folded) || facts.risks.slimmingProduct)) {
    return { reason: "slimming-product-pregnancy", requested, floor };
  }
  if (signs.some((s) => s.reply === "anabolic-steroids")) return { reason: "anabolic-steroids", requested, floor };
  if (medicine) return { reason: "weight-loss-medicine", requested, floor };
  // "tomo rivotril" in one message, "vou tomar 6 latões" in the next: the medicine said earlier still counts.
  const alcoholNow = (mentionsRisk(u.folded, "alcohol") || mentionsRisk(u.folded, "drinking_plain")) && u.type !== "meal-to-log";
  if (signs.some((s) => s.reply === "medicine-alcohol") || (facts.risks.alcoholMedicine && alcoholNow)) return { reason: "medicine-alcohol", requested, floor };
  // "meu marido tem doença renal crônica" earlier, "ele precisa de bastante proteína?" now: said of anyone in the conversation.
  const kidney = facts.conditions.has("KIDNEY_DISEASE") || signs.some((s) => s.reply === "kidney-protein-supplement") || KIDNEY_SAID.test(`${u.earlier ?? ""} ${u.context ?? ""}`);
  if (kidney && (mentionsRisk(u.folded, "protein_supplement") || mentionsRisk(u.folded, "more_protein"))) return { reason: "kidney-protein-supplement", requested, floor };
  // "minha mãe toma glibenclamida" earlier, "e se ela pular o café?" now: the medicine said for anyone in the conversation counts.
  const onInsulin = GLUCOSE_LOWERING.test(u.folded) || TYPE_1.test(u.folded) || facts.risks.glucoseLowering || TYPE_1.test(u.earlier ?? "") || GLUCOSE_LOWERING.test(u.earlier ?? "");
  // "meu pai tá sem apetite" then "ele toma glibenclamida": eating little on that medicine is the same low blood sugar risk.
  const newlySaid = GLUCOSE_LOWERING.test(u.folded) || EATING_LITTLE_SAID.test(u.folded);
  const eatingLittleSaid = newlySaid && EATING_LITTLE_SAID.test(`${u.earlier ?? ""} ${u.context ?? ""} ${u.folded}`);
  if (onInsulin && (SKIPPING.test(u.folded) || mentionsRisk(u.folded, "skip_meal") || facts.risks.skipsMeals || eatingLittleSaid || NO_CARB_ONLY.test(u.folded) || lightMealAhead(u.folded))) return { reason: "hypoglycaemia-risk", requested, floor };
  if (facts.risks.bariatric && (FIZZY_OR_ALCOHOL.test(u.folded) || mentionsRisk(u.folded, "alcohol")) && u.type !== "meal-to-log") return { reason: "bariatric-drinks", requested, floor };
  if (u.type === "plan-request" && facts.conditions.has("KIDNEY_DISEASE")) return { reason: "plan-needs-professional", requested, floor };
  // A dancer or athlete training hours a day who wants to cut a meal: low energy availability, not a weight-loss pace.
  if (facts.training && MEAL_SKIPPED.test(u.folded) && !facts.conditions.has("PREGNANCY")) return { reason: "athlete-cutting-meals", requested, floor };
  const restricting = facts.wantsWeightLoss || (requested !== null && requested < 2000) || CRASH.test(u.folded) || (requestedPace(u.folded) ?? 0) > 1;
  // "quanto posso cortar de caloria?" while pregnant or nursing: her own loss asked, answered with what is safe in that phase.
  const ownLossAsked = restricting || u.type === "weight-loss-pace" || LOSS_WISH.test(u.folded);
  // "vou comer só salada até o fim da gravidez", "vou cortar o carbo até ganhar neném": a restriction, not a food question.
  const pregnantRestricting = (PREGNANT_RESTRICT.test(u.folded) && !/\b(comi|almocei|jantei|lanchei|no lanche|de lanche|de sobremesa)\b/.test(u.folded)) || mentionsRisk(u.folded, "skip_meal") || MONO_DIET.test(u.folded);
  if (facts.conditions.has("PREGNANCY") && (ownLossAsked || pregnantRestricting)) return { reason: "pregnancy-deficit", requested, floor };
  // A plan asked while nursing or at 65 and over, with nothing of a crash diet: made at the stage's safe level (decision 221).
  // A diet style that cuts a whole nutrient or meals ("posso fazer low carb amamentando?") keeps its refusal.
  const stagePlan = u.type === "plan-request" && !RESTRICTIVE_STYLE.test(u.folded) && !CRASH.test(u.folded) && !MEAL_SKIPPED.test(u.folded) && !MONO_DIET.test(u.folded) && (requestedPace(u.folded) ?? 0) <= 1;
  if (facts.conditions.has("LACTATION") && ownLossAsked && !stagePlan) return { reason: "lactation-deficit", requested, floor };
  // A breastfeeding mother who names her baby asks about her own diet, unless she speaks of the baby ("ela", "dele").
  const ownDietWhileNursing = facts.conditions.has("LACTATION") && !u.stated.thirdPerson;
  // "o que meu bebê de 8 meses pode comer?" asks about feeding a child, not a diet for one: answered, never refused.
  // "quantas calorias tem uma papinha de batata?" asks a food's numbers, not a target for the child.
  const foodFact = u.foods.length > 0 && /\b(tem|possui|ha em)\b/.test(u.folded);
  const childDiet = (DIET_WORDS.test(u.folded) && !foodFact) || CHILD_RESTRICT.test(u.folded) || u.type === "plan-request" || u.requestedCalories !== null;
  if (facts.child && childDiet && !ownDietWhileNursing && !askedForMyself(u.folded)) return { reason: "child-diet", requested, floor };
  const fasting = mentionsRisk(u.folded, "fasting_plain") || mentionsRisk(u.folded, "fasting_words") || mentionsRisk(u.folded, "starving");
  const teenRestricting = MEAL_SWAPPED_FOR_LITTLE.test(u.folded) || mentionsRisk(u.folded, "very_little") || LOSS_PURPOSE.test(u.folded);
  if (facts.minor && (restricting || teenRestricting || LOSS_WISH.test(u.folded) || LOSS_RESULT.test(u.folded) || TARGET_ASKED.test(u.folded) || u.type === "plan-request" || mentionsRisk(u.folded, "skip_meal") || fasting)) return { reason: "minor-diet", requested, floor };
  if (olderAdult(u.folded, facts) && !stagePlan && (OLDER_WEIGHT_LOSS.test(u.folded.replace(LOSING_ALREADY, " ")) || MEAL_SKIPPED.test(u.folded) || restricting && u.type === "plan-request")) return { reason: "older-weight-loss", requested, floor };
  // "tenho 74 anos e quero emagrecer" in one turn, "quantas calorias devo comer?" in the next: still no deficit.
  const olderSaid = OLDER_SAID.test(u.earlier ?? "") || OLDER_SAID.test(u.context ?? "");
  if (olderSaid && TARGET_ASKED.test(u.folded) && OLDER_WEIGHT_LOSS.test(`${u.earlier ?? ""} ${u.context ?? ""}`)) return { reason: "older-weight-loss", requested, floor };
  // Shakes instead of meals for days or weeks, and what is asked about it afterwards ("posso continuar?", "qual shake?").
  const replacing = signs.some((s) => s.reply === "meal-replacement");
  const replacedBefore = [u.context, u.earlier].some((t) => t && riskSigns(t).some((s) => s.reply === "meal-replacement"));
  const askedAfter = /\b(continu\w*|mais (um|uma|\d+)|shakes?|assim|seguir|manter|normal|tontura|tont[oa]|fraqueza|frac[oa]|queda de cabelo)\b/;
  if (replacing || (replacedBefore && askedAfter.test(u.folded))) return { reason: "meal-replacement", requested, floor };
  if (WEIGHT_CUT.test(u.folded) && LOSING.test(u.folded)) return { reason: "weight-cut", requested, floor };
  // "corro maratona e quero cortar pra 1200 kcal": far below what the training spends, low energy availability.
  const cutAsked = /\b(quero|vou|pretendo|preciso|cortar|baixar|reduzir|descer)\b/.test(u.folded) && !/\b(to|tou|estou|ando) comendo\b/.test(u.folded);
  const athlete = facts.training || u.stated.training || ATHLETE_SAID.test(`${u.earlier ?? ""} ${u.context ?? ""} ${u.folded}`);
  if (athlete && cutAsked && requested !== null && requested < floor + 300 && !facts.conditions.has("PREGNANCY")) return { reason: "athlete-cutting-meals", requested, floor };
  const set = DAY_KCAL_SET.exec(u.folded);
  const setKcal = set ? Number(set[1] ?? set[2]) : null;
  if (athlete && setKcal !== null && setKcal >= 500 && setKcal < floor + 300 && !facts.conditions.has("PREGNANCY")) return { reason: "athlete-cutting-meals", requested: setKcal, floor };
  // "como 1200 kcal e treino 2x por dia, tá tranquilo?": what is eaten already, far below what the training spends.
  const eatingNow = EATING_NOW.exec(u.folded);
  // Dizziness or a lost period said with it: the composer's reply, with the estimated spending, says more.
  const unwell = /\b(tontura|tont[oa]|fraqueza|desmai\w*|menstruacao|menstruar)\b/.test(u.folded);
  if (athlete && eatingNow && !unwell && Number(eatingNow[1]) < floor + 300 && !facts.conditions.has("PREGNANCY")) return { reason: "athlete-cutting-meals", requested: Number(eatingNow[1]), floor };
  // "quanto de carbo eu corto?" right after a cut that the training does not allow: the same answer, not a carbohydrate target.
  const cutBefore = u.context ? requestedDailyCalories(u.context) : null;
  if (athlete && CARB_CUT.test(u.folded) && cutBefore !== null && cutBefore < floor + 300) return { reason: "athlete-cutting-meals", requested: cutBefore, floor };
  // "quanto mais eu posso cortar?" right after "tô comendo 1300 kcal… minha menstruação parou": no further cut, whatever the words.
  const eatenBefore = u.context ? EATING_NOW.exec(u.context) : null;
  const lowBefore = eatenBefore ? Number(eatenBefore[1]) : cutBefore;
  const warnedBefore = (lowBefore !== null && lowBefore < floor + 300) || LOW_ENERGY_SIGNS.test(u.context ?? "");
  if (athlete && MORE_CUT.test(u.folded) && warnedBefore) return { reason: "athlete-cutting-meals", requested: lowBefore !== null && lowBefore < floor + 300 ? lowBefore : null, floor };
  const stageFloor = stagePlan && (facts.conditions.has("LACTATION") || olderAdult(u.folded, facts));
  if (requested !== null && requested < floor && !stageFloor) return { reason: "below-floor", requested, floor };
  // With gout, the purine answer (risk-answers.ts) says more about a meat-and-egg diet than this one does.
  if (MONO_DIET.test(u.folded) && !facts.conditions.has("GOUT")) return { reason: "mono-diet", requested, floor };
  // "perder 10 kg em 1 mês, monta o plano": the plan at the safe pace with the reason (chat.plan-said-earlier.ts), not refused.
  const safePlan = u.type === "plan-request" && fastGoalOnly(u.folded);
  // "to na dieta líquida pré-operatória da bariátrica": the surgical team's protocol, not a crash diet of one's own.
  const surgicalDiet = (facts.risks.bariatric || BARIATRIC.test(u.folded)) && /\bdieta liquida\b/.test(u.folded);
  if ((CRASH.test(u.folded) && !surgicalDiet) || ((requestedPace(u.folded) ?? 0) > 1 && !safePlan)) return { reason: "crash-diet", requested, floor };
  return null;
}

/**
 * Kilos over weeks faster than 1 kg a week, and nothing else of a crash diet (no "dieta radical", no "até sexta"): a goal
 * whose plan is made at the safe pace, with how long the kilos take, instead of a refusal (decision 193).
 */
export function fastGoalOnly(folded: string): boolean {
  return !CRASH.test(folded) && !BY_A_DAY.test(folded) && !WEIGHT_CUT.test(folded) && (requestedPace(folded) ?? 0) > 1;
}

/** "sou celíaca e meu filho também", then "faz um plano pra mim": the person's own plan, not the child's (decision 193). */
export function askedForMyself(folded: string): boolean {
  return /\b(?:pra mim|para mim|pra eu|para eu|meu proprio|o meu plano|minha propria)\b/.test(folded) && !/\b(?:pra|para) (?:ele|ela|o menino|a menina|meu filho|minha filha|as criancas|os meninos)\b/.test(folded);
}
