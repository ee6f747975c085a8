import { localDate } from "@nutriguia/domain";
import type { TNutritionProfile } from "@nutriguia/nutrition";
import { addsToPlanRequest } from "./facts/plan-request";
import { riskThread, type TRiskFlag } from "./gate/risk-thread";
import { readConversation, type TConversation } from "./understand/conversation";
import { readAsComparison, readAsVariant, readWhichBetter } from "./understand/follow-up";
import { readAsMeasured } from "./understand/measure-follow-up";
import { causeOfTheCard } from "./understand/cause-asked";
import { avoidsOfPersonAsked, childOfThread, conditionsOfPersonAsked, readAsElliptical, withThreadFoods } from "./understand/follow-up-context";
import { mealCaloriesSaid } from "./understand/plan-scope";
import { IN_A_RECIPE } from "./understand/question-type";
import { understand, type TUnderstanding } from "./understand/understand";
import { withoutApproval } from "./understand/plan-approval";
import { buildUserFacts, type TUserFacts } from "./understand/user-facts";
import { readToldIntake } from "./understand/told-intake";
import { ownTargetsHeld, readOwnTargets } from "./understand/own-targets";
import { goalWithTimeLeft } from "./understand/goal-deadline";
import { markerWishAsked } from "./understand/marker-wish";
import { ateWhatWasAsked } from "./understand/ate-what-was-asked";
import { swapAskedOf } from "./understand/swap-asked";

const ABOUT_FOOD_TYPES = new Set<TUnderstanding["type"]>(["nutrient-in-food", "does-it-contain", "is-it-fattening", "is-it-safe-for-me"]);

/** "na real coloca 900", "muda pra 1500", "achei muita comida, baixa pra 1400" right after a plan: the plan's daily kcal, asked again. */
const PLAN_KCAL_EDIT = /^(?:[a-z]+ ){0,4}?(?:na real |na verdade |entao |pode |e )?(?:coloca|bota|muda|faz|deixa|troca|quero|aumenta|diminui|abaixa|baixa|reduz|sobe|desce)\w*\b[^0-9]{0,30}\b(\d{3,4})\b(?! ?(?:g|ml|gramas|dias?|reais)\b)/;


/**
 * `thread`: what an earlier turn flagged (a refusal, an allergic reaction) and when, for the turns that keep to it.
 * `alone`: the message read by itself, before the conversation rewrites it (a label's "e se eu comer 2?").
 * `measured`: a follow-up of only a new amount of the food just asked about ("e uma concha cheia?"), a question, never a card edit.
 */
export type TRead = { u: TUnderstanding; alone: TUnderstanding; facts: TUserFacts; crisisEarlier: boolean; planLink: string | null; previous: TUnderstanding | null; lastReply?: string | null; thread?: TRiskFlag | null; measured?: boolean };

/** Understanding of the message read against the conversation, with every fact that holds for the answer. */
export function readTurn(message: string, profile: TNutritionProfile | undefined, conversation: TConversation, forceFood = false): TRead {
  const history = readConversation(conversation);
  // "ficou bom, só tira o atum" after a plan: the change after the praise is what is read (decision 177).
  const text = history.planLink ? withoutApproval(message) : message;
  const alone = understand(text);
  let u = alone;
  let measured = false;
  const before = conversation.turns.filter((t) => t.direction === "INCOMING").at(-2)?.content ?? null;
  const previous = withThreadFoods(history.previous, before);
  // "quero o almoço com uns 500 kcal" after a plan: that meal's energy, an edit of the plan, never the day's kcal asked again.
  const mealKcal = previous?.type === "plan-request" && mealCaloriesSaid(u.folded) !== null;
  const earlierTexts = conversation.turns.filter((t) => t.direction === "INCOMING").map((t) => t.content);
  // "faltam 4 meses" after "quero perder 8 kg até o casamento": that goal, with its time.
  const goalTimed = forceFood ? null : goalWithTimeLeft(text, earlierTexts);
  // "tô querendo subir meu ferro": what to eat for it is what is asked.
  const wish = forceFood ? null : markerWishAsked(alone.folded, text);
  // "comi uma dessas agora no lanche" after "quantas calorias tem uma tapioca de frango?": that tapioca, eaten.
  const ate = forceFood ? null : ateWhatWasAsked(alone.folded, previous);
  // "to dormindo mal, pode ser isso?" after a card of coffees: whether those foods cause it.
  const cause = forceFood ? null : causeOfTheCard(alone, previous);
  if (forceFood) u = { ...u, type: "meal-to-log" };
  else if (ate) u = understand(ate);
  else if (cause) u = cause;
  else if (goalTimed) u = understand(goalTimed);
  else if (wish) u = understand(`${text}. ${wish}`);
  else if (!mealKcal && previous?.type === "plan-request" && u.type !== "plan-request" && PLAN_KCAL_EDIT.test(u.folded)) u = { ...understand(`${previous.text}. ${text}`), requestedCalories: Number(PLAN_KCAL_EDIT.exec(u.folded)![1]) };
  else if (!mealKcal && previous?.type === "plan-request" && u.type !== "plan-request" && addsToPlanRequest(text, u.folded)) u = understand(`${previous.text}. ${text}`);
  else {
    const better = readWhichBetter(u, previous, conversation.pending?.mealText ?? null);
    // "e uma concha cheia?" after a ladle of beans: that food in the new amount, before any other reading of it.
    const measuredNow = readAsMeasured(u, previous);
    measured = measuredNow !== null;
    // "e se trocar por tapioca?" after a question on white bread: that question, asked of tapioca.
    u = measuredNow ?? swapAskedOf(u, previous) ?? readAsElliptical(better !== u ? better : readAsComparison(readAsVariant(u, previous), previous), previous, before);
  }
  // "e em panqueca?" after "dá pra substituir ovo em bolo?": the same substitution, in another recipe.
  if (previous && IN_A_RECIPE.test(previous.folded) && /^e (em|no|na|nos|nas|pra|para) /.test(u.folded) && u.folded.split(" ").length <= 5) u = understand(`${previous.text} ${text}`);
  const lastReply = conversation.turns.filter((t) => t.direction === "OUTGOING").at(-1)?.content ?? null;
  if (previous && !u.context) u = { ...u, context: previous.folded, earlier: history.earlierText, ...(lastReply ? { lastReply } : {}) };
  // A follow-up read against the turn before still carries the conversation: "o que eu faço?" two turns after "meu filho…".
  else if (previous && !u.earlier) u = { ...u, earlier: history.earlierText };
  // "quanto de proteína tem 1 scoop?" after "comprei whey": a question about a food names it in the message before.
  if (u.foods.length === 0 && ABOUT_FOOD_TYPES.has(u.type) && previous && previous.foods.length > 0) u = { ...u, foods: previous.foods, followUp: "variant" };
  // "ele pode comer linguiça?" after "meu marido tem pressão alta": the husband's condition holds for the answer about him.
  const saidBefore = conversation.turns.filter((t) => t.direction === "INCOMING").map((t) => t.content);
  const person = conditionsOfPersonAsked(u, saidBefore);
  // "meu marido tem alergia a trigo", then "o que ele pode comer no café?": his allergy, said as his, in place of the person's own.
  const theirs = avoidsOfPersonAsked(u, saidBefore);
  const own = buildUserFacts(profile, u.stated, history.earlier);
  // "e leite de caixinha no lugar da fórmula?" two turns after "meu filho tem 8 meses": still the baby's answer.
  const child = own.child ?? childOfThread(u, history.earlier);
  const withChild = person.length > 0 || theirs.length > 0 || child !== own.child ? { ...own, child, conditions: new Set([...own.conditions, ...person]), ...(theirs.length > 0 ? { avoid: theirs } : {}) } : own;
  // "minha meta é 1600" said in any turn holds for the day and the card until another number is said.
  const said = ownTargetsHeld(readOwnTargets([...conversation.turns.filter((t) => t.direction === "INCOMING").map((t) => t.content), text], withChild.profile?.gender), withChild);
  const withOwn = said.calories !== null || said.protein !== null ? { ...withChild, own: said } : withChild;
  // "hj já foi café 280, almoço 610 e lanche 190": the day told in numbers, counted until the diary has meals of its own.
  // Only today's messages: "já comi uns 1200 kcal" said yesterday is yesterday's day.
  const today = localDate();
  const told = readToldIntake([...conversation.turns.filter((t) => t.direction === "INCOMING" && t.sentOn === today).map((t) => t.content), text]);
  const facts = told ? { ...withOwn, told } : withOwn;
  const thread = riskThread(conversation.turns.filter((t) => t.direction === "INCOMING").map((t) => t.content), facts);
  return { u, alone, facts, crisisEarlier: history.crisisEarlier, planLink: history.planLink, previous, lastReply, thread, measured };
}
