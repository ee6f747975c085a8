import { and, desc, eq } from "drizzle-orm";
import { formatNumber as num, macroPercentages, type TCalorieCalculation } from "@nutriguia/domain";
import type { TDb } from "../../db/client";
import { chatMessages } from "../../db/schema";
import { resolveDailyTargets } from "../../shared/daily-targets";

const HEADING = "### Informações Nutricionais";
const NOTE = /\n*_Cartão editado por você: agora são \*\*[^*]+\*\*[^\n]*_\n*/;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** "Calorias totais", macros, fibre, sodium and the item lines of the reply's nutrition block, from the card. */
function blockFromCard(text: string, card: TCalorieCalculation): string {
  const pct = macroPercentages(card);
  const fiber = card.additionalNutrients.fiber ?? 0;
  const sodium = card.additionalNutrients.sodium ?? 0;
  const lines: [string, string][] = [
    ["Alimentos:", card.foodDescription],
    ["Calorias totais:", `${num(card.totalCalories)} kcal`],
    ["Proteínas:", `${num(card.protein)} g (${num(pct.protein)}%)`],
    ["Carboidratos:", `${num(card.carbohydrates)} g (${num(pct.carbohydrates)}%)`],
    ["Gorduras:", `${num(card.fat)} g (${num(pct.fat)}%)`],
    ["Fibras:", `${num(fiber)} g`],
    ["Sódio:", `${num(sodium)} mg`],
  ];
  let block = lines.reduce((b, [label, value]) => b.replace(new RegExp(`(\\*\\*${escape(label)}\\*\\*) [^\\n]*`), `$1 ${value}`), text);
  const items = card.items.map((i) => `- ${i.food} — ${i.measure ?? `${num(i.grams)} g`}: ${num(i.calories)} kcal (fonte: ${i.source})`).join("\n");
  block = block.replace(/(\*\*Itens\*\*\n)(?:- [^\n]*\n?)+/, `$1${items}\n`);
  return block;
}

/**
 * A card's numbers changed on the card itself (items or totals fixed in the UI): the chat reply that showed it says the
 * same numbers (its total and share of the daily target, its nutrition block) and says that the card was edited, so
 * the conversation never shows 834,4 kcal above a card of 586 kcal.
 */
export async function followCardInReply(db: TDb, userId: string, before: TCalorieCalculation, after: TCalorieCalculation): Promise<void> {
  if (before.totalCalories === after.totalCalories && JSON.stringify(before.items) === JSON.stringify(after.items)) return;
  const [reply] = await db
    .select({ id: chatMessages.id, content: chatMessages.content })
    .from(chatMessages)
    .where(and(eq(chatMessages.calculationId, after.id), eq(chatMessages.userId, userId), eq(chatMessages.direction, "OUTGOING")))
    .orderBy(desc(chatMessages.createdAt))
    .limit(1);
  if (!reply) return;
  const at = reply.content.indexOf(HEADING);
  let lead = (at >= 0 ? reply.content.slice(0, at) : reply.content).replace(NOTE, "\n\n").trimEnd();
  const block = at >= 0 ? blockFromCard(reply.content.slice(at), after) : "";
  lead = lead.replace(new RegExp(`(?<![\\d.,])${escape(num(before.totalCalories))} kcal`, "g"), `${num(after.totalCalories)} kcal`);
  if (/\d+% da sua meta diária/.test(lead)) {
    const target = (await resolveDailyTargets(db, userId))?.calories;
    if (target) lead = lead.replace(/\d+% da sua meta diária/g, `${Math.round((after.totalCalories / target) * 100)}% da sua meta diária`);
  }
  const note = `_Cartão editado por você: agora são **${num(after.totalCalories)} kcal**; valem os alimentos e os números do cartão._`;
  const content = `${lead}\n\n${note}${block ? `\n\n${block}` : ""}`;
  await db.update(chatMessages).set({ content }).where(eq(chatMessages.id, reply.id));
}
