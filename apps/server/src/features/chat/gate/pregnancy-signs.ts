import type { TCondition } from "../understand/stated-facts";
import { mentionsRisk } from "../understand/risk-lexicon";
import { saysLowMood } from "./feelings";

/** Vomiting that keeps nothing down: hyperemesis can dry out mother and baby within a day. */
const KEEPS_NOTHING_DOWN =
  /\b(?:vomito tudo|vomitando tudo|vomitei tudo|(?:nao|n) (?:consigo|to conseguindo|tou conseguindo|estou conseguindo) (?:segurar|manter|parar) nada|nada (?:para|fica|parou) no estomago|nem agua (?:para|fica|parou|consigo)|vomit\w* (?:o dia (?:todo|inteiro)|toda hora|sem parar|varias vezes (?:por|ao|no) dia))\b/;
/** A day or more without eating for the nausea ("fiquei o dia todo sem comer de enjoo"). */
const NOT_EATING_FOR_NAUSEA = /\b(?:sem comer|nao (?:consigo|to conseguindo) comer|nao comi nada)\b.*\b(?:enjoo|enjoada|nausea|vomit\w*)\b|\b(?:enjoo|enjoada|nausea)\b.*\b(?:sem comer|nao (?:consigo|to conseguindo) comer|nao comi nada)\b/;

/**
 * Signs in pregnancy that cannot wait for a food answer: vomiting that keeps nothing down (today, at the maternity), a
 * day without eating for nausea (the obstetrician, and when to go), sadness that lasts (the prenatal team, CVV).
 */
export function pregnancySignsWarning(folded: string, conditions: ReadonlySet<TCondition>): string | null {
  if (!conditions.has("PREGNANCY")) return null;
  if (KEEPS_NOTHING_DOWN.test(folded)) {
    return "🚨 **Vomitar tudo na gestação, sem conseguir segurar nem líquidos, precisa de avaliação hoje:** procure o pronto-atendimento obstétrico ou a maternidade, ainda mais se estiver fazendo pouco xixi, com tontura, boca muito seca ou perdendo peso (pode ser hiperêmese gravídica, que se trata com soro e remédio). Até lá, tente goles pequenos de água gelada, água de coco ou picolé de fruta a cada 10 a 15 minutos.";
  }
  if (NOT_EATING_FOR_NAUSEA.test(folded)) {
    return "⚠️ **Ficar o dia sem comer por causa do enjoo merece aviso ao seu obstetra.** Se não parar nem líquido, se o xixi diminuir ou vier tontura, vá à maternidade no mesmo dia.";
  }
  // Sadness that lasts or takes the appetite ("não consigo comer nada, só choro"): the lexicon's low mood, said in pregnancy.
  if (saysLowMood(folded)) {
    const notEating = mentionsRisk(folded, "cant_eat") ? " Se passar o dia sem conseguir comer nem beber, vá à maternidade no mesmo dia." : "";
    return `⚠️ **Tristeza que dura dias na gestação merece cuidado, e tem tratamento:** conte ao seu obstetra no pré-natal ou procure a UBS; o **CVV (188)** atende de graça, 24 horas, se estiver difícil.${notEating} Você não precisa passar por isso sozinha.`;
  }
  return null;
}
