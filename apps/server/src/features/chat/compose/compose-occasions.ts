import { localDate, MEAL_SLOT_LABELS, readMealSlot } from "@nutriguia/domain";
import { analyze, type TMealAnalysis, type TNutritionProfile, type TTargets } from "@nutriguia/nutrition";
import type { TMealQuestion } from "../understand/meal-question";
import { splitOccasions, type TOccasion } from "../understand/meal-occasions";
import { loggedWhere } from "./compose-logged-edit";
import { composeMealQuestion } from "./compose-meal-question";
import { num } from "./format";

/** The opening line of a card's analysis, and its closing line when everything was read (composeAnalysis). */
const CARD_INTRO = /^Analisei sua refeição: são cerca de \*\*[^*]+\*\*[^\n]*$/m;
const CARD_CLOSE = "Confirme abaixo se quer registrar esta refeição na sua contagem diária.";

const sum = (o: TOccasion, key: "calories" | "protein") => o.items.reduce((total, i) => total + i[key], 0);

function occasionLine(o: TOccasion): string {
  const label = o.slot ? MEAL_SLOT_LABELS[o.slot] : "Sem horário dito";
  // Said, never dropped: the meal whose words were not read asks for them.
  if (o.items.length === 0) return `- **${label}:** não reconheci *${o.text}*; me diga o que tinha e quanto, que eu acrescento (esta parte não está na conta)`;
  const foods = o.items.map((i) => `${i.food} (${num(i.grams)} g)`).join(", ");
  return `- **${label}:** ${foods} — **${num(sum(o, "calories"))} kcal**, ${num(sum(o, "protein"))} g de proteína`;
}

/** Each meal with its subtotal, then the total of them all against the day's target. */
export function occasionsBlock(occasions: readonly TOccasion[], analysis: TMealAnalysis, targets: TTargets | null): string {
  const share = targets && targets.calories > 0 ? `, por volta de ${Math.round((analysis.totals.calories / targets.calories) * 100)}% da sua meta diária de ${num(targets.calories)} kcal` : "";
  return [`Você me contou **${occasions.length} refeições**; separei cada uma:`, ...occasions.map(occasionLine), "", `**Total: ${num(analysis.totals.calories)} kcal**${share}.`].join("\n");
}

/**
 * A meal told of another day ("ontem à noite comi 2 fatias de pizza", "anteontem jantei sopa"): the card says the day
 * and meal it is logged in, so the share of the target is never read as today's.
 */
function toldDay(content: string, message: string): string {
  const { meal, consumedOn, fromWords } = readMealSlot(message);
  if (consumedOn === localDate() || !content.includes(CARD_CLOSE)) return content;
  const where = loggedWhere(fromWords ? meal : null, consumedOn);
  return content.replace(CARD_CLOSE, () => `Ao confirmar abaixo, entra no seu diário como ${where}, não no de hoje.`);
}

/**
 * A meal card whose message told several meals of the day ("de manhã pão com ovo e no almoço arroz, feijão e bife"):
 * the reply lists each meal with its subtotal and the total, and says that confirming the card logs each meal in its
 * own slot (chat.card-split.ts). The content is unchanged for one meal.
 */
export function withOccasions(content: string, message: string, analysis: TMealAnalysis, targets: TTargets | null): string {
  const occasions = splitOccasions(message, analysis);
  if (!occasions) return toldDay(content, message);
  const { meal, consumedOn } = readMealSlot(message);
  const slots = occasions.filter((o) => o.items.length > 0).map((o) => (o.slot ?? meal ? MEAL_SLOT_LABELS[(o.slot ?? meal)!].toLowerCase() : "sem horário"));
  const listed = `${slots.slice(0, -1).join(", ")} e ${slots.at(-1)!}`;
  const day = loggedWhere(null, consumedOn).replace(/^a refeição /, "");
  const close = `Ao confirmar o cartão abaixo, cada refeição entra no seu diário ${day} no próprio horário (${listed}). Se algo estiver diferente, me diga antes de confirmar.`;
  const block = occasionsBlock(occasions, analysis, targets);
  const opened = CARD_INTRO.test(content) ? content.replace(CARD_INTRO, () => block) : `${block}\n\n${content}`;
  return opened.includes(CARD_CLOSE) ? opened.replace(CARD_CLOSE, () => close) : `${opened}\n\n${close}`;
}

/** The question's meal words ("quanto deu o almoço?") as the diary's slot. */
const ASKED_SLOT: Readonly<Record<string, readonly string[]>> = {
  "cafe da manha": ["BREAKFAST"],
  almoco: ["LUNCH"],
  jantar: ["DINNER", "SUPPER"],
  lanche: ["AFTERNOON_SNACK", "MORNING_SNACK"],
};

const UNITS: Readonly<Record<string, [string, "g" | "mg"]>> = {
  protein: ["proteína", "g"],
  carbohydrates: ["carboidratos", "g"],
  fat: ["gorduras", "g"],
  fiber: ["fibras", "g"],
  sodium: ["sódio", "mg"],
};

/**
 * A question about a card of several meals: the meal it names ("quanto deu o almoço?") is answered alone; otherwise
 * each meal's subtotal of what is asked (calories, or the nutrient: "e de proteína?") and the total. Sugar, which
 * the tables do not hold apart, is answered for the whole card. Null for a question these do not cover.
 */
export function composeOccasionsAnswer(q: TMealQuestion, occasions: readonly TOccasion[], card: TMealAnalysis, targets: TTargets | null, profile?: TNutritionProfile): string | null {
  const asked = q.slot ? occasions.find((o) => o.slot && ASKED_SLOT[q.slot!]?.includes(o.slot)) : undefined;
  if (asked && asked.items.length === 0) return `Não reconheci o que foi ${MEAL_SLOT_LABELS[asked.slot!].toLowerCase()} (*${asked.text}*), então ela não está na conta: me diga o que tinha e quanto, que eu acrescento ao cartão.`;
  if (asked) return composeMealQuestion(q, analyze(asked.text, profile), targets, null, q.slot);
  if (q.heaviest || q.judge || q.restOfDay || q.nutrient === "sugar") return null;
  const unit = q.nutrient ? UNITS[q.nutrient] : undefined;
  if (q.nutrient && !unit) return null;
  const still = "Elas ainda não entraram no seu dia: confirme no cartão acima para registrar, ou me diga o que mudar.";
  if (!unit) return `${occasionsBlock(occasions, card, targets)}

${still}`;
  const key = q.nutrient as "protein" | "carbohydrates" | "fat" | "fiber" | "sodium";
  const [label, u] = unit;
  const lines = occasions.filter((o) => o.items.length > 0).map((o) => `- **${o.slot ? MEAL_SLOT_LABELS[o.slot] : "Sem horário dito"}:** ${num(Math.round(o.items.reduce((t, i) => t + i[key], 0) * 10) / 10)} ${u} de ${label}`);
  const total = Math.round(card.totals[key] * 10) / 10;
  const target = targets ? (key === "sodium" ? targets.sodiumLimit : targets[key]) : 0;
  const share = target > 0 ? ` (${Math.round((total / target) * 100)}% ${key === "sodium" ? "do seu limite" : "da sua meta"} diári${key === "sodium" ? "o" : "a"} de ${num(target)} ${u})` : "";
  return [`Nas ${occasions.length} refeições que você me contou:`, ...lines, "", `**Total: ${num(total)} ${u} de ${label}**${share}.`, "", still].join("\n");
}

/**
 * A correction of a card of several meals ("o arroz foi 2 colheres" after "de manhã…, no almoço…"): the reply keeps
 * each meal's subtotal under the line that says what changed, while the card's foods are still the ones told (a food
 * swapped for another or added is said in the card's one list, as before).
 */
export function withOccasionsAfterEdit(content: string, told: string, corrected: TMealAnalysis): string {
  const before = splitOccasions(told, analyze(told));
  const after = before ? splitOccasions(told, corrected) : null;
  if (!before || !after || after.length !== before.length) return content;
  // A meal whose foods were all taken out is gone, never "not read".
  const kept = after.filter((o, k) => o.items.length > 0 || before[k]!.items.length === 0);
  if (kept.length < 2) return content;
  const at = content.indexOf("\n\n");
  const lines = ["Por refeição:", ...kept.map(occasionLine)].join("\n");
  return at < 0 ? `${content}\n\n${lines}` : `${content.slice(0, at)}\n\n${lines}${content.slice(at)}`;
}
