import type { TUnderstanding } from "../understand/understand";
import type { TUserFacts } from "../understand/user-facts";
import { mentionsRisk } from "../understand/risk-lexicon";

/**
 * A pregnancy that may have begun ("tô tentando engravidar", "minha menstruação tá atrasada") or that was not yet known
 * when she drank ("bebi antes de saber"). Alcohol asked then is answered for a possible pregnancy, never with a beer's
 * card or the adult's "quanto menos, melhor"; the delay itself is met with the test and what to do until it (decision 194).
 */
const drinks = (folded: string) => mentionsRisk(folded, "alcohol") || mentionsRisk(folded, "drinking_plain");
const maybe = (folded: string) => mentionsRisk(folded, "maybe_pregnant");
const TRYING = /\b(tentando|querendo|planejando|pensando em) (engravidar|ter)\b|\bparei (o|de tomar o|a) (anticoncepcional|pilula)\b/;

const NOT_UNTIL_YOU_KNOW =
  "**Com chance de gravidez, o mais seguro é não beber até saber:** o álcool passa para o bebê desde as primeiras semanas, quando muitas mulheres ainda não sabem que estão grávidas, e não existe quantidade segura na gestação. Troque por água com gás e limão, suco, refrigerante zero ou um drink sem álcool.";
const TEST_FIRST =
  "**Com a menstruação atrasada, faça um teste de gravidez:** o de farmácia já funciona a partir do primeiro dia de atraso (de manhã, com a primeira urina), e o exame de sangue (beta-hCG) é gratuito na **UBS**. Até ter a resposta, sem álcool, sem remédios por conta própria e sem chás de ervas.";
const TRYING_CARE =
  "**Para quem está tentando engravidar:** comece o **ácido fólico** (400 µg, 0,4 mg por dia) já, de preferência desde antes de engravidar, para proteger a formação do bebê; deixe o álcool de lado durante as tentativas, porque a gravidez costuma ser descoberta semanas depois; e marque uma consulta com o(a) **ginecologista** ou na **UBS** para os exames de antes da gestação.";
const DRANK_BEFORE_KNOWING =
  "**Calma: beber antes de saber da gravidez é muito comum, e o mais importante é parar a partir de agora.** O risco depende de quanto e de quantas vezes; uma ocasião no começo, antes de saber, costuma não deixar problema. Conte ao(à) **obstetra** (ou na **UBS**) na primeira consulta do pré-natal, que deve ser logo, e comece o **ácido fólico** se ainda não toma. Daqui para a frente, nenhuma bebida alcoólica até o fim da gestação e durante a amamentação.";

export function maybePregnant(u: TUnderstanding, facts: TUserFacts): string | null {
  if (u.stated.thirdPerson) return null;
  const before = `${u.earlier ?? ""} ${u.context ?? ""}`;
  const pregnant = facts.conditions.has("PREGNANCY");
  // "bebi umas taças antes de saber": what was drunk before she knew, with what to do now.
  if ((pregnant || maybe(`${before} ${u.folded}`)) && drinks(u.folded) && mentionsRisk(u.folded, "drank_already")) return DRANK_BEFORE_KNOWING;
  if (pregnant) return null;
  const said = `${before} ${u.folded}`;
  if (!maybe(said)) return null;
  const trying = TRYING.test(said);
  if (drinks(u.folded)) return [NOT_UNTIL_YOU_KNOW, trying ? TRYING_CARE : TEST_FIRST].join("\n\n");
  // The delay or the trying said now: the test, or the care before a pregnancy.
  return maybe(u.folded) ? (trying ? TRYING_CARE : TEST_FIRST) : null;
}
