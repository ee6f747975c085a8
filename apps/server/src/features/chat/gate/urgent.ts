import { mentionsRisk, riskSigns } from "../understand/risk-lexicon";

/** Said alone, before anything else, when a food allergy may be reacting now (the lexicon's "allergic-reaction" sign). */
export const ALLERGIC_REACTION_NOW = [
  "🚨 **Isso pode ser uma reação alérgica grave (anafilaxia). Aja agora:**",
  "",
  "1. Se você (ou a pessoa) tem **adrenalina autoinjetável** (caneta de epinefrina) receitada, **use já**, na parte de fora da coxa.",
  "2. **Ligue 192 (SAMU)** ou vá ao pronto-socorro mais próximo **agora**, mesmo que melhore: a reação pode voltar horas depois.",
  "3. Não coma nem beba mais nada do que causou. Com falta de ar, fique sentado(a); com tontura ou fraqueza, deitado(a) com as pernas para cima. Não fique sozinho(a) e não dirija.",
  "4. Antialérgico em comprimido **não substitui** a adrenalina nem o atendimento.",
  "",
  "Depois do atendimento, procure um(a) **alergista**: ele confirma o alimento, orienta a leitura de rótulos (\"ALÉRGICOS: CONTÉM…\" e \"PODE CONTER…\") e o plano de emergência.",
].join("\n");

export const allergicReactionNow = (folded: string): boolean => riskSigns(folded).some((s) => s.reply === "allergic-reaction");

/**
 * Signs that cannot wait once someone is purging, starving or taking laxatives or diuretics: fainting, blood in the
 * vomit, a racing heart, chest pain, confusion, strong cramps.
 */
const RED_FLAG =
  /\b(desmai\w*|apaguei|perdi os sentidos|(vomit\w*|vomito|golfei|botei pra fora) (com |com um pouco de |com muito )?sangue|sangue no vomito|(coracao|peito) (disparad\w*|acelerad\w*|disparando|acelerando|batendo (muito )?forte)|palpitac\w*|arritmia|dor no peito|aperto no peito|confus[ao]\w*|convuls\w*|caimbras? (forte|fortes|no corpo todo)|nao (consigo|to conseguindo) (ficar em pe|levantar|andar)|sem forcas? (pra|para) (levantar|ficar em pe|andar)|(muito|bem|super) (fraca|fraco|tonta|tonto)|vista escur\w*)\b/;

export const URGENT_NOW =
  "🚨 **O que você descreve agora é sinal de alerta e não pode esperar:** desmaio, vômito com sangue, coração disparado, dor no peito, confusão ou câimbras fortes, depois de vomitar, tomar laxante ou diurético ou ficar sem comer, podem ser desidratação ou potássio baixo, que afetam o coração. **Ligue 192 (SAMU) ou vá a um pronto-socorro agora**, de preferência acompanhado(a), e não dirija. Conte lá o que você tem feito: isso ajuda a equipe a cuidar de você.";

export const redFlagNow = (folded: string): boolean => RED_FLAG.test(folded);

/** Eating very little, days without food or skipped meals said in the turn before: a red flag now is urgent too. */
const EATING_LITTLE = /\b(comendo|comi|como) (bem |muito |tao )?(pouco|pouquinho|quase nada)\b|\bsem comer\b|\bsem fome\b|\b(so|somente|apenas) (com |no |na |de )?(cafe|agua|cha|suco|liquidos?|bolachas?|biscoitos?|frutas?|gelatina)\b/;

export function eatingLittle(folded: string): boolean {
  return EATING_LITTLE.test(folded) || ["starving", "ate_little", "very_little", "skip_meal", "stop_eating", "fasting_plain", "laxative", "diuretic", "purge_act"].some((c) => mentionsRisk(folded, c));
}

/** An emergency said in any conversation, whoever it is about: chest pain, fainting, a seizure, no air, stroke signs. */
const EMERGENCY = /\b(muita |forte |uma )?dor (forte |muito forte |no meio )?(no|do) peito\b|\b(aperto|pressao) no peito\b|\b(desmai\w*|apaguei|perdi os sentidos|convuls\w*|nao consigo respirar|nao (ta|esta) conseguindo respirar|falta de ar|boca torta|rosto torto|nao consigo (mexer|sentir) (o|a|um) (braco|perna|lado)|fala enrolada)\b/;
const NOT_AN_EMERGENCY = /\bfalta de ar de (tao|tanto) (cheio|cheia|comer)\b|\b(pode|posso|se|quando|caso|evitar|previne|o que fazer se)\b.*\b(desmai\w*|dor no peito)\b|\b(desmai\w*|apaguei|infart\w*) de (tanto )?(rir|vergonha|sono|preguica|tedio|emocao)\b/;

export const emergencyNow = (folded: string): boolean => EMERGENCY.test(folded) && !NOT_AN_EMERGENCY.test(folded);

export const EMERGENCY_NOW = [
  "🚨 **Isso pode ser uma emergência: ligue 192 (SAMU) ou vá a um pronto-socorro agora.** Dor ou aperto no peito (principalmente com suor frio, falta de ar ou dor que vai para o braço ou a mandíbula), desmaio, convulsão, falta de ar, boca torta ou fraqueza de um lado do corpo não esperam.",
  "",
  "Enquanto a ajuda chega: fique sentado(a) ou deitado(a), não fique sozinho(a), não dirija e não coma nem beba nada. Se a pessoa desmaiou e já acordou, ela precisa de avaliação médica hoje, mesmo se parecer bem.",
].join("\n");
