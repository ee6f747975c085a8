import type { TCondition } from "../understand/stated-facts";

const SWELLING = /\b(inchad[oa]s?|inchaco|inchando|inchei|retencao|retendo liquido|pes grossos|pe inchado)\b/;
const PREECLAMPSIA_SIGNS = /\b(dor de cabeca|visao (turva|embacada|escura)|pontos (pretos|brilhantes)|pressao (alta|subiu|ta alta)|de repente|rosto|maos|dor (na|no) (estomago|boca do estomago)|falta de ar)\b/;

/**
 * Swelling in pregnancy: with headache, blurred sight or a sudden face, it is seen today (pre-eclampsia), before any
 * food and before any refusal (a slimming tea "pra desinchar" is refused after it).
 */
export function pregnancySwellingWarning(folded: string, conditions: ReadonlySet<TCondition>): string | null {
  if (!conditions.has("PREGNANCY") || !SWELLING.test(folded)) return null;
  return isUrgentSwelling(folded)
    ? "🚨 **Inchaço na gestação com dor de cabeça, visão turva, pressão alta ou inchaço de repente no rosto e nas mãos precisa de avaliação hoje**: procure o pronto-atendimento obstétrico ou a maternidade, pode ser pré-eclâmpsia. Não espere para ajustar a alimentação."
    : "⚠️ Um pouco de inchaço nos pés e tornozelos no fim do dia é comum na gestação. **Se vier de repente, no rosto e nas mãos, ou junto de dor de cabeça, visão turva ou pressão alta, procure a maternidade no mesmo dia.** Não corte água nem sal por conta própria: conte ao seu obstetra no pré-natal.";
}

function isUrgentSwelling(folded: string): boolean {
  return SWELLING.test(folded) && PREECLAMPSIA_SIGNS.test(folded);
}
