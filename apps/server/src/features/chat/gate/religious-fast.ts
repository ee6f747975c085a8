import { mentionsRisk } from "../understand/risk-lexicon";
import type { TUnderstanding } from "../understand/understand";
import type { TUserFacts } from "../understand/user-facts";

/**
 * A fast kept for faith ("jejum de 1 dia na igreja", "jejum de Daniel", "vou jejuar no ramadã"): respected and answered
 * with how to get through it well, never read as a fast to lose weight nor met with the crisis or a canned no-answer.
 * With a glucose-lowering medicine, pregnancy or breastfeeding, or under 18, the doctor first (decision 198).
 */
const DANIEL = [
  "**O jejum de Daniel é uma alimentação só de origem vegetal** (sem carne, leite, ovo, doces e, em muitas igrejas, sem café), e dá para ter proteína suficiente nesses 21 dias:",
  "",
  "- **Feijão, lentilha, grão-de-bico, ervilha e soja** (ou tofu) em almoço e jantar, uma concha cheia ou mais: com o **arroz**, a proteína fica completa.",
  "- **Amendoim, castanhas, sementes** (gergelim, girassol, abóbora) e pasta de amendoim nos lanches; aveia no café da manhã.",
  "- Mantenha as refeições nos horários de sempre, com legumes, verduras e frutas, e beba água.",
].join("\n");

const DAYTIME = [
  "**Para um jejum do nascer ao pôr do sol, como no Ramadã**, o que ajuda a atravessar o dia:",
  "",
  "- **Na refeição antes do amanhecer (suhoor):** carboidrato que sustenta (aveia, pão integral, arroz, batata-doce, cuscuz), proteína (ovo, iogurte, queijo, feijão) e fruta; pouco sal e pouca fritura, que dão sede; **bastante água**.",
  "- **Para quebrar o jejum (iftar):** comece com água e tâmaras ou uma fruta, depois um prato de verdade, sem exagerar de uma vez; beba água aos poucos até dormir.",
  "- Evite café e refrigerante em excesso à noite: tiram o sono e fazem perder água.",
].join("\n");

const ONE_DAY = [
  "**Para um jejum de um dia por fé, o que ajuda a atravessar bem:**",
  "",
  "- **Hoje, coma normalmente**, sem exagerar nem pular refeições: arroz, feijão, uma carne ou ovo, legumes no almoço e no jantar, uma fruta e um lanche com pão ou aveia. Pouco sal e pouca fritura, que dão sede.",
  "- **Beba bastante água** hoje e, se o seu jejum permitir, amanhã também.",
  "- **Para quebrar o jejum**, comece leve (uma fruta, um caldo, um pão com algo) e faça a refeição seguinte normal.",
  "- Tontura forte, desmaio ou palpitação durante o jejum: pare e coma algo.",
].join("\n");

const DOCTOR_FIRST =
  "⚠️ **Antes de jejuar, fale com o seu médico:** com insulina ou remédios para a glicose, na gestação ou amamentando, e para menores de 18 anos, o jejum pode fazer mal, e muitas religiões dispensam quem está nessas situações.";

const DAYS_ON_WATER = [
  "**Vários dias só com água não é seguro, mesmo num propósito de fé:** o açúcar do sangue cai, vêm tontura, fraqueza e desmaio, e o coração sente a falta de sais.",
  "",
  "- Muitas igrejas aceitam um **jejum parcial**: o jejum de Daniel (só alimentos de origem vegetal), ficar sem uma refeição por dia, ou deixar de lado um alimento de que se gosta.",
  "- Se for fazer, converse antes com o seu **médico**; e, durante, tontura forte, desmaio ou palpitação pedem parar e comer.",
].join("\n");

/** The answer for a fast kept for faith said this turn or the one before; null when none was said. */
export function religiousFast(u: TUnderstanding, facts: TUserFacts): string | null {
  const said = `${u.context ?? ""} ${u.folded}`;
  const daniel = mentionsRisk(said, "plant_fast");
  if ((!daniel && !mentionsRisk(said, "religious_fast")) || mentionsRisk(said, "weight_motive")) return null;
  const days = mentionsRisk(said, "multi_day") || mentionsRisk(said, "long_fast");
  const body = daniel ? DANIEL : /\b(ramada|ramadan|ramadao|yom kipur|quaresma)\b/.test(said) ? DAYTIME : days ? DAYS_ON_WATER : ONE_DAY;
  const careful = facts.risks.glucoseLowering || facts.conditions.has("PREGNANCY") || facts.conditions.has("LACTATION") || facts.minor;
  return careful && body !== DANIEL ? `${DOCTOR_FIRST}\n\n${body}` : body;
}
