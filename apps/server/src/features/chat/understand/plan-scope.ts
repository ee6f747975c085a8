import { MEAL_SLOTS, type TMealSlot } from "@nutriguia/domain";
import { mealCountAsked } from "./meal-count";

/**
 * "7 dias de marmita", "só o almoço", "cardápio de jantares": a plan for one meal of the day, not for the whole day.
 * Its kcal ("uns 500 kcal cada") is that meal's, never a daily intake to weigh against the safe floor.
 */
const ONLY_SLOT: readonly [TMealSlot, RegExp][] = [
  ["DINNER", /\b(?:so|apenas|somente)(?: (?:o|a|de|do|da|pro|pra|para o|para a))? (?:jantar|janta)\b|\b\d+ (?:jantares|jantas)\b|\b(?:jantares|jantas|marmitas?) (?:da|pra|para a|pro|para o) (?:janta|jantar|noite)\b/],
  ["BREAKFAST", /\b(?:so|apenas|somente)(?: (?:o|de|do|pro|pra|para o))? cafe da manha\b|\b\d+ cafes da manha\b/],
  ["AFTERNOON_SNACK", /\b(?:so|apenas|somente)(?: (?:o|os|de|do|dos|pro|pra|para o))? lanches?(?: da tarde)?\b/],
  ["LUNCH", /\b(?:so|apenas|somente)(?: (?:o|de|do|pro|pra|para o))? almoco\b|\b\d+ almocos\b|\b(?:\d+|cinco|sete) (?:dias de )?marmitas?\b|\b(?:cardapio|plano) de marmitas?\b|\bso (?:a |as )?marmitas?\b|\bmarmitas? (?:da|pra|para a) semana\b/],
];

export function onlyMealSlot(folded: string): TMealSlot | null {
  return mealCountAsked(folded)?.slot ?? ONLY_SLOT.find(([, pattern]) => pattern.test(folded))?.[0] ?? null;
}

const SLOT_WORD = "lanche da manha|lanche da tarde|lanches|lanche|ceia|cafe da manha|cafe|almoco|almocos|jantar|janta|jantas";
const SLOT_OF: readonly [RegExp, TMealSlot[]][] = [
  [/^lanche da manha$/, ["MORNING_SNACK"]],
  [/^lanches$/, ["MORNING_SNACK", "AFTERNOON_SNACK"]],
  [/^lanche( da tarde)?$/, ["AFTERNOON_SNACK"]],
  [/^ceia$/, ["SUPPER"]],
  [/^cafe( da manha)?$/, ["BREAKFAST"]],
  [/^almocos?$/, ["LUNCH"]],
  [/^(jantar|janta|jantas)$/, ["DINNER"]],
];
/** "só de almoço e janta", "só com café da manhã e lanche da tarde", "apenas almoço, lanche e jantar": the meals listed after "só". */
const ONLY_LIST = new RegExp(`\\b(?:so|apenas|somente)(?: (?:com|de|do|da|o|a|os|as|pro|pra|para o))* (${SLOT_WORD})((?:(?: e| ou)?(?: (?:o|a|os|as|de|do|da|com))* (?:${SLOT_WORD}))+)\\b`);

/** The meals of the day a plan of several chosen meals keeps, in the day's order; null when fewer than two are listed. */
export function onlyMealSlots(folded: string): TMealSlot[] | null {
  const m = ONLY_LIST.exec(folded);
  if (!m) return null;
  const words = [m[1]!, ...[...m[2]!.matchAll(new RegExp(`\\b(?:${SLOT_WORD})\\b`, "g"))].map((w) => w[0])];
  const slots = new Set(words.flatMap((w) => SLOT_OF.find(([p]) => p.test(w))?.[1] ?? []));
  const ordered = MEAL_SLOTS.filter((s) => slots.has(s));
  return ordered.length >= 2 ? ordered : null;
}

/** "uns 500 kcal cada", "600 calorias por marmita": the energy of each meal asked for. */
const PER_MEAL = /\b(\d{3,4}) ?(?:kcal|calorias?|cal)\b(?: (?:cada|por (?:refeicao|marmita|prato|almoco|jantar|janta)|cada (?:uma|um|refeicao|marmita|prato)))?/;

/** The kcal of each meal: said "cada", or said in a plan for one meal of the day and not as a daily intake. */
export function requestedMealCalories(folded: string): number | null {
  const m = PER_MEAL.exec(folded);
  if (!m) return null;
  const after = folded.slice(m.index);
  const each = /^\S+ ?\S* (cada|por (refeicao|marmita|prato|almoco|jantar|janta))\b/.test(after);
  // "dieta de 800 kcal por dia, levo marmita": a daily intake, whatever meal is named beside it.
  const daily = /^\S+ ?\S* (por dia|ao dia|no dia|num dia|diari\w*)\b|^\S+\/dia/.test(after) || /\bdieta\b/.test(folded);
  const value = Number(m[1]);
  return (each || (onlyMealSlot(folded) && !daily)) && value >= 150 && value <= 2000 ? value : null;
}

const MEAL_KCAL_SLOT = "lanche da manha|lanche da tarde|lanche|ceia|cafe da manha|cafe|almoco|jantar|janta";
const KCAL = "(\\d{3,4}) ?(?:kcal|calorias?|cal)\\b";
/** "o almoço com uns 500 kcal", "a janta tem q ser leve, uns 350 kcal no máximo", "uns 400 kcal no jantar". */
const MEAL_THEN_KCAL = new RegExp(`\\b(${MEAL_KCAL_SLOT})\\b(?: d[eo] \\w+(?:-feira)?)?[^.!?|\\d]{0,32}?\\b${KCAL}`);
const KCAL_THEN_MEAL = new RegExp(`\\b${KCAL} (?:no|na|pro|pra|para o|para a|de|do|da|em cada|por) (${MEAL_KCAL_SLOT})\\b`);
/** The day's intake said around the number: "1800 kcal por dia", "dieta de 1500". */
const OF_THE_DAY = /^ ?(?:por dia|ao dia|no dia|num dia|diari\w*|\/dia)\b/;

/** "no máximo 350", "até 400 kcal", "350 kcal no máximo": a ceiling for the meal, not a size to reach. */
const AT_MOST = /\b(?:no maximo|no max|ate|nao mais (?:que|de)|menos de|abaixo de|no limite)\b/;

/** A meal's own energy asked for, and the words that said it; null when the kcal is the day's. */
export function mealCaloriesSaid(folded: string): { slot: TMealSlot; calories: number; atMost: boolean; said: string } | null {
  const before = MEAL_THEN_KCAL.exec(folded);
  const after = KCAL_THEN_MEAL.exec(folded);
  const m = before ?? after;
  if (!m) return null;
  const [word, value] = before ? [before[1]!, before[2]!] : [after![2]!, after![1]!];
  if (OF_THE_DAY.test(folded.slice(m.index + m[0].length))) return null;
  const slot = SLOT_OF.find(([p]) => p.test(word))?.[1][0];
  const calories = Number(value);
  const atMost = AT_MOST.test(folded.slice(m.index, m.index + m[0].length + 16));
  return slot && calories >= 80 && calories <= 1500 ? { slot, calories, atMost, said: m[0] } : null;
}
