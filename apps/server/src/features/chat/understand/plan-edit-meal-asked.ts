/**
 * A meal of the plan asked as something (decision 221): made to drink ("o café da manhã pode ser uma vitamina?", "muda o
 * pré-treino, quero uma coisa líquida"), or made with a food on the days named by weekday or by order ("o almoço do
 * segundo dia pode ser com grão de bico?").
 */
import { LIGHT_MEALS, namesOneFood, NOT_A_FOOD, SLOTS, weekdaysSaid, type TPlanEdit } from "./plan-edit";
import { LIQUID_SAID, PRE_WORKOUT_SAID } from "./plan-edit-said";

const LIQUID = new RegExp(LIQUID_SAID);
const PRE_WORKOUT = new RegExp(PRE_WORKOUT_SAID);
/** A drink told as had ("tomei uma vitamina no café"), not the meal asked to be one. */
const HAD = /\b(?:tomei|bebi|comi|fiz|almocei|jantei|lanchei)\b/;

/** "o café da manhã pode ser uma vitamina?", "muda o pré-treino, quero uma coisa líquida": that light meal made to drink. */
export function liquidMealAsked(folded: string): TPlanEdit | null {
  if (!LIQUID.test(folded) || HAD.test(folded)) return null;
  const named = SLOTS.find(([, p]) => p.test(folded))?.[0];
  const slot = named && LIGHT_MEALS.has(named) ? named : !named && PRE_WORKOUT.test(folded) ? (/\b(?:de manha|cedo|manhazinha)\b/.test(folded) ? "MORNING_SNACK" : "AFTERNOON_SNACK") : null;
  if (!slot) return null;
  const weekdays = weekdaysSaid(folded);
  return { slot, days: weekdays.length > 0 ? [] : "all", weekdays, avoid: [], want: [], onlyNamed: false, common: false, liquid: true, ...(named ? {} : { preWorkout: true }) };
}

/** "o segundo dia", "o 3º dia", "dia 2": the plan's days by their order (decision 221). */
const ORDINALS: Readonly<Record<string, number>> = { primeiro: 1, segundo: 2, terceiro: 3, quarto: 4, quinto: 5, sexto: 6, setimo: 7 };
export function dayNumbersSaid(folded: string, planDays: number): number[] {
  const byWord = [...folded.matchAll(/\b(primeiro|segundo|terceiro|quarto|quinto|sexto|setimo|[1-7]o?) dia\b/g)].map((m) => ORDINALS[m[1]!] ?? Number.parseInt(m[1]!, 10));
  const byNumber = [...folded.matchAll(/\bdia (\d)\b/g)].map((m) => Number(m[1]));
  return [...new Set([...byWord, ...byNumber])].filter((d) => d >= 1 && d <= planDays);
}

/**
 * "o almoço do segundo dia pode ser com grão de bico?", "o café do terceiro dia pode ser tapioca?", "a janta de quinta
 * podia ser de omelete": the meal named, on the days named, made with that food (decision 221).
 */
const CAN_BE = /\b(?:pode|podia|poderia|da pra|dava pra|daria pra|queria que|quero que) (?:ser|fosse|seja|ter|tivesse|vir) (?:com |de |um |uma |uns |umas )*([a-z]+(?: (?:de|com) [a-z]+)?)$/;
export function mealCanBe(folded: string, planDays: number): TPlanEdit | null {
  const slot = SLOTS.find(([, p]) => p.test(folded))?.[0];
  const can = CAN_BE.exec(folded.replace(/\s*\?+$/, "").replace(/ (?:por favor|pfv|pf|ai|ae)$/, ""));
  if (!slot || !can || NOT_A_FOOD.test(can[1]!.split(" ")[0]!) || !namesOneFood(can[1]!)) return null;
  const days = dayNumbersSaid(folded, planDays);
  const weekdays = weekdaysSaid(folded);
  return { slot, days: days.length > 0 || weekdays.length > 0 ? days : "all", weekdays, avoid: [], want: [can[1]!], onlyNamed: false, common: false };
}

/** Training in the morning said earlier ("treino de manhã", "vou pra academia cedo"): the pre-workout is the morning snack. */
const TRAINS_IN_THE_MORNING = /\b(?:treino|treinar|treinando|academia|malho|malhar)\b[^.?!]{0,25}\b(?:de manha|cedo|pela manha)\b|\b(?:de manha|cedo|pela manha)\b[^.?!]{0,25}\b(?:treino|treinar|academia|malho|malhar)\b/;
export function withTrainingTime(edit: TPlanEdit, earlier: string): TPlanEdit {
  return edit.preWorkout && TRAINS_IN_THE_MORNING.test(earlier) ? { ...edit, slot: "MORNING_SNACK" } : edit;
}
