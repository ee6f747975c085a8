import { mentionsRisk } from "../understand/risk-lexicon";
import { suggestsCrisis } from "../understand/crisis-signs";
import { aboutSomeoneElse, SUPPORT_FOR_SOMEONE_ELSE, SUPPORTIVE_REPLY } from "./crisis";
import { medicineAtTheTable } from "./medicine-interactions";
import { drinkingHabit } from "./drinking-habit";

/** The composer's two replies that answer nothing: "fora do que eu faço" and "não tenho uma resposta verificada… reformule". */
const ANSWERS_NOTHING = /^(Esse assunto está fora do que eu faço|Não tenho uma resposta verificada para essa pergunta)/;

/** Purging, laxatives, diuretics or going without food, said in words no sign of the lexicon completes. */
const CARE_CONCEPTS = ["purge_act", "purge_verb_bare", "laxative", "diuretic", "fasting_words", "fasting_plain", "starving", "stop_eating", "self_loathing"] as const;

/** A reason for going without food or vomiting that is no weight control: nothing safe to eat, a reaction, illness, no time. */
const REASON_SAID = ["no_safe_food", "food_reaction", "illness", "busy_not_yet"] as const;

const CARE_NOTE = [
  "Quero ter certeza de que entendi: se você está **provocando vômito, usando laxante ou diurético, ou ficando sem comer** para controlar o peso ou compensar o que comeu, isso faz mal ao corpo (desidrata, baixa o potássio e pode afetar o coração) e não tira o que foi comido.",
  "",
  "- Se for isso, você não precisa lidar sozinho(a): o **CVV** atende pelo **188** (24 horas), e um **médico**, **psicólogo** ou o **CAPS** da sua cidade ajudam; um **nutricionista** ajuda a voltar a comer com tranquilidade.",
  "- Tontura, desmaio, palpitação ou fraqueza forte pedem atendimento no mesmo dia (**192, SAMU**).",
  "",
  "Se era outra coisa, me conte com outras palavras que eu respondo.",
].join("\n");

/** A body sign asked about: not a nutrition answer, but never "fora do que eu faço". */
const SYMPTOM = /\b(tontura|tont[oa]|zonz[oa]|desmai\w*|vomit\w*|enjo\w*|nausea\w*|diarreia|febre|falta de ar|palpitac\w*|coracao (acelerado|disparado)|tremedeira|tremendo|fraqueza|dor (no|na|de) (peito|barriga|estomago|cabeca)|sangue|sangrando|incha\w*|azia|queimacao|colica\w*|desidrat\w*)\b/;
/** "quase desmaiei de rir": a way of speaking, not a sign. */
const JOKE = /\bde (tanto )?rir\b/;
const SYMPTOM_NOTE = [
  "**Esse sintoma precisa de alguém que possa examinar você:** procure uma **UBS** ou um **pronto-atendimento**, hoje se estiver forte ou piorando.",
  "",
  "- **Dor no peito, falta de ar, desmaio, confusão, sangue no vômito ou nas fezes, ou fraqueza de um lado do corpo: ligue 192 (SAMU)** ou vá ao pronto-socorro agora.",
  "- Enquanto isso, beba água aos poucos e, se tiver enjoo ou diarreia, prefira comidas leves (arroz, caldos, banana, torrada) e soro de reidratação oral.",
  "",
  "Se quiser, digo o que comer nesses dias.",
].join("\n");

/**
 * "Out of scope is never the answer to a risk": when the composed reply says it cannot help, a message that names a
 * medicine, purging, laxatives, fasting, a drinking habit or a body sign gets the medicine's caution, care or where to go instead.
 */
export function insteadOfNothing(answer: string, said: string, gender?: string | null): string | null {
  if (!ANSWERS_NOTHING.test(answer)) return null;
  // "todo sábado eu tomo uns 10 latão": what the amount means, not "fora do que eu faço" (decision 198).
  const drinking = drinkingHabit(said, gender);
  if (drinking) return drinking;
  const medicine = medicineAtTheTable(said);
  if (medicine) return medicine;
  if (suggestsCrisis(said)) return SUPPORTIVE_REPLY;
  // "fiquei sem comer na festa pq tudo tinha glúten", "passei mal depois da pizza e vomitei": the reason is said, and it is no crisis.
  // Said of someone close ("meu irmão tá quase sem comer"): how to help that person, not a note addressed to the writer.
  if (CARE_CONCEPTS.some((c) => mentionsRisk(said, c)) && !REASON_SAID.some((c) => mentionsRisk(said, c))) return aboutSomeoneElse(said) ? SUPPORT_FOR_SOMEONE_ELSE : CARE_NOTE;
  return SYMPTOM.test(said) && !JOKE.test(said) ? SYMPTOM_NOTE : null;
}
