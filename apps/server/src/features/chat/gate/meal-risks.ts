import { compositionOfName } from "@nutriguia/nutrition";
import { foldText } from "../chat.text";
import type { TUserFacts } from "../understand/user-facts";
import { mentionsRisk } from "../understand/risk-lexicon";
import { bingeWarning, cardItems } from "./alcohol-amount";

/** Fizzy drinks, which a bariatric stomach does not take (alcohol is read by the lexicon). */
const FIZZY = /\b(refri\w*|refrigerante\w*|coca|guarana|agua com gas|agua gaseificada|gaseificad\w*|energetico\w*|soda|tonica|espumante)\b/;

/** How a meal's words split into its foods, so one cooked piece does not vouch for a raw one beside it. */
const FOOD_SEPARATOR = /\s*(?:[,;+|]| e | com | mais )\s*/;
/** Said of any food, not named as dishes by the engine's recipes: undercooked doneness, raw milk, oysters. */
const RAW_SAID = /\b(mal ?passad[oa]s?|leite cru|ostras?)\b/;

/** Raw or undercooked animal foods, which pregnancy leaves out (toxoplasmosis, listeria, salmonella): the engine's recipes tell a sashimi from a grilled-salmon temaki. */
function saysRawAnimal(said: string): boolean {
  const folded = foldText(said);
  if (RAW_SAID.test(folded)) return true;
  return folded.split(FOOD_SEPARATOR).some((food) => compositionOfName(food)?.contains.includes("raw_animal") ?? false);
}

const PREGNANCY_ALCOHOL =
  "🚫 **Na gestação, nenhuma quantidade de bebida alcoólica é segura para o bebê:** o álcool passa pela placenta e pode afetar o crescimento e o cérebro dele. Se já bebeu, não entre em pânico, mas daqui para a frente **pare de beber** e conte ao seu **obstetra** no pré-natal. Se estiver difícil parar, o pré-natal e o CAPS AD da sua cidade ajudam, sem julgamento.";
const LACTATION_ALCOHOL =
  "🚫 **Na amamentação, evite bebida alcoólica:** o álcool passa para o leite e pode deixar o bebê sonolento e atrapalhar o sono e a mamada. Se bebeu, espere **pelo menos 2 a 3 horas por dose** antes de amamentar (tirar e descartar o leite não acelera isso) e não durma com o bebê na cama. Converse com o **pediatra** se isso se repetir.";
const MEDICINE_ALCOHOL =
  "⚠️ **Você me disse que toma um remédio que não combina com álcool.** Juntos, eles podem causar sonolência forte, queda de pressão ou, com remédios do diabetes, hipoglicemia horas depois. Não pule nem mude o remédio por causa da bebida; nas próximas vezes, fique sem álcool e converse com o **médico** ou o **farmacêutico**. Sonolência que não passa, confusão ou dificuldade para respirar: **192 (SAMU)**.";
const BARIATRIC_DRINKS =
  "⚠️ **Depois da bariátrica, bebida alcoólica e bebidas com gás pedem cuidado:** o álcool sobe mais rápido e mais forte no sangue, e o gás distende o estômago operado. Siga o que a sua **equipe da cirurgia** liberou e converse com o **nutricionista** que acompanha você.";
const LIGHT_MEAL_ON_INSULIN =
  "⚠️ **Com insulina ou remédio que baixa a glicose, uma refeição muito pequena (só salada, só fruta, só café) pode causar hipoglicemia**, inclusive de madrugada. Se a dose não foi ajustada para isso, complete a refeição com um carboidrato (arroz, pão, batata, fruta) e uma proteína, meça a glicemia se puder e tenha açúcar rápido à mão. Emagrecer com esses remédios se planeja com o seu **endocrinologista**.";
/** A meal made of almost nothing: only a salad, a fruit or a coffee, or cut "because of the diet". */
const LIGHT_MEAL =
  /\b(so|somente|apenas) (comi |jantei |almocei |tomei )?(um |uma |1 )?(salada|fruta|maca|banana|sopa|cafe|cha|iogurte|bolacha|gelatina|shake|pao|torrada|biscoito|suco)\b|\b(comi|jantei|almocei|tomei) (so|somente|apenas) (um |uma |1 )?(salada|fruta|maca|banana|sopa|cafe|cha|iogurte|bolacha|gelatina|shake|pao|torrada|biscoito|suco)\b|\b(to|estou) de dieta\b/;

const PREGNANCY_RAW =
  "⚠️ **Na gestação, evite alimentos crus ou malpassados de origem animal** (sushi, carne ou ovo crus, queijo de leite cru): podem transmitir toxoplasmose, listeriose e salmonela, que afetam o bebê. Se já comeu, fique atento(a) a febre, dor no corpo ou diarreia e conte ao seu **obstetra**; daqui para a frente, prefira tudo bem cozido.";

/**
 * What must be said before a meal's card when the meal itself carries a risk for this person: alcohol in pregnancy, in
 * breastfeeding, with a medicine that does not mix, after a bariatric operation; raw animal foods in pregnancy.
 */
export function mealRiskWarnings(said: string, facts: TUserFacts): string[] {
  const alcohol = mentionsRisk(said, "alcohol");
  const warnings: string[] = [];
  if (alcohol && facts.conditions.has("PREGNANCY")) warnings.push(PREGNANCY_ALCOHOL);
  else if (alcohol && facts.conditions.has("LACTATION")) warnings.push(LACTATION_ALCOHOL);
  if (alcohol && facts.risks.alcoholMedicine) warnings.push(MEDICINE_ALCOHOL);
  if ((alcohol || FIZZY.test(said)) && facts.risks.bariatric) warnings.push(BARIATRIC_DRINKS);
  if (facts.conditions.has("PREGNANCY") && saysRawAnimal(said)) warnings.push(PREGNANCY_RAW);
  if (facts.risks.glucoseLowering && LIGHT_MEAL.test(said)) warnings.push(LIGHT_MEAL_ON_INSULIN);
  return warnings;
}

/** A meal's card, not another answer: only then the warnings lead and the praise goes. */
const CARD = /### Informações Nutricionais/;
/** The card's "Pontos positivos" block: a warning placed before the card takes its praise away. */
export const PRAISE = /\*\*Pontos positivos\*\*\n(?:- .*\n?)+\n?/;

/** The card with the meal's risk said first and its "Pontos positivos" taken out: a risky meal is not celebrated. */
export function warnBeforeCard(text: string, said: string, facts: TUserFacts): string {
  if (!CARD.test(text)) return text;
  // The card's foods as the table named them ("Cerveja – 3 long necks") count with the words said.
  const foods = foldText(/\*\*Alimentos:\*\*(.*)/.exec(text)?.[1] ?? "");
  const binge = bingeWarning(cardItems(text), facts.profile?.gender);
  const warnings = [...mealRiskWarnings(`${said} | ${foods}`, facts), ...(binge ? [binge] : [])].filter((w) => !text.includes(w));
  if (warnings.length === 0) return text;
  return `${warnings.join("\n\n")}\n\n${text.replace(PRAISE, "")}`;
}
