/**
 * A diuretic for the heart or heart failure, with water talked about ("ela toma furosemida pro coração, muda alguma
 * coisa?" after a question on how much water to drink): the amount of fluid may be limited, and the cardiologist sets it.
 * Never the healthy adult's "2 litros por dia".
 */
const DIURETIC = /\b(furosemida|lasix|hidroclorotiazida|clortalidona|indapamida|espironolactona|aldactone|diuretic\w*|remedio (?:pra|para|de) (?:urinar|fazer xixi|tirar liquido|desinchar))\b/;
const HEART = /\b(coracao|cardiac\w*|cardiologista|cardio|insuficiencia cardiaca|pressao)\b/;
const HEART_FAILURE = /\b(insuficiencia cardiaca|coracao (?:fraco|grande|inchado|dilatado)|cardiomegalia)\b/;
const WATER = /\b(agua|liquidos?|hidrat\w*|sede|litros?|beber|bebe|bebo|tomar agua)\b/;

const HEART_FLUIDS = [
  "**Com furosemida ou outro diurético para o coração, a quantidade de líquido do dia pode ter um limite, e quem define é o(a) cardiologista.** Na insuficiência cardíaca, beber demais acumula líquido (inchaço nas pernas, falta de ar, ganho rápido de peso); e pouca água junto com o diurético desidrata e derruba a pressão, principalmente no calor e em idosos, que sentem pouca sede.",
  "",
  "Então não force os 2 litros da referência geral: pergunte ao médico qual é a meta de líquidos por dia (contam água, sucos, chás, leite e sopas) e divida em horários combinados. Pesar todo dia no mesmo horário ajuda a perceber retenção.",
  "",
  "**Procure atendimento** com falta de ar, inchaço que aumenta ou ganho de mais de 2 kg em 2 a 3 dias; ou, no outro extremo, tontura ao levantar, confusão, boca muito seca e pouca urina.",
  "",
  "_Fonte: Heidenreich PA et al. 2022 AHA/ACC/HFSA Guideline for the Management of Heart Failure. Circulation. 2022;145(18):e895-e1032._",
].join("\n");

/** The fluid answer for a heart treated with a diuretic, when water is the subject now or just before; null otherwise. */
export function heartFluidsAnswer(folded: string, earlier: string, loggingAMeal: boolean): string | null {
  if (loggingAMeal) return null;
  const all = `${earlier} ${folded}`;
  const heartNow = (DIURETIC.test(folded) && HEART.test(all)) || HEART_FAILURE.test(folded);
  const heartBefore = (DIURETIC.test(earlier) && HEART.test(earlier)) || HEART_FAILURE.test(earlier);
  if (heartNow && WATER.test(all)) return HEART_FLUIDS;
  if (heartBefore && WATER.test(folded)) return HEART_FLUIDS;
  return null;
}
