import type { TUnderstanding } from "../understand/understand";
import type { TUserFacts } from "../understand/user-facts";
import { HYPO_SYMPTOMS } from "../understand/stated-facts";

/**
 * What the body says, told in passing (issue 27): a blood-pressure reading ("minha pressão deu 16 por 10 hj", "19x12 e
 * dor de cabeça forte"), a faint after not eating, the heart racing on energy drinks, a vitamin D megadose a day, low
 * blood sugar in everyday words. Each answer says what to do now, who to see and when it is 192.
 */

/** Low blood sugar as people feel it, beyond the stated facts' words: "meio trêmulo", "suando", "vista turva". */
const HYPO_MORE = /\b(tremul[oa]|tremendo|treme(deira|ndo)|suando (muito|demais|frio|bastante)|suadeira|sudorese|vista (turva|embacada|escura|escurecendo)|visao embaralhada|fraco e suando|mole e suando|fome (de repente|do nada) e (tremendo|suando))\b/;
/** "minha glicose baixou", "a glicemia deu 58", "tô com hipo": low blood sugar told by the meter or by name, not by the body. */
const LOW_GLUCOSE = /\b(?:glicose|glicemia|acucar no sangue|dextro|hgt|glicosimetro)\b[^.,;!?]{0,20}?\b(?:baixou|caiu|caindo|baixa|baixinha|(?:deu|ta em|esta em|marcou|marcando|em) [2-6]\d)\b|\b(?:deu|tive|to com|tou com|estou com|to tendo|entrei em|bateu) (?:uma )?hipo(?:glicemia)?\b/;
export const hypoSignsNow = (folded: string): boolean => HYPO_SYMPTOMS.test(folded) || HYPO_MORE.test(folded) || LOW_GLUCOSE.test(folded);

/** "16 por 10", "19x12", "160/100" (the slash is a space once folded), read as mmHg. */
const READING = /\b(\d{2,3}) ?(?:x|por|sobre| ) ?(\d{1,3})\b/;
const PRESSURE_SAID = /\b(pressao|pa|press|aferi|aferiu|aferimos|medi a pressao|mediu a pressao)\b/;
const BP_SYMPTOM =
  /\b(dor de cabeca|dor na (nuca|cabeca)|nuca (doendo|dura|pesada)|(vista|visao) (\w+ )?(embacad\w*|turva|escur\w*|dupla)|(vendo|enxergando) (tudo |meio |um pouco |bem |muito )?(embacado|turvo|dobrado|pontinhos|estrelinhas|borrado)|dor no peito|aperto no peito|falta de ar|tontura|tont[oa]|zonz[oa]|formigamento|dormencia|fraqueza|boca torta|fala enrolada|confus[ao]\w*|sangr\w* (no|do|pelo) nariz|nariz sangrando|enjoo|enjoad[oa]|vomit\w*)\b/;

type TReading = { systolic: number; diastolic: number };

function bpReading(folded: string): TReading | null {
  if (!PRESSURE_SAID.test(folded)) return null;
  const m = READING.exec(folded);
  if (!m) return null;
  const s = Number(m[1]);
  const d = Number(m[2]);
  const systolic = s < 30 ? s * 10 : s;
  const diastolic = d < 20 ? d * 10 : d;
  if (systolic < 80 || systolic > 300 || diastolic < 40 || diastolic > 160 || diastolic >= systolic) return null;
  return { systolic, diastolic };
}

const said = ({ systolic, diastolic }: TReading) => `${systolic} por ${diastolic}`;
const urgentReading = (r: TReading, folded: string) => r.systolic >= 180 || r.diastolic >= 110 || ((r.systolic >= 140 || r.diastolic >= 90) && BP_SYMPTOM.test(folded));

function bpUrgent(r: TReading, folded: string): string {
  const symptoms = BP_SYMPTOM.test(folded);
  return [
    `🚨 **Pressão de ${said(r)}${symptoms ? " com esses sintomas" : ""} ${symptoms ? "é uma urgência: vá agora a um pronto-socorro ou UPA, ou ligue 192 (SAMU)." : "pede atendimento hoje, mesmo sem sintomas: procure uma UPA ou pronto-socorro."}**`,
    "",
    "- **Ligue 192 (SAMU) na hora** com dor ou aperto no peito, falta de ar, fraqueza ou formigamento de um lado do corpo, boca torta, fala enrolada, confusão ou vista escurecendo.",
    "- Enquanto isso: sentado(a) e em repouso, sem dirigir. Não tome remédio a mais por conta própria; se já toma remédio de pressão, leve as caixas.",
    "- **Chá (de chuchu, alho, hibisco ou qualquer outro) e dieta não baixam uma pressão assim a tempo:** não espere por eles.",
    "",
    "Depois do atendimento, a alimentação ajuda a manter a pressão no lugar (menos sal e ultraprocessados, mais frutas, verduras e feijão), junto com o acompanhamento médico.",
  ].join("\n");
}

const LOWER_ASKED = /\b(baixar|abaixar|controlar|diminuir|reduzir|descer|cair)\b|\b(o (que|q)|oq|que) (eu )?(como|comer|evito|evitar|corto|cortar)\b|\bcha de\b/;
const HIGH_BEFORE = /\b(pressao alta|hipertens\w*|pressao (ta|esta|anda|deu|subiu) (alta|elevada))\b/;

function bpFood(r: TReading | null): string {
  return [
    "**Para ajudar a baixar a pressão pela comida (padrão DASH, Diretrizes Brasileiras de Hipertensão 2020):**",
    "",
    "- **Sal:** no máximo 5 g por dia (1 colher de chá rasa), somando o da comida; tempere com alho, cebola, ervas e limão e tire o saleiro da mesa.",
    "- **Corte os salgados prontos:** embutidos (presunto, salsicha, linguiça, mortadela), tempero pronto em cubo ou sachê, macarrão instantâneo, salgadinho, enlatados e fast food.",
    "- **Mais frutas, verduras, legumes e feijão** em todas as refeições (o potássio e as fibras ajudam), leite e iogurte desnatados, castanhas sem sal.",
    "- **Álcool:** pouco ou nenhum. Peso, atividade física e sono também contam. Chá de chuchu ou de alho não substitui nada disso.",
    "",
    `${r ? `Com ${said(r)}, a` : "A"} comida ajuda, mas não substitui a consulta: marque com um(a) médico(a) (na UBS) **nos próximos dias** para repetir as medidas e ver se precisa de remédio. Dor de cabeça forte, dor no peito, falta de ar, vista embaçada ou fraqueza de um lado do corpo: pronto-socorro ou **192 (SAMU)**.`,
  ].join("\n");
}

/** A blood-pressure reading that cannot wait, told now or the turn before; or what to eat after a high reading. */
export function bloodPressure(u: TUnderstanding): string | null {
  const now = bpReading(u.folded);
  if (now && urgentReading(now, u.folded)) return bpUrgent(now, u.folded);
  const before = u.context ? bpReading(u.context) : null;
  if (before && urgentReading(before, u.context!) && u.type !== "small-talk") return bpUrgent(before, `${u.context} ${u.folded}`);
  const highBefore = (before && (before.systolic >= 140 || before.diastolic >= 90)) || HIGH_BEFORE.test(u.context ?? "");
  if (!now && highBefore && !PRESSURE_SAID.test(u.folded) && LOWER_ASKED.test(u.folded)) return bpFood(before);
  return null;
}

const FAINTED = /\b(desmaiei|desmaiou|apaguei|apagou|quase desmaiei|quase desmaio|to quase desmaiando|desmaiando|vou desmaiar|escureceu tudo|a vista escureceu)\b/;
const NOT_EATEN = /\b(sem comer|sem tomar cafe|nao (tinha |tava )?(comido|tomado cafe|almocado|jantado|comi|almocei|jantei|tomei cafe|comi nada)|em jejum|de jejum|jejum|so (tinha tomado|tomei) (cafe|agua)|pulei (o|a) \w+|de dieta|fazendo dieta)\b/;
const ON_A_DIET = /\b(dieta|emagrec\w*|fechar a boca|cortando|cortei)\b/;

/** A faint, or nearly, after not eating: eat once awake, be seen today, 192 for the signs; never "nada por boca". */
export function faintedWithoutFood(u: TUnderstanding): string | null {
  if (!FAINTED.test(u.folded) || !(NOT_EATEN.test(u.folded) || (NOT_EATEN.test(u.context ?? "") && !/\|/.test(u.folded)))) return null;
  const diet = ON_A_DIET.test(`${u.context ?? ""} ${u.folded}`);
  return [
    "⚠️ **Desmaio não é normal, mesmo que tenha sido por estar sem comer. Agora:** se ainda estiver fraco(a) ou tonto(a), sente ou deite com as pernas para cima; quando estiver bem acordado(a) e conseguindo engolir, **coma algo com carboidrato e beba água** (pão com queijo, uma fruta, um copo de leite ou de suco).",
    "",
    "- **Procure atendimento hoje** (UBS, UPA ou o seu médico) para ver pressão, glicemia e coração, ainda mais se bateu a cabeça, se já aconteceu antes ou se você toma algum remédio.",
    "- **Ligue 192 (SAMU)** se desmaiar de novo ou tiver dor no peito, falta de ar, coração disparado, convulsão, confusão ou fraqueza de um lado do corpo.",
    "",
    diet
      ? "**E a dieta que faz desmaiar está restritiva demais:** não fique sem café da manhã nem pule refeições para emagrecer. Coma em horários regulares, com carboidrato e proteína (pão com ovo, fruta com iogurte, arroz e feijão), e monte o plano com um **nutricionista**."
      : "Daqui pra frente, não saia de casa em jejum: um café da manhã simples (pão com ovo ou queijo, fruta, leite) já evita que aconteça de novo.",
  ].join("\n");
}

const STIMULANT = /\b(energetic\w*|energy drinks?|monster|red ?bull|tnt|baly|fusion|pre ?treino|pre workout|cafeina|termogenic\w*|\d+ (xicaras|copos|canecas) de cafe|\d+ cafes)\b/;
const HEART_RACING =
  /\b(coracao (\w+ )?(disparad\w*|acelerad\w*|dispara|disparando|acelera|acelerando|bat\w* (muito |mt |bem |tao )?(forte|rapido|acelerado|descompassado)|saindo pela boca|palpitando|descompassad\w*)|palpitac\w*|taquicardi\w*|batedeira|arritmia|pontada no peito|tremedeira|mao tremendo)\b/;

/** Slimming pills that speed the heart, said in this turn or the one before. */
const SLIMMING_PILL = /\b(sibutramina|anfepramona|femproporex|fenproporex|mazindol|remedio (de|pra|para) emagrecer|inibidor de apetite|remedio pra tirar a fome)\b/;
const SLIMMING_PILL_HEART = [
  "⚠️ **Coração acelerado com remédio para emagrecer é efeito do remédio e pede atenção hoje: não tome a próxima dose.**",
  "",
  "- Procure hoje uma **UPA** ou um **pronto-atendimento** e leve o nome do remédio e há quanto tempo toma: a sibutramina e os inibidores de apetite sobem a pressão e aceleram o coração, e isso precisa ser examinado.",
  "- Até lá, fique em repouso, beba água e evite café, energético e pré-treino.",
  "",
  "🚨 **Dor ou aperto no peito, falta de ar, desmaio ou o coração disparado sem parar: ligue 192 (SAMU) agora.**",
].join("\n");

/** Energy drinks, pre-workout or caffeine with the heart racing: not normal, what to cut, who to see, 192. */
export function stimulantHeart(u: TUnderstanding, facts: TUserFacts): string | null {
  // "peguei sibutramina da minha irmã" then "tô sentindo o coração acelerado": the pill is the stimulant (decision 198).
  if (HEART_RACING.test(u.folded) && SLIMMING_PILL.test(`${u.context ?? ""} ${u.folded}`)) return SLIMMING_PILL_HEART;
  if (!STIMULANT.test(u.folded) || !HEART_RACING.test(u.folded)) return null;
  return [
    "⚠️ **Não é normal: coração disparado com energético, pré-treino ou muito café é sinal de cafeína e estimulantes demais.** Pare com eles a partir de hoje.",
    "",
    facts.minor
      ? "- **Para menores de 18 anos, energético e pré-treino não são indicados**; o limite de cafeína é bem menor do que o de um adulto (cerca de 3 mg por kg de peso por dia)."
      : "- **Limite de cafeína para um adulto saudável: até 400 mg por dia** (EFSA 2015), somando tudo. Uma lata de 250 ml de energético tem cerca de 80 mg; uma de 473 ml, cerca de 150 a 160 mg; uma dose de pré-treino pode passar de 300 mg; um café coado de 50 ml, cerca de 40 mg.",
    "- Corte de vez os energéticos e reduza o café aos poucos (a dor de cabeça dos primeiros dias passa). Para estudar ou treinar: sono de 7 a 8 horas, refeições regulares, água, pausas curtas.",
    "- **Marque um(a) clínico(a) ou cardiologista** nos próximos dias e conte quanto você toma: palpitação que se repete merece um eletrocardiograma.",
    "",
    "🚨 **Dor ou aperto no peito, falta de ar, desmaio ou coração disparado que não passa em repouso: ligue 192 (SAMU) ou vá ao pronto-socorro.**",
  ].join("\n");
}

const VITAMIN_D = /\b(vitamina d\d?|vit d\d?|d3|colecalciferol|addera|depura)\b/;
const BIG_DOSE = /\b([1-9]\d) ?(000|mil)\b/;
const DAILY = /\b(todo dia|todos os dias|por dia|ao dia|diari\w*|(1|uma|um) (por|ao) dia|cada dia)\b/;

/** Vitamin D of 10,000 UI or more a day on one's own: stop, the limit, the signs of excess. */
export function vitaminMegadose(folded: string, before = ""): string | null {
  const dose = BIG_DOSE.exec(folded);
  if (!(VITAMIN_D.test(folded) || VITAMIN_D.test(before)) || !dose || !DAILY.test(folded) || /\b(semana|semanal\w*|por semana)\b/.test(folded)) return null;
  return [
    `**Não tome ${dose[1]}.000 UI de vitamina D por dia.** Essa dose existe para tratar deficiência **uma vez por semana** ou por pouco tempo, com receita e exame; todo dia, por semanas, ela se acumula e causa **intoxicação**: cálcio alto no sangue, enjoo, vômitos, sede e xixi demais, fraqueza, confusão e pedra ou lesão nos rins.`,
    "",
    "- **Vitamina D não emagrece:** os estudos não mostram perda de peso com suplemento.",
    "- Sem acompanhamento, o limite seguro para um adulto é **4.000 UI por dia** (Institute of Medicine); a dose certa para você depende do exame (25-OH vitamina D), pedido pelo(a) médico(a).",
    "- Se já tomou alguns dias: pare e conte ao médico, que pode pedir cálcio e vitamina D no sangue. Vômitos que não param, muita sede e confusão pedem atendimento no mesmo dia.",
  ].join("\n");
}
