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

export function keepsGoing(folded: string, earlier: string): string | null {
  if (!CARRY_ON.test(folded) || !fastedBefore(earlier)) return null;
  return `${KEEP_GOING_NO}\n\n${CARE_AGAIN}`;
}
