import type { TMealSlot } from "@nutriguia/domain";
import { foldText } from "../chat.text";

/** A dish asked for one meal of one day of the plan: "coloca uma galinhada na quarta", "no sábado troca o almoço por feijão tropeiro". */
export type TPlanDish = { dish: string; weekday: number; slot: TMealSlot | null };

const WEEKDAY_WORDS = ["segunda", "terca", "quarta", "quinta", "sexta", "sabado", "domingo"];
const WEEKDAY = `(segunda|terca|quarta|quinta|sexta|sabado|domingo)(?: feira)?`;
const SLOT = `(almoco|jantar|janta|cafe da manha|lanche da tarde|lanche)`;
const SLOT_OF: Readonly<Record<string, TMealSlot>> = { almoco: "LUNCH", jantar: "DINNER", janta: "DINNER", "cafe da manha": "BREAKFAST", "lanche da tarde": "AFTERNOON_SNACK", lanche: "AFTERNOON_SNACK" };
const PUT = `(?:coloca|coloque|bota|bote|poe|ponha|quero|inclui|inclua|faz|faca|pode ser|manda)`;
const ARTICLE = `(?:um |uma |o |a |uns |umas )?`;

/** "coloca uma galinhada na quarta", "quero feijoada no almoço de sábado", "e um baião de dois no sábado" (the verb carried over). */
const DISH_ON_DAY = new RegExp(`^(?:e )?(?:${PUT} )?(?:comer )?${ARTICLE}([a-z ]+?) (?:na|no|pra|para) (?:${SLOT} (?:de|da|do|na|no) )?${WEEKDAY}$`);
/** "no sábado troca o almoço por feijão tropeiro", "troca o jantar de sexta por uma moqueca". */
const DAY_THEN_SWAP = new RegExp(`^(?:e )?(?:no|na) ${WEEKDAY} (?:troca|muda|substitui|coloca|bota|faz) (?:o |a )?${SLOT}? ?(?:por|pra|para|com) ${ARTICLE}([a-z ]+)$`);
/** "no sábado eu quero comer pizza no jantar", "na sexta quero uma lasanha": the day first, then the wish. */
const DAY_THEN_WISH = new RegExp(`^(?:e )?(?:no|na) ${WEEKDAY} (?:eu )?(?:quero|queria|vou querer|gostaria de|pode ser|vai ser|vou) (?:comer |ter |fazer )?${ARTICLE}([a-z ]+?)(?: (?:no|na|pro|pra|de) ${SLOT})?$`);
/** "na quinta o jantar vai ser sopa", "o almoço de domingo vai ser lasanha": the meal of that day is the dish. */
const DAY_MEAL_IS = new RegExp(`^(?:e )?(?:(?:(?:no|na) )?${WEEKDAY} )?(?:o |a )?${SLOT}(?: (?:de|da|do|no|na) ${WEEKDAY})? (?:vai ser|sera|vai ter|pode ser|quero que seja|e) ${ARTICLE}([a-z ]+)$`);
/** "e quinta no almoço coloca estrogonofe", "segunda no almoço quero uma moqueca", "no jantar de sexta bota uma pizza". */
const DAY_SLOT_PUT = new RegExp(`^(?:e )?(?:(?:na|no) )?${WEEKDAY} (?:no|na|pro|pra) ${SLOT} (?:eu )?(?:${PUT}|queria|vou querer|gostaria de|vou) (?:comer |ter )?${ARTICLE}([a-z ]+)$`);
const SLOT_DAY_PUT = new RegExp(`^(?:e )?(?:no|na|pro|pra) ${SLOT} (?:de|da|do|na|no) ${WEEKDAY} (?:eu )?(?:${PUT}|queria|vou querer|gostaria de|vou) (?:comer |ter )?${ARTICLE}([a-z ]+)$`);
/** "o almoço da terça troca por feijoada", "a janta de sexta muda pra pizza": the meal said first, then the swap. */
const SLOT_DAY_SWAP = new RegExp(`^(?:e )?(?:o |a )?${SLOT} (?:de|da|do|na|no) ${WEEKDAY} (?:voce )?(?:troca|troque|muda|mude|substitui|pode trocar|pode mudar|coloca|bota|poe) (?:por|pra|para|com) ${ARTICLE}([a-z ]+)$`);
const SWAP_ON_DAY = new RegExp(`^(?:e )?(?:troca|muda|substitui) (?:o |a )?${SLOT} (?:de|da|do) ${WEEKDAY} (?:por|pra|para) ${ARTICLE}([a-z ]+)$`);

function clauseDish(clause: string, verbSaid: boolean): TPlanDish | null {
  const on = DISH_ON_DAY.exec(clause);
  if (on && (verbSaid || new RegExp(`^(?:e )?${PUT} `).test(clause))) return { dish: on[1]!.trim(), weekday: WEEKDAY_WORDS.indexOf(on[3]!), slot: on[2] ? SLOT_OF[on[2]]! : null };
  const first = DAY_THEN_SWAP.exec(clause);
  if (first) return { dish: first[3]!.trim(), weekday: WEEKDAY_WORDS.indexOf(first[1]!), slot: first[2] ? SLOT_OF[first[2]]! : null };
  const is = DAY_MEAL_IS.exec(clause);
  const isDay = is ? (is[1] ?? is[3]) : undefined;
  if (is && isDay) return { dish: is[4]!.trim(), weekday: WEEKDAY_WORDS.indexOf(isDay), slot: SLOT_OF[is[2]!]! };
  const wish = DAY_THEN_WISH.exec(clause);
  if (wish) return { dish: wish[2]!.trim(), weekday: WEEKDAY_WORDS.indexOf(wish[1]!), slot: wish[3] ? SLOT_OF[wish[3]]! : null };
  const daySlot = DAY_SLOT_PUT.exec(clause);
  if (daySlot) return { dish: daySlot[3]!.trim(), weekday: WEEKDAY_WORDS.indexOf(daySlot[1]!), slot: SLOT_OF[daySlot[2]!]! };
  const slotDay = SLOT_DAY_PUT.exec(clause);
  if (slotDay) return { dish: slotDay[3]!.trim(), weekday: WEEKDAY_WORDS.indexOf(slotDay[2]!), slot: SLOT_OF[slotDay[1]!]! };
  const slotFirst = SLOT_DAY_SWAP.exec(clause);
  if (slotFirst) return { dish: slotFirst[3]!.trim(), weekday: WEEKDAY_WORDS.indexOf(slotFirst[2]!), slot: SLOT_OF[slotFirst[1]!]! };
  const swap = SWAP_ON_DAY.exec(clause);
  if (swap) return { dish: swap[3]!.trim(), weekday: WEEKDAY_WORDS.indexOf(swap[2]!), slot: SLOT_OF[swap[1]!]! };
  return null;
}

/** Every dish the message puts on a day of the plan, in order; empty when it asks no such thing. */
export function readPlanDishes(said: string): TPlanDish[] {
  // "o jantar de segunda pode ser um lanche? tipo sanduíche": the example is the dish.
  // "muda a janta de sábado pra algo de festa": a party dish, the pizza of a Brazilian weekend.
  const festive = said.replace(/\b(?:algo|alguma coisa|uma coisa|uma comida|um prato|comida) (?:de festa|festiv[oa]|especial|de comemoracao|de comemoração|pra comemorar|para comemorar|de fim de semana|de final de semana)\b/i, "pizza");
  const text = festive.replace(/\b(?:um lanche|uma coisa leve|algo leve|alguma coisa|uma coisa|algo)\s*[?,.]?\s*(?:tipo|tipo um|tipo uma|como|por exemplo)\s+/i, "");
  // "sexta à noite quero pizza, encaixa aí": the day's night is its dinner, and the words after the comma only ask to fit it in.
  const clauses = foldText(text.split(/[.;!?]|,(?= ?(?:e |pq|porque|que|é dia|e dia|encaixa|ajusta|ajuste|compensa|equilibra|arruma|coloca|bota|pode|ok|blz|beleza|ta bom|tudo bem|pfv|por favor))/)[0] ?? text)
    .replace(/\b(segunda|terca|quarta|quinta|sexta|sabado|domingo)(?: feira)? (?:a|de) noite\b/g, "$1 no jantar")
    .split(/ e (?=(?:um |uma |o |a )?[a-z ]+ (?:na|no) |(?:no|na) (?:segunda|terca|quarta|quinta|sexta|sabado|domingo))/)
    .map((c) => c.trim().replace(/ (?:pq|porque|que|pois)\b.*$/, "").replace(/ (?:a|de) noite$/, " no jantar").replace(/^(.*) (?:na|no) (segunda|terca|quarta|quinta|sexta|sabado|domingo)(?: feira)? no jantar$/, "$1 no jantar de $2"));
  const dishes: TPlanDish[] = [];
  let verbSaid = false;
  for (const clause of clauses) {
    const dish = clauseDish(clause, verbSaid);
    if (!dish) return dishes.length > 0 ? dishes : [];
    dishes.push(dish);
    verbSaid = true;
  }
  return dishes;
}
