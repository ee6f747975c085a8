import type { TMealSlot } from "@nutriguia/domain";
import { foldText } from "../chat.text";

/**
 * A meal of the week left free, said with a plan request or after a plan (decision 177): "no sábado quero liberar o almoço
 * pra feijoada", "sábado à noite é pizza", "domingo almoço na casa da minha mãe, lá é churrasco", "sexta à noite saio pra
 * comer pizza com os amigos, dá pra encaixar?", "domingo é dia do lixo". `dish` is the dish said, as the tables name it;
 * `wholeDay` a whole day said free, which the reply turns into one free meal.
 */
export type TFreeMeal = { weekday: number; slot: TMealSlot | null; dish: string | null; wholeDay: boolean; said: string };

const WEEKDAYS = ["segunda", "terca", "quarta", "quinta", "sexta", "sabado", "domingo"];
const DAY = /\b(segunda|terca|quarta|quinta|sexta|sabado|domingo)(?: feira)?\b/;
/** Words that free a meal from the plan, or tell it as the week's habit with company ("na quarta eu janto hambúrguer com a galera"; decision 186). */
const FREE = /\b(?:liber\w*|livre|lixo|jacar|enfiar o pe na jaca|chutar o balde|cheat|furar a dieta|sair da dieta|comer (?:o que (?:eu )?quiser|de tudo|besteira|porcaria|fora)|saio (?:pra|para) comer|vou (?:comer|num|numa|no|na)|a gente (?:come|sai|vai|pede|faz)|e dia de|sempre tem|tem|vai ser|janto|pedimos|peco|rola|com (?:a galera|o pessoal|os amigos|as amigas|a familia|a turma|os colegas|as colegas|a firma|o namorado|a namorada|o marido|a esposa|as meninas|os meninos|a rapaziada))\b|\b(?:segunda|terca|quarta|quinta|sexta|sabado|domingo|noite|almoco|jantar|la|sempre) e (?:dia de |de |um |uma )?(?:feijoada|churrasco|pizza|hamburguer|sushi|japones|lasanha|macarronada|yakisoba|pastel|galinhada)\b/;
/** "coloca uma galinhada na quarta", "troca o almoço de sábado por feijoada": a dish put in the plan, read by the dish reader. */
const PUT_DISH = /^(?:(?:e|mas|ah|entao|pode|por favor) )*(?:coloca|coloque|bota|bote|poe|ponha|troca|troque|muda|mude|substitui|inclui|inclua|repete)\b/;
const WHOLE_DAY = /\b(?:dia (?:do lixo|livre|da jaca|de jacar)|o dia (?:todo|inteiro) (?:livre|liberado))\b/;
/** Dishes of a free meal, with the tables' name and the meal each one usually is. */
const DISHES: readonly [RegExp, string, TMealSlot][] = [
  [/\bfeijoada\b/, "feijoada", "LUNCH"],
  [/\bchurrasco\b/, "churrasco", "LUNCH"],
  [/\bpizza\w*\b/, "pizza", "DINNER"],
  [/\b(?:hamburguer\w*|burguer|lanche de rua|x ?(?:salada|tudo|burguer))\b/, "hambúrguer", "DINNER"],
  [/\b(?:sushi|japones|japa|comida japonesa|temaki|rodizio (?:de )?(?:japa|japones|sushi|comida japonesa))\b/, "sushi", "DINNER"],
  [/\blasanha\b/, "lasanha", "LUNCH"],
  [/\b(?:macarronada|macarrao)\b/, "macarrão", "LUNCH"],
  [/\byakisoba\b/, "yakisoba", "DINNER"],
  [/\bpastel\b/, "pastel", "DINNER"],
  [/\bgalinhada\b/, "galinhada", "LUNCH"],
];
const LUNCH = /\balmo(?:co|car|camos)\b/;
const DINNER = /\b(?:jant\w*|a noite|de noite|noitinha|happy hour|balada)\b/;

/** Null when the message frees no meal of a named day, or tells a meal already eaten. */
export function readFreeMeal(text: string): TFreeMeal | null {
  const folded = foldText(text);
  if (/\b(comi|almocei|jantei|comemos|bebi|tomei)\b/.test(folded) || PUT_DISH.test(folded)) return null;
  const day = DAY.exec(folded);
  if (!day) return null;
  const dish = DISHES.find(([pattern]) => pattern.test(folded));
  const wholeDay = WHOLE_DAY.test(folded);
  if (!wholeDay && !(dish && FREE.test(folded)) && !/\b(?:liber\w*|livre|lixo|jacar|chutar o balde|cheat)\b/.test(folded)) return null;
  const slot: TMealSlot | null = LUNCH.test(folded) ? "LUNCH" : DINNER.test(folded) ? "DINNER" : wholeDay ? null : (dish?.[2] ?? null);
  return { weekday: WEEKDAYS.indexOf(day[1]!), slot, dish: dish?.[1] ?? null, wholeDay: wholeDay && !dish, said: day[1]! };
}
