import type { TNutrientKey } from "./understand/question-type";
import { turnOf, type TTurn } from "./chat.turn";
import type { TRead, TTurnContext } from "./chat.pipeline";
import { currentMeal } from "./chat.card-state";
import { isCanned, riskWithoutCanned } from "./compose/canned-replies";
import { composeCardQuestion } from "./compose/card-question";
import { composeMealSkipped } from "./compose/compose-meal-skipped";
import { readMealSkipped } from "./understand/meal-skipped";
import { targetsOf } from "./understand/own-targets";

/** The nutrient of the question before, said in words to carry it into a follow-up that names none. */
const NUTRIENT_SAID: Readonly<Record<TNutrientKey, string>> = {
  calories: "calorias",
  protein: "proteína",
  carbohydrates: "carboidrato",
  fat: "gordura",
  fiber: "fibra",
  sodium: "sódio",
  sugar: "açúcar",
  iron: "ferro",
  calcium: "cálcio",
  potassium: "potássio",
  cholesterol: "colesterol",
  vitaminC: "vitamina C",
  water: "água",
  caffeine: "cafeína",
};

/** "quanto precisa?", "e por dia?", "quanto devo comer?": an amount asked with no nutrient named. */
const AMOUNT_ASKED = /\b(?:quant[oa]s?|precis\w*|devo|deveria|recomendad\w*|por dia|ideal)\b/;
/** A bare number said right after a plan ("um de 1500", "e 1800?"): that plan's daily kcal. */
const BARE_KCAL = /\b(1\d{3}|[89]\d{2}|[2-3]\d{3})\b(?! ?(?:g|ml|gramas|dias?|reais|anos|kg|semanas?|h|horas)\b)/;

const PLAN_QUESTION = (link: string) =>
  `Entendi que é sobre o plano que acabei de montar ([seu plano](${link})), mas não consegui ler o que mudar nele. O que você quer: outras calorias (*faz de 1500 kcal*), tirar um alimento (*tira o peixe*), mudar uma refeição (*troca o café da manhã por algo salgado*) ou um dia (*muda o almoço de quinta*)? O plano continua como estava.`;

export type TReread = (text: string, alone?: boolean) => Promise<TTurn | null>;

/**
 * Before a canned reply goes out (issue 27, decision 216), the dialogue state is tried: a risk line beside it leads
 * alone; a meal skipped said just before is answered on; an open card gets one question naming its items; a plan just
 * made reads the message as its edit, or asks which; the question before lends its nutrient to a follow-up. Null keeps
 * the reply as it was.
 */
export async function beforeFallback(turn: TTurn, read: TRead, ctx: TTurnContext, reread: TReread): Promise<TTurn | null> {
  const pending = ctx.conversation.pending;
  if (turn.composer === "gate" || !isCanned(turn.content, pending !== null)) return null;
  const risk = riskWithoutCanned(turn.content);
  if (risk) return { ...turn, content: risk };
  const folded = read.alone.folded;
  // "tá tranquilo né?" after "vou pular a janta hj": that skip, answered as asked.
  const skipped = read.previous ? readMealSkipped(read.previous.folded) : null;
  if (skipped) return turnOf("NUTRITION_QUESTION", composeMealSkipped(skipped, read.facts, targetsOf(read.facts), read.previous!.folded, true), "builtin");
  if (pending) {
    const meal = currentMeal(pending, ctx.conversation.turns);
    return turnOf("FOOD_LOG", composeCardQuestion(folded, meal), "builtin", { counts: false });
  }
  const planJustMade = read.planLink && ctx.conversation.turns.filter((t) => t.direction === "OUTGOING").slice(-2).some((t) => t.content.includes(`](${read.planLink})`));
  if (planJustMade) {
    const kcal = BARE_KCAL.exec(folded)?.[1];
    const edited = kcal ? await reread(`faz com ${kcal} kcal`) : null;
    if (edited && !isCanned(edited.content)) return edited;
    return turnOf("PLAN_REQUEST", PLAN_QUESTION(read.planLink!), "builtin", { counts: false });
  }
  // "e pra quem treina, quanto precisa?" after "quanta proteína tem o frango?": the amount of that nutrient per day.
  const nutrient = read.previous?.nutrients.find((n) => n !== "calories") ?? null;
  if (nutrient && AMOUNT_ASKED.test(folded) && read.alone.nutrients.length === 0) {
    const carried = await reread(`quanto de ${NUTRIENT_SAID[nutrient]} eu preciso por dia? ${read.alone.text.replace(/^\s*e\s+/i, "")}`, true);
    if (carried && !isCanned(carried.content)) return carried;
  }
  return understoodAndMissing(turn, read);
}

/** A fallback that remains, in a conversation: what was understood of the message and what is missing, never a bare line. */
function understoodAndMissing(turn: TTurn, read: TRead): TTurn | null {
  if (!read.previous) return null;
  const foods = [...new Set([...read.alone.foods, ...read.previous.foods].map((f) => f.phrase))].slice(0, 2);
  const subject = foods.length > 0 ? `*${foods.join("* e *")}*` : null;
  if (!subject) return null;
  const lead = `Entendi que você continua falando de ${subject}, mas não consegui ler o que quer saber agora ("${read.alone.text.trim()}"). Você quer as calorias ou os nutrientes, saber se combina com você, quanto comer, ou registrar o que comeu?`;
  const care = turn.content.split("\n\n").filter((p) => /^\*\*Cuidados/.test(p));
  return { ...turn, content: [lead, ...care].join("\n\n") };
}

