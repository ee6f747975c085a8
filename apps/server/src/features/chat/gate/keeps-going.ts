import { mentionsRisk } from "../understand/risk-lexicon";
import { CARE_AGAIN } from "./crisis";

/**
 * "vou até o 7º dia", "aguento mais uns dias", "vou continuar": carrying on with a fast or with eating almost nothing told
 * in an earlier message. A plain no, why, and when not to wait, never an "Anotei" (issue 27).
 */
const CARRY_ON = /\b(vou|vo|quero|pretendo|consigo|aguento|da pra) (ate|continuar|seguir|aguentar|manter|ir ate|fazer mais|ficar mais)\b|\bcontinu(o|ar|ando)\b|\baguento\b|\bfalta(m)? (so )?(\d+|um|uma|dois|duas|tres|pouco)\b|\b(mais|outros?) (uns |umas )?(\d+|um|uma|dois|duas|tres|uns|alguns) dias?\b|\bate (o|a) (\d+|setim[oa]|decim[oa]|quint[oa]|fim)\b|\bate (segunda|terca|quarta|quinta|sexta|sabado|domingo|o fim de semana)\b/;

function fastedBefore(earlier: string): boolean {
  return ["fasting_plain", "fasting_words", "starving"].some((concept) => mentionsRisk(earlier, concept));
}

const KEEP_GOING_NO = [
  "**Não continue: não é seguro.** Depois de dias sem comer (ou comendo quase nada), cada dia a mais aumenta o risco de desmaio, de alterações do coração e dos sais minerais (como o potássio) e de perder músculo; e a tontura que você sente já é o corpo avisando. O melhor é voltar a comer hoje, aos poucos: algo leve agora (um caldo, uma fruta, um pão com ovo), e refeições pequenas e regulares nos próximos dias.",
  "",
  "**Com desmaio, coração disparado, confusão ou falta de ar, ligue 192 (SAMU) ou vá a um pronto-socorro agora.** Se os próximos dias forem difíceis, procure um(a) médico(a) para avaliar a volta à alimentação.",
].join("\n");

/** "amanhã quero fazer igual", "vou repetir": the same day again. */
const SAME_AGAIN = /\b(vou|vo|quero|pretendo|posso|da pra) (repetir|fazer igual|fazer o mesmo|fazer de novo)\b|\b(fazer|faco|comer|repetir|repito) (igual|de novo|a mesma coisa|o mesmo|assim)\b|\b(amanha|semana) (tambem|igual|de novo)\b|\bfazer isso (todo dia|a semana toda|mais (uns )?dias)\b/;

/** A day of almost nothing told before ("hoje comi só uma maçã e um iogurte"), not days of fasting. */
function littleBefore(earlier: string): boolean {
  const forTheDay = /\b(hoje|hj|o dia (todo|inteiro)|no dia|ontem)\b/.test(earlier) && !/\b(no|na|de) (cafe|almoco|janta|jantar|lanche)\b/.test(earlier);
  return forTheDay && ["very_little", "ate_little", "very_little_kcal"].some((concept) => mentionsRisk(earlier, concept));
}

const LITTLE_AGAIN_NO = [
  "**Não repita um dia assim: é muito pouco para um dia inteiro**, bem abaixo do que o corpo gasta só para funcionar. Não vou calcular quanto você perderia, porque esse não é um jeito seguro de emagrecer: o que a balança mostra a mais nesses dias é água e músculo, e a fome acumulada costuma terminar em comer demais.",
  "",
  "O que funciona e dá para manter: as refeições do dia (café, almoço, lanche e jantar) com porções um pouco menores, proteína e legumes em todas, e menos ultraprocessados. Se quiser, me diga o que costuma comer que eu ajudo a montar um dia assim. Se comer mais estiver difícil, ou a vontade de emagrecer rápido estiver pesando, converse com um(a) **nutricionista** ou um(a) **psicólogo(a)**; o **CVV (188)** atende 24 horas.",
].join("\n");

export function keepsGoing(folded: string, earlier: string): string | null {
  if (CARRY_ON.test(folded) && fastedBefore(earlier)) return `${KEEP_GOING_NO}\n\n${CARE_AGAIN}`;
  if ((CARRY_ON.test(folded) || SAME_AGAIN.test(folded)) && littleBefore(earlier)) return LITTLE_AGAIN_NO;
  return null;
}
