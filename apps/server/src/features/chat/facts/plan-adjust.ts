import type { TMealSlot } from "@nutriguia/domain";
import { matchFood } from "@nutriguia/nutrition";
import type { TAdjustAsk } from "../../meal-plans";
import { foldText } from "../chat.text";
import { ATE } from "../understand/eating-verbs";
import { BUDGET_AVOID, readPlanAsk } from "./plan-request";
import { SLOTS } from "../understand/plan-edit";
import { mealCaloriesSaid } from "../understand/plan-scope";
import { isDairyAsAWhole } from "../understand/dairy-said";
import { weekdaysSaid } from "../understand/weekdays-said";
import { budgetSaid } from "../understand/budget-said";
import { numberValue } from "../understand/number-words";

/**
 * Edits said after a plan that keep its days and kcal (decision 119): a meal made lighter or set at a kcal (decision 158), more protein or fruit, fewer
 * meals a day, or foods left out of the whole plan ("faz mais barato", "sem frutos do mar", "não como peixe").
 */
export type TPlanAdjust = { kind: "shape"; ask: Exclude<TAdjustAsk, { kind: "addMeal" }> } | { kind: "avoid"; foods: string[]; budget: boolean; said: string };

/** Said of a meal eaten ("o jantar de ontem tava pesado"): not the plan. */
const EATEN = new RegExp(`${ATE.source}|\\b(?:hoje|ontem)\\b`);
const HEAVY = /\b(pesad[oa]s?|muito grande|muita comida|mais leve|mais levinho|leve demais|muito cheio|empanturr\w*|estufad[oa])\b/;
const PROTEIN = /\bmais (?:proteina|proteinas|prot)\b/;
/** "aumenta a proteína do café da manhã", "reforça a proteína": the protein portions of that meal raised, any meal. */
const RAISE_PROTEIN = /\b(?:aumenta\w*|aumente|aumentar|reforca\w*|reforce|sobe|subir|suba) (?:um pouco |mais )?(?:a |as )?(?:proteina|proteinas|prot)\b/;
/** "troca todos os lanches por fruta", "os lanches só de fruta", "lanche da tarde só fruta": those snacks of fruit only. */
const SNACK_WORDS = "lanches|lanche da manha|lanche da tarde|lanche|lanchinhos?";
const FRUIT_SNACKS = new RegExp(`\\b(?:troca|troque|trocar|substitui\\w*|muda|mude|mudar|transforma|deixa|faz|faca)\\s+(?:todos |todas )?(?:os |as |o |a )?(${SNACK_WORDS})(?: de todos os dias| de todo dia| do plano)?\\s+(?:por|pra|para|em|so com|so de|com so|de)\\s+(?:uma |umas |so |apenas )?frutas?\\b|\\b(?:os |o )?(${SNACK_WORDS})(?: de todos os dias| do plano)? (?:so|somente|apenas) (?:de |com )?frutas?\\b`);
const SNACKS_OF: Readonly<Record<string, TMealSlot[]>> = { "lanche da manha": ["MORNING_SNACK"], "lanche da tarde": ["AFTERNOON_SNACK"] };
const FRUIT = /\bmais (?:frutas?|fruta)\b/;
const MEAL_COUNT = /^(?:(?:quero|prefiro|faz|faca|deixa|pode ser|melhor|so|da pra fazer|pode fazer|entao|e|mas|na verdade|na real) )*(?:com |em |so |apenas )?([3-6]|tres|quatro|cinco|seis) refeicoes(?: por dia| no dia| ao dia)?$/;
/** "acho muita refeição, muda pra 3 refeições só e mantém as calorias": the count asked inside a longer sentence. */
const MEAL_COUNT_SAID = /\b(?:muda|mude|mudar|passa|passar|deixa|deixar|reduz|reduzir|diminui|diminuir|corta|cortar|baixa|quero|prefiro|so|apenas|somente)\b(?: (?:o plano|o cardapio|a dieta|isso|pra|para|em|so|apenas|somente|com))* ([3-6]|tres|quatro|cinco|seis) refeicoes\b/;
/** A new plan asked, not the count of this one: "faz um plano novo com 3 refeições". */
const NEW_PLAN = /\b(?:um|uma|novo|nova|outro|outra) (?:plano|cardapio|dieta)\b/;
/** "tá caro isso aí", "caro demais": the plan made cheaper, like "faz mais barato" or money said to be short (`budgetSaid`). */
const TOO_DEAR = /\b(?:ta|esta|ficou|muito|mt|mto|meio|bem) car[oa]\b|\bcar[oa] demais\b/;
/** How a plan-wide leaving out begins: "faz mais barato", "sem frutos do mar", "não como peixe". */
const AVOID_LEAD = /^(?:(?:e|mas|ah|entao|pode|por favor|na verdade|na real) )*(?:faz|faca|deixa|pode ser|quero|queria|sem|nada de|nao como|nao gosto de|nao curto|nao posso comer|tira|prefiro|mais|odeio|detesto|nao suporto)\b/;

const slotOf = (folded: string): TMealSlot | null => SLOTS.find(([, p]) => p.test(folded))?.[0] ?? null;

/** Null when the message asks none of these. */
export function readPlanAdjust(text: string): TPlanAdjust | null {
  const folded = foldText(text);
  if (EATEN.test(folded) || folded.split(" ").length > 14) return null;
  const mealKcal = mealCaloriesSaid(folded);
  if (mealKcal) return { kind: "shape", ask: { kind: "mealCalories", slot: mealKcal.slot, calories: mealKcal.calories, atMost: mealKcal.atMost } };
  // "o jantar de sábado pode ser mais leve? vou sair no almoço": the meal of the clause that asks it lighter, not the other (decision 195).
  const heavyClause = text.split(/[,.;!?]/).map(foldText).find((clause) => HEAVY.test(clause));
  const slot = (heavyClause ? slotOf(heavyClause) : null) ?? slotOf(folded);
  // "na sexta quero um almoço mais leve": that day's meal only.
  const weekdays = weekdaysSaid(folded);
  if (slot && HEAVY.test(folded)) return { kind: "shape", ask: { kind: "lighter", slot, ...(weekdays.length > 0 ? { weekdays } : {}) } };
  const fruitSnacks = FRUIT_SNACKS.exec(folded);
  // "troca todos os lanches por fruta": plural or "todos", every snack; one snack named, that one.
  const snackWord = fruitSnacks ? (fruitSnacks[1] ?? fruitSnacks[2])! : null;
  if (snackWord) return { kind: "shape", ask: { kind: "fruitSnacks", slots: SNACKS_OF[snackWord] ?? (/s$|\btodos\b/.test(snackWord) || /\btodos os lanches\b/.test(folded) ? ["MORNING_SNACK", "AFTERNOON_SNACK"] : ["AFTERNOON_SNACK"]) } };
  if (RAISE_PROTEIN.test(folded)) return { kind: "shape", ask: { kind: "more", what: "protein", slot } };
  // "coloca mais proteína no café da manhã" puts a protein food in the light meals (decision 117).
  if (PROTEIN.test(folded) && (!slot || slot === "LUNCH" || slot === "DINNER")) return { kind: "shape", ask: { kind: "more", what: "protein", slot } };
  if (FRUIT.test(folded)) return { kind: "shape", ask: { kind: "more", what: "fruit", slot: null } };
  // "só 4 refeições, não tenho tempo pra lanche da tarde" names the meal to leave out: a new plan with that count (decision 115).
  const count = MEAL_COUNT.exec(folded) ?? (NEW_PLAN.test(folded) || slot ? null : MEAL_COUNT_SAID.exec(folded));
  if (count) return { kind: "shape", ask: { kind: "meals", count: numberValue(count[1]!) } };
  if ((TOO_DEAR.test(folded) || budgetSaid(folded)) && !NEW_PLAN.test(folded)) return { kind: "avoid", foods: [...BUDGET_AVOID], budget: true, said: folded };
  if (!AVOID_LEAD.test(folded) || /\b\d+ dias\b|\brefeicoes\b/.test(folded)) return null;
  const ask = readPlanAsk(folded, undefined);
  // "sem laticínios", "sem lactose": no food of the plan is named; the plan is made again without lactose instead.
  if ((ask.request.avoidFoods ?? []).some((f) => isDairyAsAWhole(foldText(f)))) return null;
  const named = (ask.request.avoidFoods ?? []).filter((f) => !ask.budget || !/^(salmão|camarão)$/.test(f));
  if (!ask.budget && named.length === 0) return null;
  // "odeio segunda-feira": a dislike said after a plan is an edit only when it names a food of the tables.
  if (!ask.budget && /^(?:(?:e|mas|ah) )*(?:odeio|detesto|nao suporto)\b/.test(folded) && !named.some((f) => (matchFood(f)?.confidence ?? 0) >= 0.8)) return null;
  return { kind: "avoid", foods: ask.request.avoidFoods ?? [], budget: ask.budget, said: folded };
}
