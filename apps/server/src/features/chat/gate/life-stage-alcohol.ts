import type { TUnderstanding } from "../understand/understand";
import type { TUserFacts } from "../understand/user-facts";
import { mentionsRisk } from "../understand/risk-lexicon";

/** A question in the person's words: a question mark or the ways a permission is asked ("pode?", "dá pra", "faz mal"). */
const ASKS = /\b(pode|posso|poderia|podia|da pra|da para|faz mal|tem problema|libera\w*|liberad[oa]|e se|sera que|tudo bem|de boa)\b/;
/** Drinks said as alcohol-free: the curated entry on "sem álcool" answers them. */
const ALCOHOL_FREE = /\b(sem alcool|zero alcool|0 0|desalcoolizad\w*)\b/;
/** The drink weighed against the day or the target ("cabe?", "estoura minha meta?"): the day's answer carries the note. */
const AGAINST_THE_DAY = /\b(cabe|caberia|estoura\w*|meta|calorias?|kcal|engorda\w*|dieta|macros?)\b/;

const PREGNANT_ANSWER =
  "**Não: na gestação, nem uma tacinha.** Não existe quantidade de álcool considerada segura para o bebê em nenhuma fase da gravidez (Ministério da Saúde, FEBRASGO): o álcool passa pela placenta e pode afetar o crescimento e o cérebro do bebê. Isso vale para vinho, cerveja, espumante e destilados, no jantar, no fim de semana ou numa festa.\n\nPara brindar: suco de uva integral, água com gás com limão e gelo, ou um drink sem álcool (a cerveja \"sem álcool\" pode ter até 0,5 %, então prefira evitar). Se bebeu antes de saber da gravidez, não entre em pânico: conte ao seu **obstetra** no pré-natal.";
const NURSING_ANSWER =
  "**Na amamentação, o mais seguro é não beber.** O álcool passa para o leite e pode deixar o bebê sonolento e atrapalhar a mamada e o sono. Se for tomar uma dose numa ocasião, amamente antes e espere **pelo menos 2 a 3 horas por dose** para amamentar de novo (tirar e descartar o leite não acelera isso), e não durma com o bebê na cama depois de beber. Dúvidas no seu caso: o **pediatra** do bebê.";

/**
 * "e uma tacinha de vinho no jantar pode?", "e um vinho no fim de semana?" from someone who said she is pregnant or
 * nursing: the answer is about the baby, whatever the thread was about (decision 222). Drinks said alcohol-free are the
 * curated entry's.
 */
export function lifeStageAlcoholAsked(u: TUnderstanding, facts: TUserFacts): string | null {
  const pregnant = facts.conditions.has("PREGNANCY");
  if (!pregnant && !facts.conditions.has("LACTATION")) return null;
  if (u.type === "meal-to-log" || facts.child !== null) return null;
  const own = u.context && u.folded.startsWith(`${u.context} `) ? u.folded.slice(u.context.length).trim() : u.folded;
  if (!mentionsRisk(own, "alcohol") || ALCOHOL_FREE.test(own)) return null;
  if (!u.text.includes("?") && !ASKS.test(own)) return null;
  // "posso beber cerveja? e café?": two things asked, each answered by its own entry.
  if ((u.text.match(/\?/g)?.length ?? 0) > 1 || AGAINST_THE_DAY.test(own)) return null;
  return pregnant ? PREGNANT_ANSWER : NURSING_ANSWER;
}
