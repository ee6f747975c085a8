import { addDays, localDate, MEAL_SLOT_LABELS, type TMealSlot } from "@nutriguia/domain";
import { findFoodMentions } from "../food-mentions";
import { findPart, type TMealEdit, type TPart } from "../meal-parts";
import { removed } from "./removed";

/** Where the pending card goes: another meal of the day, another day, or both; `said` is the line the reply gives back. */
export type TMealMove = { meal: TMealSlot | null; consumedOn: string | null; said: string };

const WEEKDAYS: readonly [RegExp, number, string][] = [
  [/\bdomingo\b/, 0, "domingo"],
  [/\bsegunda( feira)?\b/, 1, "segunda"],
  [/\bterca( feira)?\b/, 2, "terça"],
  [/\bquarta( feira)?\b/, 3, "quarta"],
  [/\bquinta( feira)?\b/, 4, "quinta"],
  [/\bsexta( feira)?\b/, 5, "sexta"],
  [/\bsabado\b/, 6, "sábado"],
];

/** Checked in order, the longer phrase first ("lanche da manhã" before "manhã", "café da tarde" before "café"). */
const SLOTS: readonly [RegExp, TMealSlot][] = [
  [/\b(lanche|lanchinho) (da|de|no meio da) manha\b|\bcolacao\b/, "MORNING_SNACK"],
  [/\b(lanche|lanchinho|cafe) (da|de) tarde\b|\bmerenda\b/, "AFTERNOON_SNACK"],
  [/\bceia\b|\bmadrugada\b|\bantes de dormir\b/, "SUPPER"],
  [/\bcafe da manha\b|\bdesjejum\b|\b(no|pro|para o|como|de) cafe\b|\bde manha\b|\bcedo\b/, "BREAKFAST"],
  [/\balmoc(o|ei)\b/, "LUNCH"],
  [/\bjant(a|ar|ei)\b|\b(de|a|ontem a|hoje a) noite\b/, "DINNER"],
  [/\b(lanche|lanchinho|lanchei)\b|\bde tarde\b|\ba tarde\b/, "AFTERNOON_SNACK"],
];

/** A message that places the card: "coloca como jantar", "era no domingo", "isso foi ontem de tarde", "muda pro almoço". */
const PLACING = /^(?:(?:isso|esse|essa|tudo|ele|ela)\s+)?(?:(?:foi|era|e|comi|tomei)\s+)?(?:(?:no|na|o|a|de|do|da|dia|meu|minha)\s+)?(?:ontem|anteontem|hoje|domingo|segunda|terca|quarta|quinta|sexta|sabado|cafe|almoco|janta|jantar|lanche|ceia|manha|tarde|noite|madrugada)\b|\b(?:coloca|coloque|poe|bota|muda|mude|passa|passe|joga|lanca|lance|registra|registre|marca|marque|anota|anote|salva|salve|move|mova)\s+(?:isso\s+|tudo\s+|ele\s+|ela\s+)?(?:como|pro|pra|para|no|na|em|de)\b/;

/** "hj é segunda" tells what today is, "n hj" denies today: neither names the day of the meal. */
const NOT_THE_DAY = /\b(?:hoje|hj) (?:e|eh|foi) (?:domingo|segunda|terca|quarta|quinta|sexta|sabado)( feira)?\b|\b(?:nao|n) (?:foi )?(?:hoje|hj)\b|\b(?:voce|vc) (?:botou|colocou|registrou|lancou|marcou|anotou|salvou|pos|deixou) (?:isso |ele |ela |tudo )?(?:como|no|na|pra|pro|para|em|de) (?:hoje|hj)(?: ne| ne nao)?\b/g;
const FILLERS = /\b(ah|ops|opa|pera|na verdade|na vdd|na real|isso|esse|essa|tudo|ele|ela|foi|era|e|eh|comi|tomei|no|na|o|a|os|as|de|do|da|dia|meu|minha|como|pro|pra|para|em|coloca|coloque|poe|bota|muda|mude|passa|passe|joga|lanca|lance|registra|registre|marca|marque|anota|anote|salva|salve|move|mova|refeicao|nao|n|hj|hoje|ontem|anteontem|feira|por favor|pfv|pf|entao|kk+|rs)\b/g;

/** "foi no jantar, não no almoço", "não foi almoço, foi janta": the meal it was not is no place for the card. */
const DENIED_SLOT = /\b(?:e )?(?:nao|n) (?:(?:foi|era|e) )?(?:(?:no|na|o|a|de|do|da|pro|pra) )?(?:cafe da manha|almoco|janta|jantar|lanche(?: da (?:manha|tarde))?|ceia|cafe)\b/g;

/**
 * "opa registrei errado hj, era de ontem", "errei, foi no almoço", "anotei errado, é do jantar": the mistake owned before
 * the place it was; "hj" there is when it was logged, not the day of the meal.
 */
const OWNED_MISTAKE = /^(?:(?:ah|ih|ops|opa|pera|putz|ixi|nossa|eita|desculpa|foi mal)\s+)*(?:(?:eu\s+)?(?:registrei|anotei|lancei|coloquei|botei|marquei|mandei|salvei|confirmei)\s+(?:isso\s+|ele\s+|ela\s+)?(?:errado|errada|no dia errado|na refeicao errada|no lugar errado)|errei|me enganei|confundi)(?:\s+(?:hj|hoje|agora|aqui|ai))?\s+/;

/** The day a weekday names: the latest one up to today (never a day to come). */
function dayOfWeekday(today: string, weekday: number): string {
  const now = new Date(`${today}T12:00:00Z`).getUTCDay();
  return addDays(today, -((now - weekday + 7) % 7));
}

function dayLabel(day: string, today: string): string {
  if (day === today) return "hoje";
  if (day === addDays(today, -1)) return "ontem";
  const [, month, date] = day.split("-");
  const weekday = WEEKDAYS.find(([, n]) => n === new Date(`${day}T12:00:00Z`).getUTCDay())?.[2] ?? "";
  return `${weekday}, ${date}/${month}`;
}

/**
 * The meal or day the message moves the card to ("coloca como almoço de domingo, hj é segunda", "foi ontem", "era
 * janta"); null when the message says something else too (a food, an amount) or names neither.
 */
/** "passa esse almoço pro jantar": the meal the card was is where it leaves from, said before where it goes. */
const LEAVES_FROM = /\b(?:esse|essa|este|esta|o|a|meu|minha)\s+(?:cafe da manha|almoco|janta|jantar|lanche(?: da (?:manha|tarde))?|ceia|cafe)\b(?=.*\b(?:pro|pra|para|como)\s)/;

export function readMealMove(folded: string, now: Date = new Date()): TMealMove | null {
  const text = folded
    .replace(LEAVES_FROM, "isso").replace(NOT_THE_DAY, " ").replace(DENIED_SLOT, " ").replace(OWNED_MISTAKE, "").replace(/^(?:(?:ah|ops|opa|pera|perai|putz|ixi|na verdade|na vdd|na real|alias|e|mas)\s+)+/, "").replace(/\s+/g, " ").trim();
  if (!PLACING.test(text) || text.split(" ").length > 16) return null;
  const today = localDate(now);
  const weekday = WEEKDAYS.find(([p]) => p.test(text));
  const consumedOn = /\banteontem\b/.test(text) ? addDays(today, -2) : /\bontem\b/.test(text) ? addDays(today, -1) : weekday ? dayOfWeekday(today, weekday[1]) : /\b(hoje|hj)\b/.test(text) ? today : null;
  const meal = SLOTS.find(([p]) => p.test(text))?.[1] ?? null;
  if (!meal && !consumedOn) return null;
  let rest = text;
  for (const [p] of [...WEEKDAYS, ...SLOTS]) rest = rest.replace(new RegExp(p.source, "g"), " ");
  rest = rest.replace(FILLERS, " ").replace(/\s+/g, " ").trim();
  if (rest.split(" ").filter((w) => w.length > 2).length > 2 || (rest && findFoodMentions(rest).length > 0)) return null;
  const slot = meal ? `${meal === "SUPPER" ? "a" : "o"} ${MEAL_SLOT_LABELS[meal].toLowerCase()}` : null;
  // "foi domingo" when Sunday was yesterday: "ontem (domingo)", the day and the weekday said.
  const label = consumedOn ? dayLabel(consumedOn, today) : null;
  const day = label && weekday && !label.startsWith(weekday[2]) ? `${label} (${weekday[2]})` : label;
  const where = slot && day ? `${slot} de ${day}` : (slot ?? day);
  return { meal, consumedOn, said: `passei para ${where}` };
}

/** "registrei errado", "não hoje", "isso": words around a move that say nothing but that the place was wrong. */
export function placeTalk(folded: string): boolean {
  const rest = `${folded} `.replace(OWNED_MISTAKE, "").replace(NOT_THE_DAY, " ").replace(DENIED_SLOT, " ").replace(FILLERS, " ");
  return rest.trim() === "";
}

/** "o pudim foi no lanche da tarde", "o suco eu tomei de manhã": one food of the card said to belong to another meal or day. */
const ITEM_PLACED = /^(?:e\s+)?(?:o|a|os|as)\s+(.+?)\s+(?:eu\s+)?(?:foi|era|foram|eram|comi|tomei|bebi)\s+(.+)$/;

/**
 * The food taken out of this card, and the person told how to log it where it belongs (a card holds one meal of one
 * day); null unless the message names a food of a card of several foods and a meal or day, and nothing else.
 */
export function itemMoved(folded: string, parts: TPart[]): TMealEdit | null {
  const said = ITEM_PLACED.exec(folded);
  const subject = said?.[1] ?? "";
  const k = said && parts.length > 1 ? findPart(parts, subject) : -1;
  const move = k >= 0 ? readMealMove(`foi ${said![2]}`) : null;
  if (!move) return null;
  const food = (parts[k] as TPart).food;
  const edit = removed(parts, subject, undefined);
  const where = move.said.replace(/^passei para /, "");
  const at = where.replace(/^o /, "no ").replace(/^a /, "na ");
  const example = move.meal ? `${where.replace(/^(?:o|a) /, "")}: ${food}` : `${where} comi ${food}`;
  return edit ? { ...edit, change: `tirei ${food} deste cartão, porque foi ${at}; para registrar lá, me mande só ${/a$/.test(food) ? "ela" : "ele"} (por exemplo, *${example}*)` } : null;
}
